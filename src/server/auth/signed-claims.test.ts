import { describe, expect, it } from 'vitest';
import { signedClaims } from './signed-claims';

describe('signedClaims', () => {
  const rooms = signedClaims('a-secret-of-some-length', 'carelune-room-token');

  it('opens what it sealed, and nothing altered, foreign or malformed', () => {
    const token = rooms.seal({ c: 'call-1', p: 'patient-1' });
    expect(rooms.open(token)).toEqual({ c: 'call-1', p: 'patient-1' });
    const [payload, signature] = token.split('.');
    const altered = Buffer.from(JSON.stringify({ c: 'call-2', p: 'patient-1' })).toString('base64url');
    expect(rooms.open(`${altered}.${signature}`)).toBeNull();
    expect(rooms.open(`${payload}.${signature}.extra`)).toBeNull();
    expect(rooms.open(undefined)).toBeNull();
    expect(rooms.open('x'.repeat(2000))).toBeNull();
  });

  it('refuses a token sealed for another purpose or with another secret', () => {
    const ticket = signedClaims('a-secret-of-some-length', 'carelune-consultation-ticket').seal({
      p: 'patient-1',
    });
    expect(rooms.open(ticket)).toBeNull();
    expect(
      rooms.open(signedClaims('another-secret-entirely', 'carelune-room-token').seal({ p: 'x' })),
    ).toBeNull();
  });
});
