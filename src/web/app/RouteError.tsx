import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from './error-reporting';

/** Shown when a page fails to load (for instance a chunk after a deploy): a way forward instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    // A missing page is not a failure worth reporting; a page that threw is.
    if (!isRouteErrorResponse(error)) reportError(error);
  }, [error]);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'The page could not be loaded.';
  return (
    <main className="container-page py-20 text-center">
      <h1 className="text-2xl font-bold text-ink">Something went wrong</h1>
      <p className="mt-3 text-muted">{detail}</p>
      <button type="button" className="btn-primary mt-6" onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </main>
  );
}
