import { useCurrentUser } from '../../src/session/CurrentUserContext';

/** The brand the cashiering tool works on: the chosen client's. */
export const usePosBrand = (): string => useCurrentUser().client?.brand ?? '';
