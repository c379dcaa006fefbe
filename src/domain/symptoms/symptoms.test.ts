import { describe, expect, it } from 'vitest';
import { findSymptomMentions, findSymptoms, presentSymptoms } from './index';

describe('findSymptoms: what patients say, in plain labels', () => {
  it.each([
    ["I've been throwing up all night", ['vomiting']],
    ['I keep being sick', ['vomiting']],
    ['I feel sick', ['nausea']],
    ['my son has been puking', ['vomiting']],
    ['I have a tummy ache', ['abdominal pain']],
    ['my stomach is really hurting', ['abdominal pain']],
    ["I can't catch my breath", ['shortness of breath']],
    ['I get out of breath on the stairs', ['shortness of breath']],
    ['I have a sore throat and a runny nose', ['sore throat', 'runny nose']],
    ["I've got a high temperature", ['fever']],
    ['I have diarrhoea', ['diarrhoea']],
    ['I have diarrhea', ['diarrhoea']],
    ["I've got the runs", ['diarrhoea']],
    ['I feel dizzy and lightheaded', ['dizziness']],
    ['my head hurts', ['headache']],
    ["I'm tired all the time", ['fatigue']],
    ['it burns when I pee', ['painful urination']],
    ['my knee hurts', ['knee pain']],
    ['there is a pain in my lower back', ['back pain']],
    ['I twisted my ankle', ['sprained ankle']],
    ['my heart is racing', ['palpitations']],
    ['pins and needles in my fingers', ['pins and needles']],
    ['I have an itchy rash', ['itching', 'rash']],
    ['my left ankle is swollen', ['ankle swelling']],
  ])('%s', (text, labels) => {
    expect(findSymptoms(text)).toEqual(labels);
  });

  it('reads the ontology’s clinical words as well as lay ones', () => {
    expect(findSymptoms('dyspnoea and epistaxis')).toEqual(['shortness of breath', 'nosebleed']);
  });

  it('tolerates speech-recognition text: lower case, no punctuation, fillers', () => {
    expect(
      findSymptoms('um so i have like a headache and uh you know a fever and i kind of feel sick'),
    ).toEqual(['headache', 'fever', 'nausea']);
  });

  it('lists each symptom once, in the order first said', () => {
    expect(findSymptoms('headache and a cough, mainly the headache, and the cough at night')).toEqual([
      'headache',
      'cough',
    ]);
  });

  it('does not read medicine and measurements as symptoms', () => {
    expect(findSymptoms('I took paracetamol for pain relief and some cough syrup')).toEqual([]);
    expect(findSymptoms('I took my temperature and it was normal')).toEqual([]);
    expect(findSymptoms('the dog runs in the park')).toEqual([]);
  });

  it('finds nothing in small talk', () => {
    expect(findSymptoms('hello, thanks for seeing me')).toEqual([]);
    expect(findSymptoms('')).toEqual([]);
  });
});

describe('findSymptoms: denials', () => {
  it.each([
    ['no fever', []],
    ["I don't have a cough", []],
    ['never had chest pain', []],
    ['without vomiting', []],
    ['not dizzy', []],
    ['no cough or fever', []],
    ['no cough, fever or rash', []],
    ['denies nausea', []],
    ["I don't think I have a fever", []],
    ['no fever but I have a cough', ['cough']],
    ['no fever, I have a cough though', ['cough']],
    ['no fever i have a cough', ['cough']],
    ["she hasn't got a rash but she's coughing", ['cough']],
    ["I'm not feeling well, I have a headache", ['headache']],
    ["I don't know why but I have a headache", ['headache']],
  ])('%s', (text, labels) => {
    expect(findSymptoms(text)).toEqual(labels);
  });

  it('lets a later correction win', () => {
    expect(findSymptoms('I have a rash, actually no rash, just itching')).toEqual(['itching']);
    expect(findSymptoms('no cough. well actually I do have a cough')).toEqual(['cough']);
  });

  it('keeps a phrase that contains a negative word whole', () => {
    expect(findSymptoms('I have no appetite and no energy')).toEqual(['loss of appetite', 'fatigue']);
  });
});

