import { Link } from 'react-router';
import { Logo } from '../../ui/Logo';
import { AuthControl } from '../auth/AuthControl';

/** What a visitor who is not signed in sees above a public page (a shared report): the brand and sign-in. */
export function AnonymousBar() {
  return (
    <header className="no-print border-b border-slate-200 bg-white">
      <div className="container-page flex h-16 items-center justify-between">
        <Link to="/sign-in" aria-label="Carelune">
          <Logo />
        </Link>
        <AuthControl />
      </div>
    </header>
  );
}
