import { describe, expect, it } from 'vitest';
import { reportDefaults } from '../spec-texts';
import type { TranscriptTurn } from '../transcript';
import { buildReport, consultationReportSchema } from './index';

// Saturday 21 November 2026, mid-morning: "yesterday" is Friday 20 Nov, "Monday" is 16 Nov.
const NOW = new Date('2026-11-21T10:00:00Z');
const report = (lines: string[]) => buildReport(lines, NOW);
const nothingRecorded = { urgency: null, redFlags: [], conditions: null, medicines: null, allergies: null };

describe('buildReport on realistic consultations', () => {
  it('headache: the built-in doctor’s summary lines', () => {
    expect(
      report([
        "Doctor: Hello, I'm the Carelune AI doctor assistant. What brings you in today?",
        "You: I've had a headache since yesterday morning.",
        'Doctor: How bad is it from 0 to 10?',
        "You: About a 6. It's like a tight band around my head.",
        'Doctor: Any fever, neck stiffness, rash or problems with your vision?',
        'You: No fever, no stiff neck.',
        'Doctor: Do you take any regular medicines or have allergies?',
        'You: No allergies, I take nothing regularly.',
        "Doctor: To summarise, you've had a headache since yesterday morning. This sounds like a tension headache.",
        'Doctor: My advice is to rest, drink plenty of water and take paracetamol or ibuprofen as directed on the pack.',
        "Doctor: For follow-up, self-care at home is fine. See a GP if it isn't better in a week, and seek help urgently if you develop a fever, a stiff neck or a rash.",
      ]),
    ).toEqual({
      symptoms: 'headache (6/10)',
      issue: 'Likely tension headache',
      timeOfInjury: 'Since yesterday morning (20 Nov 2026)',
      prescribedSolution:
        'My advice is to rest, drink plenty of water and take paracetamol or ibuprofen as directed on the pack.',
      followUpRecommendation:
        "Self-care at home is fine. See a GP if it isn't better in a week, and seek help urgently if you develop a fever, a stiff neck or a rash.",
      overallAssessment: 100,
      date: '2026-11-21T10:00:00.000Z',
      urgency: 'self-care',
      redFlags: [],
      conditions: null,
      medicines: [],
      allergies: [],
    });
  });

  it('gastroenteritis: lay words for vomiting and diarrhoea, safety-netting only', () => {
    const result = report([
      'Doctor: What brings you in today?',
      "You: I've been throwing up since last night and I've got the runs",
      'Doctor: Have you seen any blood in your vomit or stool?',
      'You: no blood',
      'Doctor: I think you may have gastroenteritis, a stomach bug. Keep sipping small amounts of fluid often, and try oral rehydration sachets from a pharmacy. Avoid alcohol and fatty food for a couple of days.',
      "Doctor: If you can't keep any fluids down for more than 24 hours or you notice blood, call 111 or see a doctor urgently.",
    ]);
    expect(result).toMatchObject({
      symptoms: 'vomiting, diarrhoea',
      issue: 'Possible gastroenteritis',
      timeOfInjury: 'Since last night (20 Nov 2026)',
      prescribedSolution:
        'Keep sipping small amounts of fluid often, and try oral rehydration sachets from a pharmacy. Avoid alcohol and fatty food for a couple of days.',
    });
    expect(result.followUpRecommendation).toMatch(/^Self-care: if you can't keep any fluids down/);
  });

  it('urinary infection: urgent same-day review comes first, the safety net after', () => {
    const result = report([
      'Doctor: How can I help?',
      'You: it burns when I pee and I need to go all the time',
      'Doctor: How long has this been going on?',
      'You: about three days',
      'Doctor: Any fever, back pain or blood in your urine?',
      'You: no fever, no back pain',
      'Doctor: This is most likely a urinary tract infection. Drink plenty of water and you can take paracetamol for the discomfort. Please book an appointment with your GP or a pharmacist today, as you may need antibiotics. If you develop a fever, back pain or start vomiting, seek urgent help.',
    ]);
    expect(result).toMatchObject({
      symptoms: 'painful urination, frequent urination',
      issue: 'Likely urinary tract infection',
      timeOfInjury: 'About three days (since about 18 Nov 2026)',
      prescribedSolution: 'Drink plenty of water and you can take paracetamol for the discomfort.',
      followUpRecommendation:
        'Urgent: please book an appointment with your GP or a pharmacist today, as you may need antibiotics. If you develop a fever, back pain or start vomiting, seek urgent help.',
    });
  });

  it('back pain after lifting: an injury dated by weekday', () => {
    const result = report([
      'You: I hurt my back lifting boxes on Tuesday',
      'Doctor: Where exactly is the pain, and does it spread down your legs?',
      "You: lower back, it doesn't go down my legs, no numbness",
      'Doctor: How severe is it?',
      'You: pretty bad when I bend, maybe 7 out of 10',
      'Doctor: It sounds like a muscle strain in your lower back. Keep gently moving rather than resting in bed, use a heat pack and take ibuprofen as directed if you can. Most back strains improve within a few weeks.',
      "Doctor: See a GP if it isn't improving in two weeks. Call 999 if you lose control of your bladder or bowels.",
    ]);
    expect(result).toMatchObject({
      symptoms: 'back pain (7/10, "hurt my back lifting boxes")',
      issue: 'Likely muscle strain',
      timeOfInjury: 'On Tuesday (17 Nov 2026)',
      prescribedSolution:
        'Keep gently moving rather than resting in bed, use a heat pack and take ibuprofen as directed if you can.',
    });
    expect(result.followUpRecommendation).toContain(
      'Call 999 if you lose control of your bladder or bowels.',
    );
  });

  it('ankle sprain told in lower-case speech', () => {
    expect(
      report([
        'You: i twisted my ankle playing football yesterday evening and its swollen',
        'Doctor: Can you put weight on it?',
        'You: a bit but it really hurts',
        'Doctor: This is consistent with an ankle sprain. Rest it, apply ice wrapped in a towel for 20 minutes every few hours, and keep it raised.',
      ]),
    ).toMatchObject({
      // A quality said after its site is that site's; pain in the patient's sense, not as the ankle's sprain.
      symptoms: 'sprained ankle ("twisted my ankle playing football"), swollen ankle, ankle pain',
      issue: 'Possible ankle sprain',
      timeOfInjury: 'Yesterday evening (20 Nov 2026)',
      prescribedSolution:
        'Rest it, apply ice wrapped in a towel for 20 minutes every few hours, and keep it raised.',
    });
  });

  it('common cold: a duration is dated about when it began, a doubted fever is not a symptom', () => {
    expect(
      report([
        "You: I've got a sore throat, runny nose and a cough, for about four days now",
        'Doctor: Any shortness of breath or high temperature?',
        "You: I don't think I have a fever, no breathing problems",
        'Doctor: Most likely this is a common cold. Rest, drink plenty of fluids, and try honey and lemon for the throat.',
      ]),
    ).toMatchObject({
      symptoms: 'sore throat, runny nose, cough',
      issue: 'Likely common cold',
      timeOfInjury: 'For about four days (since about 17 Nov 2026)',
      prescribedSolution: 'Rest, drink plenty of fluids, and try honey and lemon for the throat.',
    });
  });

  it('rash from a new washing powder', () => {
    expect(
      report([
        'You: I have an itchy red rash on my arms since Sunday',
        'Doctor: Have you started any new soaps, creams or medicines?',
        'You: I switched washing powder last week',
        'Doctor: It looks like contact dermatitis, probably from the new washing powder. Go back to your old washing powder, and use a fragrance-free moisturiser.',
        'Doctor: If the rash spreads, blisters or you feel unwell, see a pharmacist or GP.',
      ]),
    ).toMatchObject({
      symptoms: 'itching, rash on arms ("itchy red rash on my arms")',
      issue: 'Likely contact dermatitis',
      timeOfInjury: 'Since Sunday (15 Nov 2026)',
      followUpRecommendation:
        'Self-care: if the rash spreads, blisters or you feel unwell, see a pharmacist or GP.',
    });
  });

  it('chest pain emergency: emergency first, first aid as the solution', () => {
    expect(
      report([
        "You: I have a crushing pain in my chest and I'm sweating and short of breath",
        'Doctor: This could be a heart attack. Please call 999 now. If you are not allergic to aspirin, chew one 300 mg aspirin while you wait.',
        'You: it started 20 minutes ago',
      ]),
    ).toMatchObject({
      symptoms: 'chest pain ("crushing pain in my chest"), sweating, shortness of breath',
      issue: 'Possible heart attack — emergency',
      timeOfInjury: '20 minutes ago (21 Nov 2026)',
      prescribedSolution: 'If you are not allergic to aspirin, chew one 300 mg aspirin while you wait.',
      followUpRecommendation: 'Emergency: please call 999 now.',
    });
  });

  it('stroke signs reported by a relative', () => {
    expect(
      report([
        "You: my dad's face is drooping on one side and his speech is slurred, it started about half an hour ago",
        "Doctor: These are signs of a stroke. Call 999 now and tell them you think it's a stroke. Note the time the symptoms started.",
      ]),
    ).toMatchObject({
      symptoms: 'face drooping, slurred speech',
      issue: 'Possible stroke — emergency',
      timeOfInjury: 'About half an hour ago (21 Nov 2026)',
      followUpRecommendation: "Emergency: call 999 now and tell them you think it's a stroke.",
    });
  });

  it('anxious patient: fillers, reassurance and a routine appointment', () => {
    const result = report([
      "You: um I'm really worried, I keep getting palpitations and my heart is racing, I think I'm dying",
      'Doctor: That sounds frightening. When did these start?',
      'You: a couple of weeks ago, mostly at night',
      'Doctor: Do you have chest pain or fainting with them?',
      "You: no chest pain, I don't faint",
      'Doctor: From what you describe, it could be palpitations related to anxiety and caffeine. Try cutting down on coffee. I would recommend booking a routine GP appointment for an ECG. If you get chest pain or faint, call 999.',
    ]);
    expect(result).toMatchObject({
      symptoms: 'palpitations',
      issue: 'Possible palpitations related to anxiety',
      timeOfInjury: 'A couple of weeks ago (7 Nov 2026)',
      prescribedSolution: 'Try cutting down on coffee.',
      followUpRecommendation:
        'Routine: I would recommend booking a routine GP appointment for an ECG. If you get chest pain or faint, call 999.',
    });
  });

  it('a parent describing a child with fever', () => {
    const result = report([
      "You: my daughter is 3 and she's had a high temperature since yesterday",
      'Doctor: Is she drinking, and has she had any rash or breathing difficulty?',
      "You: she's drinking a bit, no rash, she's a bit tired and off her food",
      'Doctor: It is probably a viral infection. Give her children’s paracetamol as directed for her age and offer small drinks often.',
      "Doctor: If she develops a rash that doesn't fade under a glass or becomes floppy, call 999.",
    ]);
    expect(result).toMatchObject({
      // In the parent's word: tired is tiredness.
      symptoms: 'fever, tiredness, loss of appetite',
      issue: 'Likely viral infection',
      timeOfInjury: 'Since yesterday (20 Nov 2026)',
    });
    expect(result.prescribedSolution).toMatch(/^Give her children’s paracetamol/);
  });

  it('a patient who says almost nothing gets every default', () => {
    expect(
      report([
        'Doctor: Hello, what brings you in today?',
        'You: hi',
        "Doctor: Can you tell me what's been bothering you?",
        'You: not sure',
      ]),
    ).toEqual({ ...reportDefaults, ...nothingRecorded, date: NOW.toISOString() });
  });

  it('an LLM doctor: markdown list, empathy, hedging and a closing question', () => {
    expect(
      report([
        "You: I've had a dry cough and a bit of a fever for the past 5 days",
        "Doctor: Thank you for sharing that. I'm sorry you're going through this — it sounds really uncomfortable! Could you tell me whether you've had any difficulty breathing?",
        'You: no chest pain but I get a bit breathless climbing stairs',
        "Doctor: Based on what you've described, your symptoms are most likely due to a viral respiratory infection, although it's important to rule out pneumonia.\n\nHere are some things you can do:\n\n1. **Rest** as much as you can.\n2. **Stay hydrated** by drinking plenty of fluids.\n3. You can take **paracetamol** to help with the fever.\n\nBecause you're getting breathless, I'd recommend that you **see a doctor within 24 hours**. If your breathing gets worse, please call emergency services right away.\n\nIs there anything else I can help you with?",
      ]),
    ).toMatchObject({
      symptoms: 'dry cough, fever, shortness of breath ("get a bit breathless climbing stairs")',
      issue: 'Likely viral respiratory infection',
      timeOfInjury: 'For the past 5 days (since about 16 Nov 2026)',
      prescribedSolution:
        'Rest as much as you can. Stay hydrated by drinking plenty of fluids. You can take paracetamol to help with the fever.',
      followUpRecommendation:
        "Urgent: because you're getting breathless, I'd recommend that you see a doctor within 24 hours. If your breathing gets worse, please call emergency services right away.",
    });
  });

  it('speech recognition without punctuation on both sides', () => {
    expect(
      report([
        'You: um so i have like a really bad stomach ache and uh i feel sick since this morning',
        'Doctor: when did it start exactly',
        'You: this morning around eight after breakfast',
        'Doctor: pain in the lower right side that is worse when walking could be appendicitis you should go to a and e today to be checked do not eat anything until you are seen if the pain becomes severe call 999',
      ]),
    ).toMatchObject({
      symptoms: 'abdominal pain, nausea',
      issue: 'Possible appendicitis — emergency',
      timeOfInjury: 'This morning (21 Nov 2026)',
      prescribedSolution: 'Do not eat anything until you are seen.',
      followUpRecommendation:
        'Emergency: you should go to a and e today to be checked. If the pain becomes severe call 999.',
    });
  });

  it('corrections: the later onset and the later denial win', () => {
    expect(
      report([
        "You: I've had a rash since Tuesday",
        'Doctor: When did it start?',
        "You: actually it started Monday. And it's not a rash, actually no rash, just itching",
        'Doctor: It sounds like dry skin. Use an unperfumed moisturiser twice a day and avoid hot showers.',
      ]),
    ).toMatchObject({
      symptoms: 'itching',
      issue: 'Likely dry skin',
      timeOfInjury: 'Monday (16 Nov 2026)',
      prescribedSolution: 'Use an unperfumed moisturiser twice a day and avoid hot showers.',
    });
  });

  it('migraine with history: allergies and regular medicine count towards the score', () => {
    const result = report([
      'You: I get migraines and this one started on Thursday evening, I feel sick',
      'Doctor: How severe is it?',
      'You: really bad, 8 out of 10, light hurts my eyes',
      "You: I take sumatriptan and I'm allergic to penicillin",
      'Doctor: This sounds like one of your usual migraines. Take your sumatriptan as prescribed and lie down in a dark quiet room. If you get weakness or trouble speaking, call 999 immediately.',
    ]);
    expect(result).toMatchObject({
      symptoms: 'migraine (8/10), nausea, sensitivity to light',
      issue: 'Likely migraines',
      timeOfInjury: 'On Thursday evening (19 Nov 2026)',
      overallAssessment: 100,
    });
  });

  it('child with earache: safety netting with "sooner if"', () => {
    expect(
      report([
        "You: my son is 5 and he's had earache since last night",
        'Doctor: It sounds like an ear infection, which often gets better on its own. Give him children’s paracetamol for the pain. See your GP if he is no better after 3 days, or sooner if he seems very unwell.',
      ]),
    ).toMatchObject({
      symptoms: 'earache',
      issue: 'Likely ear infection',
      timeOfInjury: 'Since last night (20 Nov 2026)',
      followUpRecommendation:
        'Self-care: see your GP if he is no better after 3 days, or sooner if he seems very unwell.',
    });
  });

  it('allergic reaction: instructions first, then emergency services', () => {
    expect(
      report([
        "You: I ate some nuts and now my lips are swollen and I can't breathe properly",
        'Doctor: This could be a severe allergic reaction. Use your adrenaline auto-injector now if you have one, and call 999 immediately.',
      ]),
    ).toMatchObject({
      symptoms: 'swollen lips, shortness of breath',
      issue: 'Possible severe allergic reaction — emergency',
      prescribedSolution: 'Use your adrenaline auto-injector now if you have one.',
      followUpRecommendation: 'Emergency: call 999 immediately.',
    });
  });

  it('low mood: the condition without "experiencing"', () => {
    expect(
      report([
        "You: I've been feeling really low and I can't sleep, for a couple of months now",
        "Doctor: It sounds like you may be experiencing depression. Try to keep a regular routine. I'd recommend booking an appointment with your GP in the next week or two.",
      ]),
    ).toMatchObject({
      symptoms: 'low mood, trouble sleeping',
      issue: 'Possible depression',
      timeOfInjury: 'For a couple of months',
      prescribedSolution: 'Try to keep a regular routine.',
      followUpRecommendation:
        "Routine: I'd recommend booking an appointment with your GP in the next week or two.",
    });
  });

  it('tonsillitis: denied cold symptoms stay out of the list', () => {
    expect(
      report([
        "You: my throat is really sore and it hurts to swallow, I've had a fever since Wednesday",
        'Doctor: Any cough or runny nose?',
        'You: no cough, no runny nose',
        'Doctor: Your symptoms are suggestive of tonsillitis. Gargle with warm salty water and take paracetamol.',
      ]),
    ).toMatchObject({
      symptoms: 'sore throat, painful swallowing, fever',
      issue: 'Possible tonsillitis',
      timeOfInjury: 'Since Wednesday (18 Nov 2026)',
      prescribedSolution: 'Gargle with warm salty water and take paracetamol.',
    });
  });

  it('a burn: first aid joined across "and then", onset "just now"', () => {
    expect(
      report([
        'You: I burnt myself on the oven just now, my hand is red and hurts',
        "Doctor: Hold the burn under cool running water for 20 minutes and then cover it loosely with cling film. Don't use ice, creams or butter.",
      ]),
    ).toMatchObject({
      timeOfInjury: 'Just now (21 Nov 2026)',
      prescribedSolution:
        "Hold the burn under cool running water for 20 minutes and then cover it loosely with cling film. Don't use ice, creams or butter.",
    });
  });

  it('traveller’s diarrhoea: "a bit of a temperature" after a denial is still a fever', () => {
    expect(
      report([
        "You: I've had diarrhoea and stomach cramps since Monday",
        'Doctor: Any blood in your stool or high fever?',
        'You: no blood, a bit of a temperature',
        'Doctor: Any medical conditions or medicines?',
        'You: I have type 2 diabetes and take metformin',
        "Doctor: This is probably traveller's diarrhoea. Please contact your GP today for advice about your metformin.",
      ]),
    ).toMatchObject({
      symptoms: 'diarrhoea, stomach cramps, fever',
      issue: "Likely traveller's diarrhoea",
      followUpRecommendation: 'Urgent: please contact your GP today for advice about your metformin.',
    });
  });

  it('a doctor who only asked questions gives no advice and no follow-up', () => {
    expect(
      report([
        'Doctor: What brings you in today?',
        "You: I've got a cough",
        'Doctor: How long have you had it?',
        'You: a week',
        'Doctor: Is it dry or are you bringing up phlegm? Should you rest?',
      ]),
    ).toMatchObject({
      symptoms: 'cough',
      issue: 'Cough',
      timeOfInjury: 'A week (since about 14 Nov 2026)',
      prescribedSolution: reportDefaults.prescribedSolution,
      followUpRecommendation: reportDefaults.followUpRecommendation,
    });
  });

  it('onset only in the doctor’s summary', () => {
    expect(
      report([
        'You: back ache',
        'Doctor: To summarise, your back pain started three days ago after gardening. It sounds like mechanical back pain. Keep active and use heat. Routine follow-up with your GP if not improving in six weeks.',
      ]),
    ).toMatchObject({
      timeOfInjury: 'Three days ago (18 Nov 2026)',
      issue: 'Likely mechanical back pain',
      prescribedSolution: 'Keep active and use heat.',
      followUpRecommendation: 'Routine follow-up with your GP if not improving in six weeks.',
    });
  });

  it('advice repeated by the doctor appears once', () => {
    expect(
      report([
        'You: I have a cold',
        'Doctor: Rest and drink plenty of fluids.',
        "Doctor: I know it's annoying. Rest and drink plenty of fluids.",
        'Doctor: To summarise, my advice is to rest and drink plenty of fluids, and take paracetamol if needed. Rest and drink plenty of fluids.',
      ]).prescribedSolution,
    ).toBe('My advice is to rest and drink plenty of fluids, and take paracetamol if needed.');
  });

  it('dizziness and vertigo with one episode of vomiting', () => {
    expect(
      report([
        "You: i keep getting dizzy when i stand up and the room is spinning, it's been going on for about a week",
        'Doctor: Any hearing loss, ringing in your ears or vomiting?',
        'You: no hearing loss but i did throw up once',
        'Doctor: It could be benign positional vertigo. Sit down when it starts and get up slowly. See your GP within a week or two.',
      ]),
    ).toMatchObject({
      symptoms: 'dizziness, vertigo, vomiting ("did throw up once")',
      issue: 'Possible benign positional vertigo',
      timeOfInjury: 'For about a week (since about 14 Nov 2026)',
      prescribedSolution: 'Sit down when it starts and get up slowly.',
      followUpRecommendation: 'Routine: see your GP within a week or two.',
    });
  });

  it('a terse assistant: what a plain yes or no to a short question confirms or rules out', () => {
    const eyelids = report([
      "Doctor: Hi. What's up?",
      'You: My eyelids.',
      'Doctor: Sore?',
      'You: Yes.',
      'Doctor: Itchy?',
      'You: A bit.',
      'Doctor: Vision changes? Red eye?',
      'You: No. No.',
      'Doctor: Blepharitis. Warm compress twice daily.',
    ]).symptoms;
    expect(eyelids).toBe('eyelid pain, itchy eyelid');
    // A no to what was asked of the pain, or whether they can walk, rules out neither the pain nor a problem.
    expect(
      report([
        'Doctor: What brings you in?',
        'You: My lower back hurts after lifting.',
        'Doctor: Does the pain go down either leg?',
        'You: No.',
        'Doctor: Can you walk?',
        'You: No.',
      ]).symptoms,
    ).toMatch(/^lower back pain\b/);
    // What a yes confirms makes it worse goes with the complaint.
    expect(
      report([
        'Doctor: What is wrong?',
        'You: Heartburn. My chest is on fire every night.',
        'Doctor: Worse lying down?',
        'You: Yes.',
      ]).symptoms,
    ).toBe('heartburn (worse lying down)');
    // Blood looked for in the vomit and not found leaves the vomiting.
    expect(
      report(['You: I keep being sick.', 'Doctor: Is there any blood in your vomit?', 'You: No.']).symptoms,
    ).toBe('vomiting');
  });
});

describe('a terse safety net: the sign, then where to go', () => {
  it('is safety-netting, and does not make the plan an emergency', () => {
    const built = report([
      'You: Twisted my ankle playing football.',
      'Doctor: Sprain. Rest, ice, raise it. Numb foot or can’t walk: A&E. See a GP if not better in a week.',
    ]);
    expect(built.followUpRecommendation).toBe(
      'Self-care: numb foot or can’t walk: A&E. See a GP if not better in a week.',
    );
    expect(built.urgency).toBe('self-care');
  });

  it('is not a plan given with its reason first', () => {
    const built = report([
      'You: Agony in my side, comes in waves.',
      'Doctor: You need to be seen today: call 111 or your GP now. Fever or shivering: A&E.',
    ]);
    expect(built.urgency).toBe('urgent');
  });
});

describe('buildReport inputs and output', () => {
  const lines = ["You: I've had a cough since Monday", 'Doctor: Rest and drink fluids.'];

  it('reads role-tagged turns the same as prefixed lines', () => {
    const turns: TranscriptTurn[] = [
      { role: 'user', text: "I've had a cough since Monday" },
      { role: 'assistant', text: 'Rest and drink fluids.' },
    ];
    expect(buildReport(turns, NOW)).toEqual(report(lines));
  });

  it('dates the report with the consultation time', () => {
    expect(report(lines).date).toBe('2026-11-21T10:00:00.000Z');
  });

  it('gives the spec’s defaults and a score of 0 for an empty transcript', () => {
    expect(report([])).toEqual({ ...reportDefaults, ...nothingRecorded, date: NOW.toISOString() });
  });

  it('produces reports the server’s schema accepts, even for a very long consultation', () => {
    const long = Array.from({ length: 200 }, (_, i) =>
      i % 2 ? `Doctor: Rest, drink fluids and take paracetamol number ${i}.` : `You: I have a headache ${i}`,
    );
    expect(consultationReportSchema.safeParse(report(long)).success).toBe(true);
    expect(report(long).prescribedSolution.length).toBeLessThanOrEqual(700);
  });

  it('is pure: the same transcript and time give the same report', () => {
    expect(report(lines)).toEqual(report(lines));
  });
});

describe("symptoms from the doctor's summary", () => {
  it('adds what the doctor summed up, never what the patient ruled out nor a warning sign to watch for', () => {
    const built = buildReport(
      [
        'Doctor: What brings you in?',
        'You: my skin is driving me mad, I scratch all night. no fever',
        'Doctor: Thank you. Summary: three weeks of itching, worse at night, with a rash between the fingers and a fever.',
        'Doctor: If you develop vomiting, call 111.',
      ],
      new Date('2026-11-21T10:00:00Z'),
    );
    // Summed up in other words, up to where the doctor turns to what it may be; a finding the vocabulary has no word
    // for is kept in the doctor's words.
    expect(
      buildReport(
        [
          'You: my tummy has been awful since I started eating bread again',
          'Doctor: Putting it together, bloating and loose pale stools after wheat, this sounds like it could be coeliac disease or a stomach bug.',
        ],
        new Date('2026-11-21T10:00:00Z'),
      ).symptoms,
    ).toBe('bloating, loose pale stools after wheat');
    // What the summary says makes it worse goes with the symptom it was said of.
    expect(built.symptoms).toBe('itching (worse at night), rash between fingers');
  });
});

describe("a second reader's findings, kept", () => {
  it('a no to "like this before?" or "any change?" never denies what the patient said they have', () => {
    expect(
      report(['You: I have a headache.', 'Doctor: Have you had a headache like this before?', 'You: No.'])
        .symptoms,
    ).toBe('headache');
    expect(report(['You: I have a cough.', 'Doctor: Any change in your cough?', 'You: No.']).symptoms).toBe(
      'cough',
    );
  });

  it('a yes answers the last question only, and a question about someone else confirms nothing', () => {
    expect(
      report(['You: my tummy hurts', 'Doctor: Any vomiting? Is it getting better?', 'You: Yes.']).symptoms,
    ).toBe('abdominal pain');
    expect(
      report(['You: my tummy hurts', 'Doctor: Has anyone else got a cough?', 'You: Yes.']).symptoms,
    ).toBe('abdominal pain');
  });

  it('"Recommendation: call 999 now." is the plan, not a safety net', () => {
    expect(report(['Doctor: This could be a heart attack. Recommendation: call 999 now.']).urgency).toBe(
      'emergency',
    );
  });

  it('a part said to have been treated or to be fine is no symptom, and a reading is never the complaint', () => {
    expect(report(['You: My knee was replaced last year and my ears are pierced.']).symptoms).toBe(
      reportDefaults.symptoms,
    );
    expect(report(['Doctor: Pulse?', 'You: She is 45, about 90.'])).toMatchObject({
      symptoms: 'pulse 90 a minute',
      issue: reportDefaults.issue,
    });
  });

  it('a habit is no onset, and a weekday that does not fit the date leaves the day unsaid', () => {
    expect(report(['You: It starts every Monday after swimming, my knee']).timeOfInjury).toBe(
      reportDefaults.timeOfInjury,
    );
    expect(report(['You: Tummy pain since Tuesday the 24th.']).timeOfInjury).not.toMatch(/Oct/);
  });
});

describe('buildReport: words that belong to something else', () => {
  it('lists a torn shin as a skin tear, not "on the edge" as anxiety', () => {
    const { symptoms } = report([
      'Doctor: Hello, thank you for waiting. What brings you in today?',
      "You: I'm calling about my mum, she's 86. She caught her shin on the edge of the bed frame and the skin's torn right open.",
    ]);
    expect(symptoms).toContain('skin tear');
    expect(symptoms).not.toContain('anxiety');
  });

  it('lists gunk that comes out of an eye or a sore as a discharge, not phlegm', () => {
    const { symptoms } = report([
      'Doctor: What brings you in today?',
      "You: There's a lump by my eye. A bit of yellow gunk comes out of the corner when I press on the lump.",
    ]);
    expect(symptoms).toContain('discharge');
    expect(symptoms).not.toContain('phlegm');
  });

  it('takes nothing from the doctor naming the likely cause as a finding', () => {
    const { symptoms } = report([
      'Doctor: What brings you in today?',
      'You: My neck hurts and I get pins and needles in my right arm.',
      'Doctor: Putting that together, the most likely explanation is a trapped nerve in the neck, called cervical radiculopathy.',
    ]);
    expect(symptoms).not.toMatch(/called|most likely/);
  });
});
