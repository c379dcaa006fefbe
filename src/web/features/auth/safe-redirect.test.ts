import { describe, expect, it } from 'vitest';
import { safeRedirectTarget, signInPathFor } from './safe-redirect';

describe('redirect after sign-in', () => {
  it('returns the patient to the page they were going to', () => {
    expect(safeRedirectTarget('/services')).toBe('/services');
    expect(safeRedirectTarget('/hospital-call/abc?x=1')).toBe('/hospital-call/abc?x=1');
  });

  it('never leaves the site or loops back to sign-in', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/sign-in',
      '/sign-in/sign-up',
      null,
      '',
    ]) {
      expect(safeRedirectTarget(bad)).toBe('/');
    }
  });

  it('remembers the full path including the query', () => {
    expect(signInPathFor({ pathname: '/services', search: '?a=1', hash: '' })).toBe(
      '/sign-in?redirect=%2Fservices%3Fa%3D1',
    );
    expect(signInPathFor({ pathname: '/', search: '', hash: '' })).toBe('/sign-in');
  });
});
