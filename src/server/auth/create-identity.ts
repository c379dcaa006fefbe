import type { Env } from '../config/env';
import type { Db } from '../db/database';
import { createClerkIdentity } from './clerk-identity';
import type { Identity } from './identity';
import { createLocalIdentity } from './local-identity';
import type { SharedState } from '../cluster/shared-state';

/** Local accounts by default; Clerk when AUTH_PROVIDER=clerk. */
export function createIdentity(
  env: Env,
  db: Db,
  authSecret: string,
  sharedState?: Pick<SharedState, 'limiterStore' | 'shared'>,
): Identity {
  if (env.AUTH_PROVIDER === 'clerk') {
    return createClerkIdentity({
      secretKey: env.CLERK_SECRET_KEY!,
      publishableKey: env.CLERK_PUBLISHABLE_KEY!,
    });
  }
  return createLocalIdentity({
    db,
    secret: authSecret,
    publicUrl: env.PUBLIC_URL,
    proxyHops: env.TRUST_PROXY,
    signUpThrottle: { perAddress: env.SIGN_UPS_PER_ADDRESS },
    limiterStore: sharedState?.limiterStore,
    shared: sharedState?.shared,
  });
}
