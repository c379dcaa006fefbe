import { lazy, Suspense, type ReactNode } from 'react';
import { usePublicConfig } from '../../app/public-config';
import { AuthKitContext, loadingAuth } from './auth-state';
import { LocalAuthProvider } from './local/LocalAuthProvider';

const ClerkAuthProvider = lazy(() => import('./clerk/ClerkAuthProvider'));

/** Chooses the identity provider the server is configured with; everything below sees only useAuth(). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const config = usePublicConfig();
  const loading = <AuthKitContext.Provider value={loadingAuth}>{children}</AuthKitContext.Provider>;
  if (!config.data) return loading;
  if (config.data.auth.provider === 'clerk') {
    return (
      <Suspense fallback={loading}>
        <ClerkAuthProvider publishableKey={config.data.auth.publishableKey}>{children}</ClerkAuthProvider>
      </Suspense>
    );
  }
  return <LocalAuthProvider>{children}</LocalAuthProvider>;
}
