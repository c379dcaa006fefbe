import { describe, expect, it } from 'vitest';
import { recordFromTranscript } from './record-from-transcript';

const NOW = new Date('2026-11-18T12:00:00Z');
const record = (...lines: string[]) => recordFromTranscript(lines, NOW);

describe('the record read from a transcript', () => {
  it('keeps the patient’s sense and measures: a sore throat that hurts to swallow, rated 6, with 38.5', () => {
    const read = record(
      'Doctor: What brings you in?',
      "You: my throat's been killing me, it hurts when I swallow",
      'Doctor: From 0 to 10, how bad is it?',
      'You: I would say 6',
      'Doctor: Have you taken your temperature?',
      'You: 38.5 last night',
      'Doctor: Any cough?',
      'You: No cough.',
    );
    expect(read.symptoms).toEqual([
      { label: 'sore throat', severity: 6 },
      { label: 'fever', measured: '38.5 °C' },
    ]);
    expect(read.denied).toContain('cough');
  });

  it('records medicines and allergies, and a plain no to the question as none', () => {
    const read = record(
      "You: I've got a headache. I take ramipril for my blood pressure.",
      'Doctor: Any allergies?',
      'You: No.',
    );
    expect(read.medicines).toEqual(['blood pressure tablets']);
    expect(read.conditions).toEqual(['high blood pressure']);
    expect(read.allergies).toEqual([]);
    expect(record('You: I have a headache').allergies).toBeNull();
  });

  it('reads the urgency the doctor’s plan implies', () => {
    expect(record('You: chest pain', 'Doctor: Please call 999 now.').urgency).toBe('emergency');
    expect(record('You: a sore throat', 'Doctor: Please book an appointment with your GP.').urgency).toBe(
      'routine',
    );
    // Only safety-netting: the plan itself is care at home.
    expect(record('You: a sore throat', 'Doctor: See your GP if it is not better in a week.').urgency).toBe(
      'self-care',
    );
  });
});
