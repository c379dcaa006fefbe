// Concepts found in an analysed reply by a pattern, present only where no negation reaches them.
import type { Analysed } from './clauses';
import { deniedAfter, isNegatedAt } from './negation';

/** A concept is found in text by a pattern, or by a small function for what a pattern cannot say. */
export type Matcher = RegExp | ((a: Analysed) => boolean);

export type Presence = 'present' | 'absent' | 'negated';

/** Whether a pattern occurs un-negated in any clause ('present'), only negated ('negated'), or not at all. */
export function presence(a: Analysed, matcher: Matcher): Presence {
  if (typeof matcher === 'function') return matcher(a) ? 'present' : 'absent';
  // Most patterns are absent from most replies: one scan of the whole text settles that before the clauses.
  if (canPrefilter(matcher) && !firstOf(matcher).test(a.text)) return 'absent';
  let negated = false;
  for (let i = 0; i < a.clauses.length; i++) {
    const clause = a.clauses[i]!;
    for (const match of clause.matchAll(globalOf(matcher))) {
      if (!isNegatedAt(clause, match.index) && !deniedAfter(a, i)) return 'present';
      negated = true;
    }
  }
  return negated ? 'negated' : 'absent';
}

export const isPresent = (a: Analysed, matcher: Matcher) => presence(a, matcher) === 'present';

/** Un-negated matches across clauses, with the clause they were found in. */
export function matchesIn(a: Analysed, pattern: RegExp): { match: RegExpExecArray; clause: string }[] {
  const out: { match: RegExpExecArray; clause: string }[] = [];
  a.clauses.forEach((clause, i) => {
    for (const match of clause.matchAll(globalOf(pattern))) {
      if (!isNegatedAt(clause, match.index) && !deniedAfter(a, i))
        out.push({ match: match as RegExpExecArray, clause });
    }
  });
  return out;
}

const globalCache = new WeakMap<RegExp, RegExp>();
/** A pattern with no anchors matches a clause only if it matches the text the clause came from. */
const prefilterable = new WeakMap<RegExp, boolean>();
function canPrefilter(pattern: RegExp): boolean {
  let can = prefilterable.get(pattern);
  if (can === undefined) {
    can = !/[\^$]|\(\?<?[=!]/.test(pattern.source.replace(/\[\^/g, '['));
    prefilterable.set(pattern, can);
  }
  return can;
}

/** The pattern without the global flag, so test() keeps no position between texts. */
function firstOf(pattern: RegExp): RegExp {
  if (!pattern.global && !pattern.sticky) return pattern;
  let plain = plainCache.get(pattern);
  if (!plain) {
    plain = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
    plainCache.set(pattern, plain);
  }
  return plain;
}
const plainCache = new WeakMap<RegExp, RegExp>();

function globalOf(pattern: RegExp): RegExp {
  if (pattern.global) return pattern;
  let g = globalCache.get(pattern);
  if (!g) {
    g = new RegExp(pattern.source, pattern.flags + 'g');
    globalCache.set(pattern, g);
  }
  return g;
}

/** `\b(?:a|b|c)\b` from alternatives, so pattern tables read as lists of phrases. */
export function phrases(...alternatives: string[]): RegExp {
  return new RegExp(`\\b(?:${alternatives.join('|')})\\b`);
}

/** Both patterns, un-negated, in one clause (or in two neighbouring clauses of one utterance). */
export function together(first: RegExp, second: RegExp, span = 1): Matcher {
  return (a: Analysed) =>
    a.clauses.some((clause, i) => {
      if (!isPresent({ text: clause, clauses: [clause] }, first)) return false;
      // Each neighbouring clause is read on its own, so that a negation does not reach across clauses.
      return a.clauses
        .slice(Math.max(0, i - span + 1), i + span)
        .some((near) => isPresent({ text: near, clauses: [near] }, second));
    });
}

/** Present when any of the matchers is. */
export function anyOf(...matchers: Matcher[]): Matcher {
  return (a: Analysed) => matchers.some((matcher) => isPresent(a, matcher));
}

/** Present when every one of the matchers is, anywhere in the utterance. */
export function allPresent(...matchers: Matcher[]): Matcher {
  return (a: Analysed) => matchers.every((matcher) => isPresent(a, matcher));
}

/** The pattern un-negated, and none of the excluding context anywhere in the utterance. */
export function unless(pattern: Matcher, context: RegExp): Matcher {
  return (a: Analysed) => isPresent(a, pattern) && !isPresent(a, context);
}
