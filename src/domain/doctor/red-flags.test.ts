import { describe, expect, it } from 'vitest';
import { emergencyAdvice } from './emergency-advice';
import { mentions, detectRedFlags, RED_FLAG_RULES } from './red-flags';

const ids = (text: string, recentPatientTexts?: string[], lastAssistantText?: string) =>
  detectRedFlags(text, { recentPatientTexts, lastAssistantText }).map((flag) => flag.id);

describe('detectRedFlags', () => {
  const raised: [string, string][] = [
    ['I have crushing chest pain and I am sweating', 'cardiac-chest-pain'],
    ["i've got chest pain and i can't catch my breath", 'cardiac-chest-pain'],
    ['pain in my chest going down my left arm', 'cardiac-chest-pain'],
    ['I think I am having a heart attack, it feels like crushing', 'cardiac-chest-pain'],
    ['heavy pressure behind my breastbone spreading up to my jaw', 'cardiac-chest-pain'],
    ['i got chess pain and im short of breast', 'cardiac-chest-pain'],
    ["my dad's face is drooping on one side", 'stroke-signs'],
    ['her speech is slurred all of a sudden', 'stroke-signs'],
    ["he can't lift his left arm", 'stroke-signs'],
    ['my lips and tongue are swelling after eating peanuts', 'anaphylaxis'],
    ["I'm having an allergic reaction and I'm wheezing", 'anaphylaxis'],
    ["I can't breathe and my lips are going blue", 'severe-breathing-difficulty'],
    ["i'm too breathless to speak", 'severe-breathing-difficulty'],
    ["I cut my hand and it won't stop bleeding", 'heavy-bleeding'],
    ['my son is having a seizure', 'seizure'],
    ['he fell off the scaffold, about five metres, onto concrete', 'major-trauma'],
    ['my mate dived into the shallow end and now his arms are all tingly', 'major-trauma'],
    ['a thorn went straight into my eye and I can only see shapes', 'penetrating-eye-injury'],
    ['I was bitten by a snake with a zigzag on its back', 'venomous-snake-bite'],
    ["I've got sickle cell and a temperature of 38.4", 'sickle-cell-crisis'],
    ['tingling in both feet for three days and now my legs keep giving way', 'rapidly-progressive-weakness'],
    ['pins and needles in both feet and now my legs are weak', 'rapidly-progressive-weakness'],
    ['my 14-year-old swallowed two little magnets', 'swallowed-battery'],
    ['I caught a live cable at work and it went through my chest', 'electric-injury'],
    ['I drilled into a cable in the wall and got a shock', 'electric-injury'],
    ['she fell from the first floor', 'major-trauma'],
    ['he jumped out of a second storey window', 'major-trauma'],
    ['car crash, my neck hurts and my arms are tingling', 'major-trauma'],
    ['I got hit in the eye with a pencil and it is bleeding', 'penetrating-eye-injury'],
    ['I got a splinter of wood in my eye and it is blurry', 'penetrating-eye-injury'],
    ['I stood on an adder and it got me on the ankle', 'venomous-snake-bite'],
    ["I have sickle cell and I'm having a crisis", 'sickle-cell-crisis'],
    ["I've got sickle cell and my pain meds aren't working", 'sickle-cell-crisis'],
    ['weakness in both legs and tingling in my feet', 'rapidly-progressive-weakness'],
    ['I had two of those little magnets on my tongue and I swallowed them both', 'swallowed-battery'],
    ['my baby swallowed a button battery, she has a history of reflux', 'swallowed-battery'],
    ['my waters just broke and there is a loop of cord hanging out', 'cord-prolapse'],
    ["I'm 37 weeks, I can see the cord coming out", 'cord-prolapse'],
    ['a piece of steak is stuck and I cannot swallow even my spit', 'food-stuck'],
    ['my defibrillator has gone off twice in the last hour', 'defibrillator-shocks'],
    ["she fell about midnight and she's been on the floor ten hours", 'long-lie'],
    ["he fell off his bike and there's bone sticking out through the skin of his shin", 'open-fracture'],
    ["I can't pee at all since last night and my bladder's bursting", 'urinary-retention'],
    ['my skin is peeling off in sheets and my mouth is full of sores', 'severe-skin-reaction'],
    ['he says a voice is telling him to kill himself', 'suicide-risk'],
    // Exceptions for harmless look-alikes never hide the emergency itself (a second reader's cases).
    ['I think I have poisoned myself with pills, I also ate mouldy bread', 'overdose'],
    ["I can't wake him this morning, he's breathing oddly", 'altered-consciousness'],
    [
      'I had cupping last week, now I have a fever and a rash that does not fade under a glass',
      'meningitis-signs',
    ],
    [
      "I had pre-eclampsia when I was pregnant with her, now I'm 34 weeks with a terrible headache and flashing lights",
      'pregnancy-emergency',
    ],
    ['my defibrillator went off and I passed out', 'defibrillator-shocks'],
    ["I'm desperate to pee but nothing comes out, my lower tummy really hurts", 'urinary-retention'],
    ["my nan had a fall and couldn't get up for hours", 'long-lie'],
    ['I missed my dialysis twice and my legs feel like lead, my heart is skipping', 'missed-dialysis'],
    [
      "I'm 30 weeks pregnant, the pain is constant and my bump is hard and tender all over",
      'pregnancy-emergency',
    ],
    ['my daughter says she wants to die', 'suicide-risk'],
    ["my wife collapsed and won't wake up", 'altered-consciousness'],
    ["it's the worst headache of my life, it came on suddenly", 'thunderclap-headache'],
    ['a sudden excruciating headache like being hit on the back of the head', 'thunderclap-headache'],
    ['I have a fever and a stiff neck', 'meningitis-signs'],
    ["she has a rash that doesn't fade when I press a glass on it", 'meningitis-signs'],
    ["i've been thinking about killing myself", 'suicide-risk'],
    ["I don't want to be alive anymore", 'suicide-risk'],
    ["i've been self harming", 'suicide-risk'],
    ["I have an infection and I'm confused and my skin is mottled", 'sepsis-signs'],
    ['i hit my head and have been vomiting since', 'serious-head-injury'],
    ["I'm 12 weeks pregnant and bleeding heavily", 'pregnancy-emergency'],
    ['my 6 week old baby has a temperature of 38.5 degrees', 'infant-fever'],
    ['my two month old has a fever', 'infant-fever'],
    ["I suddenly can't see out of my left eye", 'sudden-vision-loss'],
    ['my legs have gone weak and I wet myself', 'cauda-equina'],
    ['sudden severe pain in my left testicle', 'testicular-torsion'],
    ["I've had an erection for five hours and it won't go down", 'priapism'],
    ['his eyelid is swollen and red and it hurts him to move the eye', 'orbital-cellulitis'],
    ['I got bleach in my eye when I was cleaning', 'chemical-in-eye'],
    ["my son is 2 and I can't find one of the button batteries from the remote", 'swallowed-battery'],
    ['my 3 week old baby keeps being sick, it is green', 'acute-abdomen'],
    ["my hernia has come out and it won't go back in, it's gone hard", 'acute-abdomen'],
    ['got kicked in my left side at football and now the pain goes to my shoulder tip', 'acute-abdomen'],
    ['I had my tonsils out last week and I am spitting blood', 'bleeding-after-tonsillectomy'],
    ['I had my baby 10 days ago and I am soaking a pad an hour with big clots', 'bleeding-after-birth'],
    ['I have a tampon in, a high fever and a rash all over like sunburn', 'toxic-shock'],
    ['she had the baby two weeks ago and now she says the baby has been swapped', 'postpartum-psychosis'],
    ["my nan fell and hurt her hip and she can't get up", 'broken-hip'],
    ['my dad fell, his leg is turned outwards and he cannot get up', 'broken-hip'],
    ['his eyelid is red and swollen and it hurts when he moves his eyes', 'orbital-cellulitis'],
    ['sudden severe stomach pain, the worst I have ever had', 'acute-abdomen'],
    ['I took a whole packet of paracetamol an hour ago', 'overdose'],
    ['I think I took an overdose', 'overdose'],
    [
      'I swallowed what was in the kitchen drawer, two strips of paracetamol, just to make it all stop',
      'overdose',
    ],
    [
      'I was cleaning the drain with the strong powder and it splashed my arm, the skin is white',
      'serious-burn',
    ],
    [
      'he choked on a peanut and now there is a whistling sound when he breathes',
      'severe-breathing-difficulty',
    ],
    [
      'the kitchen filled with smoke and now my voice is hoarse and I am coughing up sooty stuff',
      'severe-breathing-difficulty',
    ],
    ['I have taken more paracetamol than the packet says for days and I have been sick twice', 'overdose'],
    ['we ate mushrooms we picked in the woods and now we are both throwing up', 'overdose'],
    ['no wind at all for two days and I keep vomiting', 'acute-abdomen'],
    ["my lip's swelling up and my tongue feels fat", 'anaphylaxis'],
    ['I am seeing double and I cannot walk in a straight line', 'stroke-signs'],
    ['my bottom feels numb and I had an accident with my bowels, I did not feel it coming', 'cauda-equina'],
    [
      "my period was due two weeks ago and it hasn't come, now I've a sharp pain on my right side",
      'pregnancy-emergency',
    ],
    ["I'm 37 weeks and my face has gone puffy and the screen looks fuzzy", 'pregnancy-emergency'],
    ['I have a rope in my room, I give my things to my friends, everything is finished', 'suicide-risk'],
    [
      'I fell asleep with my feet against the electric fire and there is a white patch that barely hurts',
      'serious-burn',
    ],
    ["I've been coughing up mouthfuls of blood", 'coughing-blood'],
    ['I threw up and it looked like coffee grounds', 'gi-bleeding'],
    ['my poo has gone black and sticky like tar', 'gi-bleeding'],
    ['my baby is really floppy and hard to wake', 'sick-child'],
    ['my little boy pulled the kettle over and scalded his arm', 'serious-burn'],
    ['she is seven weeks old and her temperature is 38.2', 'infant-fever'],
    ["I've decided to end my life tonight and I have the tablets saved up", 'suicide-risk'],
    ["I'm type 1 diabetic, I keep vomiting and I'm breathing really fast", 'dka'],
    ["it started round my belly button and now it's moved to the lower right", 'acute-abdomen'],
    ["I did a test and it's positive, and I've got a sharp pain on my left side", 'pregnancy-emergency'],
    ["my nose has been bleeding for forty minutes and it won't stop", 'heavy-bleeding'],
    ['it was like a curtain came down over my left eye', 'sudden-vision-loss'],
    ['my foot has gone white and stone cold and I cannot feel my toes', 'limb-threat'],
    ['his arm is in a plaster since yesterday and the pain keeps getting worse and worse', 'limb-threat'],
    ["my throat is so bad I can't swallow my own spit", 'severe-breathing-difficulty'],
    [
      'a terrible pain at the top of my stomach going through to my back, and I keep vomiting',
      'acute-abdomen',
    ],
    [
      'a patch on my leg is spreading and the pain is much worse than it looks, and I have the shivers',
      'sepsis-signs',
    ],
    ['both legs feel like jelly and I could not get my water going this morning', 'cauda-equina'],
    ["he doesn't know who I am and he's seeing bugs on the wall", 'altered-consciousness'],
    ['I pressed a clear cup on the spots and they stay, they do not fade', 'meningitis-signs'],
  ];
  it.each(raised)('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  const harmless = [
    'my heart sank when I saw the bill',
    'I nearly died laughing',
    "I'm bleeding money on parking",
    'my back is killing me',
    "I'm dying for a cup of tea",
    'I had a fit of the giggles',
    "I can't breathe through my nose with this cold",
    'no chest pain and no shortness of breath',
    "I don't have a fever or a stiff neck",
    "I'm not suicidal, just tired",
    'I had a seizure years ago as a child',
    'I nearly passed out when I saw the price',
    'I overdosed on chocolate at the weekend',
    'my dad died of a heart attack years ago',
    "I'm 40 and I have a stiff neck from my desk",
    'I hurt myself playing football',
    "i'm scared to death of needles",
    'My boss is a pain in the neck',
    "I'm terrified I'm having a heart attack",
    'I thought I was going to die, my heart was pounding after two coffees',
    'I had a coughing fit and felt like I was choking on phlegm for a second',
    'I fainted at my blood test but came round straight away',
    'it was bleeding loads but it has stopped now',
    'my tooth is killing me when I have a hot drink',
    "I'm allergic to penicillin",
    'I get a bit of sunburn every summer',
    'he jerks just as he is dropping off to sleep, like he has been electrocuted',
    'could it be a seizure?',
    'my fingers go white and numb in the cold and come back when they warm up',
    'the pain shoots down my leg like an electric shock',
    'I have a migraine and I keep seeing zigzags',
    'my toe has gone purple after I stubbed it and it is the worst pain',
    'I jumped up off the sofa and everything went dark for a few seconds',
  ];
  it.each(harmless)('does not escalate: %s', (text) => {
    expect(ids(text)).toEqual([]);
  });

  it('reads red or bloody sick however it is told', () => {
    for (const said of [
      'I was sick and there was blood in it',
      'he was sick and it was bright red',
      'now my sick is red',
    ])
      expect(ids(said), said).toEqual(['gi-bleeding']);
  });

  it('reads red said of the sick, not of the cheeks or the wine', () => {
    for (const said of [
      'I was sick after drinking red wine last night',
      'the baby was sick and has red cheeks',
    ])
      expect(ids(said), said).toEqual([]);
  });

  it('hears "not breathing" said alone, and breathing that is not right', () => {
    expect(ids('My husband. Not breathing.')).toEqual(['altered-consciousness']);
    expect(ids('she is not breathing properly')).toContain('severe-breathing-difficulty');
    expect(ids("I'm not breathing properly through my nose")).toEqual([]);
  });

  it('reads no tummy pain into the right side of the chest, and no fever into a normal temperature', () => {
    expect(mentions("it's sore right across the right side of my chest", 'tummyPain')).toBe(false);
    expect(mentions('a pain in my right side, low down', 'tummyPain')).toBe(true);
    expect(mentions('my temperature, is normal', 'fever')).toBe(false);
  });

  it('reads pain moving to the arm, not pain when the arm is moved', () => {
    expect(ids('I have chest pain and it moved from my chest to my left arm')).toContain(
      'cardiac-chest-pain',
    );
    expect(ids('chest pain, it hurts when I move my arm')).toEqual([]);
  });

  it('reads black stools with iron tablets as the tablets, unless they are tarry', () => {
    expect(ids('my poo has gone black', ['I started iron tablets last week'])).toEqual([]);
    expect(ids('my poo has gone black')).toEqual(['gi-bleeding']);
    expect(ids('my poo is black and sticky like tar', ['I started iron tablets last week'])).toEqual([
      'gi-bleeding',
    ]);
  });

  it('hears a child who cannot be woken, and new diabetes in a vomiting child breathing deeply', () => {
    expect(ids("today she's thrown up four times and I can't get her to wake up properly")).toContain(
      'altered-consciousness',
    );
    expect(ids("I can't get him to wake up in the mornings for school")).toEqual([]);
    expect(
      ids('her breathing is really deep and heavy', [
        "she's been drinking and drinking for weeks and soaking every nappy, and today she's thrown up four times",
      ]),
    ).toContain('dka');
    expect(ids('her breathing is really deep', ['she has been sick twice today'])).not.toContain('dka');
    // Thirst alone is any tummy bug; thirst with weeing a lot is not.
    expect(
      ids("he's been sick three times today and had diarrhoea, and he's really thirsty, breathing fast"),
    ).not.toContain('dka');
    expect(ids('weeing a lot and thirsty all the time, vomiting, breathing is deep')).toContain('dka');
    for (const said of [
      "I can't get my little boy to wake up properly",
      'I can barely get the baby to wake',
      "I can't rouse her",
      "he's difficult to wake",
    ])
      expect(ids(said)).toContain('altered-consciousness');
    for (const said of [
      "I can't get him to wake up for school, he's a typical teenager",
      "can't get her to wake up for her feed, she feeds fine once up",
    ])
      expect(ids(said)).toEqual([]);
  });

  it('hears a baby of a few weeks with projectile vomiting, however the age is written', () => {
    expect(mentions("my boy, he's 8 wks, he has a fever of 38.5", 'infantUnder3m')).toBe(true);
    // How long, not how old.
    expect(ids("I've had a headache, it's 2 days now, and a temperature of 38.3")).toEqual([]);
  });

  it('reads no emergency into a simile or a list of regular tablets, and still hears the real ones', () => {
    expect(ids('a red patch on the side, hot as a radiator and really tender')).toEqual([]);
    expect(ids("my daughter leaned on the radiator and burnt her arm, she's 3")).toContain('serious-burn');
    expect(ids('my son is 2, he touched something like a heater and his hand blistered')).toContain(
      'serious-burn',
    );
    expect(ids('I take lots of tablets, binders and blood pressure ones')).toEqual([]);
    expect(ids('she took lots of tablets')).toContain('overdose');
    expect(ids("I'm going to take lots of tablets tonight")).toContain('overdose');
    // A floppy child is an emergency even with a limb named beside it.
    expect(ids("my son is 1, he's burning up, lying on my arm floppy")).toContain('sick-child');
  });

  it('hears emergencies told in ordinary words: a missing battery, sight switched off, a rupture, a sudden horrendous pain', () => {
    expect(
      ids('The back has come off and the little round flat battery is missing, the silver coin one', [
        "My son's 18 months, he was playing with the car key fob",
      ]),
    ).toContain('swallowed-battery');
    expect(ids('Earlier the sight in my left eye just went, like someone switched it off')).toContain(
      'sudden-vision-loss',
    );
    // Sight that goes grey or off, not grey hair, grey discharge or sight gone fuzzy over weeks.
    expect(ids('my eyes are itchy and my hair is mostly grey now')).toEqual([]);
    expect(ids("I've got conjunctivitis in one eye, the discharge is just grey")).toEqual([]);
    expect(ids('the vision in my right eye has gone fuzzy over the last few weeks')).toEqual([]);
    // Said in fear, going blind is still heard: the lesser fault.
    expect(ids("I'm scared I'm going blind, it happened suddenly an hour ago")).toContain(
      'sudden-vision-loss',
    );
    expect(
      ids("I've had a rupture down in my groin for years, since this morning it won't go back"),
    ).toContain('acute-abdomen');
    expect(
      ids("It hasn't let up at all, I'm doubled over in the car", [
        'out of absolutely nowhere I got this horrendous pain down on the right, low in my tummy',
      ]),
    ).toContain('acute-abdomen');
    expect(ids("I've been sick three times and not a peep of wind since last night")).toContain(
      'acute-abdomen',
    );
    // Not a phone battery, a ruptured eardrum, lying down on the right, a horrific week or laughing.
    expect(
      ids(
        "my baby has had diarrhoea since yesterday, she's missing feeds, sorry my phone battery is on 5 percent",
      ),
    ).toEqual([]);
    expect(ids("the GP said I've got a rupture in my eardrum, my hearing won't go back to normal")).toEqual(
      [],
    );
    expect(ids("my shoulder hurts when I move it, and it's worse when I lie down on the right")).toEqual([]);
    expect(
      ids("I've had a horrific week to be honest", [
        "I've had a bit of a tummy ache since lunch",
        'it came on all of a sudden',
      ]),
    ).toEqual([]);
    // Ordinary swelling in pregnancy is no emergency; a face and hands swollen fast are.
    expect(
      ids("I'm 30 weeks pregnant and my ankles have got swollen by the evening, is that normal?"),
    ).toEqual([]);
    expect(ids("I'm 12 weeks pregnant and my face has got fat, I've put on loads of weight")).toEqual([]);
    expect(
      ids('My eyes see like little lights flashing and everything is not clear', [
        'Hello, I am pregnant, eight months, my first baby',
      ]),
    ).toContain('pregnancy-emergency');
    expect(
      ids('My face and my hands become fat very quick, since two days, I cannot close my hand', [
        'I am pregnant, eight months',
      ]),
    ).toContain('pregnancy-emergency');
  });

  it('reads no emergency into a bottom lip, a bumpy tongue, a blotchy rash or a faint at the sight of blood', () => {
    expect(
      ids("there's a little cluster of blisters on my bottom lip, it tingled last night", [
        "my back's been stiff from the garden",
      ]),
    ).toEqual([]);
    expect(ids('numb around my bottom and my back is killing me')).toContain('cauda-equina');
    expect(
      ids("His tongue's gone really red and bumpy like a strawberry", [
        "he's five, he had a sore throat and a temperature yesterday",
        'a rash all over his chest and tummy',
      ]),
    ).toEqual([]);
    expect(
      ids('she has come out in a pink blotchy rash on her tummy and back', [
        'she had a high temperature for three days, up to 39.5',
      ]),
    ).toEqual([]);
    expect(ids('her skin has gone blotchy and she is burning up with a fever')).toContain('sepsis-signs');
    expect(
      ids("I've always been squeamish, I saw it filling the tube and I collapsed", [
        'something happened when they took the blood',
      ]),
    ).toEqual([]);
  });

  it('keeps a head wound whatever runs from it', () => {
    expect(ids("I fell and there's blood running from a gash in my head and I feel drowsy")).toContain(
      'serious-head-injury',
    );
  });

  it('hears disgust at a thought as no nausea', () => {
    expect(mentions('the thought makes me feel sick', 'nausea')).toBe(false);
    expect(mentions('eating makes me feel sick', 'nausea')).toBe(true);
  });

  it('reads a child by name or age, never a grown son helping, nor a word said twice across a new clause', () => {
    expect(mentions('Daughter, 2. Limping since this morning.', 'child')).toBe(true);
    expect(ids("I'm 40, I burnt my hand on the oven, son put it under the cold tap")).toEqual([]);
    expect(ids("there's no rash on her and her neck is really stiff and she has a fever")).toContain(
      'meningitis-signs',
    );
    expect(ids("I find it difficult to wake up in the mornings, I'm always tired")).toEqual([]);
    expect(ids("my poo has gone black and tarry, I'm not on anything, only iron deficient")).toEqual([
      'gi-bleeding',
    ]);
  });

  it('lets only a cause taken now explain black stools, and not when the body shows a bleed', () => {
    expect(ids("my poo is black, I'm on iron tablets")).toEqual([]);
    expect(ids('my poo has gone black', ['she gave him iron drops'])).toEqual([]);
    // A guess, a denial between the taking and the cause, low iron in the blood, or someone else's tablets: no cause.
    for (const said of [
      'is it the iron doing it',
      "I'm on no iron",
      'I forgot to take my iron',
      "I've had low iron for years",
      'my wife takes iron tablets',
      'I had iron tablets when I was pregnant',
    ])
      expect(ids('my poo has gone black', [said])).toEqual(['gi-bleeding']);
    expect(ids('my poo has gone black', ['I came off the iron tablets last month'])).toEqual(['gi-bleeding']);
    expect(ids('my poo has gone black', ['no iron tablets or pepto'])).toEqual(['gi-bleeding']);
    expect(ids('my poo has gone black', ['I have some iron tablets in the cupboard'])).toEqual([
      'gi-bleeding',
    ]);
    expect(ids('my poo has gone black and I feel faint', ['I started iron tablets last week'])).toEqual([
      'gi-bleeding',
    ]);
    expect(ids('my poo has gone black and I passed out', ['I take iron'])).toEqual(['gi-bleeding']);
    // The stopping said after the cause, or what makes a bleed likelier.
    expect(ids('my poo has gone black', ["I'm on iron but I ran out last week"])).toEqual(['gi-bleeding']);
    expect(
      ids('my poo has gone black and my stomach hurts', ['I take iron tablets and lots of ibuprofen']),
    ).toEqual(['gi-bleeding']);
    for (const said of [
      "I'm pregnant and on iron tablets",
      "I'm on no medicines except iron",
      'just iron tablets',
    ])
      expect(ids('my poo has gone black', [said])).toEqual([]);
  });

  it('tells a mother’s own fever from her baby’s, and one-sided pain late in pregnancy from an ectopic', () => {
    expect(ids("my temperature's 38.7", ["my baby's five weeks old and I'm breastfeeding"])).toEqual([]);
    expect(
      ids("and her temperature's 38.2", ["my baby's five weeks old, I've had a temperature too"]),
    ).toEqual(['infant-fever']);
    expect(ids('now a pain in my right side', ["I'm twenty-six weeks pregnant"])).toEqual([]);
    expect(ids('now a sharp pain on my right side', ["I'm 7 weeks pregnant"])).toEqual([
      'pregnancy-emergency',
    ]);
    expect(ids('I have hay fever and a stiff neck')).toEqual([]);
  });

  it('builds a flag across turns, raising it on the turn that completes it', () => {
    expect(ids('I have chest pain')).toEqual([]);
    expect(ids("and now I'm all sweaty", ['I have chest pain'])).toEqual(['cardiac-chest-pain']);
    expect(ids('I also have a stiff neck', ['I have had a fever since yesterday'])).toEqual([
      'meningitis-signs',
    ]);
    expect(ids("and I've been bleeding a lot", ["I'm 20 weeks pregnant"])).toEqual(['pregnancy-emergency']);
  });

  it('counts a bare yes to a question about one warning sign', () => {
    expect(ids('yes', ['I have chest pain'], 'Does the pain spread to your arm or jaw?')).toEqual([
      'cardiac-chest-pain',
    ]);
    expect(ids('no', ['I have chest pain'], 'Does the pain spread to your arm or jaw?')).toEqual([]);
  });

  it('reads speech-to-text without punctuation', () => {
    expect(ids('i got this chest pain and im sweating loads and it goes into my jaw')).toEqual([
      'cardiac-chest-pain',
    ]);
    expect(ids('my face has dropped on one side and i cant get my words out')).toEqual(['stroke-signs']);
  });
});

