// Emergencies and urgent signs told the way callers tell them, beside their everyday look-alikes: each pair is a
// reading that was once too narrow (missing the real case) or too wide (alarming over the harmless one).
import { describe, expect, it } from 'vitest';
import { aboutThem, agesSaid, analyse, patientOf } from '../language';
import { answerOf } from '../language/answers';
import { createBuiltInDoctor } from './built-in-doctor';
import { extractModifiers, extractSeverity } from './extractors';
import { detectRedFlags } from './red-flags';
import { urgentDiscriminators } from './urgency-floor';

const flags = (text: string, recentPatientTexts: string[] = []) =>
  detectRedFlags(text, { recentPatientTexts }).map((flag) => flag.id);
const urgent = (...texts: string[]): string[] => urgentDiscriminators(texts);

function concluded(...lines: string[]) {
  const doctor = createBuiltInDoctor({ now: new Date('2026-03-04T10:00:00Z') });
  doctor.opening();
  for (const line of lines) doctor.reply(line);
  for (let i = 0; i < 40 && !doctor.finished; i++) doctor.reply('Hmm, let me think.');
  return doctor.triage.urgency;
}

describe('emergencies told in ordinary words, and their look-alikes', () => {
  it.each([
    [
      "My husband is 78, he's taking blood thinners, and he's just collapsed in the kitchen, he's grey and clammy",
    ],
    ['They took blood at the GP this morning, and this afternoon I collapsed at home out of nowhere'],
    [
      "Sorry, I'm a bit squeamish about all this, but my wife collapsed in the garden and she's not right since",
    ],
    ["Nothing's easing this crushing pain in my chest and I'm sweating"],
    ["My daughter is 15, she's burning up with a fever, and she's got blotchy purple patches on her legs"],
    ['the vision in my left eye went suddenly about an hour ago'],
    ["the sight in my right eye has gone this morning, I'm 72"],
    ['my left eye went all grey about half an hour ago'],
    ["I'm scared I'm going blind, it happened suddenly an hour ago"],
    ["my toddler was playing with the remote and the battery's missing, he seems fine"],
    ["there's a button battery missing from the scales and my little boy was playing there, he's 2"],
    ["I can't find the battery from the remote and my son is 3"],
    ['My back is agony and my bottom right cheek is tingly since this morning'],
    ["my back is killing me and I'm numb around my bottom"],
    ["I've got a rupture and it won't go back in, it's gone hard and really tender"],
    ["I've had sudden horrendous tummy pain in the last hour"],
    ["My stomach pain came on suddenly an hour ago and it's horrific"],
    [
      "I've had tummy pain since last night, it's low on the right now, it was a bumpy drive and it was agony",
    ],
    ['sudden tummy pain, doubled over, I was laughing at first because I thought it was wind'],
    ["I'm 34 weeks pregnant and my hands have gone really fat, I can't make a fist"],
    ["I'm 35 weeks pregnant, my face got big since yesterday and I have a headache"],
    ["I'm 30 weeks pregnant and my feet and ankles became very swollen suddenly this morning"],
    ["I'm 34 weeks pregnant and my hands swelled up overnight"],
    ["I've got back pain and I've gone numb around my bottom"],
    ["I've been getting back pain and now I'm numb between my legs"],
    ["I'm scared I'm going blind, since yesterday I can barely see out of it"],
    ['I collapsed in the tube station and I was cold and clammy after'],
    ['I was laughing with friends when I suddenly doubled over with tummy pain'],
    ["the pain goes from my back to my legs and I'm numb around my bottom"],
    ["it's my back again, the pain is awful and I'm numb in the saddle area"],
    ["I'm 32 weeks pregnant and I've suddenly got a swollen face and hands"],
    ["I'm 34 weeks pregnant and my feet and ankles suddenly swelled up"],
    ['my 8 month old is burning up, he has blotchy patches on his legs and his hands and feet are cold'],
    ["my toddler had the remote and now the battery's gone"],
    ["my tummy pain is severe and I'm feverish, the taxi was bumpy and it killed me"],
    ["my tummy pain is severe and I'm feverish, the bumpy ride here was agony, my lips are dry"],
    ["I've had floaters for years but this morning a curtain came down and I'm scared I'm going blind"],
    ["I'm scared I'm going blind, it's been blurry since lunchtime"],
    ["I'm 35 weeks pregnant and my feet have ballooned suddenly"],
    ["I'm 35 weeks pregnant and my ankles have blown up overnight"],
    ["my 2 year old was playing with the torch and the torch battery's missing"],
    ["my 2 year old was playing with grandad's hearing aid and the hearing aid battery's gone"],
    ["my tummy pain is severe and I'm feverish, the journey here was really bumpy and it killed me"],
    ["pain in my sore back again and I can't control my bladder"],
    ["my 8 month old is burning up, he's got blotchy spots on his legs and his hands and feet are cold"],
  ])('raises a red flag: %s', (text) => {
    expect(flags(text)).not.toEqual([]);
  });

  it.each([
    ["I've always been squeamish, I saw it filling the tube and I collapsed", ['they took the blood']],
    ['the vision in my right eye has gone fuzzy over the last few weeks', []],
    ["My eyes are itchy and watery with hay fever, I'm terrified I'm going blind from all the rubbing", []],
    [
      "there's a little cluster of blisters on my bottom lip, it tingled last night",
      ["my back's been stiff"],
    ],
    ["the GP said I've got a rupture in my eardrum, my hearing won't go back to normal", []],
    ["His tongue's gone really red and bumpy like a strawberry", ['he had a sore throat and a temperature']],
    ["I'm 30 weeks pregnant and my ankles have got swollen by the evening, is that normal?", []],
    ["I've just got back from a long bike ride, my bum is killing me and it's a bit numb down there", []],
    ['I got back from chemo today, the sickness is killing me and my legs are like jelly', []],
    ["I'm 34 weeks pregnant and my ankles have been swollen for two days", []],
    ["I'm 34 weeks pregnant, I can't make a fist in the morning with my carpal tunnel", []],
    ["my son's been coughing all night, he's 2, and the battery's gone in the thermometer", []],
    ["I've hurt my back and I've got pins and needles on the bottom left of my foot", []],
    ['my son has a fever and blotchy red patches on his cheeks', []],
    ["my tummy feels all bumpy and bloated, I've been sick with a temperature", []],
    ["I'm worried I'm going blind, my right eye has been a bit blurry for months", []],
    ["I'm worried I'm going blind, it's been blurry for months now", []],
    ["my daughter has a temperature, she's 1, sorry if I cut out, my phone battery's gone", []],
    ["I'm 30 weeks pregnant and my feet cramp up suddenly at night", []],
    ["I've got tummy pain and I've been sick, my poo is bumpy and hard", []],
    ["the pain in my knee is back again and I can't control my bladder", []],
    ['my daughter has a fever and blotchy pink patches on her cheeks', []],
    ["I'm worried I'm going blind, I had an eye test today and they said I need glasses", []],
  ] as const)('raises none: %s', (text, before) => {
    expect(flags(text, [...before])).toEqual([]);
  });
});

describe('urgent signs told in ordinary words, and their look-alikes', () => {
  it('hears them', () => {
    expect(urgent("honestly I wouldn't mind if I didn't wake up tomorrow")).toContain('passive-death-wish');
    expect(urgent("I'd not mind if I fell asleep and didn't wake up")).toContain('passive-death-wish');
    expect(
      urgent("I felt like I'd been kicked in the back of the ankle, when I go on my tiptoes nothing happens"),
    ).toContain('tendon-rupture');
    expect(urgent('I felt a pop in my knee playing football and it swelled up straight away')).toContain(
      'tendon-rupture',
    );
    expect(
      urgent(
        'I had a c section 2 weeks ago and the wound is red and oozing, my first was a section 3 years ago',
      ),
    ).toContain('infected-operation-wound');
    expect(
      urgent(
        "I'm 20 weeks pregnant and my friend's little boy has itchy blisters all over his arms and legs",
      ),
    ).toContain('chickenpox-in-pregnancy');
    expect(urgent('his tongue is strawberry red and bumpy and he has a rash')).toContain('scarlet-fever');
    expect(urgent("I felt a pop in my calf playing squash and now I can't walk properly")).toContain(
      'tendon-rupture',
    );
    expect(urgent('I tried to go up on my tiptoes and nothing happens')).toContain('tendon-rupture');
    expect(urgent("I tried to stand on my tiptoes and I just can't")).toContain('tendon-rupture');
    expect(urgent("I went up on my tiptoes to look over the fence, now I can't stop sneezing")).not.toContain(
      'tendon-rupture',
    );
  });

  it('does not hear them in look-alikes', () => {
    expect(
      urgent('felt a pop in my lower back lifting a box, my calf muscles are tight from running'),
    ).not.toContain('tendon-rupture');
    expect(
      urgent("I'm 20 weeks pregnant and have itchy blisters all over my feet from new shoes"),
    ).not.toContain('chickenpox-in-pregnancy');
  });
});

describe('who the patient is, and what an answer means', () => {
  it('hears a relative or carer speaking of someone else, and a carer speaking of themselves', () => {
    expect(patientOf(analyse("Mum's got a sore throat and a temperature, she's 88"))).toMatchObject({
      subject: 'other-adult',
      ageYears: 88,
    });
    expect(patientOf(analyse('Dad has collapsed')).subject).toBe('other-adult');
    expect(patientOf(analyse("I'm a carer, the lady I look after has chest pain")).subject).toBe(
      'other-adult',
    );
    expect(patientOf(analyse("I'm a carer, Mrs Jones is 88 and has had a temperature")).subject).toBe(
      'other-adult',
    );
    expect(
      patientOf(analyse("I'm a carer. Sore throat and a temperature for three days, can't swallow properly"))
        .subject,
    ).toBe('self');
    expect(patientOf(analyse("Dad has chest pain and he's sweating")).subject).toBe('other-adult');
    expect(patientOf(analyse("Mum's having chest pains")).subject).toBe('other-adult');
    expect(patientOf(analyse('Dad had a stroke this morning')).subject).toBe('other-adult');
    expect(patientOf(analyse("Nan's feverish, she's 80"))).toMatchObject({
      subject: 'other-adult',
      ageYears: 80,
    });
    expect(patientOf(analyse("Dad isn't breathing")).subject).toBe('other-adult');
    expect(patientOf(analyse('Mum is driving me to hospital. Chest pain')).subject).toBe('self');
    expect(patientOf(analyse('Mum had breast cancer. Found a lump in my breast')).subject).toBe('self');
    expect(patientOf(analyse("I'm a carer, my client has chest pain and is sweating")).subject).toBe(
      'other-adult',
    );
    // Family history, whereabouts, and a stranger mentioned leave the caller the patient.
    expect(patientOf(analyse('Mum has diabetes too. Been really thirsty')).subject).toBe('self');
    expect(patientOf(analyse("I'm a carer, a man of 50, chest pain since this morning")).subject).toBe(
      'self',
    );
    expect(
      patientOf(analyse('Dad had a heart attack at 52. Chest tightness since this morning')).subject,
    ).toBe('self');
    expect(patientOf(analyse("Mum's at the shops. Really bad tummy pain, been sick twice")).subject).toBe(
      'self',
    );
    expect(
      patientOf(analyse("I'm a carer. Chest pain since this morning. The man next door drove me here"))
        .subject,
    ).toBe('self');
  });

  it('takes distress for no denial', () => {
    expect(answerOf("there's no point going on anymore")).not.toBe('no');
    expect(answerOf("there's no way I can get a proper breath in")).not.toBe('no');
    expect(answerOf("there's no feeling down there")).not.toBe('no');
    expect(answerOf("there's no breathing problems")).toBe('no');
    expect(answerOf("there's no breathing")).not.toBe('no');
    expect(answerOf("there's no pain")).toBe('no');
  });

  it('speaks of a child with every verb agreeing', () => {
    expect(aboutThem('if you stop peeing or feel very dizzy', 'he')).toBe(
      'if he stops peeing or feels very dizzy',
    );
  });
});

describe('a baby off feeds', () => {
  it('is seen today, whatever the rash', () => {
    // At least today: the learned layer may also ask whether she is floppy or hard to wake, and an unclear answer
    // counts as yes.
    expect(['urgent', 'emergency']).toContain(concluded('my baby has nappy rash and is off her milk'));
    expect(
      concluded("my daughter is 22, she has nappy rash from her incontinence pads, she's off her food"),
    ).not.toBe('urgent');
  });
});

describe('a blocked ear', () => {
  it('is earwax when painless, and seen when it aches or swells behind', () => {
    expect(concluded("I've had earache for five days now and the ear feels blocked")).not.toBe('self-care');
    expect(
      concluded('My ear feels blocked and muffled, and behind my ear is swollen and red and sticking out'),
    ).toMatch(/urgent|emergency/);
  });
});

