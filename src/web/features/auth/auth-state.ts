import { createContext, useContext, type ComponentType } from 'react';

export interface AuthUser {
  id: string;
  firstName: string;
  name: string;
  email: string;
  imageUrl: string;
}

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: AuthUser };

/** What an identity provider gives the app: its state and the few pieces of UI that differ per provider. */
export interface AuthKit {
  state: AuthState;
  UserMenu: ComponentType;
  SignInScreen: ComponentType;
}

export const loadingAuth: AuthKit = {
  state: { status: 'loading', user: null },
  UserMenu: () => null,
  SignInScreen: () => null,
};

export const AuthKitContext = createContext<AuthKit>(loadingAuth);

/** The signed-in patient, or why there is none. The only way pages learn about identity. */
export function useAuth(): AuthState {
  return useContext(AuthKitContext).state;
}

export function useAuthKit(): AuthKit {
  return useContext(AuthKitContext);
}
