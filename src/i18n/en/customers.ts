/** Texts of the customers area; spec quotes are word for word. */
export const customers = {} as const;
