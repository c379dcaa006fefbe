import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../auth-state';
import { Avatar } from '../../../ui/Avatar';
import { authClient } from './auth-client';

/** The signed-in patient's avatar button; its menu shows name, email and 'Sign out'. */
export function LocalUserMenu() {
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (auth.status !== 'signed-in') return null;
  const { user } = auth;

  const signOut = async () => {
    setSigningOut(true);
    try {
      await authClient.signOut();
      navigate('/sign-in');
    } finally {
      setSigningOut(false);
      setOpen(false);
    }
  };

  return (
    <div className="relative" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="flex min-h-11 min-w-11 items-center justify-center rounded-full"
        aria-label={`Account menu for ${user.name}`}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar src={user.imageUrl} name={user.firstName} size={36} />
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 z-40 mt-2 w-64 rounded-2xl border border-slate-200 bg-white p-4 shadow-lg"
        >
          <p className="font-semibold text-ink">{user.name}</p>
          <p className="truncate text-sm text-muted">{user.email}</p>
          <button type="button" className="btn-secondary mt-4 w-full" onClick={signOut} disabled={signingOut}>
            Sign out
          </button>
        </div>
      )}
    </div>
  );
}
