import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '../../ui/FullScreenSpinner';
import { useAuth } from './auth-state';
import { signInPathFor } from './safe-redirect';

/** Guards every route except the report and sign-in: a spinner while the session loads, else off to /sign-in. */
export function RequireSignedIn() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <FullScreenSpinner />;
  if (auth.status === 'signed-out') return <Navigate to={signInPathFor(location)} replace />;
  return <Outlet />;
}

/** Public routes still wait for the session, so the page knows whether to show the patient's layout. */
export function WaitForAuth() {
  const auth = useAuth();
  if (auth.status === 'loading') return <FullScreenSpinner />;
  return <Outlet />;
}
