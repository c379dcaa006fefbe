import type { Env } from './env';
import { LOCAL_DOCTOR_ASSISTANT_ID } from '../../domain/doctor/assistant-definition';

/** What the browser may know about the active configuration: an explicit allow-list, never a secret. */
export interface PublicConfig {
  auth: { provider: 'local' } | { provider: 'clerk'; publishableKey: string };
  voice: { platform: 'local' | 'vapi'; publicKey: string; assistantId: string; apiBase: string };
  /** Present only when SENTRY_DSN is set: a DSN is meant to be public (it can only submit events). */
  errorReporting?: { sentryDsn: string };
}

export function publicConfig(env: Env, localPlatformPublicKey: string): PublicConfig {
  return {
    auth:
      env.AUTH_PROVIDER === 'clerk'
        ? { provider: 'clerk', publishableKey: env.CLERK_PUBLISHABLE_KEY! }
        : { provider: 'local' },
    voice:
      env.VOICE_PLATFORM === 'vapi'
        ? {
            platform: 'vapi',
            publicKey: env.VAPI_PUBLIC_KEY!,
            assistantId: env.VAPI_ASSISTANT_ID!,
            apiBase: env.VAPI_API_BASE,
          }
        : // The local platform lives on this origin; the browser resolves the path against its own address.
          {
            platform: 'local',
            publicKey: localPlatformPublicKey,
            assistantId: LOCAL_DOCTOR_ASSISTANT_ID,
            apiBase: '/platform',
          },
    ...(env.SENTRY_DSN ? { errorReporting: { sentryDsn: env.SENTRY_DSN } } : {}),
  };
}
