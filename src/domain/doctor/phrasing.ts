// The doctor's closing lines, worded so the report can be read from the transcript:
// "To summarise, …" (complaint and onset), the impression, "My advice is …", "For follow-up, …".
import { painReliefFor } from './advice-library';
import { complaintById } from './complaints';
import type { ClinicalPicture } from './facts';
import { listOf, patientOf } from '../language';
import type { Assessment } from './triage';
import type { RedFlag } from './types';

/** Who had it, said to the caller: "you've had", or "she's had" to a parent calling about their daughter. */
function speakingOf(p: ClinicalPicture): { had: string; possessive: string } {
  switch (patientOf(p.all).pronoun) {
    case 'you':
      return { had: "you've had", possessive: 'your' };
    case 'he':
      return { had: "he's had", possessive: 'his' };
    case 'she':
      return { had: "she's had", possessive: 'her' };
    case 'they':
      return { had: "they've had", possessive: 'their' };
  }
}

function complaintPhrase(p: ClinicalPicture): string {
  const f = p.facts;
  const complaint = complaintById(f.complaint ?? 'other');
  if (complaint.id === 'other') return f.complaintLabel ?? `${speakingOf(p).possessive} symptoms`;
  if (complaint.id === 'gastro') {
    const parts = ['vomiting', 'diarrhoea', 'nausea'].filter((s) => p.symptoms.has(s));
    if (parts.length) return listOf(parts);
  }
  const character = f.character.filter((c) => !/constant|coming and going/.test(c)).slice(0, 2);
  if (!complaint.pain || character.length === 0) return complaint.noun;
  const noun = complaint.noun.replace(/^an? /, '');
  const adjectives = character.join(', ');
  const countable = /^an? /.test(complaint.noun);
  return countable
    ? `${/^[aeiou]/.test(adjectives) ? 'an' : 'a'} ${adjectives} ${noun}`
    : `${adjectives} ${noun}`;
}

function sitePhrase(sites: string[]): string {
  const spoken = sites
    .slice(0, 2)
    .map((site) =>
      /^(?:the (?:left|right) side|one side|both sides)$/.test(site)
        ? `on ${site}`
        : /^(?:all over|behind|around|between) /.test(`${site} `)
          ? site
          : /^the (?:back|top|front|bottom) of /.test(site)
            ? `at ${site}`
            : `in ${site}`,
    );
  return listOf(spoken);
}

/** One sentence: "To summarise, you've had a throbbing headache on the left side since yesterday morning, …". */
export function summaryLine(p: ClinicalPicture): string {
  const f = p.facts;
  const complaint = complaintById(f.complaint ?? 'other');
  const sites = f.sites.filter((site) => !(complaint.location?.generic ?? []).includes(site));
  const location = complaint.location && sites.length ? ` ${sitePhrase(sites)}` : '';
  const spread = f.spread.length ? `, spreading to ${listOf(f.spread.slice(0, 2))}` : '';
  const onset = f.onset ? ` ${f.onset.phrase}` : ", and you're not sure when it started";
  const pace = f.pace === 'sudden' ? ', coming on suddenly' : '';
  const severity = f.severity !== null ? `, about ${f.severity} out of 10` : '';
  const own = new Set([...complaint.symptoms, ...(f.complaintLabel ? [f.complaintLabel] : [])]);
  const withs = [...p.symptoms].filter((s) => !own.has(s)).slice(0, 3);
  const withouts = [...p.denied].filter((s) => !own.has(s)).slice(0, 3);
  const worse = f.modifiers?.worse.length ? `, worse ${f.modifiers.worse[0]}` : '';
  const better = f.modifiers?.better.length ? `, better ${f.modifiers.better[0]}` : '';
  return (
    `To summarise, ${speakingOf(p).had} ${complaintPhrase(p)}${location}${spread}${onset}${pace}${severity}` +
    (withs.length ? `, with ${listOf(withs)}` : '') +
    (withouts.length ? `, and no ${listOf(withouts, 'or')}` : '') +
    `${worse}${better}.`
  );
}

export function impressionLine(assessment: Assessment): string {
  const c = assessment.condition;
  return c.impression ? `This sounds most likely like ${c.impression}.` : (c.impressionSentence ?? '');
}

/** "My advice is to …", and a caution about painkillers that do not suit this patient, if the advice names any. */
export function adviceLines(p: ClinicalPicture, assessment: Assessment): string[] {
  const advice = assessment.condition.advice;
  if (!advice.includes('{painkillers}')) return [`My advice is to ${advice}.`];
  const relief = painReliefFor(p);
  const line = `My advice is to ${advice.replace('{painkillers}', relief.painkillers).replace(/,,/g, ',')}.`;
  return relief.caution ? [line, relief.caution] : [line];
}

/** One sentence stating the urgency, with safety-netting. */
export function followUpLine(assessment: Assessment): string {
  const { condition, urgency, because } = assessment;
  const why = because ? `, because ${because}` : '';
  switch (urgency) {
    case 'emergency':
      return 'For follow-up, this is an emergency: please call emergency services now rather than waiting for an appointment.';
    case 'urgent':
      return `For follow-up, please see a doctor within 24 hours${why}; seek help sooner, or call emergency services, if ${condition.safetyNet}.`;
    case 'routine':
      return `For follow-up, please book a routine appointment with your doctor${why}; seek help sooner if ${condition.safetyNet}.`;
    case 'self-care': {
      const review = condition.reviewAfter ? `; book a routine appointment if ${condition.reviewAfter}` : '';
      return `For follow-up, self-care at home should be enough for now${review}, and seek help sooner if ${condition.safetyNet}.`;
    }
  }
}

/** After an emergency, for the record: what was described and the flags raised. */
export function emergencySummaryLine(p: ClinicalPicture, flags: RedFlag[]): string {
  const f = p.facts;
  const described = f.complaint ? complaintPhrase(p) : null;
  const onset = f.onset ? ` ${f.onset.phrase}` : '';
  const warning = listOf(flags.map((flag) => flag.label.charAt(0).toLowerCase() + flag.label.slice(1)));
  const signs = flags.length > 1 ? 'warning signs' : 'a warning sign';
  return described
    ? `To summarise, you've described ${described}${onset}, with ${signs}: ${warning}.`
    : `To summarise, you've described ${signs}: ${warning}.`;
}
