import { describe, expect, it } from 'vitest';
import { createRoomTokens } from './room-tokens';

describe('room tokens', () => {
  it('admit the call and patient they were issued for', () => {
    const tokens = createRoomTokens('secret');
    const token = tokens.issue({ callId: 'call-1', patientId: 'p-1' });
    expect(tokens.verify(token, 'call-1')).toEqual({ callId: 'call-1', patientId: 'p-1' });
  });

  it('refuse another call, a forged signature, another secret and garbage', () => {
    const tokens = createRoomTokens('secret');
    const token = tokens.issue({ callId: 'call-1', patientId: 'p-1' });
    expect(tokens.verify(token, 'call-2')).toBeNull();
    expect(tokens.verify(token.slice(0, -2) + 'xx', 'call-1')).toBeNull();
    expect(createRoomTokens('other').verify(token, 'call-1')).toBeNull();
    for (const bad of [undefined, '', 'a.b', 'a.b.c', '.'.repeat(2000)])
      expect(tokens.verify(bad, 'call-1')).toBeNull();
  });

  it('expire', () => {
    let now = 0;
    const tokens = createRoomTokens('secret', { ttlMs: 1000, now: () => now });
    const token = tokens.issue({ callId: 'c', patientId: 'p' });
    now = 999;
    expect(tokens.verify(token, 'c')).not.toBeNull();
    now = 1000;
    expect(tokens.verify(token, 'c')).toBeNull();
  });
});
