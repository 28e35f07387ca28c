/** Texts of the payments area; spec quotes are word for word. */
export const payments = {} as const;