describe('conditions told their own way by ordinary people', () => {
  it('hears an abscess told as a hot ball growing every day, and a pain scored without being asked', () => {
    expect(
      urgent('It is on the left side, by the opening. Like a ball, hard and hot.', 'a swelling'),
    ).toContain('abscess');
    expect(urgent('a lump, first day small, now every day bigger')).toContain('abscess');
    expect(urgent('a lump bigger than a pea, been there for years')).not.toContain('abscess');
    expect(
      concluded(
        'I have a problem in my private area, a swelling, very painful.',
        'Three days. First day small, now every day bigger. Pain is strong, maybe 7 or 8.',
        'I am 31, no illness.',
      ),
    ).toBe('urgent');
  });

  it('sees eczema with new blisters in clusters, or new sores with a fever, today', () => {
    expect(
      urgent(
        'He have always dry skin with itching since baby. Now there are groups of small blisters, some like little holes.',
      ),
    ).toContain('eczema-new-sores');
    expect(urgent('my eczema is weeping', 'tonight he is hot, 38.6')).toContain('eczema-new-sores');
    expect(urgent('my eczema is flaring, really itchy and dry')).not.toContain('eczema-new-sores');
    expect(urgent('my eczema is a bit weepy, no temperature')).not.toContain('eczema-new-sores');
  });

  it('reads a sting that happened, not a sensation or a figure of speech', () => {
    expect(
      concluded(
        "my mouth's gone all weird, there's white stuff on my tongue",
        'my tongue is sore, it stings when i eat crisps',
        "i'm 16, i've got the brown inhaler",
      ),
    ).not.toBe('self-care');
    expect(
      concluded('I got stung by a wasp on my arm an hour ago', "it's red and itchy", 'no swelling elsewhere'),
    ).toBe('self-care');
  });

  it('takes a site named first as the complaint when the next reply says only what is wrong with it', () => {
    expect(
      concluded(
        "My ear feels like it's got an angry wasp living in it.",
        "First it was itchy, and now it's sore as anything when I pull my earlobe.",
        "There's some yellowy gunk coming out, everything's a bit muffled. No temperature.",
        "I'm 45, healthy, no tablets.",
      ),
    ).toBe('routine');
    // A cough after "my chest" is no chest pain; an itch after a tick on the tummy is no tummy pain.
    expect(
      concluded(
        "It's my chest.",
        "I've got a cough, a bit of a cold.",
        "I'm 30, no fever, no other problems.",
      ),
    ).not.toBe('urgent');
    expect(
      concluded(
        'Found a tick on my stomach this morning, took it out.',
        'Small red mark, slightly itchy.',
        "No rash spreading, no fever. I'm 48.",
      ),
    ).toBe('self-care');
  });

  it('hears cystitis told as trips to the loo, a little burn as a burn, and no onset in the wait for the call', () => {
    expect(
      concluded(
        "Hiya, sorry, I've been on hold ages",
        "I'm up and down to the loo every five minutes since yesterday and it burns like anything when I go",
        "No temperature, no pain in my back or sides, not being sick. I'm 35, not pregnant, no allergies",
      ),
    ).toBe('self-care');
    expect(
      concluded(
        "I've got a little burn on my forearm from the oven shelf",
        'It stings, no blisters',
        "I'm fine otherwise",
      ),
    ).toBe('self-care');
  });
});

describe('what was, not what is', () => {
  it('takes blood everywhere at first for how a small cut began, and a misheard time for no swallowing', () => {
    expect(flags('Eating a sandwich. Blood everywhere at first. Looked like a massacre.')).not.toContain(
      'heavy-bleeding',
    );
    expect(flags("there's blood everywhere, it won't stop")).toContain('heavy-bleeding');
    expect(flags("he's four, no medicine except calpol which i gave him at ate oclock")).not.toContain(
      'overdose',
    );
    expect(flags('my son is four and he ate some of my tablets')).toContain('overdose');
  });

  it('sends skipped heartbeats that keep coming back over weeks to a GP, not a racing heart after energy drinks', () => {
    const coffee = [
      "It's like it trips over its own feet, a little stumble and then a big kick. It catches me after my second flat white.",
      "No pain, never keeled over, not out of puff. I'm 25, no health problems, no pills.",
    ];
    expect(
      concluded(
        'My heart keeps doing somersaults in my chest.',
        coffee[0]!,
        'On and off for a few weeks.',
        coffee[1]!,
      ),
    ).toBe('routine');
    expect(
      concluded(
        'My heart keeps doing somersaults in my chest.',
        coffee[0]!,
        'Since this morning.',
        coffee[1]!,
      ),
    ).toBe('self-care');
  });
});

describe('a minor presentation told by what it is, not by a word that happens to be near', () => {
  it('reads a racing heart after caffeine only with a heart in it, and a twitch as a twitch', () => {
    expect(
      concluded(
        'hi my I lid keeps twitching the right one on and off for about three weeks',
        "its like a little flutter it comes and goes its worse when I'm tired",
        "I've been drinking energy drinks for exams. I'm 20, no medication, I can see normal",
      ),
    ).toBe('self-care');
    expect(
      concluded(
        'ive had muscle twitches for weeks and im scared its a nerve disease',
        'my calf keeps twitching, its been about a month, not painful',
        'im not weak at all. im 28 no health problems no medicines',
      ),
    ).toBe('routine');
  });

  it('reads a toe caught on the coffee table as a knock', () => {
    expect(
      concluded(
        'I kicked the leg of the coffee table and caught my big toe right on it, about an hour ago',
        "It's throbbing but not swollen much, pointing the right way, I can walk on it",
        "I'm not diabetic, not on anything, no allergies",
      ),
    ).toBe('self-care');
  });

  it('sees a child with a urine infection and a fever today', () => {
    expect(
      concluded(
        'its about my son hes four and he says his willy hurts when he wees',
        'he keeps running to the toilet every few minutes and says its stinging',
        'today hes hot i took his temperature and it was thirty eight point five',
        'hes still playing and drinking his juice, no illnesses',
      ),
    ).toBe('urgent');
  });
});

describe("second reader's faults on this session's rules", () => {
  it('keeps bleeding that is still going an emergency, whatever it was at first', () => {
    expect(
      flags("my son cut his leg on a broken bottle, blood everywhere to begin with and it's still going"),
    ).toContain('heavy-bleeding');
    expect(flags("blood everywhere at first and it hasn't stopped")).toContain('heavy-bleeding');
  });

  it('reads no twitch in eyes that jump or flicker, and sees a twitching baby or a twitch after a knock today', () => {
    expect(
      concluded(
        'my baby keeps twitching her arm and leg, it happens in clusters when she wakes, she is 5 months old',
      ),
    ).not.toBe('self-care');
    expect(
      concluded("my mum's eyes keep flickering side to side and she's dizzy and sick, she's 80"),
    ).not.toBe('self-care');
    expect(
      concluded(
        'my son banged his head and now his eyelid keeps twitching',
        "he's a bit sleepy and he's been sick",
      ),
    ).not.toBe('self-care');
  });

  it('sees a knock that left a finger or toe out of shape', () => {
    expect(concluded('I caught my finger in the door and the tip is hanging off')).not.toBe('self-care');
    expect(concluded('I kicked the leg of the bed and my little toe is sticking out sideways')).not.toBe(
      'self-care',
    );
  });

  it('reads no pain score from an age, a time, a weight or a length', () => {
    const score = (text: string) => extractSeverity(analyse(text), false);
    expect(score("my daughter has a sore ear she's about 9")).toBeNull();
    expect(score('hes got tummy ache hes maybe 8 or 9')).toBeNull();
    expect(score("it's been sore since about 6 last night")).toBeNull();
    expect(score('it hurts around 7 at night')).toBeNull();
    expect(score('the pain is maybe 2 or 3 days now')).toBeNull();
    expect(score('it hurts maybe 3 or 4 times an hour')).toBeNull();
    expect(score('it hurts about 5 or 6')).toBe(6);
  });

  it('reads an abscess only from a lump said to be hot, not a hot flush, a hot-water bottle or the weather', () => {
    expect(urgent("a lump in my breast, I've been having hot flushes")).not.toContain('abscess');
    expect(urgent('I put a hot water bottle on the lump')).not.toContain('abscess');
    expect(urgent("it's a lump, it's really hot weather")).not.toContain('abscess');
    expect(urgent('the lump is red and hot')).toContain('abscess');
  });

  it('reads no water infection in trips to the loo with a bad tummy', () => {
    expect(
      concluded(
        "I've got a bad tummy, running to the loo every half hour",
        "I'm 30, no blood, drinking fine",
      ),
    ).not.toBe('self-care');
  });

  it('keeps what eases or worsens it when the patient says "not"', () => {
    const modifiers = (text: string) => extractModifiers(analyse(text), false);
    expect(modifiers("better when I'm not moving")?.better).toEqual(["when you're not moving"]);
    expect(modifiers("worse if I haven't eaten")?.worse).toEqual(["if you haven't eaten"]);
    expect(modifiers('that cream helps')?.better).toEqual(['with that cream']);
  });

  it('keeps eczema with blisters in little clusters, and a sting named as one', () => {
    expect(urgent('his eczema has gone bad, blisters in little clusters round his mouth')).toContain(
      'eczema-new-sores',
    );
  });
});

describe('b14: conditions told their own way', () => {
  it('sees a baby whose lips go bluey with her pauses, not a pink newborn breathing fast then slow', () => {
    expect(flags('Once her lips went a bluey colour and I had to pick her up and rub her back.')).not.toEqual(
      [],
    );
    expect(flags('One time his lips was a little bit blue, like purple colour.')).not.toEqual([]);
    expect(
      flags(
        'when hes a sleep his breathing goes fast then slow then he stops for a few seconds, hes not going blue hes pink and warm',
      ),
    ).toEqual([]);
  });

  it('asks no pain score of a parent about a baby', () => {
    const doctor = createBuiltInDoctor({ now: new Date('2026-03-04T10:00:00Z') });
    doctor.opening();
    const said: string[] = [];
    for (const line of ["My baby's got a snuffly cold and a cough", "She's six weeks old", 'since yesterday'])
      said.push(...doctor.reply(line).sentences);
    for (let i = 0; i < 12 && !doctor.finished; i++)
      said.push(...doctor.reply('Hmm, let me think.').sentences);
    expect(said.join(' ')).not.toMatch(/scale from 0 to 10/);
  });

  it("takes a caller's worry about someone for no anxiety, and sees a diabetic's infected toe today", () => {
    expect(
      concluded(
        "It's my mum's big toe, she's 79 and diabetic, and I'm worried about it.",
        'The toe is red, swollen and hot, and there is some yellow pus coming out, and the redness has crept onto her foot.',
        "She hasn't got a temperature, she's eating and chatting as normal.",
      ),
    ).toBe('urgent');
  });

  it('sees asthma needing the reliever most days, and metal in the eye after grinding without goggles, today', () => {
    expect(urgent('My daughter has asthma. The blue inhaler she uses almost every day now.')).toContain(
      'asthma-getting-worse',
    );
    expect(urgent('I have asthma, I use my blue inhaler maybe once a month')).not.toContain(
      'asthma-getting-worse',
    );
    expect(
      urgent('Something in my eye.', 'Was grinding metal. No goggles.', 'Feels like grit. Light hurts it.'),
    ).toContain('something-in-eye');
  });

  it('reads no onset from how often, and a reply that opens with how long', () => {
    expect(
      concluded(
        'My knee aches round the kneecap.',
        "I run five times a week for the club. It's been like three months. It's worse going downstairs.",
        "I'm 16, no injury, no swelling",
      ),
    ).toBe('routine');
  });
});

describe("second reader's faults on the answers to the first review and on b14's rules", () => {
  it('keeps blood everywhere now an emergency, whatever came first', () => {
    expect(
      flags("I cut my hand on a tin. At first I thought it was nothing but now there's blood everywhere."),
    ).toContain('heavy-bleeding');
    expect(flags('At first he seemed fine after the fall. Now blood is pouring from his head.')).toContain(
      'heavy-bleeding',
    );
  });

  it('reads a hot red lump as an abscess, and scores said with "at" or "since"', () => {
    expect(urgent("I've got a hot red lump in my armpit, it's getting bigger")).toContain('abscess');
    const score = (text: string) => extractSeverity(analyse(text), false);
    expect(score('The pain is at about an 8.')).toBe(8);
    expect(score('The pain since yesterday is maybe a 7.')).toBe(7);
  });

  it('reads a reliever three or four times a day, but not one needed before a preventer', () => {
    expect(urgent("I've got asthma and I'm using my blue inhaler three or four times a day now")).toContain(
      'asthma-getting-worse',
    );
    expect(
      urgent(
        "I've got asthma, I used to need the blue inhaler most days but since the new preventer I barely use it",
      ),
    ).not.toContain('asthma-getting-worse');
  });

  it("reads a diabetic's red, hot, swollen toe and a sore that won't heal", () => {
    expect(urgent("I'm diabetic and my toe is red and hot and swollen")).toContain('diabetic-foot');
    expect(urgent("I'm diabetic, I've got a sore on my foot that won't heal")).toContain('diabetic-foot');
  });

  it('takes no bruise for a blue child, and no laptop screen for a blank stare', () => {
    expect(
      flags('My 5 year old has a bruise, the skin is purple and yellow where he fell off his scooter.'),
    ).toEqual([]);
    expect(
      concluded(
        'my eyelid keeps twitching on and off for a few days',
        "I've been staring at my laptop screen all day for work",
        "I'm 30, I can see fine, no weakness",
      ),
    ).toBe('self-care');
  });

  it('still hears cystitis told as going for a wee, and anxiety told as worrying about them', () => {
    expect(
      concluded(
        'It burns when I go for a wee and I keep needing to go',
        "I'm 30, not pregnant, no fever, no back pain",
        'no allergies',
      ),
    ).toBe('self-care');
    const doctor = createBuiltInDoctor({ now: new Date('2026-03-04T10:00:00Z') });
    doctor.opening();
    const said = [
      ...doctor.reply('I worry about them constantly, every little thing, it is exhausting').sentences,
    ];
    for (let i = 0; i < 30 && !doctor.finished; i++)
      said.push(...doctor.reply('Hmm, let me think.').sentences);
    expect(said.join(' ')).toMatch(/anxiety/i);
  });
});

