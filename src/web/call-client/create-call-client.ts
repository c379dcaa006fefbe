// Picks the call client for the configured voice platform (`/api/config`); the UI sees only `CallClient`.
import type Vapi from '@vapi-ai/web';
import { LocalCallClient } from './local-call-client';
import type { CallClient } from './types';

export interface VoiceConfig {
  platform: 'local' | 'vapi';
  publicKey: string;
  assistantId: string;
  /** The hosted API's URL, or the local platform's path on this origin (e.g. `/platform`). */
  apiBase: string;
}

export async function createCallClient(voiceConfig: VoiceConfig): Promise<CallClient> {
  if (voiceConfig.platform === 'vapi') {
    // Loaded on demand: the hosted SDK (and Daily) stay out of the main bundle for local deployments.
    const HostedClient = hostedSdkClass(await import('@vapi-ai/web'));
    // avoidEval: Daily loads its call machine as a script instead of eval'ing it, so our CSP needs no 'unsafe-eval'.
    return new HostedClient(voiceConfig.publicKey, voiceConfig.apiBase, { avoidEval: true });
  }
  return new LocalCallClient(voiceConfig.publicKey, new URL(voiceConfig.apiBase, location.origin).href);
}

/** The local-only `speech-recognition-unavailable` event is reachable through this guard. */
export function isLocalCallClient(client: CallClient): client is LocalCallClient {
  return client instanceof LocalCallClient;
}

function hostedSdkClass(module: { default: unknown }): typeof Vapi {
  // The SDK is CommonJS; depending on the bundler's interop its class is `default` or `default.default`.
  const exported = module.default;
  if (typeof exported === 'function') return exported as typeof Vapi;
  return (exported as { default: typeof Vapi }).default;
}
