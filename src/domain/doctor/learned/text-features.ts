// The features the learned layer reads from what a patient said: words, word pairs and the letter runs
// inside words (so that "breathe", "breathing" and a misheard "breth" share evidence), hashed into a
// fixed number of buckets. Pure and deterministic; training and scoring use this one function.
import { clausesOf, isNegatedAt, normalize } from '../../language';

export const FEATURE_BUCKETS = 1 << 18;

/** 32-bit FNV-1a, enough to spread a few thousand features over the buckets. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % FEATURE_BUCKETS;
}

/** An allergy to a medicine, said as history ("I'm allergic to penicillin"): no sign of anything happening now. */
const MEDICINE_ALLERGY =
  /\ballerg(?:ic|y|ies) (?:to )?(?:penicillin|amoxicillin|\w+cillin|\w+mycin|antibiotics?|aspirin|ibuprofen|nsaids?|anti-inflammatories|codeine|morphine|opiates|sulpha\w*|sulfa\w*|trimethoprim|plasters?|latex|elastoplast)\b/;

/**
 * What the patient affirmed: clauses that deny something ("no fever or stiff neck") are left out, since a
 * bag of words cannot tell a denial from a complaint; so are medicine allergies told as history.
 */
export function affirmedText(text: string): string {
  return clausesOf(normalize(text))
    .filter((clause) => !isNegatedAt(`${clause} x`, clause.length + 1) && !MEDICINE_ALLERGY.test(clause))
    .join(' , ');
}

/** The distinct feature buckets of a text. */
export function featuresOf(text: string): number[] {
  const words = affirmedText(text).match(/[a-z0-9']+/g) ?? [];
  const found = new Set<number>();
  words.forEach((word, i) => {
    found.add(hash(`w:${word}`));
    if (i > 0) found.add(hash(`b:${words[i - 1]}_${word}`));
    const marked = `<${word}>`;
    for (let n = 3; n <= 5; n++)
      for (let start = 0; start + n <= marked.length; start++)
        found.add(hash(`c:${marked.slice(start, start + n)}`));
  });
  return [...found];
}
