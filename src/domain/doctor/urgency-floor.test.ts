import { describe, expect, it } from 'vitest';
import { createBuiltInDoctor } from './built-in-doctor';
import { urgentDiscriminators, vulnerableDiscriminators } from './urgency-floor';

const NOW = new Date('2026-03-04T10:00:00Z');

function after(...lines: string[]) {
  const doctor = createBuiltInDoctor({ now: NOW });
  doctor.opening();
  for (const line of lines) doctor.reply(line);
  return doctor.triage;
}

describe('provisional urgency', () => {
  it('hears urgent signs told casually, in passing or across replies', () => {
    expect(
      urgentDiscriminators([
        'it felt like somebody had whacked the back of my heel with a racket',
        'I heard a sort of snap too, like a twig',
        "when I try to stand on tiptoe on that leg, nothing, it just won't go",
      ]),
    ).toContain('tendon-rupture');
    expect(
      urgentDiscriminators([
        'I am pregnant, 16 weeks',
        'the girl has the spots illness of children, itchy little water blisters everywhere',
      ]),
    ).toContain('chickenpox-in-pregnancy');
    expect(
      urgentDiscriminators([
        "My big toe feels like it's been hit with a sledgehammer",
        'never had anything like it in my life',
        "It's red as a beetroot, hot to touch, swollen up like a sausage",
      ]),
    ).toContain('hot-joint-first-time');
    expect(
      urgentDiscriminators([
        "my ankle's come up overnight, red and hot and puffy",
        "I've never had this before",
      ]),
    ).toContain('hot-joint-first-time');
    expect(
      urgentDiscriminators(["I wouldn't mind if I went to sleep and didn't wake up, that's how I feel"]),
    ).toContain('passive-death-wish');
    expect(urgentDiscriminators(["he said I'd not be sorry if I didn't wake up one morning"])).toContain(
      'passive-death-wish',
    );
    expect(urgentDiscriminators(["I wouldn't mind if I didn't wake up till noon"])).toEqual([]);
    expect(urgentDiscriminators(["I don't care if I never wake up"])).toContain('passive-death-wish');
    expect(
      urgentDiscriminators([
        "my baby wouldn't settle, I'd not care if she didn't wake up for a feed tonight",
      ]),
    ).toEqual([]);
    // Look-alikes: a pop in the back, blisters from a burn, a hot forehead, a strawberry lolly, cloudy wee, an old scar.
    expect(urgentDiscriminators(['I felt a pop in my lower back lifting a box'])).not.toContain(
      'tendon-rupture',
    );
    expect(
      urgentDiscriminators([
        "I'm 20 weeks pregnant and I burnt my hand on the oven, it's come up in water blisters",
      ]),
    ).not.toContain('chickenpox-in-pregnancy');
    expect(
      urgentDiscriminators([
        'my son has a fever, his forehead is hot to the touch',
        "he hurt his knee at school last week but it's fine",
        "it's the first time he's had a temperature this high",
      ]),
    ).not.toContain('hot-joint-first-time');
    expect(
      urgentDiscriminators(["my daughter's tongue is red from the strawberry lolly she had"]),
    ).not.toContain('scarlet-fever');
    expect(
      urgentDiscriminators([
        "I'm on dialysis at the hospital three times a week and my wee came out cloudy this morning",
      ]),
    ).not.toContain('cloudy-dialysis-fluid');
    expect(
      urgentDiscriminators(["I had a c section 3 years ago, my scar gets a bit red and itchy when I'm hot"]),
    ).not.toContain('infected-operation-wound');
    expect(
      urgentDiscriminators([
        'I do the tummy dialysis overnight, and what came out first thing was cloudy, like dishwater',
      ]),
    ).toContain('cloudy-dialysis-fluid');
    expect(
      urgentDiscriminators(['I had a c section nine days ago', 'theres some yellow puss coming out of it']),
    ).toContain('infected-operation-wound');
    expect(
      urgentDiscriminators([
        'I had my gallbladder out by keyhole eight days ago, and the cut by my belly button has gone red and hot',
      ]),
    ).toContain('infected-operation-wound');
    expect(urgentDiscriminators(['Her tongue is very red with small points, like strawberry'])).toContain(
      'scarlet-fever',
    );
  });

  it('hears no headache in thoughts popping into the head', () => {
    const doctor = createBuiltInDoctor({ now: NOW });
    doctor.opening();
    const heard = (line: string) => doctor.reply(line).sentences.join(' ');
    expect(
      heard('I keep getting horrible pictures popping into my head of something bad happening'),
    ).not.toMatch(/head/i);
    expect(heard('and my head is pounding too')).toMatch(/head/i);
  });

  it('reads a changed mole as routine, not self-care', () => {
    expect(
      after(
        "I'm probably being daft, it's just a mole",
        "It's on my back, my wife noticed it's got bigger, she says it's darker than it was",
        'It itches now and then',
        ...Array(14).fill('Hmm, let me think.'),
      ).urgency,
    ).toBe('routine');
  });

  it('hears urgent signs told tersely or in simple English, and not their look-alikes', () => {
    expect(urgentDiscriminators(['Six-week-old. Projectile vomiting. Every feed.'])).toContain(
      'infant-projectile-vomiting',
    );
    expect(
      urgentDiscriminators(['My baby is 4 weeks. He vomit after every milk, very strong, it go far away.']),
    ).toContain('infant-projectile-vomiting');
    expect(urgentDiscriminators(["I've been projectile vomiting, it's 2 days now"])).toEqual([]);
    expect(urgentDiscriminators(["she can't even keep sips of water down"])).toContain('not-keeping-fluids');
    expect(
      urgentDiscriminators([
        'I am pregnant 36 week. I have very much itching on the hand, inside, and on the foot, under.',
      ]),
    ).toContain('itching-in-pregnancy');
    expect(
      urgentDiscriminators([
        "I'm 20 weeks pregnant, the itching on my hands is from the new soap, my feet are fine",
      ]),
    ).toEqual([]);
    expect(urgentDiscriminators(['Daughter, 2. Limping since this morning.'])).toContain('child-limping');
    expect(
      urgentDiscriminators(['hi i got some thing in my i when i was sanding', 'its still there']),
    ).toContain('something-in-eye');
    expect(
      urgentDiscriminators(["her bag from the catheter is not filling, from 11 o'clock nothing come inside"]),
    ).toContain('blocked-catheter');
    expect(
      urgentDiscriminators([
        "it's about my son, he's 4",
        'his nose, only the one side, has been running with thick greeny stuff and it really smells',
      ]),
    ).toContain('nose-one-side-child');
    expect(
      urgentDiscriminators([
        "it's my back, worst in the night",
        'I had the prostate cancer three years ago, I had the radiotherapy',
      ]),
    ).toContain('back-pain-after-cancer');
    expect(urgentDiscriminators(["it's my back", 'my mum had breast cancer years ago'])).not.toContain(
      'back-pain-after-cancer',
    );
    expect(
      urgentDiscriminators([
        'forgot to take them monday and tuesday',
        'we had sex on tuesday night with out anything',
      ]),
    ).toContain('emergency-contraception');
    // Look-alikes: a regular medicine forgotten, thirst with a tummy bug, pain in the eye, a sore face.
    expect(urgentDiscriminators(['i forgot to take my pills this morning, my blood pressure ones'])).toEqual(
      [],
    );
    expect(urgentDiscriminators(['so thirsty with this diarrhoea, in and out of the loo'])).toEqual([]);
    expect(urgentDiscriminators(["i've got pain in my eye, it feels like there's grit in it"])).not.toContain(
      'something-in-eye',
    );
    expect(urgentDiscriminators(["my face, one side's gone swollen and sore"])).toEqual([]);
    expect(
      urgentDiscriminators([
        "it's a bit awkward, it's down below",
        "one side's gone swollen and sore, the left one",
      ]),
    ).toContain('testicle-pain');
    expect(urgentDiscriminators(["Daughter is 25, she's limping since yesterday"])).toEqual([]);
  });

  it('exists from the first patient turn, so a consultation cut short still has one', () => {
    expect(after('I have had a runny nose and a sneeze since yesterday').urgency).not.toBeNull();
  });

  it('treats a complaint it cannot place as routine, never self-care', () => {
    expect(after('something feels off and I cannot put my finger on it').urgency).toBe('routine');
  });

  it('keeps a general discriminator raised whatever is said after it', () => {
    expect(
      after('my dog bit my hand and it broke the skin', 'it is only small', "I'm fine really").urgency,
    ).toBe('urgent');
  });
});