describe('findSymptomMentions', () => {
  it('returns every mention in text order with its place in the text', () => {
    const text = 'No fever, but a bad headache';
    expect(findSymptomMentions(text)).toEqual([
      { id: 'SYMP:0000613', label: 'fever', wording: 'fever', negated: true, start: 3, end: 8 },
      { id: 'SYMP:0000504', label: 'headache', wording: 'headache', negated: false, start: 20, end: 28 },
    ]);
  });

  const said = (text: string, reading = {}) =>
    findSymptomMentions(text, reading).map((m) => `${m.negated ? 'no ' : ''}${m.wording} [${m.label}]`);

  it("keeps the patient's sense in the wording while the label stays the doctor's", () => {
    expect(said('my big toe is killing me')).toEqual(['big toe pain [foot pain]']);
    expect(said('my lower back hurts')).toEqual(['lower back pain [back pain]']);
    expect(said("I'm tired all the time, no tingling")).toEqual([
      'tiredness [fatigue]',
      'no tingling [pins and needles]',
    ]);
  });

  it('reads a quality said apart from its site as that site’s, when reading thoroughly', () => {
    const text = "I rolled my ankle at five-a-side and it's still pretty sore and swollen";
    expect(said(text, { thorough: true })).toEqual([
      'sprained ankle [sprained ankle]',
      'ankle pain [ankle pain]',
      'swollen ankle [swollen ankle]',
    ]);
    // Red and hot to the touch after a toe is a red, hot toe, not a fever.
    expect(
      said('My big toe is killing me. Nothing happened to it. Red, swollen and hot to touch.', {
        thorough: true,
      }),
    ).toEqual([
      'big toe pain [foot pain]',
      'red toe [red toe]',
      'swollen toe [swollen toe]',
      'hot toe [hot toe]',
    ]);
    // Numbness may be far from the site: it keeps its own label; a denial still counts.
    expect(said("I cut my finger. It doesn't hurt, no numbness", { thorough: true })).toEqual([
      'cut [cut]',
      'no finger pain [finger pain]',
      'no numbness [numbness]',
    ]);
    // The doctor's turn-by-turn reading is unchanged.
    expect(said("I rolled my ankle and it's still pretty sore")).toEqual(['sprained ankle [sprained ankle]']);
  });

  it('takes the site named just after a pain when none came before, and never a site said to be fine', () => {
    const thorough = { thorough: true };
    expect(said('Bad pain last night. Top right of my tummy.', thorough)).toEqual([
      'abdominal pain [abdominal pain]',
    ]);
    expect(said('Left shoulder. Stiff as a board. Hurts.', thorough)).toEqual([
      'stiff shoulder [stiff shoulder]',
      'left shoulder pain [shoulder pain]',
    ]);
    expect(said("Calf's fine. I can tiptoe, it's sore though", thorough)).toEqual([]);
    // How far a swelling reaches is not what is wrong with the knees.
    expect(
      said('her ankles are really swollen, up to her knees nearly. she is breathless', thorough),
    ).toEqual(['ankle swelling [ankle swelling]', 'shortness of breath [shortness of breath]']);
    // Where on something is not a body part; the glands in the neck are the glands.
    expect(said('my calf aches, a bit red at the back', thorough)).toEqual([
      'calf pain [leg pain]',
      'red calf [red calf]',
    ]);
    expect(said('the glands in my neck are really swollen', thorough)).toEqual([
      'swollen glands [swollen glands]',
    ]);
    // An itchy red rash on the arms: the qualities are the rash's.
    expect(said('an itchy red rash on my arms', thorough)).toEqual([
      'itching [itching]',
      'rash on arms [rash]',
    ]);
  });

  it('reads thoroughly a quality and its site said on their own, and where a thing seen is', () => {
    const thorough = { thorough: true };
    expect(said('Itchy feet.', thorough)).toEqual(['itchy feet [itchy foot]']);
    expect(said("Left ear's ringing.", thorough)).toEqual(['ringing ear [ringing ear]']);
    expect(said('My eyes are itchy and watering like mad', thorough)).toEqual([
      'itchy eyes [itchy eyes]',
      'watery eye [watery eye]',
    ]);
    expect(said('my son has spots on his hands and feet', thorough)).toEqual([
      'spots on hands and feet [rash]',
    ]);
    expect(said('No spots on her hands.', thorough)).toEqual(['no spots on hands [rash]']);
    // Where a tooth is, not a bottom; and none of this in the doctor's plain reading.
    expect(new Set(said('tooth ache. bottom left, back. agony', thorough))).toEqual(
      new Set(['toothache [toothache]']),
    );
    expect(said("Left ear's ringing.")).toEqual([]);
  });

  it("reads the report's own wordings only when reading thoroughly", () => {
    const thorough = { thorough: true };
    expect(said('I honestly thought I was dying', thorough)).toEqual(['fear of dying [fear of dying]']);
    expect(said('I honestly thought I was dying')).toEqual([]);
    expect(said('my pulse is all over the place', thorough)).toEqual([
      'irregular heartbeat [irregular heartbeat]',
    ]);
    expect(said('it hurts when I swallow', thorough)).toEqual(['painful swallowing [difficulty swallowing]']);
    // "sore" is never "sores".
    expect(said('my knee is sore', thorough)).toEqual(['knee pain [knee pain]']);
  });

  it('matches any ending of a phrase’s words when reading thoroughly, and only then', () => {
    expect(said('it burned when I peed', { thorough: true })).toEqual([
      'painful urination [painful urination]',
    ]);
    expect(said('it burned when I peed')).not.toContain('painful urination [painful urination]');
    // A worry about what it is, is not anxiety; spotting is not spots.
    expect(said("I'm worried it's serious, a bit of spotting", { thorough: true })).toEqual([
      'spotting [spotting]',
    ]);
  });

  it.each([
    ["I've gone off my food", 'off food [loss of appetite]'],
    ["I've been really muzzy", 'muzzy head [brain fog]'],
    ['the room spins when I turn over', 'vertigo [vertigo]'],
    ['my ear feels bunged up', 'blocked ear [blocked ears]'],
    ["I can't hear properly", 'reduced hearing [hearing loss]'],
    ['my heart skips a beat', 'skipped beats [palpitations]'],
    ["I can't lie flat at night", 'breathless lying flat [breathless lying flat]'],
    ['I wake up gasping', 'waking breathless [waking breathless]'],
    ["there's mucus in my poo", 'mucus in stool [mucus in stool]'],
    ['I feel full after a few mouthfuls', 'feeling full quickly [feeling full quickly]'],
    ["I can't pass water", 'unable to pass urine [unable to pass urine]'],
    ['my wee smells', 'smelly urine [smelly urine]'],
    ['the rash is spreading', 'spreading rash [rash]'],
    ["I'm so ratty with everyone", 'irritable [irritability]'],
    ['she has gone all floppy', 'floppy [floppy]'],
    ['my knee gives way', 'giving way [giving way]'],
    ["I can't grip things", 'weak grip [weak grip]'],
    // A longer phrase corrects a shared one: "gunk" is phlegm, "can't breathe" is breathlessness.
    ["there's gunk in his eye", 'sticky eyes [sticky eyes]'],
    ["I can't breathe through my nose", 'blocked nose [blocked nose]'],
  ])('reads the report’s own wording: "%s" is %s', (text, wording) => {
    expect(said(text, { thorough: true })).toContain(wording);
  });

  it('keeps the report’s wordings off what is not a symptom', () => {
    const thorough = { thorough: true };
    // A Scottish "wee" is small; "not peeing more" is no retention; an idiom is not a wish to die.
    expect(said("I've got a wee bit of a cough", thorough)).toEqual(['cough [cough]']);
    expect(said("I haven't been peeing more than usual", thorough)).toEqual([
      'no frequent urination [frequent urination]',
    ]);
    expect(said("I've been killing myself at the gym", thorough)).toEqual([]);
    expect(said('we had a bit of stress at work', thorough)).toEqual([]);
    expect(said('my husband snores', thorough)).toEqual([]);
    expect(said("my stomach's unsettled", thorough)).not.toContain('unsettled [fussy baby]');
  });

  // A reviewer's sentences: once "my", "all", "right", "still" are skipped and any ending matches, these phrases
  // listed what the patient did not have.
  it.each([
    ["I'm not feeling any pain", 'feeling unwell'],
    ["there's a whistling noise when he breathes", 'ringing in the ears'],
    ['he keeps bringing up green stuff', 'phlegm'],
    ["I'm leaking fluid, I'm 36 weeks pregnant", 'weeping skin'],
    ['there was blood in the toilet after I had a wee', 'blood in stool'],
    ['blood on the tissue when I blew my nose', 'blood on toilet paper'],
    ["he's dribbling a lot after he wees", 'drooling'],
    ['bowel incontinence', 'leaking urine'],
    ['my vision went blurry', 'loss of vision'],
    ['I want to end it with my boyfriend', 'suicidal thoughts'],
    ['I wanted to die of embarrassment', 'suicidal thoughts'],
    ['I keep cutting myself shaving', 'self-harm'],
    ['I have my discharge letter', 'discharge'],
    ['I had a blood clot years ago', 'clots'],
    ['I had a stomach ulcer', 'ulcers'],
    ['the kitchen was flooding', 'heavy periods'],
    ['the floor feels cold', 'feeling cold'],
    ['I spaced out my tablets', 'brain fog'],
    ['I keep forgetting to take my tablets', 'memory loss'],
    ["there's no power in the house", 'weakness'],
    ['the ladder gave way', 'giving way'],
    ['I nearly wet myself laughing', 'leaking urine'],
    ['I can hear voices through the wall', 'hallucinations'],
    ["I'm up three times a night with the baby", 'peeing at night'],
    ["there's a tummy bug going round", 'upset stomach'],
    ["he won't walk yet", 'unable to bear weight'],
    ['everything sounds good', 'hearing loss'],
    ["I'm not a wee bit worried", 'unable to pass urine'],
    ['my hair has gone thin', 'weight loss'],
    ['his poo is dark green', 'black stools'],
    ["there's a yellow tinge to his wee", 'jaundice'],
    ['when I got back went straight to bed', 'back pain'],
    ['his breath smells of pear drops', 'bad breath'],
    ['her period flow is weak', 'weak flow'],
    ['I slept at a funny angle', 'deformity'],
  ])('does not list "%s" as %s', (text, label) => {
    const listed = findSymptomMentions(text, { thorough: true }).filter((m) => !m.negated);
    expect(listed.map((m) => m.label)).not.toContain(label);
  });

  it.each([
    ["he's unresponsive", 'unresponsive'],
    ["I suddenly can't move my arm", 'arm weakness'],
    ['flashing lights and a shadow in my eye', 'flashing lights'],
    ['a burning sensation in my chest', 'burning in the chest'],
    ['her cry sounds different', 'unusual cry'],
    ["he's crying and rolling around in pain", 'pain'],
    ['he has cradle cap', 'cradle cap'],
    ["she's off her feeds", 'poor feeding'],
    ['my baby is not feeding', 'poor feeding'],
    ['everything sounds muffled', 'hearing loss'],
    ['a nasty taste in my mouth', 'sour taste'],
    ['he keeps tugging his ear', 'earache'],
    ['discharge from my vagina', 'vaginal discharge'],
  ])('lists "%s" under the one label it has: %s', (text, label) => {
    expect(findSymptomMentions(text, { thorough: true }).map((m) => m.label)).toContain(label);
  });

  it('gives one id per label whichever words were used', () => {
    const [lay, clinical] = findSymptomMentions('short of breath, dyspnea');
    expect(lay?.id).toBe(clinical?.id);
    expect(lay?.id).toMatch(/^SYMP:/);
  });

  it('spans a mention over the words skipped inside it', () => {
    const text = 'pain in my left knee';
    const [mention] = findSymptomMentions(text);
    expect(text.slice(mention!.start, mention!.end)).toBe('pain in my left knee');
  });
});

