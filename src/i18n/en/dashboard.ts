/** Texts of the dashboard area; spec quotes are word for word. */
export const dashboard = {} as const;