describe("third reader's faults on the answers to the second review", () => {
  it('keeps asthma getting worse whatever else is barely or used to be', () => {
    expect(urgent('asthma, blue inhaler every day this week, I can barely sleep')).toContain(
      'asthma-getting-worse',
    );
    expect(urgent('asthma, I used to be fine but now I need my blue inhaler every day')).toContain(
      'asthma-getting-worse',
    );
  });

  it("reads a diabetic's spreading foot infection, but not warm bed socks or a hot bath", () => {
    expect(urgent("I'm diabetic. The infection in my foot is spreading up my foot.")).toContain(
      'diabetic-foot',
    );
    expect(
      urgent("I'm diabetic. Keep them warm with bed socks. My feet are fine but my eyes are red."),
    ).not.toContain('diabetic-foot');
    expect(urgent("I'm diabetic. I had a hot bath and now my foot itches.")).not.toContain('diabetic-foot');
  });

  it('reads no pain score from a time of day', () => {
    const score = (text: string) => extractSeverity(analyse(text), false);
    expect(score('The pain started at about 6')).toBeNull();
    expect(score('the pain woke me at about 5')).toBeNull();
    expect(score('hurting since about 4 this afternoon')).toBeNull();
    expect(score('The pain is at about an 8.')).toBe(8);
  });
});

describe('an eye that twitches', () => {
  it('is an eyelid twitch; eyes that flicker side to side are not', () => {
    expect(
      concluded(
        'My eye keeps twitching, on and off for a few days',
        "I'm 30, no other problems, I can see fine",
      ),
    ).toBe('self-care');
    expect(
      concluded("my mum's eyes keep flickering side to side and she's dizzy and sick, she's 80"),
    ).not.toBe('self-care');
  });
});

describe('b15: a road accident, blood in diarrhoea, a score said with how bad it is', () => {
  it('reads a cyclist or walker hit by a vehicle as a serious injury, not a feeling like it', () => {
    expect(flags('I came off my bike, a car clipped me and I went over the bonnet')).toContain(
      'major-trauma',
    );
    expect(flags('My son was knocked down by a car on the way to school')).toContain('major-trauma');
    expect(flags("I've got flu, I feel like I've been hit by a bus")).not.toContain('major-trauma');
    expect(flags('I ache all over, as if I was run over by a truck')).not.toContain('major-trauma');
  });

  it('reads a cracked helmet as a blow to the head, with the memory gap after it', () => {
    expect(
      flags("I don't remember the bit between seeing the car and lying on the road", [
        "My helmet's cracked right through at the back.",
      ]),
    ).toContain('serious-head-injury');
    expect(flags("I don't remember his name, my helmet was fine")).not.toContain('serious-head-injury');
  });

  it('sends diarrhoea with blood in it to be seen today, and not one without', () => {
    const bloody = [
      "I've had the runs since Saturday, and since yesterday there's blood mixed in with it.",
      'Started two days after a barbecue. Going about eight times a day.',
      "I'm 32, no health problems, no tablets.",
    ];
    expect(concluded(...bloody)).toBe('urgent');
    expect(concluded("I've had diarrhoea since Saturday, no blood in it.", ...bloody.slice(1))).toBe(
      'self-care',
    );
    expect(
      concluded("I've had diarrhoea since Saturday, my blood pressure is fine.", ...bloody.slice(1)),
    ).toBe('self-care');
  });

  it('reads a score said with how bad it is unasked, but not the words alone or a length of time', () => {
    expect(extractSeverity(analyse("It's off the scale now, a nine."), false)).toBe(9);
    expect(extractSeverity(analyse("I'm in absolute agony, I kicked the bed"), false)).toBeNull();
    expect(extractSeverity(analyse('it was absolute agony for like ten mins'), false)).toBeNull();
  });

  it('takes "no health problems, no tablets" as no regular medicines, so the question is not asked again', () => {
    const doctor = createBuiltInDoctor({ now: new Date('2026-03-04T10:00:00Z') });
    doctor.opening();
    const asked: string[] = [];
    for (const line of ['I have had diarrhoea since Saturday', "I'm 32. No health problems, no tablets."])
      asked.push(...doctor.reply(line).sentences);
    for (let i = 0; i < 30 && !doctor.finished; i++)
      asked.push(...doctor.reply('Hmm, let me think.').sentences);
    expect(asked.join(' ')).not.toMatch(/long-term medical conditions|regular medicines/);
  });
});

describe('b15: urgent signs told their own way, and look-alikes read too widely', () => {
  it.each([
    [
      'animal-bite-rabies-risk',
      'I got back from a school trip to Bali yesterday and a monkey bit me while I was there',
    ],
    ['embedded-fish-hook', "Fish hook stuck in my thumb. Barb's right in. Can't pull it out."],
    ['embedded-fish-hook', "I've hooked myself instead of a fish, the hook's gone into my finger"],
    ['possible-high', "I haven't really slept since Friday, I don't need it, I've never felt better"],
    ['chickenpox-in-pregnancy', "I'm 22 weeks pregnant and I've come out in spots, the itchy blistery ones"],
  ])('%s: %s', (id, text) => {
    expect(urgent(text)).toContain(id);
  });

  it('reads dizziness on standing or falls since a new medicine, across replies', () => {
    expect(
      urgent(
        'He gets dizzy every time he stands up.',
        'Started after the GP added a new blood pressure tablet.',
      ),
    ).toContain('dizzy-after-new-medicine');
    expect(urgent('He gets dizzy every time he stands up.', 'No new medicines.')).not.toContain(
      'dizzy-after-new-medicine',
    );
  });

  it.each([
    ['embedded-fish-hook', 'my coat got stuck on the hook'],
    ['animal-bite-rabies-risk', 'our dog nipped me at home this morning'],
    ['possible-high', "I can't sleep, I've been up all night worrying about money"],
  ])('raises no %s from: %s', (id, text) => {
    expect(urgent(text)).not.toContain(id);
  });

  it('reads no burn, overdose, sick child or pregnancy from a baby who feels hot, cuddles or his age', () => {
    expect(flags('My son is 5 months, she feels like a hot water bottle')).not.toContain('serious-burn');
    expect(
      flags('he is more whiny than usual and wants cuddles all the time', ['I gave him baby paracetamol']),
    ).not.toContain('overdose');
    expect(flags('My son is 7. No pain weeing. Not drinking loads. Healthy otherwise.')).not.toContain(
      'sick-child',
    );
    expect(flags("my son is 7 and he's not drinking anything")).toContain('sick-child');
    expect(flags("shes six weeks now, it's been bleeding a little from the belly button")).not.toContain(
      'pregnancy-emergency',
    );
    expect(flags("I'm six weeks and I'm bleeding")).toContain('pregnancy-emergency');
  });
});

describe("second reader's faults on b15's rules", () => {
  it.each([
    ['pregnancy-emergency', "She's 30 weeks and she's bleeding"],
    [
      'pregnancy-emergency',
      "It's my wife. She's 7 weeks and she's got bad pain on one side and some bleeding",
    ],
    [
      'sick-child',
      "My baby is 4 months old and she's not drinking more than a few sips of her milk since yesterday",
    ],
    ['overdose', 'My mum has taken all her night tablets at once by mistake'],
    ['overdose', "Dad took all his week's tablets in one go, the whole dosette box"],
    ['serious-head-injury', "I came off my bike, there's a big crack in my helmet. I threw up twice since"],
    ['serious-head-injury', "the helmet's dented and I can't remember the crash"],
    ['major-trauma', 'I was knocked off my bike by a car this morning'],
    ['major-trauma', 'A car hit my little boy outside school'],
    ['major-trauma', 'I went flying over the bonnet of a car when it hit my bike'],
    ['major-trauma', 'we were in a car crash on the motorway, the car rolled over'],
  ])('still raises %s: %s', (id, text) => {
    expect(flags(text)).toContain(id);
  });

  it.each([
    ['major-trauma', "I was nearly hit by a car yesterday and I've been shaky"],
    ['major-trauma', 'my car was hit by a van in the car park, nobody hurt'],
    ['major-trauma', 'I was hit by a car two years ago and now have knee pain when I run'],
    ['major-trauma', 'My son went over the handlebars of his bike and grazed his knee'],
    ['major-trauma', "I've been hit by a bus, that's how it feels with this flu"],
    ['serious-head-injury', "I fell off my bike, my helmet's fine, I've hurt my wrist and I've been sick"],
    [
      'serious-head-injury',
      "I tripped and fell over and I don't remember hitting my head, I remember everything",
    ],
  ])('raises no %s from: %s', (id, text) => {
    expect(flags(text)).not.toContain(id);
  });

  it('reads no score from a clock time after words of how bad it is', () => {
    expect(extractSeverity(analyse('My back pain is unbearable, it started around two'), false)).toBeNull();
    expect(extractSeverity(analyse("I'm in agony, started about ten this morning"), false)).toBeNull();
  });

  it.each([
    ['animal-bite-rabies-risk', "I've got a monkey bite on my hand from Bali"],
    ['animal-bite-rabies-risk', 'A monkey jumped on me and scratched me in Bali'],
    ['animal-bite-rabies-risk', 'I was bitten by a stray in Thailand'],
    ['embedded-fish-hook', "A fishing hook went into my finger and I can't get it out"],
    ['dizzy-after-new-medicine', 'Since the doctor put me on amlodipine I go lightheaded when I get up'],
    ['dizzy-after-new-medicine', "Mum's had two falls since the doctor increased her blood pressure tablets"],
    [
      'possible-high',
      "He's not slept properly in a week, he's full of grand plans and spent all our savings",
    ],
  ])('raises %s: %s', (id, text) => {
    expect(urgent(text)).toContain(id);
  });

  it.each([
    ['animal-bite-rabies-risk', 'my cat scratched me when I got back from work'],
    ['animal-bite-rabies-risk', 'I was scratched by our cat while we were away on holiday in Devon'],
    ['embedded-fish-hook', "I got a fish hook caught in my jumper, it's stuck"],
    ['dizzy-after-new-medicine', 'I get dizzy when I stand up. I started a new job last week'],
    ['possible-high', "I haven't slept for three days and I have so much energy, we've just had a new baby"],
    ['chickenpox-in-pregnancy', "I'm 20 weeks pregnant and I've got a cold sore, blistery spots on my lip"],
  ])('raises no %s from: %s', (id, text) => {
    expect(urgent(text)).not.toContain(id);
  });

  it('reads no blood in diarrhoea from swearing or a blood donation', () => {
    const rest = ['Going about four times a day.', "I'm 32, no health problems, no tablets."];
    expect(concluded("Diarrhoea since Saturday, and I'm bloody fed up with it", ...rest)).toBe('self-care');
    expect(concluded('Diarrhoea since Saturday, I gave blood on Friday', ...rest)).toBe('self-care');
  });
});

describe('pain told by what it is like, under the ribs', () => {
  it('reads a hot poker under the ribs on one side as tummy pain', () => {
    const doctor = createBuiltInDoctor({ now: new Date('2026-03-04T10:00:00Z') });
    doctor.opening();
    expect(
      doctor
        .reply("It's like a hot poker under my ribs on the right side, it's been there all night.")
        .sentences.join(' '),
    ).toMatch(/tummy pain/);
  });
});

describe('b15: minor problems told without their names', () => {
  it("reads athlete's foot, warts, corns and head lice told in plain words as minor problems", () => {
    expect(
      concluded('my feet are itchy, the skin between my toes is soggy and peeling', 'About a week.'),
    ).toBe('self-care');
    expect(
      concluded(
        'My daughter keeps scratching her head',
        "it's crawling, there are little grey-brown things scuttling about in her hair",
        'About a week.',
      ),
    ).toBe('self-care');
  });
});