describe('presentSymptoms', () => {
  it('reads mentions gathered over a conversation as findSymptoms reads one text', () => {
    const mentions = [
      ...findSymptomMentions('I have a cough and a fever'),
      ...findSymptomMentions('no fever now'),
    ];
    expect(presentSymptoms(mentions)).toEqual(['cough']);
  });
});

describe('a body site and what is said about it, near each other', () => {
  it.each([
    ["my throat's been killing me", 'sore throat'],
    ['my neck is very stiff', 'stiff neck'],
    ['his left eye is all red', 'red eye'],
    ['the big toe is hot', 'hot toe'],
    ['a sore lump on my bottom eyelid', 'lump on eyelid'],
  ])('"%s" → %s', (text, label) => {
    expect(findSymptoms(text)).toContain(label);
  });

  it('keeps a denial inside the words: "my neck isn\'t stiff"', () => {
    expect(findSymptoms("my neck isn't stiff")).not.toContain('stiff neck');
  });

  it('reads "not that sore" as how much, not whether', () => {
    expect(findSymptoms('my throat is not that sore')).toContain('sore throat');
    expect(findSymptoms("my tummy doesn't feel that sore")).toContain('abdominal pain');
    expect(findSymptoms("my ankle isn't very swollen")).toContain('swollen ankle');
    expect(findSymptoms("my ankle isn't swollen")).not.toContain('swollen ankle');
    expect(findSymptoms("I haven't got that cough now")).not.toContain('cough');
  });

  it('does not read a site that is not a body part: "come back", "on the other hand"', () => {
    expect(findSymptoms('I will come back if it hurts')).toEqual([]);
    expect(findSymptoms('on the other hand it hurts less today')).not.toContain('hand pain');
  });
});

