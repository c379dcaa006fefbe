// A patient's default profile image: their initials on a calm colour, as an SVG data URL (no external request).

const palette = ['#0f5f5a', '#1d4ed8', '#7c3aed', '#b45309', '#be123c', '#15803d', '#0e7490', '#4338ca'];

export function initialsOf(firstName: string, lastName = ''): string {
  const letter = (word: string) => Array.from(word.trim())[0]?.toUpperCase() ?? '';
  return letter(firstName) + letter(lastName) || '?';
}

function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + char.codePointAt(0)!) >>> 0;
  return h;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

export function initialsAvatarDataUrl(firstName: string, lastName = ''): string {
  const initials = escapeXml(initialsOf(firstName, lastName));
  const colour = palette[hash(`${firstName} ${lastName}`) % palette.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="48" fill="${colour}"/>` +
    `<text x="48" y="50" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="38" font-weight="600" fill="#fff">${initials}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
