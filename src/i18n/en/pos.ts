/** Texts of the pos area; spec quotes are word for word. */
export const pos = {} as const;
