import { describe, expect, it } from 'vitest';
import { callStartErrorMessage } from './call-errors';
import { errorTexts } from './spec-texts';

describe('callStartErrorMessage', () => {
  it.each([
    ['an Error saying Unauthorized', new Error('Unauthorized')],
    [
      'a platform 401 body',
      { message: 'Invalid Key. Hot tip, you may be using the private key', statusCode: 401 },
    ],
    ['a response status 401', { response: { status: 401 } }],
    ['the SDK error event wrapping a 401', { type: 'start-method-error', error: { error: 'Unauthorized' } }],
    ['the platform client failure', { kind: 'unauthorized', status: 403, message: 'Forbidden' }],
    ['a bare string', 'Request failed: unauthorized'],
  ])('asks to check the API keys for %s', (_, error) => {
    expect(callStartErrorMessage(error)).toBe(errorTexts.unauthorized);
  });

  it.each([
    ['no callId in the response', new Error('No callId returned from the platform')],
    ['a missing call id', { message: 'Missing call ID' }],
    ['a call that failed to start', new Error('call_id: failed to start the session')],
    ['a message list', { message: ['callId is undefined'] }],
  ])('says the session failed to start for %s', (_, error) => {
    expect(callStartErrorMessage(error)).toBe(errorTexts.noCallId);
  });

  it.each([
    ['a network failure', new TypeError('fetch failed')],
    ['a server error', { kind: 'server', status: 500, message: 'Internal server error' }],
    ['a call id that is present', new Error('callId abc123 is busy')],
    ['nothing useful', undefined],
    ['a number', 42],
  ])('falls back to the default message for %s', (_, error) => {
    expect(callStartErrorMessage(error)).toBe(errorTexts.servicesDefault);
  });
});
