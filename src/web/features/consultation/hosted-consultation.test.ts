import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostedCallOverrides, registerHostedCall, requestConsultationTicket } from './hosted-consultation';

afterEach(() => vi.unstubAllGlobals());
const noWait = async () => {};

describe('starting a hosted call with our server', () => {
  it('asks for a ticket, and says so when the server gives none', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ ticket: 'T-1' }), { status: 201 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401 }));
    vi.stubGlobal('fetch', fetch);
    expect(await requestConsultationTicket()).toBe('T-1');
    expect(fetch.mock.calls[0]).toEqual(['/api/consultations/ticket', { method: 'POST' }]);
    await expect(requestConsultationTicket()).rejects.toThrow(/HTTP 401/);
  });

  it('starts the call with the patient’s first name and the ticket', () => {
    expect(hostedCallOverrides('Ada', 'T-1')).toEqual({
      variableValues: { firstName: 'Ada' },
      metadata: { ticket: 'T-1' },
    });
  });

  it('registers the call id with its ticket, trying again after a dropped connection and a server error', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    expect(await registerHostedCall('vapi-1', 'T-1', noWait)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(3);
    const [url, init] = fetch.mock.calls[2] as [string, RequestInit];
    expect(url).toBe('/api/consultations');
    expect(JSON.parse(init.body as string)).toEqual({ callId: 'vapi-1', platform: 'vapi', ticket: 'T-1' });
  });

  it('does not try again when the server refuses for good', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 403 }));
    vi.stubGlobal('fetch', fetch);
    expect(await registerHostedCall('vapi-1', 'T-1', noWait)).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