describe('emergencyAdvice', () => {
  it('says to call emergency services now, and what to do meanwhile, for every flag', () => {
    for (const rule of RED_FLAG_RULES) {
      const sentences = emergencyAdvice([{ id: rule.id, label: rule.label }]);
      const text = sentences.join(' ');
      expect(text).toMatch(/call emergency services now/);
      expect(text).toMatch(/999|911|112|local emergency number/);
      expect(text).toMatch(/while you wait/);
      expect(sentences.every((s) => s.length < 400)).toBe(true);
    }
  });

  it('mentions aspirin for a possible heart attack and a crisis line for suicidal thoughts', () => {
    expect(emergencyAdvice([{ id: 'cardiac-chest-pain', label: '' }]).join(' ')).toMatch(/aspirin/);
    expect(emergencyAdvice([{ id: 'suicide-risk', label: '' }]).join(' ')).toMatch(/Samaritans/);
  });
});

describe('detectRedFlags: everyday words near the newer emergencies raise none', () => {
  it.each([
    "my son's snot is green and he was sick once",
    'my toddler was sick after eating peas, it was green',
    'when I blow my nose there is pain in my left side',
    'sudden bouts of tummy pain, very bad period cramps',
    'acid reflux, and something in my eye',
    "magnets on the fridge, I can't find the keys, my son is 3",
    'blue pills for my blood pressure, my ankle has been swollen for six hours',
    'I gave birth 20 years ago and I am soaking through pads with my period',
    'I had my son with me at the shops and I keep hearing voices from next door',
    "I had my baby two weeks ago, I'm not tired at all, just low",
    'I fell off the bottom step of the ladder and grazed my knee',
    'I dived into the pool and my shoulder has ached since, no tingling',
    'my snake plant has gone yellow and the cat bit my hand',
    'pins and needles in my foot after sitting cross-legged, my legs are fine',
    'I had a sickle cell test when I was pregnant, it was negative, I have a cold',
    'grit blew into my eye on the beach, it is watering',
    // Everyday speech near the newest flags (a second reader's list).
    'nothing came up and then I felt better',
    'I live on the second floor and I fell in the kitchen',
    "I fell over at work, I'm a scaffolder, grazed my hand",
    'I fell from the top of the stairs',
    'I dropped a 5m tape measure on my foot',
    'I went 5 metres down the road and fell',
    'I did a dive and my legs are dead tired',
    "I've got a hammering headache behind my eye and blurred vision",
    "I'm a metal worker and my eyes are blurry and sore by the end of the day",
    "I poked myself in the eye with my finger and it's a bit blurry",
    'the pain shot across my chest across to my arm',
    'I got a shock off the electric fence at the farm',
    'I have sickle cell trait and a temperature of 38',
    'my sister has sickle cell disease, I have a fever',
    "I've got sickle cell, my cough medicine isn't helping my cold",
    'my pet corn snake bit me',
    'the cat bit my hand and I saw an adder later',
    'I saw a snake in the garden, my ankle is a little bit swollen',
    "my legs have gone to sleep and I've got pins and needles in my feet",
    "I can't stand the tingling in my feet at night",
    'restless legs, tingling in my legs, I cannot get up in the morning',
    "I sprained my ankle, my toes are a bit numb and I can't walk on it",
    'my legs are like jelly after the marathon and my toes are numb',
    "I think I've poisoned myself, I ate toast and then saw mould on the loaf",
    "I can't wake him in the mornings, he's fifteen and sleeps till midday",
    'I had cupping yesterday and there are purple circles that do not fade',
    'I fell asleep on the floor watching TV for a couple of hours',
    'my waters broke at 39 weeks and contractions have started',
    "I'll do it tonight after work",
    "she said she'll do it today when she gets home from work",
    "he'll kill himself on that motorbike one day",
    'my grandma is 95 and says she wants to die at home, not in hospital',
    "I've got food poisoning from a takeaway",
    'my toddler has hand foot and mouth, blisters all over his hands and sores in his mouth',
    'blistering on my heel from running, my eyes are sore from the screen',
    "I'm worried my defib might go off again",
    'we did defib training at work and the alarm went off twice',
    "he's drooling a lot and has stopped eating his food, he's teething",
    "I've lost weight and my bones are showing through",
    'my stomach is swollen and hard and I cannot poo, nothing comes out',
    "I can't pee in public toilets and my tummy feels swollen after dinner",
    'I slipped on the kitchen floor two hours ago and hurt my wrist, I got straight up',
    'I fell asleep on the floor for two hours',
    'my waters broke an hour ago and it keeps coming out in gushes',
    'his front tooth got knocked out playing hockey',
    'I missed my dialysis appointment last year, I have a cold',
    'she drinks loads of water at nursery, and she threw up once after a big lunch',
    "I haven't had dialysis yet, my kidney doctor says I'll need it next year, I get pins and needles",
    "I'm 32 weeks pregnant, my bump goes hard and tight all over for a minute then relaxes again",
    "I'm diabetic, I was sick last year and I'm very thirsty",
    'the test has thrown up some problems, I am diabetic and very thirsty',
    'my resting pulse is 52 and I run marathons',
    'I had my ears pierced and the one behind my ear is a bit red',
    'I did a dive into the pool and my shoulder aches',
    'my eyelid is twitching and my eyes are tired',
    'my oxygen was 97 on the finger monitor and I feel fine',
    'I go to the toilet six times a day to pee',
    'I watch TV for 30 minutes before bed',
    'my heart rate goes up to 180 when I run for 30 minutes',
    'my blood pressure machine says 110 over 38',
    "my pulse isn't 35, it's 65",
    'sat on the sofa for 60 minutes',
    "my oxygen is fine, I'm 89",
    'oxygen 100, pulse 62',
    'I have COPD, my sats usually sit at 90',
    "the rash came up really quick and it's tingling",
    'I did a scuba course 5 years ago, now I have numbness in my toes',
    'I take my blood pressure tablets 6 times a day and feel dizzy',
    "I won't talk to him, and I'm not eating or drinking much because of the tummy bug",
    'I have a frozen shoulder and I am not eating much with this flu',
    'eyelid has been drooping with age, and I get double vision when tired',
    'my glands behind my ear are swollen and I have a cold with a temperature',
  ])('"%s"', (said) => {
    expect(detectRedFlags(said).filter((flag) => flag.id !== 'possible-emergency')).toEqual([]);
  });
});
