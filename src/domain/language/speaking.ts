// Words the doctor says back: lists, the patient's words in the second person, a capital first letter.

/** "a, b and c". */
export function listOf(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** The patient's words turned to the doctor's point of view ("my back" → "your back"). */
export function secondPerson(text: string): string {
  return text
    .replace(/\bi'm\b/g, "you're")
    .replace(/\bi've\b/g, "you've")
    .replace(/\bi'd\b/g, "you'd")
    .replace(/\bi\b/g, 'you')
    .replace(/\bmy\b/g, 'your')
    .replace(/\bme\b/g, 'you')
    .replace(/\bmyself\b/g, 'yourself')
    .replace(/\bmine\b/g, 'yours');
}

export const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
