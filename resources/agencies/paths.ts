export const AGENCIES_PATH = '/pos-config/agencies';
export const agencyEditPath = (id: number | string) => `${AGENCIES_PATH}/${id}/edit`;
