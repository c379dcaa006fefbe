import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AuthKitContext, type AuthKit, type AuthState } from '../features/auth/auth-state';

export const signedInAs = (firstName = 'Ada'): AuthState => ({
  status: 'signed-in',
  user: { id: 'patient-1', firstName, name: `${firstName} Lovelace`, email: 'ada@example.com', imageUrl: '' },
});
export const signedOut: AuthState = { status: 'signed-out', user: null };

/** Renders a route element inside a memory router, a fresh query cache and a given auth state. */
export function renderRoute(
  element: ReactElement,
  {
    path = '/',
    url = '/',
    state,
    auth = signedInAs(),
    extraRoutes = [],
  }: { path?: string; url?: string; state?: unknown; auth?: AuthState; extraRoutes?: RouteObject[] } = {},
) {
  const router = createMemoryRouter([{ path, element }, ...extraRoutes], {
    initialEntries: [{ pathname: url, state }],
  });
  const kit: AuthKit = { state: auth, UserMenu: () => null, SignInScreen: () => null };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthKitContext.Provider value={kit}>
        <RouterProvider router={router} />
      </AuthKitContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}

export function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
