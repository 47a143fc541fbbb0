import { Navigate } from 'react-router-dom';
import { ADMIN_SERVICE_DESK_PATH } from '@/lib/paths';

/**
 * /service/console: where the agents' desk was while agents were members. The desk is a back-office
 * page now (ADR 0028); an old bookmark or link lands there, and the back office signs its user in.
 */
export default function ServiceConsolePage() {
  return <Navigate to={ADMIN_SERVICE_DESK_PATH} replace />;
}
