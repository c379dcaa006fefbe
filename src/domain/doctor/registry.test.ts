// The clinical registry holds together: every reference resolves, every id is unique where it must be, and
// nothing is written that nothing uses. (Most references are also types the compiler checks.)
import { describe, expect, it } from 'vitest';
import { ADVICE } from './advice-library';
import { COMPLAINTS } from './complaints';
import { MINOR_PRESENTATIONS } from './minor-presentations';
import { emergencyAdvice } from './emergency-advice';
import { RED_FLAG_RULES, redFlagById, CONCEPTS } from './red-flags';
import { URGENT_DISCRIMINATORS } from './urgency-floor';

describe('the clinical registry', () => {
  it('gives every red flag one label and its own emergency advice', () => {
    for (const rule of RED_FLAG_RULES) {
      const same = RED_FLAG_RULES.filter((other) => other.id === rule.id);
      expect(new Set(same.map((other) => other.label)).size, rule.id).toBe(1);
      expect(emergencyAdvice([redFlagById(rule.id as never)]).join(' '), rule.id).toMatch(
        /call emergency services/,
      );
      for (const set of rule.anyOf)
        for (const concept of set) expect(CONCEPTS, concept).toHaveProperty(concept);
    }
  });

  it('points every complaint at conditions the advice library has, and uses every condition', () => {
    const used = new Set<string>(['unspecified']);
    for (const complaint of COMPLAINTS) {
      for (const id of complaint.conditions) {
        expect(ADVICE[id], `${complaint.id} → ${id}`).toBeDefined();
        used.add(id);
      }
    }
    expect(Object.keys(ADVICE).filter((id) => !used.has(id))).toEqual([]);
  });

  it('has unique ids for complaints, minor presentations and urgent discriminators', () => {
    const unique = (ids: string[]) => expect(new Set(ids).size).toBe(ids.length);
    unique(COMPLAINTS.map((c) => c.id));
    unique(MINOR_PRESENTATIONS.map((m) => m.id));
    unique(URGENT_DISCRIMINATORS.map((d) => d.id));
    const conditionIds = new Set(Object.keys(ADVICE));
    for (const minor of MINOR_PRESENTATIONS) expect(conditionIds.has(minor.id), minor.id).toBe(false);
  });

  it('gives every presentation advice, a safety net and an urgency', () => {
    for (const condition of [...Object.values(ADVICE), ...MINOR_PRESENTATIONS]) {
      expect(condition!.advice.length, condition!.id).toBeGreaterThan(20);
      expect(condition!.safetyNet.length, condition!.id).toBeGreaterThan(10);
      expect(['emergency', 'urgent', 'routine', 'self-care']).toContain(condition!.urgency);
    }
  });
});
