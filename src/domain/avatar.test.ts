import { describe, expect, it } from 'vitest';
import { initialsAvatarDataUrl, initialsOf } from './avatar';

describe('initials avatar', () => {
  it('draws the first letters of first and last name', () => {
    expect(initialsOf('ada', 'lovelace')).toBe('AL');
    expect(initialsOf('Zoë')).toBe('Z');
    expect(initialsOf('  ')).toBe('?');
  });

  it('is a self-contained SVG data URL with the initials, never an external address', () => {
    const url = initialsAvatarDataUrl('Ada', 'Lovelace');
    expect(url.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(url)).toContain('>AL</text>');
    expect(decodeURIComponent(url)).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });

  it('escapes markup in names', () => {
    expect(decodeURIComponent(initialsAvatarDataUrl('<script>'))).toContain('&lt;');
  });
});
