// The clinical registry holds together: every folder is gathered by the index, every reference resolves, every
// id is unique where it must be, and nothing is written that nothing uses. (Most references are also types the
// compiler checks.)
import { describe, expect, it } from 'vitest';
import * as registry from './index';
import { ADVICE } from '../advice-library';
import { COMPLAINTS } from '../complaints';
import { MINOR_PRESENTATIONS } from '../minor-presentations';
import { emergencyAdvice } from '../emergency-advice';
import { RED_FLAG_RULES, redFlagById, CONCEPTS } from '../red-flags';
import { URGENT_DISCRIMINATORS } from '../urgency-floor';

/** Every module of every folder, by path ('./chest-pain/red-flags.ts'). */
const MODULES: Record<string, Record<string, unknown>> = import.meta.glob(
  ['./*/**/*.ts', '!./**/*.test.ts'],
  {
    eager: true,
  },
);
/** Each folder's index ('./chest-pain/index.ts'), and the modules that declare the data. */
const FOLDER_INDEXES = Object.entries(MODULES).filter(([path]) => /^\.\/[^/]+\/index\.ts$/.test(path));
const DECLARING = Object.entries(MODULES).filter(([path]) => !path.endsWith('/index.ts'));

const isRedFlag = (value: unknown) =>
  typeof value === 'object' && value !== null && 'readings' in value && 'emergency' in value;
/** The keys of one table (`concepts`, `conditions`) in every module that declares one. */
const declared = (table: string) =>
  DECLARING.flatMap(([, module]) => (table in module ? Object.keys(module[table] as object) : []));
const repeated = (ids: string[]) => ids.filter((id, i) => ids.indexOf(id) !== i);

describe('the clinical registry', () => {
  it('gathers every folder in the index', () => {
    const gathered = new Set<unknown>([
      ...Object.values(registry),
      ...registry.PRESENTATIONS,
      ...registry.RED_FLAGS,
    ]);
    expect(FOLDER_INDEXES.length).toBeGreaterThan(registry.PRESENTATIONS.length);
    for (const [path, folder] of FOLDER_INDEXES) {
      for (const [name, value] of Object.entries(folder)) {
        if (name === 'concepts') continue; // checked below, concept by concept
        expect(gathered.has(value), `${path} exports ${name}, which the index does not gather`).toBe(true);
      }
    }
  });

  it('lists every red flag a folder declares, once', () => {
    for (const [path, module] of Object.entries(MODULES))
      for (const [name, value] of Object.entries(module))
        if (isRedFlag(value))
          expect(registry.RED_FLAGS as readonly unknown[], `${path}: ${name} is not in RED_FLAGS`).toContain(
            value,
          );
    const ids = registry.RED_FLAGS.map((flag) => flag.id);
    expect(repeated(ids)).toEqual([]);
  });

  it('writes each concept and each condition once, and gathers them all', () => {
    expect(repeated(declared('concepts'))).toEqual([]);
    expect(declared('concepts').sort()).toEqual(Object.keys(CONCEPTS).sort());
    expect(repeated(declared('conditions'))).toEqual([]);
    expect(declared('conditions').sort()).toEqual(Object.keys(ADVICE).sort());
    expect(Object.keys(registry.URGENT_CONCEPTS).filter((id) => id in CONCEPTS)).toEqual([]);
  });

  it('gives every red flag one label and its own emergency advice', () => {
    for (const rule of RED_FLAG_RULES) {
      const same = RED_FLAG_RULES.filter((other) => other.id === rule.id);
      expect(new Set(same.map((other) => other.label)).size, rule.id).toBe(1);
      expect(emergencyAdvice([redFlagById(rule.id as never)]).join(' '), rule.id).toMatch(
        /call emergency services/,
      );
      for (const set of rule.anyOf)
        for (const concept of set) expect(CONCEPTS, concept).toHaveProperty(concept);
      for (const concept of rule.unlessAny ?? []) expect(CONCEPTS, concept).toHaveProperty(concept);
      if (rule.supersededBy) expect(RED_FLAG_RULES.map((other) => other.id)).toContain(rule.supersededBy);
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
