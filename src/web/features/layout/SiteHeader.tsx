import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../ui/Logo';
import { LineIcon } from '../../ui/LineIcon';
import { NavItems } from './NavItems';
import { AuthControl } from '../auth/AuthControl';
import { MobileMenu } from './MobileMenu';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to="/" className="rounded-lg" aria-label="Carelune home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <NavItems
            listClassName="flex items-center gap-1"
            linkClassName={(isActive) =>
              `rounded-full px-4 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-muted hover:text-ink'}`
            }
          />
        </nav>
        <div className="flex items-center gap-2">
          <AuthControl />
          <button
            ref={hamburgerRef}
            type="button"
            className="flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-brand-50 md:hidden"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(true)}
          >
            <LineIcon path="M4 7h16M4 12h16M4 17h16" />
          </button>
        </div>
      </div>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} returnFocusTo={hamburgerRef} />
    </header>
  );
}
