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
    // "It hurts when I swallow" is painful swallowing, never "difficulty swallowing".
    expect(read.symptoms).toEqual([
      { label: 'sore throat', severity: 6 },
      { label: 'painful swallowing' },
      { label: 'fever', measured: '38.5 °C' },
    ]);
    expect(read.denied).toContain('cough');
  });

  it('lists pain where it spreads to, unless it does not, and what makes it worse beside the symptom', () => {
    const labels = (...lines: string[]) => record(...lines).symptoms.map((s) => s.label);
    expect(labels("You: I've got this pain in my chest. It's going into my left arm.")).toEqual([
      'chest pain',
      'left arm pain',
    ]);
    expect(labels("You: my lower back hurts, it doesn't go down my legs")).toEqual(['lower back pain']);
    expect(record("You: my knee hurts, it's worse when I go up the stairs").symptoms).toEqual([
      { label: 'knee pain', worse: ['worse when going up the stairs'] },
    ]);
    expect(record('You: it burns when I pee').symptoms).toEqual([{ label: 'painful urination' }]);
  });

  it('takes an answer about history as history, not as symptoms', () => {
    const read = record(
      'You: my skin is itchy and red on my elbows',
      'Doctor: Any long-term conditions?',
      'You: Hay fever, that is it.',
      'Doctor: Do you have a fever?',
      'You: No.',
    );
    expect(read.symptoms.map((s) => s.label)).not.toContain('hay fever');
    expect(read.denied).toContain('fever');
  });

  it('reads no temperature into a time, an age, or a normal reading after "no fever"', () => {
    expect(record('You: it started 40 minutes ago, I have a headache, no fever').symptoms).toEqual([
      { label: 'headache' },
    ]);
    expect(record('You: he is 38 and not feverish, he has a cough').symptoms).toEqual([{ label: 'cough' }]);
    expect(record('You: no fever, the thermometer said 37.9. I have a cough').symptoms).toEqual([
      { label: 'cough' },
    ]);
    expect(record('You: no cough, my temperature was 38.5').symptoms).toEqual([
      { label: 'fever', measured: '38.5 °C' },
    ]);
  });

  it('keeps a normal reading as the temperature it is, and feeling hot all the time as no fever', () => {
    expect(record('You: She has been sick. Her temperature was 37.4. No rash.').symptoms).toContainEqual({
      label: 'temperature',
      measured: '37.4 °C',
    });
    expect(
      record('Doctor: Do you have a fever?', 'You: No, I just feel hot all the time.').symptoms.map(
        (s) => s.label,
      ),
    ).toEqual(['feeling hot all the time']);
  });

  it('takes a plain no as "none" only for a question about medicines or allergies', () => {
    expect(
      record('You: a rash', 'Doctor: Could it be an allergic reaction?', 'You: no').allergies,
    ).toBeNull();
    expect(record('You: a rash', 'Doctor: Is it a regular thing?', 'You: no').medicines).toBeNull();
    expect(record('You: a rash', 'Doctor: Do you take any regular medicines?', 'You: no').medicines).toEqual(
      [],
    );
  });

  it('takes a yes or no to a question about one symptom as the answer about that symptom', () => {
    const read = record(
      'You: my tummy hurts',
      'Doctor: Any vomiting?',
      'You: Yes, twice.',
      'Doctor: Any diarrhoea?',
      'You: No.',
      'Doctor: Any fever, rash or cough?',
      'You: yes',
    );
    expect(read.symptoms.map((s) => s.label)).toEqual(['abdominal pain', 'vomiting']);
    expect(read.denied).toContain('diarrhoea');
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
    // A courtesy is not a condition: the instruction stands.
    expect(record('You: chest pain', 'Doctor: If you can, please go to A&E immediately.').urgency).toBe(
      'emergency',
    );
    expect(record('You: a sore throat', 'Doctor: Please book an appointment with your GP.').urgency).toBe(
      'routine',
    );
    // Only safety-netting: the plan itself is care at home.
    expect(record('You: a sore throat', 'Doctor: See your GP if it is not better in a week.').urgency).toBe(
      'self-care',
    );
  });
});

describe("a terse assistant's question about severity", () => {
  it.each([['0-10?'], ['Severity, 0-10?'], ['Pain score?']])(
    'reads the answer to "%s" as the rating',
    (asked) => {
      const read = record('You: bad pain in my side', `Doctor: ${asked}`, 'You: 8 at the worst. Now 2.');
      expect(read.symptoms[0]).toMatchObject({ severity: 8 });
    },
  );
});

describe('an act that sets a symptom off is not a symptom', () => {
  it('lists no cough for a lump that pops out when the patient coughs', () => {
    const record = recordFromTranscript(
      [
        "You: I've got a bulge in my right groin. It pops out when I cough and it aches if I lift anything heavy.",
      ],
      new Date('2026-11-21T10:00:00Z'),
    );
    expect(record.symptoms.map((s) => s.label)).not.toContain('cough');
    expect(
      recordFromTranscript(
        ["You: I've got a cough and it hurts when I cough"],
        new Date('2026-11-21T10:00:00Z'),
      ).symptoms.map((s) => s.label),
    ).toContain('cough');
  });
});
