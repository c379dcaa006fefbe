/** Where to go after signing in: only same-site paths, never another origin or a sign-in loop. */
export function safeRedirectTarget(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if (raw === '/sign-in' || raw.startsWith('/sign-in/') || raw.startsWith('/sign-in?')) return '/';
  return raw;
}

export function signInPathFor(location: { pathname: string; search: string; hash: string }): string {
  const target = location.pathname + location.search + location.hash;
  return target === '/' ? '/sign-in' : `/sign-in?redirect=${encodeURIComponent(target)}`;
}