describe("second reader's faults on the answers to the b15 review and on b16's rules", () => {
  it.each([
    ['major-trauma', 'I was hit by a car when I was crossing the road this morning'],
    ['major-trauma', 'My son was hit by a car going at almost 30 miles an hour'],
    ['major-trauma', 'I was hit by a car nearly an hour ago'],
    ['serious-head-injury', 'He banged his head when he fell, he does not remember hitting the ground'],
    ['pregnancy-emergency', 'She is seven weeks and she has had some spotting and bad pain on her left side'],
    ['pregnancy-emergency', 'My wife is 30 weeks and she has started bleeding'],
    ['food-stuck', 'She swallowed a coin and now she cannot swallow anything, not even her spit'],
    [
      'sudden-vision-loss',
      "Took a squash ball smack in the eye and now it's like looking through a steamed-up window",
    ],
    ['overdose', "She's meant to take her methotrexate once a week but she's been taking it every day"],
    ['pregnancy-emergency', "I'm thirty weeks pregnant and the tightenings are coming every five minutes"],
  ])('raises %s: %s', (id, text) => {
    expect(flags(text)).toContain(id);
  });

  it.each([
    ['overdose', 'I took my tablets this morning. I feel tired all the time these days'],
    ['pregnancy-emergency', 'Our baby girl, she is 6 weeks, my partner noticed blood in her nappy'],
    [
      'sudden-vision-loss',
      'I got hit in the eye with a ball yesterday, it is a bit bruised but I can see fine',
    ],
  ])('raises no %s from: %s', (id, text) => {
    expect(flags(text)).not.toContain(id);
  });

  it('keeps an asthmatic child with a tight chest on the breathing complaint', () => {
    const doctor = createBuiltInDoctor({ now: new Date('2026-03-04T10:00:00Z') });
    doctor.opening();
    const said = doctor.reply(
      'My son has asthma. He is coughing and his chest is tight and he is using his blue inhaler every 3 hours',
    ).sentences;
    expect(said.join(' ')).not.toMatch(/cold/i);
  });

  it('reads no score from "2 kids", no lice from floaters, no corns from an allergy, and a diabetic foot is no self-care', () => {
    expect(extractSeverity(analyse('My back is agony, 2 kids to look after'), false)).toBeNull();
    expect(extractSeverity(analyse('It is unbearable, honestly a 9'), false)).toBe(9);
    expect(
      concluded('Little black things running across the vision in my right eye', 'Since this morning.'),
    ).not.toBe('self-care');
    expect(
      concluded('I am diabetic and I have hard skin on my foot with a sore in the middle of it'),
    ).not.toBe('self-care');
  });

  it('reads the fish hook, the high and the baby not drinking where they are said', () => {
    expect(urgent('A fish hook is stuck in my thumb past the barb, I was wearing my coat')).toContain(
      'embedded-fish-hook',
    );
    expect(urgent("She hasn't slept for days, spent all her savings, she works night shifts")).toContain(
      'possible-high',
    );
    expect(flags('My baby is 5 months, not drinking loads, only a few sips all day')).toContain('sick-child');
  });
});

describe("a third reader's faults on b16's rules", () => {
  it.each([
    ['pregnancy-emergency', "I'm 34 weeks and the tightenings are coming every five minutes"],
    ['pregnancy-emergency', 'My wife is 32 weeks and her contractions are every 4 minutes'],
    ['pregnancy-emergency', "I'm 30 weeks pregnant and I'm having Braxton Hicks every few minutes"],
    ['overdose', "I've been taking my weekly methotrexate every morning by mistake for 4 days"],
    ['overdose', 'I accidentally took my weekly methotrexate three days in a row'],
    ['sudden-vision-loss', 'A tennis ball hit my eye yesterday and now I see floaters and a curtain'],
  ])('raises %s: %s', (id, text) => {
    expect(flags(text)).toContain(id);
  });

  it.each([
    ['pregnancy-emergency', "I'm 39 weeks pregnant and the contractions are every five minutes"],
    ['overdose', 'I take methotrexate once a week and folic acid daily. I have a cough'],
    ['major-trauma', 'I feel as if a truck hit me, everything aches with this flu'],
    ['major-trauma', 'I was hit by a car when I was a teenager and my hip aches now'],
    [
      'sudden-vision-loss',
      'I was hit in the eye last year and my vision has been blurry since I got glasses',
    ],
  ])('raises no %s from: %s', (id, text) => {
    expect(flags(text)).not.toContain(id);
  });
});

describe("a fourth reader's faults on the answers to the third", () => {
  it.each([
    ['pregnancy-emergency', 'My daughter is 10 weeks and has pain on her right side and spotting'],
    ['pregnancy-emergency', 'My daughter is 30 weeks and has a terrible headache and flashing lights'],
    [
      'major-trauma',
      'My wife was hit by a car when she was 30 weeks pregnant, an hour ago, and has tummy pain',
    ],
    [
      'major-trauma',
      'I was knocked off my bike by a van when I was 2 miles from home, my arm is bent the wrong way',
    ],
    ['major-trauma', 'It was as if the car hit me out of nowhere, I was thrown off my bike'],
    ['overdose', 'She took her methotrexate every day this week instead of Saturday only'],
    ['overdose', 'Dad has been having his methotrexate daily instead of weekly'],
    ['overdose', 'Grandma took methotrexate each day for a week by mistake'],
    [
      'sudden-vision-loss',
      'I got hit in the eye when I was playing football today and now my vision is blurry',
    ],
  ])('raises %s: %s', (id, text) => {
    expect(flags(text)).toContain(id);
  });

  it.each([
    ['pregnancy-emergency', "I'm 28 weeks and I'm coming to the toilet every few minutes"],
    ['pregnancy-emergency', "I'm 30 weeks and I get leg cramps every few minutes at night"],
    [
      'pregnancy-emergency',
      'I am 25 weeks into my training and I get calf cramps every few minutes when running',
    ],
    ['overdose', 'On methotrexate, taking my vitamins every morning, question about my rash'],
  ])('raises no %s from: %s', (id, text) => {
    expect(flags(text)).not.toContain(id);
  });
});

describe('b17: signs told in ordinary words, beside their look-alikes', () => {
  it('reads a battery up the nose, a blow to the tummy then vomiting, and green vomit with a swollen tummy', () => {
    expect(flags("My son's pushed a battery up his nose, one of those little round flat ones")).toContain(
      'swallowed-battery',
    );
    expect(
      flags(
        "She fell off her bike and caught the handlebar in the belly. She's chucked up a couple of times",
      ),
    ).toContain('acute-abdomen');
    expect(
      flags('I keep being sick, the last lot was a horrible green colour, and my tummy is swollen'),
    ).toContain('acute-abdomen');
    // Not a battery that went flat, a knock with no vomiting, nor green snot.
    expect(flags("the battery's gone flat in his nose trimmer")).toEqual([]);
    expect(flags('she caught the handlebar in the belly, there is a bruise, she is eating fine')).toEqual([]);
  });

  it('reads scratching raw with an itch as the itch, not as self-harm', () => {
    expect(flags("It's like I'm on fire at night, I'm scratching myself raw")).toEqual([]);
    expect(flags("I've been scratching myself on purpose to feel something")).toContain('suicide-risk');
  });

  it('makes a rash on a new medicine, croup, a drooping fingertip and pale poo with yellow skin same-day', () => {
    expect(urgent("My son's come out in a rash all over since he started his antibiotics")).toContain(
      'rash-on-new-medicine',
    );
    expect(urgent('my daughter is two and her cough sounds like a seal barking')).toContain('croup');
    expect(
      urgent("the ball hit the tip of my finger and now the end just droops down, I can't straighten it"),
    ).toContain('finger-tip-droops');
    expect(
      urgent(
        "he's four weeks and still yellowish, and his poo, sorry to be graphic, is a kind of pale greyish cream",
      ),
    ).toContain('pale-poo-jaundice');
    // Look-alikes: the dog barking, a rash from a new washing powder, yellow phlegm with pale skin.
    expect(urgent('my son is 4 and has a cough, and the dog next door was barking all night')).not.toContain(
      'croup',
    );
    expect(urgent('a rash since we started a new washing powder')).not.toContain('rash-on-new-medicine');
    expect(urgent("she's pale and coughing up yellow phlegm, her poo is normal")).not.toContain(
      'pale-poo-jaundice',
    );
  });

  it('hears "hot and cold" as feverish, "weeks" as no urine, and "not limping" as no trouble walking', () => {
    expect(
      urgent("There's a lump on the back of my elbow, red and warm", 'I was a bit hot and cold in the night'),
    ).toContain('hot-joint');
    expect(urgent('a fever for three weeks and a pain in my back')).not.toContain('kidney-infection');
    expect(
      concluded(
        'My son keeps waking up at night crying that his legs hurt',
        "He's not limping, no swelling or redness, no temperature, eating well, not tired, no bruises",
        "He's six, healthy, no medicines",
      ),
    ).not.toBe('urgent');
  });
});

describe("a reader's faults on b17's rules", () => {
  it.each([
    ['He got kicked in the stomach and he was sick', 'acute-abdomen'],
    ['got hit in the belly with a cricket ball and he keeps throwing up', 'acute-abdomen'],
    ['fell off the trampoline onto her tummy and has thrown up', 'acute-abdomen'],
    ['I keep vomiting green stuff and my belly is really swollen', 'acute-abdomen'],
    ['My 4 year old has been sick several times, it is green, and he has a cough', 'acute-abdomen'],
    ['She fell off her bike onto the handlebars, hit her stomach, and she has been sick', 'acute-abdomen'],
    ["I'm 30 weeks pregnant and I fell down the stairs onto my tummy and I've been sick", 'acute-abdomen'],
    ['I scratch at my skin till it bleeds when I feel overwhelmed', 'suicide-risk'],
    ['My 2 year old has chucked up green stuff', 'acute-abdomen'],
    ["There's a battery lodged in my 2 year old's ear", 'swallowed-battery'],
    ["I've been really low and I keep scratching myself until I bleed when I'm upset", 'suicide-risk'],
  ])('"%s" is an emergency: %s', (said, flag) => {
    expect(flags(said)).toContain(flag);
  });

  it.each([
    "I'm 20 weeks pregnant, the baby kicks my tummy a lot and I'm still being sick most mornings",
    'The stomach bug really kicked in last night, I was throwing up till 3',
    "The pain in my stomach is like being punched, and I've been sick",
    "He got kicked in the stomach at football and says he feels like he's going to puke",
    "I missed dialysis yesterday and I'm spewing I have to go back, I feel fine",
    'My eczema is awful, I keep scratching myself until it bleeds',
    'My 4 year old has chickenpox and cannot stop scratching himself',
    "I've had a tummy bug for two days, now it's just bile coming up, and my tummy feels bloated",
    "The kebab hit my stomach hard and I've been throwing up",
    'The stomach bug really kicked in, and I was sick in bed with flu all of January',
    "My son's toy has a battery in the ear, he pulled the ear off his teddy",
    "I've got a massive stomach ache and I've been sick, it was green",
    'My snot is all green, I was sick once, and my tummy feels huge',
    'My daughter has an ear infection, the battery in the ear thermometer has gone',
    "My daughter's hearing aid battery is in her ear and she says it's whistling",
    'My toddler has a blocked nostril, and the battery on the electric nasal aspirator has died',
  ])('"%s" is no emergency', (said) => {
    expect(flags(said)).toEqual([]);
  });

  it.each([
    ['She came out in a rash after starting amoxicillin on Monday', 'rash-on-new-medicine'],
    ['I took the tablets the GP gave me last week and now I have hives', 'rash-on-new-medicine'],
    ['My 3 year old has a croupy cough', 'croup'],
    ["The end of my finger is bent and I can't straighten it", 'finger-tip-droops'],
    ['My calf is not sore just swollen and hot', 'possible-clot'],
  ])('"%s" is same-day: %s', (said, discriminator) => {
    expect(urgent(said)).toContain(discriminator);
  });

  it.each([
    'I started my thyroid tablets years ago, and now I have a rash',
    'The doctor started me on new tablets for my spots',
    'My 2 year old has a cough, and the dog keeps barking like mad at night and wakes him',
    'At the end of the day my eyelid droops and my fingers feel weak',
    "I've got a hangnail on my finger and the skin is dangling",
    'He has nappy rash, I use a white barrier cream, and his poo is runny and yellow',
    'I fell off a white bar stool and the bruise is going yellow',
    "My knee is swollen and sore, I've been putting hot and cold packs on it",
    "I can't have hot and cold drinks; it burns when I wee and I've got pain in my side",
  ])('"%s" raises nothing same-day of its kind', (said) => {
    const raised = urgent(said);
    for (const id of [
      'rash-on-new-medicine',
      'croup',
      'finger-tip-droops',
      'pale-poo-jaundice',
      'hot-joint',
      'kidney-infection',
    ])
      expect(raised).not.toContain(id);
  });

  it('sends an ankle that cannot bear weight for an X-ray the same day, though it asks again whether it can', () => {
    expect(
      concluded(
        "I twisted my ankle playing football, it's swollen and bruised and I can't put any weight on it",
        'no',
        'no',
        'yesterday',
        'sharp',
        '6',
      ),
    ).toBe('urgent');
  });
});

