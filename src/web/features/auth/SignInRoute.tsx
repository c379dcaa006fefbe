import { Navigate, useSearchParams } from 'react-router';
import { FullScreenSpinner } from '../../ui/FullScreenSpinner';
import { useAuthKit } from './auth-state';
import { safeRedirectTarget } from './safe-redirect';

/** /sign-in/*: the provider's sign-in screen; a patient who is already signed in goes on to where they were going. */
export default function SignInRoute() {
  const { state, SignInScreen } = useAuthKit();
  const [params] = useSearchParams();
  if (state.status === 'loading') return <FullScreenSpinner />;
  if (state.status === 'signed-in')
    return <Navigate to={safeRedirectTarget(params.get('redirect'))} replace />;
  return <SignInScreen />;
}
