import { Navigate } from 'react-router-dom';

export const POS_CLIENT_PATH = '/pos-config/clients/edit';

/** /pos-config lands on the client's settings, the first section of the tool. */
export const PosConfigIndex = () => <Navigate to={POS_CLIENT_PATH} replace />;
