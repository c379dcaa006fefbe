import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { documentTitle, type PageHandle } from './page-title';

const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as PageHandle).title === 'string';

/** Around every route: each page names the tab after itself, and a new page opens at its top. */
export function RootRoute() {
  const matches = useMatches();
  const page = matches.map((match) => match.handle).findLast(isPageHandle)?.title;
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
