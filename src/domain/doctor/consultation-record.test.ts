import { describe, expect, it } from 'vitest';
import { buildReport } from '../report';
import { createBuiltInDoctor } from './built-in-doctor';

const NOW = new Date('2026-11-18T12:00:00Z'); // a Wednesday

function consult(lines: string[]) {
  const doctor = createBuiltInDoctor({ now: NOW });
  doctor.opening();
  for (const line of lines) if (!doctor.finished) doctor.reply(line);
  return doctor;
}

describe('the built-in doctor’s record: the report from its facts, not its sentences', () => {
  it('holds the complaint with its severity and measured temperature, denials apart, history and advice', () => {
    const doctor = consult([
      'I have had a sore throat since Monday, it hurts to swallow',
      'about a six out of ten',
      'my temperature was 38.5 last night, no cough',
      'no',
      'no',
      "I take no regular medicines and I'm allergic to penicillin",
      'yes',
      'no',
    ]);
    const record = doctor.record;
    expect(record.symptoms[0]).toMatchObject({ label: 'sore throat', severity: 6 });
    expect(record.symptoms).toContainEqual({ label: 'fever', measured: '38.5 °C' });
    expect(record.denied).toContain('cough');
    expect(record.symptoms.map((s) => s.label)).not.toContain('cough');
    expect(record.onset).toEqual({ phrase: 'since Monday', day: '2026-11-16' });
    // Said while asked about medicines: the allergy still lands in its own fact.
    expect(record.allergies).toEqual(['penicillin']);
    expect(record.medicines).toEqual([]);
    expect(record.impression).toEqual({ condition: 'tonsillitis', certainty: 'likely' });
    expect(record.advice.join(' ')).toMatch(/paracetamol/i);
    expect(record.followUp.join(' ')).toMatch(/appointment|GP|doctor/i);
    expect(record.urgency).toBe('routine');
    const report = buildReport([], NOW, { record, triage: doctor.triage });
    expect(report.symptoms).toMatch(/^sore throat \(6\/10\).*fever 38\.5 °C/);
    expect(report.timeOfInjury).toBe('Since Monday (16 Nov 2026)');
  });

  it('keeps each complaint as the patient put it, with their words, and the rating on the one it was asked of', () => {
    const doctor = consult([
      "I've got a horrible pain under my right ribs, a red lump on my arm, and I twisted my ankle playing football",
      'no',
      'no',
      'since Saturday',
      "it's sharp",
      'about a 7',
    ]);
    const report = buildReport([], NOW, { record: doctor.record, triage: doctor.triage });
    expect(report.symptoms).toContain('abdominal pain ("horrible pain under my right ribs")');
    expect(report.symptoms).toContain('lump on arm ("red lump on my arm")');
    expect(report.symptoms).toMatch(/sprained ankle \(7\/10, "twisted my ankle playing football"\)/);
  });

  it('lists what else the patient told that its own facts do not hold, but nothing they denied', () => {
    const doctor = consult([
      'I keep being sick, the last lot was a horrible green colour',
      'no',
      'no',
      'since yesterday',
      'my pulse is 112',
      'no fever',
    ]);
    const { symptoms } = buildReport([], NOW, { record: doctor.record, triage: doctor.triage });
    expect(symptoms).toMatch(/^vomiting, .*horrible green colour/);
    expect(symptoms).toMatch(/pulse 112 a minute/);
    expect(symptoms).not.toMatch(/fever/);
  });

  describe('a second reader’s faults', () => {
    const symptomsAfter = (lines: string[]) => {
      const doctor = consult([...lines, 'no', 'no', 'no', 'no']);
      return buildReport([], NOW, { record: doctor.record, triage: doctor.triage }).symptoms;
    };

    it('quotes none of its own questions, and reads no site of a headache as a pain of its own', () => {
      expect(
        symptomsAfter(["I've got a rash on my back", 'no', 'no', 'since Monday', 'yeah, about a 3']),
      ).toBe('rash on back (3/10)');
      for (const site of ['my forehead', 'the left side', 'behind my eyes'])
        expect(symptomsAfter(["I've got a headache", 'no', 'no', 'yesterday', 'throbbing', '6', site])).toBe(
          'headache (6/10)',
        );
    });

    it('lists a swelling once, in its sharper wording, and the rating on the pain it was asked of', () => {
      const knee = symptomsAfter([
        "I twisted my knee and it's swollen and painful",
        'no',
        'no',
        'yesterday',
        'sharp',
        '7',
      ]);
      // A plainer and a sharper wording may both stay; the patient's "knee swollen and painful" says nothing more.
      expect(knee).not.toMatch(/swollen and painful/);
      expect(knee).toMatch(/^knee pain \(7\/10\)/);
      expect(
        symptomsAfter(['My ankle is swollen and it hurts', 'no', 'no', 'yesterday', 'a dull ache', '7']),
      ).toBe('ankle pain (7/10), ankle swelling');
    });

    it('lists nothing from a history answer or from what sets it off, and a new rash on the back in its place', () => {
      expect(
        symptomsAfter([
          "I had a rash on my face as a child. Now I've got an itchy red rash on my back",
          'no',
          'no',
          'since Monday',
          '3',
        ]),
      ).toMatch(/^rash on back \(3\/10, "itchy red rash on my back"\), itching(?!\s\()/);
      expect(
        symptomsAfter([
          "I've got a rash on my leg",
          'no',
          'no',
          'since Monday',
          '4',
          'no',
          'no',
          'yes, amoxicillin gave me an itchy rash all over',
        ]),
      ).toBe('rash on leg (4/10)');
      expect(
        symptomsAfter(['I leak a bit of wee when I cough or sneeze', 'no', 'no', 'for months', '3']),
      ).not.toMatch(/sneez/);
      expect(
        symptomsAfter([
          "I've got a rash on my arm",
          'no',
          'no',
          'since Monday',
          "a 3, it's more annoying than painful",
        ]),
      ).toBe('rash on arm (3/10)');
    });

    it('keeps what is so now, whatever was so once or what it is more or less than', () => {
      const read = (said: string) =>
        buildReport(['Doctor: What brings you in?', `You: ${said}`], NOW).symptoms;
      expect(read("In the past week I've had a bad cough")).toMatch(/cough/);
      expect(read("I've had a cough since last year and I'm coughing up blood")).toMatch(/coughing up blood/);
      expect(read('i have a cough and my chest hurts and i had pneumonia last year')).toMatch(
        /cough.*chest pain/,
      );
      expect(read("I'm used to the pain, but my knee is swollen")).toMatch(/knee swelling|swollen knee/);
      expect(read('My back pain started 2 years ago and it is worse')).toMatch(/back pain/);
      expect(read('Her lips look more blue than usual')).toMatch(/blue/);
      expect(read('It hurts more than a toothache')).not.toBe('Not specified');
      // What was is listed beside what is: the lesser fault than losing what is ("I used to get migraines but this
      // headache is the worst ever").
      expect(
        read('I used to get migraines but this headache is the worst ever and my neck is stiff'),
      ).toMatch(/headache.*stiff neck|stiff neck.*headache/);
      expect(read("It's a crushing pressure rather than a pain, in the middle of my chest")).toMatch(/chest/);
    });

    it('lists a temperature once, a cough beside coughing up blood, and two sides apart', () => {
      expect(
        symptomsAfter(['I have a fever of 39 and a cough', 'no', 'no', 'yesterday']).match(/39/g),
      ).toHaveLength(1);
      const blood = symptomsAfter([
        "I've got a bad cough",
        'no',
        'no',
        'since Monday',
        "I'm coughing up blood",
      ]);
      expect(blood).toMatch(/\bcough\b/);
      expect(blood.match(/coughing up blood/g)).toHaveLength(1);
      expect(
        symptomsAfter([
          "I twisted my left ankle, and I've got pain in my right ankle from before",
          'no',
          'no',
          'today',
          'sharp',
          '7',
        ]),
      ).not.toMatch(/right ankle pain \(7/);
    });

    it('reads what else a reply to "where is it?" tells, but no pain of its own', () => {
      expect(
        symptomsAfter([
          "I've got tummy pain",
          'no',
          'no',
          'yesterday',
          'cramping',
          '6',
          'lower right, and my poo is black',
        ]),
      ).toMatch(/black/);
    });

    it('takes a yes to "What about a fever?" as a fever, and an "ok" to an open question as nothing', () => {
      const read = (question: string) =>
        buildReport(
          ['Doctor: What brings you in?', 'You: I have a cough.', `Doctor: ${question}`, 'You: Yes.'],
          NOW,
        ).symptoms;
      expect(read('What about a fever?')).toBe('cough, fever');
      expect(read('When did the rash start?')).toBe('cough');
      expect(read('From 0 to 10, how bad is the itch?')).toBe('cough');
      expect(read('When you walk upstairs, do you get short of breath?')).toMatch(/shortness of breath/);
      expect(read('How is your neck, is it stiff?')).toMatch(/stiff neck/);
      expect(read('Any rash or purple spots?')).toMatch(/rash/);
    });
  });

  it('names an emergency as a possibility, with its warning sign and first aid', () => {
    const doctor = consult(['crushing pain in my chest going down my left arm and I am sweating']);
    const report = buildReport([], NOW, { record: doctor.record, triage: doctor.triage });
    expect(report.issue).toBe('Possible heart attack — emergency');
    expect(report.urgency).toBe('emergency');
    expect(report.redFlags?.[0]).toMatch(/^Chest pain/);
    expect(report.prescribedSolution).toMatch(/aspirin/);
    expect(report.followUpRecommendation).toMatch(/^Emergency\b|emergency services/i);
  });

  it('still has a record, with the complaint and an urgency, when the call ends early', () => {
    const doctor = consult(['I burnt my hand on the kettle']);
    expect(doctor.record.symptoms).toEqual([{ label: 'burn', told: 'burnt my hand on the kettle' }]);
    expect(['emergency', 'urgent', 'routine', 'self-care']).toContain(doctor.record.urgency);
  });

  it('never records an unfinished consultation as self-care, though the doctor was heading there', () => {
    const doctor = consult(["I've had a runny nose and a sneeze since yesterday"]);
    expect(doctor.triage.urgency).toBe('self-care');
    expect(doctor.record.urgency).toBe('routine');
  });
});