describe("a fourth reader's faults on b17's rules", () => {
  it.each([
    ['My 3 month old has been bringing up dark green stuff', 'acute-abdomen'],
    ['My baby is being sick and it is a greenish colour', 'acute-abdomen'],
    ['My 2 year old has a runny nose and now she is vomiting green', 'acute-abdomen'],
    ['My 14 year old has been scratching herself with a compass', 'suicide-risk'],
    ["I scratch myself when I'm sad", 'suicide-risk'],
    ['My 14 year old has been scratching herself on her arms till they bleed', 'suicide-risk'],
    ["My daughter has been scratching herself raw when she's upset", 'suicide-risk'],
    ["My toddler had some grapes earlier and now she's vomiting bright green", 'acute-abdomen'],
    ["I'm type 1 diabetic, I chucked up my breakfast and my breath smells like pear drops", 'dka'],
    [
      "I'm 30 weeks pregnant, my partner punched me in the stomach and I've been sick, the baby has stopped kicking",
      'acute-abdomen',
    ],
  ])('"%s" is an emergency: %s', (said, flag) => {
    expect(flags(said)).toContain(flag);
  });

  it.each([
    "The antibiotics hurt my stomach and I've been sick",
    "The cat jumped on my tummy this morning and I've been sick since",
    "I scratched myself on a rose bush and it's gone red and swollen",
    'I cut my finger with a knife chopping onions',
    'My 3 year old was sick after dinner, lots of green bits, I think it was the lettuce',
    'I scratched myself with a knife while cooking',
    'I pick at my skin around my nails',
    'My earphone battery died while it was in my ear',
  ])('"%s" is no emergency', (said) => {
    expect(flags(said)).toEqual([]);
  });

  it('takes a bare "I can\'t" to "can he walk on it?" as no, and sends the ankle for an X-ray the same day', () => {
    const doctor = createBuiltInDoctor({ now: new Date('2026-03-04T10:00:00Z') });
    doctor.opening();
    const answer = (question: string) =>
      /walk|weight/.test(question)
        ? "I can't"
        : /when/i.test(question)
          ? 'an hour ago'
          : /scale|how bad/i.test(question)
            ? '7'
            : 'no';
    let asked = doctor.reply('My son hurt his ankle jumping off a wall').sentences.join(' ');
    for (let turn = 0; turn < 30 && !doctor.finished; turn++)
      asked = doctor.reply(answer(asked)).sentences.join(' ');
    expect(doctor.triage.urgency).toBe('urgent');
  });
});

describe("a last reader's self-harm and green vomit sentences", () => {
  it.each([
    ["My daughter scratches her arms when she's upset", 'suicide-risk'],
    ['I dig my nails into my arms when I am upset', 'suicide-risk'],
    ["She's carved letters into her arm with a compass", 'suicide-risk'],
    ['I scratch myself when I feel worthless', 'suicide-risk'],
    ["She scratches herself when she's upset, and she's allergic to penicillin", 'suicide-risk'],
    ['My baby is vomiting green mucus and crying', 'acute-abdomen'],
    ['My son is throwing up green stuff and his snot is green too', 'acute-abdomen'],
    ["My baby's vomit is the colour of broccoli", 'acute-abdomen'],
  ])('"%s" is an emergency: %s', (said, flag) => {
    expect(flags(said)).toContain(flag);
  });

  it.each([
    "I'm worried, I scratched myself with a dirty needle at work",
    'My daughter was upset and scratched herself on the trampoline',
    "I scratch myself when I'm stressed, I've got a skin allergy",
  ])('"%s" is no self-harm', (said) => {
    expect(flags(said)).not.toContain('suicide-risk');
  });
});

describe('b18: signs told in ordinary words, beside their look-alikes', () => {
  it('reads half the sight gone on one side as a stroke, and a bleeding that fills the mouth as heavy', () => {
    expect(flags("My wife says I'm not seeing anything over to the left.")).toContain('stroke-signs');
    expect(flags('At breakfast he left everything on the left side of his plate')).toContain('stroke-signs');
    expect(flags("Everything on that side's just sort of missing")).toContain('stroke-signs');
    expect(flags("I'm bleeding to death from my mouth, I had a tooth pulled this morning")).toContain(
      'heavy-bleeding',
    );
    expect(flags("I've gone through all the gauze, my mouth fills up with blood")).toContain(
      'heavy-bleeding',
    );
    // A fright, a dead leg, a broken nose, foamy wee: none of them.
    expect(flags('Proper pink, I thought I was bleeding to death.')).toEqual([]);
    expect(flags('Someone kneed me in the leg at football and I swear my leg is dead.')).toEqual([]);
    expect(flags("My nose is broken, I can't breathe through my nose.")).not.toContain(
      'severe-breathing-difficulty',
    );
    // "One side" may be a chest after a crash: not excused.
    expect(flags("I can't breathe through one side, it's my chest, it hurts after the car crash")).toContain(
      'severe-breathing-difficulty',
    );
    expect(flags("My little girl is five. When she wees it's all foamy in the toilet.")).not.toContain(
      'seizure',
    );
    expect(flags('my little boy was shaking and foaming at the mouth')).toContain('seizure');
  });

  it('makes jaundice with dark wee, a baby losing skills, a stuck tampon and frothy wee with swelling same-day', () => {
    expect(
      urgent("The whites of my eyes have gone yellowy and my wee's dark brown like strong tea"),
    ).toContain('jaundice-dark-urine');
    expect(urgent('My wife says my eyes are a bit yellow')).not.toContain('jaundice-dark-urine');
    expect(
      urgent(
        'My baby is seven months.',
        "He's lost his lovely smile and he doesn't try to roll over any more.",
      ),
    ).toContain('baby-spasms-or-losing-skills');
    expect(
      urgent('My baby is six months.', 'Her arms shoot up, then she does it again and again, ten in a row.'),
    ).toContain('baby-spasms-or-losing-skills');
    expect(urgent("My baby's teething and a bit grumpy, he's not smiling much today")).not.toContain(
      'baby-spasms-or-losing-skills',
    );
    expect(urgent('Tampon stuck, I think.')).toContain('retained-tampon');
    expect(urgent('I might have left a tampon in at the end of my period')).toContain('retained-tampon');
    expect(urgent('I use tampons, my period was heavy')).not.toContain('retained-tampon');
    expect(urgent('Her face is puffy round the eyes.', "When she wees it's all foamy.")).toContain(
      'swelling-frothy-wee',
    );
    expect(urgent("His nose has gone off to one side like a banana, it's definitely not straight")).toContain(
      'nose-out-of-shape',
    );
    expect(urgent("My nose has always been crooked, but now it's blocked with this cold")).not.toContain(
      'nose-out-of-shape',
    );
  });

  it('reads severe pain under the right ribs with shivers as an emergency', () => {
    expect(
      flags("I'm burning up, then shivering so hard my teeth are chattering.", [
        "It's like a hot poker under my ribs on the right side, it's been there all night.",
        "It's off the scale now, a nine.",
      ]),
    ).toContain('acute-abdomen');
    expect(
      flags("I'm a bit shivery.", ['A dull ache under my right ribs after a fatty meal, about a 3.']),
    ).not.toContain('acute-abdomen');
  });
});

describe("a reader's faults on b18's rules", () => {
  it('keeps a stroke found lying on the floor or sat on the sofa, and a fit with foam at the mouth', () => {
    for (const text of [
      "Grandad's lying on the floor, he can't move his right arm.",
      "Mum was sat on the toilet and her right arm went dead, she can't lift it.",
      "My nan's from Cork, she's 80, and her left arm has gone weak since lunch.",
      'Nobody kicked him, his left arm went weak suddenly.',
    ])
      expect(flags(text)).toContain('stroke-signs');
    for (const text of [
      'She passed out and peed herself and was foaming at the mouth.',
      'My son passed out after his milk and was foaming at the mouth.',
      "My little boy is three, he was foaming at the mouth and I've been up all week.",
    ])
      expect(flags(text)).toContain('seizure');
  });

  it('keeps a struggle to breathe through one side of the chest, and no alarm at an eye or blister filled with blood', () => {
    expect(flags('She can barely breathe through the right side of her chest since the fall.')).toContain(
      'severe-breathing-difficulty',
    );
    expect(flags("My eye filled up with blood overnight, it doesn't hurt.")).toEqual([]);
    expect(flags("I've got a blister on my heel that's filled with blood.")).toEqual([]);
    expect(flags('Will I bleed out if I take aspirin after my tooth out?')).toEqual([]);
    expect(flags("I can't see to the left properly because my glasses broke.")).not.toContain('stroke-signs');
  });

  it('does not make outgrown skills, sleep jerks, a blocked nose or a football ankle same-day', () => {
    expect(urgent("My son's potty training has gone backwards since his baby sister arrived.")).toEqual([]);
    expect(
      urgent("My daughter is 2 and she's stopped crawling because she's walking everywhere now."),
    ).toEqual([]);
    expect(urgent('My baby is 4 months, his legs jerk over and over just as he falls asleep.')).toEqual([]);
    expect(urgent('My nose is blocked on one side and I sleep to one side.')).toEqual([]);
    expect(
      urgent("My ankle's swollen from football, and I noticed my pee was bubbly after the gym."),
    ).toEqual([]);
  });
});

describe('another problem told beside the one pursued', () => {
  it('never ends in self-care when an unrelated pain was told beside a minor injury', () => {
    expect(
      concluded(
        "I've got a horrible pain under my right ribs, a red lump on my arm, and I twisted my ankle playing football.",
      ),
    ).not.toBe('self-care');
  });

  it('still gives self-care for a cold told with a sore throat and a cough', () => {
    expect(
      concluded(
        "I've got a cold, a sore throat and a bit of a cough since Monday.",
        'No fever, I can swallow fine, breathing is fine.',
        "I'm 30, no health problems, no medicines.",
      ),
    ).toBe('self-care');
  });
});

describe('b19: signs told in ordinary words, beside their look-alikes', () => {
  it('reads a knock to the head with a bleeding disorder, green waters, insulin by mistake and a boy who cannot wee', () => {
    expect(flags("My son's banged his head and he's got a bleeding condition")).toContain(
      'serious-head-injury',
    );
    expect(flags("I'm pregnant and I think my waters just broke, they're green")).toContain(
      'pregnancy-emergency',
    );
    expect(flags("I've put 28 units of the quick one in instead of my night one")).toContain('overdose');
    expect(flags('I injected the wrong insulin by mistake')).toContain('overdose');
    expect(flags('I forgot to take my insulin by mistake this morning')).not.toContain('overdose');
    expect(flags('From this morning, maybe six hours. He want to make pee but nothing come out')).toContain(
      'urinary-retention',
    );
  });

  it('makes whooping, an insect in the ear, a punched wall, a hot eyelid and others same-day', () => {
    expect(urgent('I cough and cough, then I drag the air back in with a noise like a donkey')).toContain(
      'whooping-cough',
    );
    expect(urgent("There's something alive in my ear, it's crawling around")).toContain('live-insect-in-ear');
    expect(urgent("I punched a wall and my hand's all swollen now")).toContain('punched-hand');
    expect(urgent('His top eyelid is puffy, red and hot, nearly closed')).toContain('eyelid-infected');
    expect(urgent("I'm getting hot flushes, and my right eyelid keeps jumping")).not.toContain(
      'eyelid-infected',
    );
    expect(urgent("I'm on carbimazole for my thyroid and I've got a sore throat")).toContain(
      'sore-throat-on-white-cell-medicine',
    );
    expect(urgent("There's a smelly gunk coming from the stitches and one's come undone")).toContain(
      'stitches-infected',
    );
    expect(
      urgent('Tingling in my feet. I do the laughing gas with my mates, a few canisters a night'),
    ).toContain('laughing-gas-nerves');
    expect(urgent("He pulled the skin back on his willy and now it won't go back over the end")).toContain(
      'foreskin-stuck-back',
    );
  });
});

describe("a reader's faults on b19's rules", () => {
  it('keeps ordinary words from the new same-day signs', () => {
    for (const text of [
      "Whoops, sorry, I meant it's my left ear that hurts",
      "I've had bouts of diarrhoea and I feel sick after eating",
      "I've got a tummy bug and my ear is sore as well",
      "I've got a buzzing in my ear since the concert last night",
      'I burnt my hand taking the lid off a hot pan',
      "I've got a stye on my bottom lid, I've been bathing it in warm water",
      "I've lost my sense of smell since covid, cut out dairy to see if it helps",
      'I had an overactive thyroid years ago, had the iodine treatment, now just a sore throat from a cold',
      'The dentist gave me nitrous oxide for my filling and my lip is still numb',
      "I've got a rash down there and the skin is stuck to my knickers",
    ])
      expect(urgent(text)).toEqual([]);
  });

  it('keeps clear waters at term, a cystitis urge and a dry nappy from the emergency readings, and reads a second insulin dose', () => {
    expect(flags("I'm 40 weeks, my waters went an hour ago, they're clear, no contractions yet")).toEqual([]);
    expect(flags("I'm 30 weeks pregnant and my water is really dark and smells strong")).toEqual([]);
    expect(
      flags(
        "I've got cystitis, I want to wee every five minutes but nothing comes out, it's been three hours",
      ),
    ).toEqual([]);
    expect(flags("My baby hasn't done a wee in his nappy for 8 hours, he's drinking a bit")).toEqual([]);
    expect(flags("I forgot I'd already done my insulin and injected it again")).toContain('overdose');
    expect(flags("I'm on insulin. I washed my hands and did it again and it was 6.8")).toEqual([]);
  });
});

