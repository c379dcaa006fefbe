import type { Env } from './env';

/** What the browser may know about the active configuration: an explicit allow-list, never a secret. */
export interface PublicConfig {
  auth: { provider: 'local' } | { provider: 'clerk'; publishableKey: string };
  voice: { platform: 'local' | 'vapi' };
}

export function publicConfig(env: Env, _localPlatformPublicKey: string): PublicConfig {
  return {
    auth:
      env.AUTH_PROVIDER === 'clerk'
        ? { provider: 'clerk', publishableKey: env.CLERK_PUBLISHABLE_KEY! }
        : { provider: 'local' },
    voice: { platform: env.VOICE_PLATFORM },
  };
}