describe('a word that says "not", a word said for emphasis, and a limb a child will not use', () => {
  const said = (text: string, thorough = false) =>
    findSymptomMentions(text.toLowerCase(), { thorough }).map((m) => [m.label, m.negated]);

  it('reads "non-itchy" as not itchy, and a non-productive cough as a dry one', () => {
    expect(said('A flat, non-itchy rash')).toEqual([
      ['itching', true],
      ['rash', false],
    ]);
    expect(said('a non-productive cough')).toEqual([['dry cough', false]]);
    expect(said('a non-blanching rash', true)).toContainEqual(['non-blanching rash', false]);
  });

  it('reads through a word said for emphasis', () => {
    expect(said("I've been actually sick most days")).toEqual([['vomiting', false]]);
  });

  it("lists a child's arm or hand not used, and nodding off, in the report's reading", () => {
    expect(said("and now she won't use her left arm", true)).toEqual([["won't use arm", false]]);
    expect(said("she's not using her right hand", true)).toEqual([["won't use hand", false]]);
    expect(said('he keeps nodding off in his chair', true)).toEqual([['drowsiness', false]]);
  });
});

describe('"not feeling myself": unwell said whole, denying nothing after it', () => {
  it('leaves what follows present, and still denies a list after "no"', () => {
    const said = (text: string) => findSymptomMentions(text.toLowerCase()).map((m) => [m.label, m.negated]);
    expect(said("I've not been feeling myself at all, hot and cold, shaking in bed.")).toEqual([
      ['chills', false],
      ['shaking', false],
    ]);
    expect(said('no fever, cough or rash')).toEqual([
      ['fever', true],
      ['cough', true],
      ['rash', true],
    ]);
  });
});
