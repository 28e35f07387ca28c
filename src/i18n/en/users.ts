/** Texts of the users area; spec quotes are word for word. */
export const users = {} as const;