describe("the final reader's faults on the day's rules", () => {
  it('keeps an arm gone dead as a stroke whatever is said of a dead leg', () => {
    for (const text of [
      "Dad's arm suddenly went dead and he can't grip, he says it feels like a dead leg but in his arm",
      "Her left arm has gone weak and useless, she's 80, she got a charley horse in the night too",
      'His arm is numb and weak on the left, and he had a dead leg last week from football',
    ])
      expect(flags(text)).toContain('stroke-signs');
    expect(flags('Someone kneed me in the leg at football and I swear my leg is dead.')).toEqual([]);
  });

  it('makes a baby in the womb moving less same-day', () => {
    expect(urgent("My baby isn't moving as much as usual, I'm 34 weeks")).toContain('baby-moving-less');
    expect(urgent("My baby is 6 months and she's moving about a lot")).not.toContain('baby-moving-less');
  });
});

describe('a flu jab or a cough mixture asked about, not suffered', () => {
  it('does not take a question about a flu jab for flu', () => {
    expect(
      concluded(
        "Hi, I'm ringing really about my flu jab, whether I'm due one yet.",
        'And while I am on, my wee has been pink twice this week.',
        'No pain at all when I go, no burning.',
        "I'm sixty-eight, no allergies.",
      ),
    ).not.toBe('self-care');
  });
});

describe('a pulled elbow told with which arm, or swung round by the hands', () => {
  it('makes a small child not using an arm after a swing same-day', () => {
    expect(
      urgent(
        "Her dad swung her round by the arms at the park this afternoon, she cried, and now she won't use her left arm.",
      ),
    ).toContain('pulled-elbow');
    expect(
      urgent("Daughter, 3. Won't use her right arm.", 'Her dad swung her round by the hands.'),
    ).toContain('pulled-elbow');
    expect(
      urgent('We swung her round by the hands and she loved it, she is using both arms fine'),
    ).not.toContain('pulled-elbow');
  });
});

describe('b20: conditions told their own way, and their look-alikes', () => {
  it('reads heavy bleeding said with "really", and a pad soaked within the hour', () => {
    expect(flags("I'm bleeding really heavily and I'm terrified I'm going to bleed to death.")).toContain(
      'heavy-bleeding',
    );
    expect(flags("I'm soaking through a thick pad in under an hour")).toContain('heavy-bleeding');
    expect(flags("I'm going through a pad every hour")).toContain('heavy-bleeding');
    expect(flags('I go through loads of pads on my period')).not.toContain('heavy-bleeding');
    expect(flags('It bled quite a lot when I cut it but it stopped with a plaster')).not.toContain(
      'heavy-bleeding',
    );
  });

  it('does not take a baby in the womb "having a fit" for a seizure, but does a mother who had one', () => {
    expect(flags("I'm 31 weeks. I think my baby's having a fit inside me.")).not.toContain('seizure');
    expect(flags('I read that babies can have seizures in the womb')).not.toContain('seizure');
    expect(flags("I had a fit in the kitchen, I'm 34 weeks pregnant")).toContain('seizure');
  });

  it('does not take a blood test asked about in pregnancy for bleeding, but reads a hard bump that will not ease', () => {
    expect(flags('Do I need a blood test?', ["I'm 15 weeks pregnant"])).not.toContain('pregnancy-emergency');
    expect(flags('My blood pressure was fine at the midwife', ["I'm 32 weeks pregnant"])).not.toContain(
      'pregnancy-emergency',
    );
    expect(flags("There's blood when I wipe", ["I'm 15 weeks pregnant"])).toContain('pregnancy-emergency');
    expect(flags("It doesn't go off. Bump's rock hard.", ["I'm 33 weeks pregnant"])).toContain(
      'pregnancy-emergency',
    );
  });

  it('makes a crushed fingertip, a hair round a toe, a feeding tube out, a fish bone and swelling after an operation same-day', () => {
    expect(
      urgent(
        'I shut the back door on her hand',
        "There's a cut across the end and the nail's lifted up at the bottom",
      ),
    ).toContain('crushed-fingertip');
    expect(
      urgent("There's something wrapped round it, I think it's a hair.", 'Her second toe is swollen'),
    ).toContain('hair-tourniquet');
    expect(urgent("My mum's feeding tube has come out of her tummy.")).toContain('feeding-tube-out');
    expect(urgent('The tube thing in her belly has come out')).toContain('feeding-tube-out');
    expect(urgent('I eat fish and a bone is stay in my throat.')).toContain('bone-in-throat');
    expect(
      urgent('I had the snip on Thursday', "One side has come up like a small orange, and it's gone purple"),
    ).toContain('swelling-after-operation');
  });

  it('keeps look-alikes from those signs', () => {
    expect(urgent('I pulled out the button', 'a button came off my coat')).toEqual([]);
    expect(urgent('I twirl my hair, it gets wrapped round my finger')).not.toContain('hair-tourniquet');
    expect(urgent('It feels like something is stuck in my throat, for months now')).not.toContain(
      'bone-in-throat',
    );
    expect(urgent('I had my knee operation ten years ago, and my ankle is getting bigger')).not.toContain(
      'swelling-after-operation',
    );
  });

  it("speaks to a pregnant caller as the patient when her child's nursery is named", () => {
    expect(
      patientOf(
        analyse(
          "I'm 15 weeks pregnant and my daughter's nursery has had that bug where the kids get bright red cheeks",
        ),
      ).subject,
    ).toBe('self');
  });

  it('sends to a GP, not self-care, what a treatment from the chemist has not helped', () => {
    expect(
      concluded(
        "I've been itchy down below for months, it's driving me mad at night.",
        'The skin has gone whitish and crinkly in patches.',
        'No lumps, no bleeding, no discharge.',
        "I'm 74, I take levothyroxine.",
        "I've tried the thrush cream from the chemist twice but it's done nothing.",
      ),
    ).not.toBe('self-care');
  });
});

describe("second reader's faults on b20's rules", () => {
  it('keeps raised blood pressure in pregnancy an emergency', () => {
    expect(
      flags('My blood pressure is 160 over 105 on my home machine', ["I'm 30 weeks pregnant"]),
    ).toContain('pregnancy-emergency');
    expect(
      flags("My blood pressure was high at the midwife yesterday, now I've got a headache", [
        "I'm 32 weeks pregnant",
      ]),
    ).toContain('pregnancy-emergency');
  });

  it('does not take a usual heavy period, or wet hair, for heavy bleeding', () => {
    expect(flags("My period is heavy, I soak through pads at night, it's always been like this")).toEqual([]);
    expect(flags("I go through a pad an hour on my heaviest day, it's been like that for years")).toEqual([]);
    expect(
      flags('My hair is soaking through the towel, I just got out the shower and my ear hurts'),
    ).not.toContain('heavy-bleeding');
  });

  it('reads a fit the mother has, and a fit after a question about the womb', () => {
    expect(
      flags("I'm 30 weeks pregnant and I think I'm having a fit inside me, my whole body is shaking"),
    ).toContain('seizure');
    expect(flags('She had a fit in the womb? no she had a fit in her sleep, first one ever')).toContain(
      'seizure',
    );
    expect(flags('I had my coil fitting yesterday')).not.toContain('seizure');
  });

  it('keeps the new same-day signs from look-alikes', () => {
    for (const text of [
      "The bone in my wrist feels like it's stuck when I bend it",
      'I think the bone is caught on a nerve in my back',
      'After my hip replacement the swelling is going down, it has gone purple but smaller',
      'My mum has a feeding tube, she came out of hospital yesterday',
      "My son's got a feeding tube, he's pulled out his cannula",
      "I caught my finger in the drawer last week, it's fine now but the nail's come off",
      "A strand of hair was wrapped round her finger but I took it off, it's not red",
    ])
      expect(urgent(text)).toEqual([]);
    expect(urgent('Fish bone. Throat. Stuck since dinner.')).toContain('bone-in-throat');
    expect(urgent('Finger caught in the lawnmower, the tip is hanging off')).toContain('crushed-fingertip');
  });

  it('makes a child who will not use an arm after a fall same-day', () => {
    expect(
      urgent('My little boy fell off his scooter and hurt his shoulder', "He's still not using that arm"),
    ).toContain('child-not-using-arm');
  });
});

describe('b21: conditions told their own way, and their look-alikes', () => {
  it('reads heavy bleeding from the back passage told in figures of speech', () => {
    expect(flags("I'm bleeding like a stuck pig from my back end after having my piles seen to.")).toContain(
      'heavy-bleeding',
    );
    expect(flags("I've filled the pan with blood four times.")).toContain('heavy-bleeding');
    expect(flags('My pee looked like a crime scene this morning')).not.toContain('heavy-bleeding');
  });

  it('makes these same-day', () => {
    expect(urgent("I've noticed streaks of blood in my baby's poo.", "He's seven weeks old")).toContain(
      'baby-blood-in-poo',
    );
    expect(
      urgent('When I look at the bathroom tiles the lines look wavy, all bendy in the middle.'),
    ).toContain('distorted-sight');
    expect(
      urgent(
        "My chest feels like someone's tightening a belt round it when I go up a slope, it melts away when I stop",
      ),
    ).toContain('chest-on-exertion');
    expect(urgent('My kneecap literally went sideways at dance and then popped back in')).toContain(
      'kneecap-out',
    );
    expect(
      urgent(
        'She bent over and got a sudden pain right in the middle of her back',
        "She's got brittle bones",
      ),
    ).toContain('back-pain-thin-bones');
    expect(urgent('I dyed my hair and now my face has like blown up')).toContain('face-swollen-up');
  });

  it('keeps look-alikes from them', () => {
    expect(urgent('I get zigzag wavy lines before a migraine')).not.toContain('distorted-sight');
    expect(urgent("I woke up and my right eye has swollen shut, it's my hay fever")).not.toContain(
      'face-swollen-up',
    );
    expect(
      urgent('I had shingles a couple of months back, and the rash has long gone, but the pain has stayed'),
    ).not.toContain('shingles');
    expect(urgent("It's like being jabbed with hot needles")).not.toContain('needlestick');
    expect(urgent('I pricked myself on a used needle in the park')).toContain('needlestick');
    expect(urgent('I think I have shingles, a band of blisters came up on my side yesterday')).toContain(
      'shingles',
    );
  });

  it('does not take a vein felt as a hard cord in pregnancy for the cord come down', () => {
    expect(
      flags("Now there's a hard cord about the length of my finger that's red, hot and really tender.", [
        "I'm 24 weeks pregnant and there's a hard red lump along a vein on my leg",
      ]),
    ).not.toContain('cord-prolapse');
    expect(flags('My waters went and I can feel the cord hanging down there')).toContain('cord-prolapse');
  });

  it('speaks of a little boy as "he" when the parent says what they have noticed', () => {
    expect(
      patientOf(
        analyse("My little boy's foreskin blows up like a balloon when he wees. I've noticed it for months."),
      ),
    ).toMatchObject({ subject: 'child', pronoun: 'he' });
  });
});

describe("second reader's faults on b21's rules and on the answers to the first review", () => {
  it('keeps a child "fitting for" minutes, and a cord felt after the waters, emergencies', () => {
    expect(
      flags("My little girl is 3, she's been fitting for about five minutes and she's not stopping"),
    ).toContain('seizure');
    expect(flags("My waters have gone and I can feel the cord, I'm on the phone to the midwife")).toContain(
      'cord-prolapse',
    );
    expect(flags("My waters went. There's the cord coming out, I've got cramp in my calf")).toContain(
      'cord-prolapse',
    );
  });

  it('does not read a pan filled with water, or a toilet filled without blood, as bleeding', () => {
    expect(flags('I burnt my hand filling the pan with boiling water')).toEqual([]);
    expect(flags('I filled the toilet, sorry TMI, there was no blood')).not.toContain('heavy-bleeding');
  });

  it('keeps the same-day signs it had and keeps new ones from look-alikes', () => {
    expect(
      urgent("I think it's shingles, a band of blisters came up yesterday, I had chickenpox years ago"),
    ).toContain('shingles');
    expect(urgent("I stood on a needle in the park and now I've got pins and needles in my foot")).toContain(
      'needlestick',
    );
    for (const text of [
      "A spot with a dark bit in the middle, I think it's a blackhead",
      'My chest is sore from all the coughing, it hurts when I walk',
      "I've got osteoporosis, I came back from shopping with a sudden pain in my knee",
      'My kneecap pain came back in the evening',
      "I can't see out of my left eye without my glasses",
      "I had my baby three months ago and since then I've got piles, there's blood on the paper when I poo",
    ])
      expect(urgent(text)).toEqual([]);
    expect(urgent("He's yanked out his feeding tube")).toContain('feeding-tube-out');
    expect(urgent('Her mickey button has come out')).toContain('feeding-tube-out');
    expect(urgent('A bone from my dinner is stuck in my throat')).toContain('bone-in-throat');
    expect(urgent('After the snip my scrotum has ballooned')).toContain('swelling-after-operation');
    expect(urgent("I took off her sock and there's a hair wrapped round her toe, it's swollen")).toContain(
      'hair-tourniquet',
    );
  });

  it('keeps a pregnant caller as the patient when her child is named with an adjective', () => {
    expect(
      patientOf(analyse("My eldest boy's got chickenpox, I'm 20 weeks pregnant and never had it")).subject,
    ).toBe('self');
  });
});

