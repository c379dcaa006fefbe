// Numbers as said: digits or words ("forty-five", "a couple of").

const UNITS: Record<string, number> = {
  zero: 0,
  nought: 0,
  nil: 0,
  none: 0,
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  couple: 2,
  'a couple of': 2,
  'a couple': 2,
  'a few': 3,
  few: 3,
  several: 4,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** A number as a pattern source: digits, or words up to ninety-nine, or 'a few'. */
export const NUMBER =
  '(?:\\d+(?:\\.\\d+)?|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|zero|nought|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|a couple of|a couple|a few|several|an|a)';

/** The value of a NUMBER match, or null. */
export function numberOf(word: string): number | null {
  const w = word.trim().toLowerCase();
  if (/^\d+(?:\.\d+)?$/.test(w)) return Number(w);
  if (w in UNITS) return UNITS[w]!;
  const [tens, unit] = w.split(/[- ]/);
  if (tens && tens in TENS) return TENS[tens]! + (unit ? (UNITS[unit] ?? 0) : 0);
  return null;
}
