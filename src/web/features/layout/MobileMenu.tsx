import { useEffect, useRef, type RefObject } from 'react';
import { Logo } from '../../ui/Logo';
import { LineIcon } from '../../ui/LineIcon';
import { NavItems } from './NavItems';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Focus returns here when the menu closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The slide-in menu below 768 px. A modal <dialog> keeps focus inside and closes on Escape natively. */
export function MobileMenu({ open, onClose, returnFocusTo }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      returnFocusTo.current?.focus();
    }
  }, [open, returnFocusTo]);

  return (
    <dialog
      ref={dialogRef}
      id="mobile-menu"
      aria-label="Menu"
      className="mobile-menu m-0 ml-auto h-dvh max-h-none w-[min(20rem,85vw)] max-w-none bg-transparent p-0"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Tab') keepFocusInside(event, dialogRef.current);
      }}
    >
      <div className="menu-panel flex h-full flex-col bg-white p-5 shadow-xl">
        <div className="flex items-center justify-between">
          <Logo />
          <button
            type="button"
            className="flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-brand-50"
            aria-label="Close menu"
            onClick={onClose}
          >
            <LineIcon path="M6 6l12 12M18 6L6 18" />
          </button>
        </div>
        <nav aria-label="Mobile" className="mt-8">
          <NavItems
            listClassName="space-y-1"
            onNavigate={onClose}
            linkClassName={(isActive) =>
              `block rounded-xl px-4 py-3 text-lg font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-slate-50'}`
            }
          />
        </nav>
      </div>
    </dialog>
  );
}

// A modal dialog makes the page inert, but Tab can still leave for the browser's own UI; wrap it instead.
function keepFocusInside(event: React.KeyboardEvent, container: HTMLElement | null) {
  if (!container) return;
  const focusable = Array.from(container.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