describe('b22: conditions told their own way, and their look-alikes', () => {
  it('reads "not feeling myself at all, hot and cold, shaking" as unwell with chills, not as denying them', () => {
    const doctor = createBuiltInDoctor({ now: new Date('2026-03-04T10:00:00Z') });
    doctor.opening();
    const heard = doctor
      .reply("I've not been feeling myself at all, hot and cold, shaking in bed.")
      .sentences.join(' ');
    expect(heard).not.toMatch(/no chills|no shaking/i);
  });

  it('makes skin gone black with a fever or shivers sepsis, but not a black eye, nail or bruise', () => {
    expect(
      flags('The thermometer said 39. I feel sick and woozy and my heart is racing.', [
        "It's swollen right up and gone a horrible dark colour in places, nearly black.",
      ]),
    ).toContain('sepsis-signs');
    expect(flags("I've got a black eye and a temperature")).not.toContain('sepsis-signs');
    expect(flags("My toenail has gone black, I've got a fever with a cold")).not.toContain('sepsis-signs');
    expect(flags("The bruise has gone black and blue, and I'm shivery")).not.toContain('sepsis-signs');
  });

  it('makes these same-day', () => {
    expect(urgent("There's a red line going up the inside of my arm from the cut")).toContain(
      'red-line-from-wound',
    );
    expect(urgent('My daughter keeps saying it stings when she does a wee.')).toContain(
      'child-stings-to-wee',
    );
    expect(urgent("I'm pregnant and I've been around measles")).toContain('measles-in-pregnancy');
    expect(urgent("I'm pregnant, I had my measles jab as a child")).toEqual([]);
    expect(urgent("My wee stings a bit, I'm 34")).toEqual([]);
  });
});

describe("final reader's faults on b22's rules", () => {
  it('reads a fever from feeling hot and cold or a thermometer, not from taps, teeth, sensations or weeks', () => {
    expect(flags("I'm on chemo, I've been getting hot and cold sensations in my fingers")).toEqual([]);
    expect(flags('Stiff neck since I slept funny, and my tooth hurts with hot and cold')).toEqual([]);
    expect(flags('9 weeks old, it was 39 weeks when I had him')).toEqual([]);
    expect(flags('It was 40 minutes ago, my neck is stiff')).toEqual([]);
    expect(flags("The thermometer said 39.2, he's 6 weeks old")).toContain('infant-fever');
  });

  it('does not take a scab gone black with a cold for sepsis', () => {
    expect(flags("The scab on my knee has gone black and I've got a temperature with this cold")).toEqual([]);
  });

  it('keeps "or" carrying a denial past "herself"', () => {
    const said = (text: string) => detectRedFlags(text, {}).length;
    expect(said("She hasn't been herself or had a temperature")).toBe(0);
    const doctor = createBuiltInDoctor({ now: new Date('2026-03-04T10:00:00Z') });
    doctor.opening();
    expect(doctor.reply("She hasn't been herself or had a temperature").sentences.join(' ')).not.toMatch(
      /noted the fever|with a fever/i,
    );
  });

  it('keeps the new same-day signs to a wound, a child and a contact', () => {
    expect(urgent("There's a red line from my watch strap going up my arm")).toEqual([]);
    expect(urgent('A red line going up my arm from the cut')).toContain('red-line-from-wound');
    expect(urgent("My daughter is 7, she's fine, it's me, it stings when I wee")).toEqual([]);
    expect(urgent("I'm pregnant and I had measles as a child")).toEqual([]);
    expect(urgent("I'm pregnant and my nephew has measles, I was with him on Sunday")).toContain(
      'measles-in-pregnancy',
    );
  });
});

describe('breathless in everyday British words', () => {
  it('hears "short of puff" sitting still as breathless at rest, and not on the stairs or lying flat for the back', () => {
    expect(flags("I'm a bit short of puff just sitting here")).toContain('severe-breathing-difficulty');
    expect(flags("Even sitting here in my chair I'm out of puff")).toContain('severe-breathing-difficulty');
    expect(flags("I get out of puff on the stairs, it's my age")).toEqual([]);
    expect(flags("I can't lie flat because of my back, and I get out of breath on the stairs")).toEqual([]);
    expect(
      flags('I have to sleep propped up because of heartburn, and I get out of breath on the stairs'),
    ).toEqual([]);
  });
});

describe('same-day signs by body system, for no one condition', () => {
  it('sees a sore throat or fever on any medicine that can stop the marrow making white cells', () => {
    expect(urgent("Sore throat and a temperature. I'm on clozapine.")).toContain(
      'sore-throat-on-white-cell-medicine',
    );
    expect(urgent('I take methotrexate for my arthritis and I have mouth ulcers and a fever')).toContain(
      'sore-throat-on-white-cell-medicine',
    );
    expect(urgent("I'm on clozapine, I'm ringing about my repeat prescription")).toEqual([]);
  });

  it('sees an infection caught by a baby in its first four weeks, not by an older baby or a sucking blister', () => {
    expect(
      urgent('She is three weeks old and there is a tiny blister on her tummy, her brother has chickenpox'),
    ).toContain('infection-in-newborn');
    expect(urgent('My newborn has a cold sore on his chin')).toContain('infection-in-newborn');
    expect(urgent('He is ten days old and has a sucking blister on his top lip')).toEqual([]);
    expect(urgent('He is 8 months old and has chickenpox, he is drinking well')).not.toContain(
      'infection-in-newborn',
    );
  });

  it('sees walking newly unsteady, not after a drink, a sprain or a first year of walking', () => {
    expect(urgent("She's staggering about, bumping into the furniture")).toContain('new-unsteady-walking');
    expect(urgent("Dad can't walk in a straight line since this morning")).toContain('new-unsteady-walking');
    expect(urgent("I was staggering home after six pints, I've a headache today")).toEqual([]);
    expect(urgent("He's just started walking and keeps falling over")).toEqual([]);
  });

  it('sees a joint out of place or locked', () => {
    expect(urgent("My jaw is stuck open, I can't shut my mouth")).toContain('joint-out-or-locked');
    expect(urgent('My shoulder popped out when I fell off the bike')).toContain('joint-out-or-locked');
    expect(urgent("My knee's locked, I can't straighten it")).toContain('joint-out-or-locked');
    expect(urgent('I popped out to the shops and my knee has ached since')).toEqual([]);
  });

  it('sees voices and beliefs of being followed or watched, not a worry or a nosy neighbour', () => {
    expect(urgent('People are following me. They know what I am thinking.')).toContain('psychotic-signs');
    expect(urgent('He hears people talking about him when there is nobody there')).toContain(
      'psychotic-signs',
    );
    expect(urgent("I'm paranoid it's cancer, I keep checking the lump")).toEqual([]);
  });

  it('sees an ear swollen up after a blow, not one swollen from an infection', () => {
    expect(urgent("My ear's puffed up like a little pillow after a tackle at rugby")).toContain(
      'ear-swollen-after-blow',
    );
    expect(urgent('My ear is swollen and sore and there is gunk coming out')).toEqual([]);
  });

  it('sees blisters coming up with nothing to explain them, not a burn, shoes or chickenpox', () => {
    expect(urgent('Big tight blisters on her arms and legs, and more come up every day')).toContain(
      'blisters-spreading',
    );
    expect(urgent('Blisters all over his tummy, it is chickenpox, his sister had it')).toEqual([]);
    expect(urgent('Blisters on my heels from new boots, more every day I walk')).toEqual([]);
  });

  it('makes skin red or peeling all over with shivers an emergency, not aching skin with flu or a rash of spots', () => {
    expect(
      flags("My skin's gone red all over and it's flaking off, I'm shivering under two duvets"),
    ).toContain('severe-skin-reaction');
    expect(flags("I'm shivering and my whole body aches, even my skin hurts")).toEqual([]);
    expect(flags('Red spots all over her body and a temperature of 38')).not.toContain(
      'severe-skin-reaction',
    );
  });
});

describe('b23: bleeding from elsewhere in pregnancy, and tablets only feared', () => {
  it('reads bleeding gums or a nosebleed in pregnancy as no pregnancy emergency, and bleeding down below as one', () => {
    expect(flags("My gums bleed more since I got pregnant, I'm 26 weeks")).not.toContain(
      'pregnancy-emergency',
    );
    expect(flags("I'm 20 weeks pregnant and it bleeds loads when I brush my teeth")).not.toContain(
      'pregnancy-emergency',
    );
    expect(flags("I'm 12 weeks pregnant and scared this headache is a bleed on the brain")).not.toContain(
      'pregnancy-emergency',
    );
    expect(flags("I'm 12 weeks pregnant and I'm bleeding")).toContain('pregnancy-emergency');
    expect(
      flags("I'm 12 weeks pregnant, my nose bled this morning and now there's blood on my pad"),
    ).toContain('pregnancy-emergency');
  });

  it('reads tablets only feared as no overdose', () => {
    expect(flags("I'm just frightened to take too many tablets")).toEqual([]);
    expect(flags("Paracetamol helps, I don't want to take too much of it")).toEqual([]);
    expect(flags('He tried to take too many tablets last night')).toContain('overdose');
    expect(flags("I've taken too many paracetamol for my headache")).toContain('overdose');
  });
});

describe("second reader's faults on the body-system signs", () => {
  it('keeps voices after a birth, and reads no belief into clinic follow-ups, gyms or a mother who knows her child', () => {
    expect(flags('I had my baby two weeks ago and I heard voices in the night')).toContain(
      'postpartum-psychosis',
    );
    expect(flags('i gave birth 5 days ago and im hearin voices')).toContain('postpartum-psychosis');
    expect(
      flags("I had my baby two weeks ago and they're following me up at the hospital for my blood pressure"),
    ).toEqual([]);
    expect(flags("Had the baby 10 days ago, the midwife says they're watching her weight")).toEqual([]);
    expect(urgent("People are watching me at the gym, I'm self-conscious about my weight")).toEqual([]);
    expect(urgent("They're not following me, I know it's all in my head")).toEqual([]);
    expect(urgent('My mum always knows what I am thinking')).toEqual([]);
  });

  it('reads breathless sitting here only when said together, without exertion, and not a plan run out of puff', () => {
    expect(
      flags("I'm sitting here at work, I was a bit out of puff climbing the stairs this morning"),
    ).toEqual([]);
    expect(flags("Sitting here in the waiting room. I get breathless when I run, that's all.")).toEqual([]);
    expect(flags('I slept sat up on the sofa watching a film, and I get a bit out of puff on hills')).toEqual(
      [],
    );
    expect(urgent("I've run out of puff with the kids this week, just tired")).toEqual([]);
  });

  it('reads skin red all over only as the skin, with shivers, and not the sun, wine, nails or a denial', () => {
    expect(flags('My toenail is coming off, and I ache all over with a temperature')).toEqual([]);
    expect(flags("My skin isn't red or peeling, but I'm shivering all over with a fever")).not.toContain(
      'severe-skin-reaction',
    );
    expect(flags("I've gone red all over after two glasses of wine and I feel hot")).toEqual([]);
    expect(flags("I got burnt on holiday, skin's peeling everywhere now and I feel a bit shivery")).toEqual(
      [],
    );
    expect(
      flags("My skin is dry and flaky all over, it always is in winter. I've got flu, shivery."),
    ).toEqual([]);
  });

  it('reads joints, walking, newborns, ears and blisters only as the signs', () => {
    expect(urgent('I dislocated my shoulder years ago, and now I have a cough')).toEqual([]);
    expect(urgent("My elbow's come out in a rash, it's eczema I think")).toEqual([]);
    expect(urgent("my knee's not locked, it's just sore")).toEqual([]);
    expect(urgent("I'm in a staggering amount of pain with this tooth")).toEqual([]);
    expect(urgent("I can't walk properly, my gout's flared up in my big toe")).toEqual([]);
    expect(urgent('He was walking like he was drunk and bumping into the walls')).toContain(
      'new-unsteady-walking',
    );
    expect(urgent("I'm breastfeeding my 10 day old and I've got a blister on my nipple")).toEqual([]);
    expect(urgent('I had the whooping cough jab in pregnancy, baby is 10 days old')).not.toContain(
      'infection-in-newborn',
    );
    expect(urgent("My daughter 3 days ago came out in chicken pox, she's 4")).not.toContain(
      'infection-in-newborn',
    );
    expect(urgent('My ear is swollen from an infection, and whenever I blow my nose it pops')).toEqual([]);
    expect(urgent("I've got blisters all over my hands from digging the garden")).toEqual([]);
    expect(urgent("I'm on methotrexate and my temperature's normal, I want to ask about my flu jab")).toEqual(
      [],
    );
  });
});

