// Control characters: C0 (except tab and line feed, handled apart), DEL and C1.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]+/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * What the patient said, as it can be stored and shown: control characters (a NUL cannot be stored at all) become
 * a space, line breaks are kept as `\n`, tabs and runs of spaces become one space, lone surrogates are replaced.
 */
export function cleanPatientText(raw: string): string {
  return raw
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
}
