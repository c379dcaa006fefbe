import { Link, useLocation } from 'react-router';
import { authTexts } from '../../../domain/spec-texts';
import { useAuthKit } from './auth-state';
import { signInPathFor } from './safe-redirect';

/** The navigation's identity control: 'Loading...', a sign-in button, or the user menu. */
export function AuthControl() {
  const { state, UserMenu } = useAuthKit();
  const location = useLocation();
  if (state.status === 'loading') return <span className="text-sm text-muted">{authTexts.loading}</span>;
  if (state.status === 'signed-out') {
    return (
      <Link to={signInPathFor(location)} className="btn-primary">
        Sign in
      </Link>
    );
  }
  return <UserMenu />;
}
