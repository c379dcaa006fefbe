import type { AuthState } from '../auth-state';

/** The few fields of Clerk's user object the app reads. */
export interface ClerkUserLike {
  id: string;
  firstName: string | null;
  lastName?: string | null;
  fullName?: string | null;
  imageUrl: string;
  primaryEmailAddress?: { emailAddress: string } | null;
}

/** Maps Clerk's loading flag and user onto the app's one auth state. */
export function authStateFromClerk(isLoaded: boolean, user: ClerkUserLike | null | undefined): AuthState {
  if (!isLoaded) return { status: 'loading', user: null };
  if (!user) return { status: 'signed-out', user: null };
  const email = user.primaryEmailAddress?.emailAddress ?? '';
  const firstName = user.firstName ?? user.fullName?.split(' ')[0] ?? email.split('@')[0] ?? '';
  return {
    status: 'signed-in',
    user: {
      id: user.id,
      firstName,
      name: user.fullName ?? [user.firstName, user.lastName].filter(Boolean).join(' ') ?? firstName,
      email,
      imageUrl: user.imageUrl,
    },
  };
}
