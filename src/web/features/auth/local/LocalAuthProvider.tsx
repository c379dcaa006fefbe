import { useMemo, type ReactNode } from 'react';
import { AuthKitContext, type AuthKit, type AuthState } from '../auth-state';
import { authClient } from './auth-client';
import { LocalUserMenu } from './LocalUserMenu';
import { LocalSignInScreen } from './LocalSignInScreen';

export function LocalAuthProvider({ children }: { children: ReactNode }) {
  const session = authClient.useSession();
  const user = session.data?.user;
  const state = useMemo<AuthState>(() => {
    if (session.isPending) return { status: 'loading', user: null };
    if (!user) return { status: 'signed-out', user: null };
    return {
      status: 'signed-in',
      user: {
        id: user.id,
        firstName: user.firstName || user.name.split(' ')[0] || '',
        name: user.name,
        email: user.email,
        imageUrl: user.image ?? '',
      },
    };
  }, [session.isPending, user]);
  const kit = useMemo<AuthKit>(
    () => ({ state, UserMenu: LocalUserMenu, SignInScreen: LocalSignInScreen }),
    [state],
  );
  return <AuthKitContext.Provider value={kit}>{children}</AuthKitContext.Provider>;
}