describe('emergencies from the clinical floor, told in one breath', () => {
  it('hears waters broken early when the weeks are said with "only"', () => {
    expect(flags("My waters broke and I'm only 33 weeks")).toContain('pregnancy-emergency');
  });

  it('hears a fall that hurt the back with tingling legs as the spine', () => {
    expect(flags('I fell off a ladder, my back is killing me and my legs are tingling')).toContain(
      'major-trauma',
    );
    expect(flags('I slipped on the ice last week and my back aches, no tingling or numbness')).toEqual([]);
  });

  it('hears a swallowed coin with drooling, or a drink that will not go down, as stuck', () => {
    expect(
      flags("My little boy swallowed a coin and now he's drooling and won't swallow his drink"),
    ).toContain('food-stuck');
    expect(flags('My baby is drooling a lot, she is teething')).toEqual([]);
  });

  it('hears bone showing after falling, and tummy pain through to the back with a faint', () => {
    expect(
      flags('My arm is bent the wrong way after falling off the trampoline and the bone is showing'),
    ).toContain('open-fracture');
    expect(flags("Crushing pain in my tummy going through to my back, I'm 70, I feel faint")).toContain(
      'acute-abdomen',
    );
  });

  it('sees blood on a blood thinner the same day, not a blood thinner alone', () => {
    expect(urgent("There's blood in my wee and I'm on blood thinners")).toContain(
      'bleeding-on-blood-thinners',
    );
    expect(urgent("I'm on warfarin, my INR was fine, I'm ringing about a rash")).not.toContain(
      'bleeding-on-blood-thinners',
    );
  });
});

describe('a cut tendon, and pelvic pain with a fever', () => {
  it('sees a cut with a finger that will not bend, not a cut finger that bends', () => {
    expect(urgent("I cut my hand on a knife and now I can't bend my finger")).toContain('cut-tendon');
    expect(urgent('I cut my finger on a glass, it bled a bit, I can bend it fine')).not.toContain(
      'cut-tendon',
    );
  });

  it('sees pain deep inside or with sex with a fever, not without one', () => {
    expect(urgent("It hurts deep inside when we have sex and I've got a temperature of 38.4")).toContain(
      'pelvic-pain-with-fever',
    );
    expect(urgent('It hurts deep inside when we have sex, no fever')).not.toContain('pelvic-pain-with-fever');
  });
});

describe('signs the retrained learned layer no longer raised, now read by rules', () => {
  it('reads a late "time of the month" with one-sided pain as a possible ectopic', () => {
    expect(
      flags(
        "pain low down on the right, my time of the month hasn't come, it's two weeks late, and the tip of my shoulder hurts",
      ),
    ).toContain('pregnancy-emergency');
  });

  it('sees time-critical tablets not kept down, and a newborn losing weight, the same day', () => {
    expect(urgent("Dad's got a tummy bug and he can't keep his Parkinson's tablets down")).toContain(
      'time-critical-medicine-missed',
    );
    expect(urgent("I've got a tummy bug and I can't keep my vitamin tablets down")).not.toContain(
      'time-critical-medicine-missed',
    );
    expect(urgent('He is eleven days old and he weighs less than when he was born')).toContain(
      'newborn-feeding-poorly',
    );
    expect(urgent('He is 4 months old and has lost weight with this bug')).not.toContain(
      'newborn-feeding-poorly',
    );
  });
});

describe('an ear not settling in diabetes', () => {
  it('sees a running ear for weeks with drops that have not helped, in diabetes', () => {
    expect(
      urgent("Five weeks my ear has been running, the drops didn't help, I'm diabetic on insulin"),
    ).toContain('ear-not-settling-in-diabetes');
    expect(
      urgent("Five weeks my ear has been running, the drops didn't help, no health problems"),
    ).not.toContain('ear-not-settling-in-diabetes');
  });
});

describe("second reader's faults on the later signs", () => {
  it('keeps clots the size of a thumb as bleeding in pregnancy, and weeks after an operation as no pregnancy', () => {
    expect(flags("I'm 9 weeks pregnant and bleeding with clots the size of my thumb")).toContain(
      'pregnancy-emergency',
    );
    expect(flags("I'm only 3 weeks after my hip replacement and I feel dizzy")).toEqual([]);
    expect(flags("I'm only about 32 weeks and my waters broke")).toContain('pregnancy-emergency');
    expect(flags("I'm 33 weeks and my waters went an hour ago")).toContain('pregnancy-emergency');
  });

  it('reads a late time of the month only when it has not come', () => {
    expect(flags('My monthly B12 jab is late and I feel dizzy, pain on my right side')).toEqual([]);
    expect(flags("My time of the month came late but it's here now, cramps on my right side")).toEqual([]);
  });

  it('reads the fall for the spine as a fall that happened, not sleep, flu or an old one', () => {
    expect(flags("I can't fall asleep, my back aches and my legs tingle")).toEqual([]);
    expect(
      flags(
        'I fell off my bike last year, my back aches now and then and my feet tingle because of diabetes',
      ),
    ).toEqual([]);
  });

  it('reads bones through the skin only after an injury, and pain through to the back only as pain', () => {
    expect(flags("Mum's hair is falling out, she's so thin her bones are sticking out")).toEqual([]);
    expect(flags('Tummy ache, I went back to bed and felt faint when I got up')).not.toContain(
      'acute-abdomen',
    );
  });

  it('reads drooling as something stuck only told with a swallow', () => {
    expect(flags('Food feels stuck in my throat, and I drool on the pillow at night')).not.toContain(
      'food-stuck',
    );
    expect(flags("He swallowed a 10p and now he's dribbling")).toContain('food-stuck');
  });

  it('keeps the later same-day signs to what they name', () => {
    expect(urgent("Pain deep inside my ear and I've got a temperature")).not.toContain(
      'pelvic-pain-with-fever',
    );
    expect(urgent("I'm diabetic and my ears have been ringing for weeks")).not.toContain(
      'ear-not-settling-in-diabetes',
    );
    expect(
      urgent("She's 3 weeks old, she lost weight at first but she's back to her birth weight"),
    ).not.toContain('newborn-feeding-poorly');
    expect(urgent("I'm on warfarin, I bruise easily, always have")).not.toContain(
      'bleeding-on-blood-thinners',
    );
    expect(urgent('On apixaban and my nose bled for two hours')).toContain('bleeding-on-blood-thinners');
  });
});

describe("second reader's faults, the rest", () => {
  it('makes pain through to the back an emergency with a faint or grey look, not dizziness on standing', () => {
    expect(
      flags("Mum's 79, her belly hurts and it's going into her back, she went dizzy and grey"),
    ).toContain('acute-abdomen');
    expect(
      flags(
        'I have IBS, tummy pain spreads into my back sometimes, and I get dizzy from my blood pressure tablets',
      ),
    ).not.toContain('acute-abdomen');
  });

  it('reads no bleeding on a blood thinner from a worry, and no cut tendon from arthritic fingers', () => {
    expect(urgent("I'm on apixaban and I'm worried ibuprofen will make me bleed")).not.toContain(
      'bleeding-on-blood-thinners',
    );
    expect(urgent("I had my hair cut and then my fingers won't bend because of my arthritis")).not.toContain(
      'cut-tendon',
    );
    expect(flags('after four beers my skin is red all over and I feel shivery')).toEqual([]);
  });
});

describe('b24, read after it joined dev', () => {
  it('hears labour with the urge to push as a birth about to happen, known pregnancy or not', () => {
    expect(
      flags(
        'Stomach cramps, they keep coming back. Like every three or four minutes. It feels like something is pushing down',
      ),
    ).toContain('pregnancy-emergency');
    expect(flags("I've got tummy cramps every few minutes with this bug and I need the toilet")).toEqual([]);
  });

  it('sees waters broken at term the same day, told with or without the word', () => {
    expect(urgent("I'm 38 weeks and my waters have gone, it's clear, no pains")).toContain('waters-broken');
    expect(urgent("I'm 38 weeks, I felt this pop and then my leggings were soaked")).toContain(
      'waters-broken',
    );
    expect(urgent("The pipe under the sink is leaking, it's clear water, I'm 38 weeks")).not.toContain(
      'waters-broken',
    );
  });

  it('sees a swallowed pin and a finger bent sideways the same day', () => {
    expect(urgent("I've swallowed a pin, I can breathe and swallow fine")).toContain('swallowed-sharp');
    expect(urgent("Finger's bent sideways. Caught a ball.")).toContain('finger-out-of-line');
    expect(urgent('My finger has been crooked for years with my arthritis')).toEqual([]);
    expect(urgent('My throat feels like I swallowed razor blades')).toEqual([]);
  });
});

describe('b24: a contraceptive pill swallowed by a child, and a solid 8', () => {
  it('makes only the contraceptive pill swallowed by a toddler no emergency, and anything else still one', () => {
    expect(flags('My toddler swallowed some of my contraceptive pills, he seems fine, he is 2')).toEqual([]);
    expect(
      flags('My toddler swallowed some of my contraceptive pills and some of my iron tablets, he is 2'),
    ).toContain('overdose');
    expect(flags('My toddler swallowed some of my blood pressure tablets, he is 2')).toContain('overdose');
    expect(flags("I've taken the whole packet of my pill on purpose because I want to die")).not.toEqual([]);
  });

  it('reads "a solid 8" as a score, not "a solid 8 hours"', () => {
    const doctor = createBuiltInDoctor({ now: new Date('2026-03-04T10:00:00Z') });
    doctor.opening();
    doctor.reply("There's a hard lump at my bottom, today it's a solid 8, I can't sit down");
    for (let i = 0; i < 40 && !doctor.finished; i++) doctor.reply('Hmm, let me think.');
    expect(doctor.triage.urgency).toBe('urgent');
  });
});

describe("third reader's faults on b24's rules", () => {
  it('keeps the contraceptive exception to a contraceptive swallowed, never a pill box or "on the pill"', () => {
    expect(flags('My 2 year old got into my pill box and swallowed some tablets')).toContain('overdose');
    expect(flags("I took 30 sertraline tablets, I'm on the pill too")).toContain('overdose');
    expect(
      flags('My toddler swallowed some of my contraceptive pills and some of my amlodipine, he is 2'),
    ).toContain('overdose');
  });

  it('reads the urge to push as labour only with contractions, not a poo, a deadline or a due date', () => {
    expect(
      flags('My tummy cramps come every few minutes with this bug and I need to push a poo out'),
    ).toEqual([]);
    expect(flags("My baby's coming in three weeks and I've got heartburn")).toEqual([]);
    expect(
      flags(
        'Stomach pains every few minutes since the curry, feels like something is pushing down on my bladder',
      ),
    ).toEqual([]);
    expect(
      flags('My 3 year old has had tummy cramps every few minutes and keeps straining like he wants to push'),
    ).toEqual([]);
    expect(flags("I'm 30 weeks, hip pain, and the baby kicks every few minutes")).toEqual([]);
  });

  it('makes waters broken before 37 weeks an emergency, told with or without the word', () => {
    expect(flags("I'm 30 weeks, I felt a pop and my jeans are soaked")).toContain('pregnancy-emergency');
    expect(urgent("I'm 30 weeks pregnant, my ear is leaking clear fluid")).not.toContain('waters-broken');
  });
});

describe('b24: a score after "the pain is bad", and diarrhoea after antibiotics at 81', () => {
  it('reads "the pain\'s bad, seven or eight" as 8, and no score from days', () => {
    const severity = (text: string) => extractSeverity(analyse(text), false);
    expect(severity("The pain's bad, seven or eight, worse when I walk")).toBe(8);
    expect(severity("It's bad, 2 days now")).toBeNull();
    expect(severity("It's bad, 3 or 4 times a night")).toBeNull();
    expect(severity('The pain is terrible, 2 kids to look after')).toBeNull();
  });

  it('sees diarrhoea after antibiotics the same day at 65 and over, not at 30', () => {
    const doctor = (age: number) => {
      const d = createBuiltInDoctor({ now: new Date('2026-03-04T10:00:00Z') });
      d.opening();
      d.reply(`My mum is ${age}, she's got watery diarrhoea since she finished her antibiotics on Friday`);
      for (let i = 0; i < 40 && !d.finished; i++) d.reply('Hmm, let me think.');
      return d.triage.urgency;
    };
    expect(doctor(81)).toBe('urgent');
    expect(doctor(30)).not.toBe('urgent');
  });
});

describe("a length of time is not a baby's age", () => {
  it('reads "my baby 8 days ago" as a birth, so a mother\'s fever is hers, and her signs are read for her', () => {
    expect(agesSaid('I had my baby 8 days ago')).toEqual([]);
    expect(agesSaid('My son, 10 days of a cough')).toEqual([]);
    expect(agesSaid('She is 10 days old')).toHaveLength(1);
    expect(flags('I had my baby two weeks ago and now I have a high fever, I shake very much')).toContain(
      'sepsis-signs',
    );
    expect(
      flags('I had my baby two weeks ago, fresh red pouring out down below, lumps like chopped liver'),
    ).toContain('bleeding-after-birth');
  });
});
