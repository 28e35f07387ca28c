export const LOCATIONS_PATH = '/pos-config/locations';
export const locationEditPath = (id: number | string) => `${LOCATIONS_PATH}/${id}/edit`;
