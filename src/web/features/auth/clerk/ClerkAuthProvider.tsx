import { useMemo, type ReactNode } from 'react';
import { ClerkProvider, SignIn, UserButton, useUser } from '@clerk/react';
import { AuthKitContext, type AuthKit } from '../auth-state';
import { authStateFromClerk } from './map-clerk-user';

function ClerkSignInScreen() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-sand px-4 py-10">
      <SignIn path="/sign-in" routing="path" />
    </main>
  );
}

function ClerkUserMenu() {
  return <UserButton />;
}

function ClerkAuthState({ children }: { children: ReactNode }) {
  const { isLoaded, user } = useUser();
  const state = authStateFromClerk(isLoaded, user);
  const kit = useMemo<AuthKit>(
    () => ({ state, UserMenu: ClerkUserMenu, SignInScreen: ClerkSignInScreen }),
    [state],
  );
  return <AuthKitContext.Provider value={kit}>{children}</AuthKitContext.Provider>;
}

/** The hosted identity provider (AUTH_PROVIDER=clerk). Loaded on demand, so the default bundle carries no Clerk code. */
export default function ClerkAuthProvider({
  publishableKey,
  children,
}: {
  publishableKey: string;
  children: ReactNode;
}) {
  return (
    <ClerkProvider publishableKey={publishableKey} signInUrl="/sign-in" afterSignOutUrl="/sign-in">
      <ClerkAuthState>{children}</ClerkAuthState>
    </ClerkProvider>
  );
}
