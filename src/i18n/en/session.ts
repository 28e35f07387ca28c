/** Texts of the session area; spec quotes are word for word. */
export const session = {} as const;
