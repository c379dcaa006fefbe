// `POST /call/web` as the hosted SDK makes it: a string names an assistant or squad by id, an object defines one.
import {
  callPlatform,
  type PlatformClient,
  type PlatformFailure,
  type WebCall,
  type WebCallRequest,
} from '../../protocol/platform-client';
import type { AssistantOrId } from './types';

type OpenObject = Record<string, unknown>;

/** The platform refused or could not be reached; `failure.kind` is e.g. `unauthorized` for a 401. */
export class WebCallError extends Error {
  override readonly name = 'WebCallError';

  constructor(readonly failure: PlatformFailure) {
    super(failure.message);
  }
}

export function webCallRequest(
  assistant: AssistantOrId | undefined,
  assistantOverrides: object | undefined,
  squad: AssistantOrId | undefined,
): WebCallRequest {
  return {
    assistant: typeof assistant === 'object' ? (assistant as OpenObject) : undefined,
    assistantId: typeof assistant === 'string' ? assistant : undefined,
    assistantOverrides: assistantOverrides as OpenObject | undefined,
    squad: typeof squad === 'object' ? (squad as OpenObject) : undefined,
    squadId: typeof squad === 'string' ? squad : undefined,
  };
}

export async function createWebCall(
  platform: PlatformClient,
  assistant: AssistantOrId | undefined,
  assistantOverrides: object | undefined,
  squad: AssistantOrId | undefined,
): Promise<WebCall> {
  const body = webCallRequest(assistant, assistantOverrides, squad);
  const result = await callPlatform(platform.POST('/call/web', { body }));
  if (!result.ok) throw new WebCallError(result.failure);
  const call = result.data;
  if (typeof call.id !== 'string' || !call.id) throw new Error('The platform answered without a call id.');
  if (typeof call.webCallUrl !== 'string' || !call.webCallUrl) {
    throw new Error('The platform answered without a webCallUrl.');
  }
  return call;
}
