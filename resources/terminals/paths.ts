export const TERMINALS_PATH = '/pos-config/terminals';
export const terminalEditPath = (id: number | string) => `${TERMINALS_PATH}/${id}/edit`;
