import { BRAND } from '../../domain/spec-texts';

/** The brand mark: a crescent holding a medical cross, then the name. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-2 text-xl font-bold tracking-tight text-brand-800 ${className}`}
    >
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="#0f5f5a" />
        <path d="M20.5 6.5a10 10 0 1 0 5 16.6A8 8 0 0 1 20.5 6.5z" fill="#e6f4f1" />
        <path d="M14 12h3v3h3v3h-3v3h-3v-3h-3v-3h3z" fill="#0f5f5a" />
      </svg>
      {BRAND}
    </span>
  );
}