describe('urgentDiscriminators', () => {
  it.each([
    ["I woke up and one side of my face has dropped, I can't close my left eye", 'face-weakness'],
    ['my son pushed a bead up his nose and we cannot get it out', 'object-in-nose-or-ear'],
    ["there's a bit of metal in my eye from grinding and I can't get it out", 'something-in-eye'],
    ["I swung her up by the arm and now she won't use it, she keeps it by her side", 'pulled-elbow'],
    ['he has a sore throat and a rash that feels like sandpaper', 'scarlet-fever'],
    ['the condom split last night', 'emergency-contraception'],
    ['I need the morning after pill', 'emergency-contraception'],
    ["it's a band of little blisters round my left side", 'shingles'],
    ['a boil on my thigh, getting bigger for three days', 'abscess'],
    ['a cleaner, a used needle went into my finger from the bin bag', 'needlestick'],
    ["I'm 18 weeks pregnant and my nephew has chickenpox", 'chickenpox-in-pregnancy'],
    ["my dad's catheter stopped draining this morning, the bag's empty", 'blocked-catheter'],
    ['his front tooth got knocked out playing hockey', 'knocked-out-tooth'],
    ['I had my gallbladder out last week and the cut is red with pus coming out', 'infected-operation-wound'],
    ['the fistula in my arm, this morning there is no buzz', 'fistula-quiet'],
    ['I do peritoneal dialysis and the bag came out cloudy', 'cloudy-dialysis-fluid'],
    ['sometimes I wish I could go to sleep and not wake up', 'passive-death-wish'],
    ["I'm 34 weeks and itching like mad on the palms of my hands", 'itching-in-pregnancy'],
    ['my son is 3 and started limping today, he will not put weight on his leg', 'child-limping'],
    ["some nights I think I wouldn't mind if I didn't wake up", 'passive-death-wish'],
  ])('"%s" is at least urgent: %s', (said, discriminator) => {
    expect(urgentDiscriminators([said])).toContain(discriminator);
  });

  it('reads new floaters with flashes of light across a consultation', () => {
    expect(
      urgentDiscriminators(['a big new floater in my left eye', 'and little flashes at the edge']),
    ).toContain('flashes-floaters');
    expect(urgentDiscriminators(['I see flashing lights and zigzags before my migraines'])).not.toContain(
      'flashes-floaters',
    );
  });

  it.each([
    ['I gave him Calpol with the syringe'],
    ['I have had a cold sore and a rash on my hands'],
    ['a lump in my breast, I noticed it last week'],
    ['I have been on the pill for years, no problems'],
    ['my bag is empty'],
    ["my son's wobbly milk tooth fell out"],
    ["my caesarean was three weeks ago and I can't stop weeping"],
    ['I had a scar from an old operation and some pus in a spot'],
    ["I had chickenpox as a child and I'm pregnant now, my niece has chickenpox"],
    ['my fistula buzz is strong as ever'],
    ['I have itchy hands from washing up'],
    ['my fistula buzz is strong, it has not stopped'],
    ["it's a cloudy day and I've lost my bag"],
    ['my wee is cloudy, I have been drinking lots of fluid'],
    ["I'm 30 weeks pregnant, my hands are not itchy at all"],
    ["I'm ready to go home"],
    ["I wouldn't mind if I didn't wake up till noon"],
  ])('"%s" raises none of the time-critical ones', (said) => {
    expect(urgentDiscriminators([said])).not.toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /needlestick|shingles|abscess|emergency-contraception|blocked-catheter|knocked-out-tooth|infected-operation-wound|chickenpox-in-pregnancy|fistula-quiet|itching-in-pregnancy|cloudy-dialysis-fluid|passive-death-wish/,
        ),
      ]),
    );
  });

  it.each([
    ['my throat feels like swallowing sandpaper'],
    ["I've got ear ache in my left ear"],
    ['my face is numb on one side since the dentist injection'],
  ])('"%s" raises none of them', (said) => {
    expect(urgentDiscriminators([said])).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/scarlet|object-in|face-weakness/)]),
    );
  });

  it('reads a discriminator spread over several turns', () => {
    expect(urgentDiscriminators(['it burns when I pee', 'I have a fever', 'and pain in my side'])).toContain(
      'kidney-infection',
    );
  });

  it('reads an urgent sign told in ordinary words, not only its textbook phrase', () => {
    expect(urgentDiscriminators(["my neighbour's terrier went for my hand, two little holes"])).toContain(
      'animal-bite',
    );
    expect(
      urgentDiscriminators(['I felt my pulse, it is all higgledy-piggledy, not regular at all']),
    ).toContain('irregular-heartbeat');
    expect(urgentDiscriminators(['it has stopped bleeding but the sides sort of flap open'])).toContain(
      'deep-wound',
    );
    expect(urgentDiscriminators(['the back part under the knee is swelling and hot'])).toContain(
      'possible-clot',
    );
    expect(urgentDiscriminators(['there was an almighty crack and I cannot go up on my toes'])).toContain(
      'tendon-rupture',
    );
    expect(urgentDiscriminators(['I am constantly thirsty', 'and peeing all the time'])).toContain(
      'possible-diabetes',
    );
    expect(
      urgentDiscriminators(['I got back from Uganda last week', 'I have a fever and shivers']),
    ).toContain('fever-after-travel');
    expect(
      urgentDiscriminators([
        "I've lost the hearing in my right ear",
        'I woke up this morning and it was gone',
      ]),
    ).toContain('sudden-hearing-loss');
    expect(
      urgentDiscriminators([
        "he's deaf as a post",
        'he only told me this morning about his water being pink',
      ]),
    ).not.toContain('sudden-hearing-loss');
    expect(
      urgentDiscriminators(['it is really swollen and it looks a bit bent, he will not move it']),
    ).toContain('possible-fracture');
    expect(
      urgentDiscriminators([
        "I've got a sore ankle, the right one, it came up suddenly yesterday, it's swollen and hot and red",
        'I have a fever',
      ]),
    ).toContain('hot-joint');
    expect(urgentDiscriminators(['my dog is a bit poorly and I have a bit of a cold'])).not.toContain(
      'animal-bite',
    );
  });

  it('makes a possible broken wrist, shingles near the eye and a first hot joint same-day', () => {
    expect(
      urgentDiscriminators(['I fell off my bike and landed on my hand', 'my wrist hurts on the thumb side']),
    ).toContain('wrist-after-fall');
    expect(urgentDiscriminators(['hot oil landed on my hand', 'near my thumb'])).not.toContain(
      'wrist-after-fall',
    );
    expect(urgentDiscriminators(['there are blisters on my forehead and around my right eye'])).toContain(
      'shingles-near-eye',
    );
    expect(urgentDiscriminators(['Rash on my forehead. One side.'])).toContain('shingles-near-eye');
    expect(urgentDiscriminators(['a rash', "there's one on the tip of my nose"])).toContain(
      'shingles-near-eye',
    );
    expect(
      urgentDiscriminators(['I went down on the ice and put my hand out', 'sore at the bottom of my thumb']),
    ).toContain('wrist-after-fall');
    expect(urgentDiscriminators(['a cold sore with blisters by the side of my nose'])).not.toContain(
      'shingles-near-eye',
    );
    expect(urgentDiscriminators(['my big toe is red and hot and swollen', "it's the first time"])).toContain(
      'hot-joint-first-time',
    );
    expect(
      urgentDiscriminators(['I twisted my ankle and it is hot and swollen', 'first time I have done that']),
    ).not.toContain('hot-joint-first-time');
  });

  it('does not count a faint with an obvious harmless trigger', () => {
    expect(urgentDiscriminators(['I fainted at my blood test', 'I came round straight away'])).not.toContain(
      'faint',
    );
    expect(urgentDiscriminators(['I fainted in the kitchen this morning'])).toContain('faint');
  });
});

describe('vulnerableDiscriminators', () => {
  it('makes a fever urgent in an over-75, a baby under six months and in pregnancy', () => {
    expect(vulnerableDiscriminators(['my dad is 84 and he has had a temperature since last night'])).toEqual([
      'fever-over-75',
    ]);
    expect(vulnerableDiscriminators(['my son is four months old and has a fever'])).toEqual([
      'fever-under-6-months',
    ]);
    expect(vulnerableDiscriminators(["I'm 20 weeks pregnant and I've got a temperature"])).toEqual([
      'unwell-in-pregnancy',
    ]);
    expect(vulnerableDiscriminators(["I'm 30 and I've got a temperature"])).toEqual([]);
    expect(
      vulnerableDiscriminators(['my son is three and his fever will not go, it is day five now']),
    ).toEqual(['child-fever-5-days']);
    expect(
      vulnerableDiscriminators(["my mum is 77, she has a new headache and her scalp's so tender"]),
    ).toEqual(['headache-over-50-tender-scalp']);
  });
});
