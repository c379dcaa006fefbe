// The universal emergency screen and the readings a second reader found wrong: each case as a patient says it.
import { describe, expect, it } from 'vitest';
import { createBuiltInDoctor } from './built-in-doctor';
import { MAX_REPLY_CHARACTERS } from './intake';
import { aboutThem } from '../language';
import { detectRedFlags } from './red-flags';
import { urgentDiscriminators, vulnerableDiscriminators } from './urgency-floor';

const NOW = new Date('2026-03-04T10:00:00Z');

function consult(...lines: string[]) {
  const doctor = createBuiltInDoctor({ now: NOW });
  doctor.opening();
  const said: string[] = [];
  for (const line of lines) if (!doctor.finished) said.push(doctor.reply(line).sentences.join(' '));
  return { flags: doctor.triage.redFlags.map((flag) => flag.id), urgency: doctor.triage.urgency, said };
}

describe('the emergency screen', () => {
  it('asks every patient early about breathing, chest pain, fainting, confusion and bleeding', () => {
    const { said } = consult('I have a sore throat', 'no');
    expect(said[0]).toMatch(/trouble breathing, or any chest pain or pressure\?/);
    expect(said[1]).toMatch(
      /fainted, or felt confused or unusually drowsy, or is there any heavy bleeding\?/,
    );
  });

  it('takes a yes to breathing or chest trouble only from a problem named, not the word said', () => {
    // "Holding my breath" (for hiccups) and "a chest infection" (history) are not breathing or chest trouble.
    expect(consult('I have had hiccups all day', 'Tried water. Holding breath. Nothing.').urgency).not.toBe(
      'urgent',
    );
    expect(
      consult('I think I have thrush', 'It started after I finished antibiotics for a chest infection.')
        .urgency,
    ).not.toBe('urgent');
    expect(consult('I have a rash on my arm', 'my breathing goes really quick and shallow').urgency).toBe(
      'urgent',
    );
  });

  it('reads the chest-pain warning-sign question as answered only by a sign it asked about', () => {
    // Told again where it hurts, the patient has not said yes to breathlessness, sweating or spreading pain.
    const wall = consult(
      "My chest is absolutely killing me and I'm scared it's my heart",
      'I started a new gym programme yesterday, loads of bench press',
      'It is on the left side, and if I push on my ribs there it really hurts in one spot',
    );
    expect(wall.flags).toEqual([]);
    const cardiac = consult('I have a pain in my chest', "yes, I'm sweaty and it goes into my left arm");
    expect(cardiac.flags).toContain('cardiac-chest-pain');
  });

  it('takes "Yes I have" to the question about ending their life as a yes', () => {
    const { flags } = consult(
      'I have had a bad back for a week and I feel really low about it',
      'no',
      'no',
      'Yes I have',
    );
    expect(flags).toContain('suicide-risk');
  });

  it('hears a problem named after a leading no', () => {
    const { said } = consult('I have a sore throat', 'No trouble breathing, but my chest hurts');
    expect(said[1]).toMatch(/hard to breathe even when resting, or is the pain heavy/);
  });

  it('reads denials after the word as denials', () => {
    expect(consult('I have a sore throat', 'Chest pain no, breathing no').urgency).not.toBe('urgent');
    expect(detectRedFlags('Suicidal? No.')).toEqual([]);
  });

  it('does not take "blood pressure" for bleeding when a bare yes follows', () => {
    const { flags } = consult(
      'I have a sore throat and I take tablets for high blood pressure',
      'no',
      'yes',
      'yes',
    );
    expect(flags).not.toContain('heavy-bleeding');
    expect(flags.length).toBeGreaterThan(0);
  });
});

describe('red flags a patient states plainly', () => {
  it.each([
    ["I think I'm having a heart attack", 'cardiac-chest-pain'],
    ["I'm having a heart attack", 'cardiac-chest-pain'],
    ['my husband collapsed', 'altered-consciousness'],
    ['she fainted and is not waking up', 'altered-consciousness'],
  ])('%s → %s', (text, id) => {
    expect(detectRedFlags(text).map((flag) => flag.id)).toContain(id);
  });

  it('does not take a fear for a claim', () => {
    expect(detectRedFlags("I'm terrified I'm having a heart attack")).toEqual([]);
  });

  it('does not read an age or weeks of pregnancy as a temperature', () => {
    expect(vulnerableDiscriminators(["I'm 38 weeks pregnant and have a mild backache"])).toEqual([]);
    expect(urgentDiscriminators(["I'm 40 and my knee is a bit swollen"])).toEqual([]);
  });
});

describe('odd input', () => {
  it('answers a reply far longer than anyone speaks, reading only the first part', () => {
    const long = 'my head hurts a bit '.repeat(1_000);
    const { said } = consult(long);
    expect(long.length).toBeGreaterThan(MAX_REPLY_CHARACTERS);
    expect(said[0]).toBeTruthy();
  });

  it('answers punctuation, other scripts and emoji without failing', () => {
    for (const text of ['...', '頭が痛い', '🤒🤒', '  ']) expect(consult(text).said[0]).toBeTruthy();
  });
});

describe('questions about someone else', () => {
  it('keeps the grammar right', () => {
    expect(aboutThem('How much is it bothering you?', 'she')).toBe('How much is it bothering her?');
    expect(aboutThem('Does it sting when you pee?', 'he')).toBe('Does it sting when he pees?');
    expect(aboutThem("Is there anything else you'd like to ask or mention?", 'she')).toBe(
      "Is there anything else you'd like to ask or mention?",
    );
  });
});

describe('the learned layer proposes, the dialogue confirms', () => {
  // A flu told in words the committed model reads as possibly serious (retraining may need another example).
  const FLU = [
    "I think I've got flu, I've got a high temperature and I'm aching all over",
    'no',
    'no',
    'it came on suddenly yesterday',
    'about seven out of ten',
    'a dry cough as well',
  ];

  it('asks a closed question, and is urgent until it is answered', () => {
    const { said, urgency } = consult(...FLU);
    expect(said.at(-1)).toMatch(/Some of what you've told me can be serious/);
    expect(urgency).toBe('urgent');
  });

  it('takes a plain no as a no', () => {
    const { flags, urgency } = consult(...FLU, 'no');
    expect(flags).toEqual([]);
    expect(urgency).not.toBe('emergency');
  });

  it('takes not knowing, asked twice, as an emergency', () => {
    expect(consult(...FLU, 'hmm, let me think').flags).toEqual(['possible-emergency']);
    expect(consult(...FLU, 'paracetamol helps a bit', 'I ache all over').flags).toEqual([
      'possible-emergency',
    ]);
  });
});

describe('context that changes a red flag', () => {
  it('takes a usual seizure in known epilepsy, told afterwards, as advice, but not one that goes on', () => {
    expect(detectRedFlags('I had one of my usual seizures this morning, back to normal now')).toEqual([]);
    expect(
      detectRedFlags('he is having one of his usual seizures and it has not stopped for ten minutes'),
    ).toEqual([{ id: 'seizure', label: 'A seizure (fit)' }]);
  });

  it('does not take folic or salicylic acid for a chemical burn', () => {
    expect(detectRedFlags("I'm pregnant and I take folic acid")).toEqual([]);
    expect(detectRedFlags('she got acid splashed on her face').map((flag) => flag.id)).toEqual([
      'serious-burn',
    ]);
  });
});
