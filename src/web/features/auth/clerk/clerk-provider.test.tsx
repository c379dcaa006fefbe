import { describe, expect, it, vi, beforeEach } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../AuthProvider';
import { useAuth, useAuthKit } from '../auth-state';
import { authStateFromClerk } from './map-clerk-user';

// Clerk cannot be reached from here: its React SDK is replaced at the module boundary.
const clerk = vi.hoisted(() => ({ isLoaded: false, user: null as null | Record<string, unknown> }));
vi.mock('@clerk/react', () => ({
  ClerkProvider: ({ children, publishableKey }: { children: ReactNode; publishableKey: string }) => (
    <div data-testid="clerk-provider" data-key={publishableKey}>
      {children}
    </div>
  ),
  useUser: () => ({ isLoaded: clerk.isLoaded, user: clerk.user }),
  SignIn: (props: { path: string; routing: string }) => (
    <div data-testid="clerk-sign-in" data-path={props.path} data-routing={props.routing} />
  ),
  UserButton: () => <button type="button">Clerk user button</button>,
}));

function Probe() {
  const auth = useAuth();
  const { UserMenu, SignInScreen } = useAuthKit();
  return (
    <>
      <p data-testid="status">{auth.status}</p>
      <p data-testid="name">{auth.user?.firstName}</p>
      <p data-testid="image">{auth.user?.imageUrl}</p>
      <UserMenu />
      <SignInScreen />
    </>
  );
}

function renderWithConfig(config: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(config), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/sign-in']}>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const clerkConfig = {
  auth: { provider: 'clerk', publishableKey: 'pk_test_abc' },
  voice: { platform: 'local' },
};

describe('the hosted identity provider', () => {
  beforeEach(() => {
    clerk.isLoaded = false;
    clerk.user = null;
  });

  it('is chosen when the server says AUTH_PROVIDER=clerk, with its publishable key', async () => {
    clerk.isLoaded = true;
    renderWithConfig(clerkConfig);
    const provider = await screen.findByTestId('clerk-provider');
    expect(provider).toHaveAttribute('data-key', 'pk_test_abc');
    expect(screen.getByTestId('status')).toHaveTextContent('signed-out');
    expect(screen.getByTestId('clerk-sign-in')).toHaveAttribute('data-path', '/sign-in');
    expect(screen.getByTestId('clerk-sign-in')).toHaveAttribute('data-routing', 'path');
  });

  it("maps Clerk's user to the app's patient and shows Clerk's user button", async () => {
    clerk.isLoaded = true;
    clerk.user = {
      id: 'user_1',
      firstName: 'Mae',
      lastName: 'Jemison',
      fullName: 'Mae Jemison',
      imageUrl: 'https://img.clerk.com/x.png',
      primaryEmailAddress: { emailAddress: 'mae@example.com' },
    };
    renderWithConfig(clerkConfig);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-in'));
    expect(screen.getByTestId('name')).toHaveTextContent('Mae');
    expect(screen.getByTestId('image')).toHaveTextContent('https://img.clerk.com/x.png');
    expect(screen.getByRole('button', { name: 'Clerk user button' })).toBeInTheDocument();
  });

  it('stays loading until Clerk has loaded', async () => {
    renderWithConfig(clerkConfig);
    await screen.findByTestId('clerk-provider');
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
  });

  it('is not used on the default configuration', async () => {
    renderWithConfig({ auth: { provider: 'local' }, voice: { platform: 'local' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('clerk-provider')).toBeNull();
  });
});

describe('authStateFromClerk', () => {
  it('falls back to the email name when Clerk has no first name', () => {
    const state = authStateFromClerk(true, {
      id: 'u',
      firstName: null,
      imageUrl: '',
      primaryEmailAddress: { emailAddress: 'sam@example.com' },
    });
    expect(state).toMatchObject({
      status: 'signed-in',
      user: { firstName: 'sam', email: 'sam@example.com' },
    });
  });
});
