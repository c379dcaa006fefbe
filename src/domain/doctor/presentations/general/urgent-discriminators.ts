// The general discriminators below emergency (after the Manchester Triage System): what makes a consultation at
// least urgent whatever the complaint turns out to be, and the signs they are read from (besides the red flags'
// own concepts). The urgency floor (urgency-floor.ts) reads them from everything the patient has said.
import {
  agesSaid,
  allPresent,
  anyOf,
  phrases,
  together,
  unless,
  type Analysed,
  type Matcher,
} from '../../../language';
import { CHEST_SITE, DIARRHOEA, DISCOMFORT, FELT_HOT } from '../../concept-patterns';
import type { UrgentDiscriminator } from '../../urgency-floor';

const HOT_SAID_OF_IT =
  /(?:^\s*|\b(?:is|it's|its|feels?|felt|gone|looks?|and|so|really|very|quite|bit)\s+)hot\b(?!\s+(?:flush\w*|water|chocolate|weather|day|drinks?|bath|shower|tea|coffee|food|sauce|curry|spell))|\b(?:hot|warm) to (?:the )?touch\b|\bhot(?:,? (?:and )?(?:red|swollen|painful|angry|tender))* (?:lump|boil|swelling|ball)\b|\b(?:red|angry|painful|swollen|tender),? (?:and )?hot (?:lump|boil|swelling)\b/;

/** Discomfort in the chest, or a tightening round it (with ON_EXERTION: new angina). */
const CHEST_TIGHT_OR_SORE = phrases(
  `${CHEST_SITE}[^.;]{0,40}\\b(?:${DISCOMFORT}|tighten\\w*|belt)`,
  `(?:${DISCOMFORT}|tighten\\w*) (?:\\w+ ){0,3}(?:in|across|round|around|on) (?:my|his|her|the) ${CHEST_SITE}`,
);
/** Brought on by walking uphill, and eased by rest. */
const ON_EXERTION = phrases(
  '(?:go|goes|going|went|walk|walks|walking|climb\\w*|get|getting) up (?:a |the |any )?(?:slope|hill|hills|stairs|steps|lane|incline)',
  'uphill',
  'on (?:the )?hills',
  'when i (?:hurry|rush)',
  '(?:stop|stopping|rest|resting|sit down) (?:for )?(?:a )?(?:minute|bit|few minutes|while)?[^.;]{0,30}(?:goes|melts|eases|settles|passes|wears off)',
);
/** Said of an injury that is over: "last week, it's fine now". */
const OLD_OR_HEALED =
  /\b(?:last (?:week|month|year)|weeks ago|months ago|years ago|(?:it'?s|she'?s|he'?s) fine now|healed)\b/;

export const URGENT_CONCEPTS = {
  /** Vomit that shoots out, across the room: in a baby of a few weeks, the sign of a narrowed stomach outlet. */
  projectileVomiting: anyOf(
    phrases(
      'projectile\\w*',
      '(?:sick|vomit|milk|feed) (?:just )?(?:shoots?|shot|flies|flew|goes|went) (?:out|across|everywhere|right across)',
      'across the room',
      '(?:hits?|hit) the (?:wall|floor|other side)',
      '(?:milk|sick|vomit|feed)[^.;]{0,20}(?:shoot\\w*|fountain\\w*|with (?:real )?force)',
      'like (?:a )?fountain',
      'other side of the (?:room|sofa|settee|bed|kitchen)',
    ),
    // In simple English: "he vomit after every milk, very strong, it go far away".
    together(
      phrases('vomit\\w*', 'sick', 'throw\\w* up', 'threw up', 'milk (?:comes?|came|coming) (?:out|up|back)'),
      phrases('very strong', 'so strong', 'forceful\\w*', 'go(?:es)? far', 'far away', 'very far'),
      3,
    ),
  ),
  /** A fall onto the hand: the fall that breaks the scaphoid, which can look like a sprain. */
  fellOnHand: anyOf(
    together(
      phrases(
        'fell',
        'fallen',
        'fall',
        'came off',
        'tripped',
        'slipped',
        'went down',
        'went flying',
        'came a cropper',
      ),
      phrases(
        '(?:on|onto) (?:my|his|her|their|an|the) (?:outstretched )?(?:hand|hands|wrist|palm)',
        'put (?:my|his|her) hand out',
      ),
      2,
    ),
    // "I put my hand out to save myself": the fall onto the hand, told by the hand.
    phrases('put (?:my|his|her|their) hands? out'),
    // The person landed, not something that landed on them ("hot oil landed on my hand").
    phrases(
      '(?:i|he|she|they) landed (?:on|onto) (?:my|his|her|their) (?:outstretched )?(?:hand|hands|wrist|palm)',
    ),
  ),
  thumbSideWristPain: phrases(
    'thumb side',
    '(?:base|bottom) of (?:my|his|her|the) thumb',
    '(?:below|under|near|by) (?:my|his|her|the) thumb',
    'snuff ?box',
    'wrist (?:hurts|is sore|is painful|pain)',
    'thumb[^.;]{0,25}\\b(?:pain|sore|hurts|painful|tender)',
    '(?:pain|sore|hurts|painful|tender)[^.;]{0,25}\\bthumb',
    '(?:pain|hurts|sore|aches?) (?:in|at) (?:my|his|her|the) wrist',
  ),
  /** Shingles on the forehead, nose or eyelid can reach the eye. */
  shinglesNearEye: unless(
    together(
      phrases('shingles', 'blisters?', 'blistery'),
      phrases(
        'forehead',
        'eyes?',
        'eyelids?',
        'side of (?:my|his|her|the) nose',
        'tip of (?:my|his|her|the) nose',
        'temple',
      ),
      2,
    ),
    /\bcold sores?\b/,
  ),
  jointHot: together(
    phrases(
      'knee',
      'ankle',
      'wrist',
      'elbow',
      'hip',
      'shoulder',
      'joint',
      'big toe',
      'toe',
      'big finger of the foot',
    ),
    phrases('hot', 'warm'),
    3,
  ),
  /** A joint named in one reply and "hot to touch" in another: "my big toe…", later "it's red, hot to touch". */
  jointNamed: phrases('knee', 'ankle', 'wrist', 'elbow', 'big toe', 'toe', 'joint'),
  // Not said of a forehead, the skin or a wound: "his forehead is hot to the touch" is a fever.
  hotToTouch: unless(
    phrases(
      '(?:hot|warm) to (?:the )?touch',
      '(?:red|swollen|puffy) and hot',
      'hot and (?:red|swollen|puffy)',
    ),
    /\b(?:forehead|face|head|skin|wound|cut|scar|chest|tummy|back|neck|body|cheeks?)\b/,
  ),
  injuredIt: phrases(
    'twist\\w*',
    'sprain\\w*',
    'rolled (?:it|my|his|her)',
    'fell',
    'tripped',
    'knocked (?:it|my|his|her)',
    'banged (?:it|my|his|her)',
    'landed (?:on|awkwardly)',
    'injur\\w*',
  ),
  /** A fall or a knock, as a parent tells it: "fallen off his scooter", "went over the handlebars". */
  fellOrKnocked: phrases(
    'fell',
    'fallen',
    'went (?:flying|over)',
    'tripped',
    'landed',
    'knocked',
    'banged',
    'crashed',
    'came off',
  ),
  /** A hot, red patch: a local infection (a breast, a wound, a bite), which with a fever is seen the same day. */
  inflamedPatch: together(
    phrases('red', 'hot', 'warm', 'inflamed', 'angry'),
    phrases('patch', 'area', 'lump', 'breast', 'wound', 'skin', 'bite', 'cut', 'graze'),
    2,
  ),
  /** A rash on one side of the forehead, or on the tip of the nose, is shingles that can reach the eye. */
  faceRash: together(
    phrases('rash', 'blisters?', 'blistery', 'spots'),
    phrases('forehead', 'for head', 'eyelids?', 'temple', 'scalp'),
    2,
  ),
  oneSide: phrases('one side', '(?:left|right) side', 'only on (?:the|one) (?:left|right|side)', 'one-sided'),
  noseTip: phrases('tip of (?:my|his|her|their|the) nose'),
  rashWord: phrases('shingles', 'blisters?', 'rash', 'spots?'),
  /** A first attack: no earlier episode to say what it is. */
  firstEverEpisode: phrases(
    'first time',
    'never had (?:this|it|anything like (?:this|it))(?: before)?',
    'never (?:had|happened) before',
  ),
  reducedMovements: phrases(
    'baby (?:is |has been )?(?:moving|kicking) (?:a lot )?less',
    "(?:haven't|not|hasn't|didn't) felt (?:the |my )?baby (?:move|kick)",
    '(?:fewer|less) (?:kicks|movements)',
    '(?:movements?|kicks?) (?:have |has )?(?:slowed|reduced|stopped|changed)',
    'quieter than usual',
  ),
  animal: phrases(
    'dog',
    'cat',
    'animal',
    'fox',
    'bat',
    'rat',
    'horse',
    'puppy',
    'kitten',
    'terrier',
    'collie',
    'labrador',
    'spaniel',
    'alsatian',
    'rottweiler',
    'staffie',
    'hamster',
    'ferret',
  ),
  biteWound: phrases(
    'bit (?:me|my|him|her|his|them|their|through|into|down)',
    'bitten',
    'bites?',
    'nip(?:ped)?',
    'went for (?:me|my|him|her|his)',
    'had a go at',
    'sank (?:his|her|its) teeth',
    '(?:his|her|its|the) teeth',
    'teeth marks?',
    'teeth went',
    'punctures?',
    '(?:two|little|tiny) holes',
    'broke the skin',
  ),
  humanBite: phrases('(?:he|she|they|someone|somebody) bit (?:me|my|him|her)', 'human bite'),
  fractureSigns: phrases(
    'looks? (?:bent|deformed|wonky|crooked|wrong|out of place|funny shape)',
    'looks? (?:\\w+ ){1,2}(?:bent|deformed|wonky|crooked|misshapen|out of shape)',
    "bump where there (?:shouldn't|should not) be",
    "(?:won't|will not|can't|cannot) move it",
    'bent at (?:a|an) (?:funny|odd|weird|strange|wrong) angle',
    'deformed',
    'wrong angle',
    'odd angle',
    'out of place',
    'heard (?:a )?(?:crack|snap|pop)',
    "(?:can't|cannot|couldn't) (?:put|bear) (?:any )?weight",
    "(?:can't|couldn't) (?:move|bend|use) (?:it|my wrist|my arm|my leg|my fingers)",
    'bone (?:sticking|poking) out',
    'broken',
    'fracture\\w*',
  ),
  deepCut: phrases(
    'gaping',
    'gapes?',
    'deep cut',
    '(?:cut|wound|gash) is (?:really |very |quite )?deep',
    'quite deep',
    "(?:won't|doesn't|don't|will not|does not) (?:close|stay (?:closed|shut)|come together|hold)",
    'edges (?:are )?(?:apart|open|gaping)',
    '(?:sides|edges) (?:sort of |kind of )?(?:flap|gape|come|fall|pull|open)\\w*',
    'flaps? open',
    'opened it up',
    'like a (?:little )?mouth',
    'need(?:s)? stitch\\w*',
    'see (?:the )?(?:fat|bone|inside|yellow\\w*)',
    'yellow\\w* (?:stuff|bits?|fat)',
    'gash',
  ),
  calfSite: phrases('calf', 'calves', 'back of (?:my|his|her|the) (?:lower )?leg'),
  limbHotSwollen: phrases(
    'swollen',
    'swelling',
    'hot',
    'warm to touch',
    'red and',
    'tight and shiny',
    'bigger than the other',
  ),
  calfSwollen: together(
    phrases(
      'calf',
      'calves',
      'lower leg',
      'one leg',
      'back of (?:my|his|her|the) (?:knee|leg)',
      'under (?:my|his|her|the) knee',
      '(?:my|his|her) (?:left|right) leg',
      '(?:my|his|her) leg',
    ),
    phrases(
      'swollen',
      'swelling',
      'hot',
      'warm',
      'red',
      'tender',
      'tight',
      '(?:bigger|fatter|thicker|more big) than the other',
    ),
    2,
  ),
  hotJoint: together(
    phrases('knee', 'ankle', 'wrist', 'elbow', 'hip', 'shoulder', 'joint', 'big toe', 'toe'),
    phrases('hot', 'red', 'swollen', 'swelling', 'warm'),
    4,
  ),
  feverish: phrases(
    'fever\\w*',
    'temperature',
    'high temp',
    'burning up',
    ...FELT_HOT,
    'shiver\\w*',
    'shivery',
    'rigors',
    'hot and cold',
    'sweats',
    '(?:3[89]|4[01])\\.\\d',
    '(?:3[89]|4[01]) ?(?:degrees|c)',
    'thirty[- ](?:eight|nine) point',
    '10[0-4] ?(?:degrees|f)',
  ),
  urinary: phrases(
    // Not "weeks", "weekend", "peel" or "peering".
    'pee(?:s|d|ing)?',
    'wee(?:s|d|ing|ed|-wee| wee|wee)?',
    'pee ?pee',
    'urin\\w*',
    'water infection',
    'cystitis',
    'uti',
    'burns when',
    'stings when',
  ),
  flankPain: together(
    phrases('side', 'back', 'loin', 'flank', 'kidney'),
    phrases('pain\\w*', 'hurts?', 'ache\\w*', 'sore', 'agony'),
  ),
  spreadingRed: phrases('spreading', 'getting bigger', 'red line', 'red streak', 'tracking', 'growing'),
  hearingSudden: phrases(
    'sudden\\w*',
    'this morning',
    'overnight',
    'woke up',
    'all at once',
    'out of nowhere',
  ),
  hearingLost: phrases(
    "can't hear",
    'deaf',
    'hearing (?:has |had |is )?(?:\\w+ )?(?:gone|went|disappeared|lost|stopped)',
    "(?:can't|cannot|couldn't) hear (?:anything|a thing|out of|in|with|it)",
    'lost (?:the |my )?hearing',
    'loss of hearing',
    'hearing loss',
  ),
  throatSevere: phrases(
    "can't open (?:my |his |her )?mouth",
    'hard to open (?:my |his |her )?mouth',
    'muffled (?:voice|speech)',
    'hot potato',
    'drool\\w*',
    "(?:can't|cannot|can hardly|can barely) swallow (?:my own )?(?:spit|saliva)",
    'one side of (?:my |the )?throat',
    'one[- ]sided',
  ),
  toothSwelling: together(
    phrases('tooth', 'teeth', 'gum', 'jaw', 'dental', 'abscess', 'wisdom'),
    phrases(
      '(?:face|cheek|jaw|eye|neck) (?:is |has |gone |went |getting )?(?:swollen|swelling|puffy|puffed)',
      'swelling (?:in|on|of|up|to|towards) (?:my |the |his |her )?(?:face|cheek|jaw|eye|neck)',
      'swollen (?:face|cheek|jaw)',
      'spreading',
    ),
    3,
  ),
  irregularHeart: together(
    phrases('heart\\w*', 'pulse', 'heart ?beats?', 'beats?', 'rhythm', '(?:smart ?)?watch'),
    phrases(
      'irregular\\w*',
      'not regular',
      'all over the place',
      'out of rhythm',
      'no rhythm',
      'erratic',
      'jumping about',
      'jumping around',
      'skipping',
      'missing beats',
      'skipped beats?',
      'higgledy[- ]piggledy',
      'a pause then',
      'then nothing',
      'all jumbled',
      'uneven',
      '(?:af|a ?fib|atrial fibrillation)',
    ),
    2,
  ),
  colicWaves: together(
    phrases('side', 'back', 'loin', 'flank', 'groin', 'kidney'),
    phrases(
      'waves?',
      'comes and goes',
      'coming and going',
      'groin',
      "can't (?:sit|keep|stay) still",
      'writhing',
      'pacing',
    ),
    3,
  ),
  testiclePain: together(
    phrases('testic\\w*', 'balls?', 'scrotum', 'nuts'),
    phrases('pain\\w*', 'hurts?', 'ache\\w*', 'sore', 'swollen', 'swelling'),
  ),
  // "It's down below" … "one side's gone swollen and sore, the left one", said in turns of their own.
  downBelow: phrases('down below', 'down there', 'privates', 'my bits', 'crown jewels', 'family jewels'),
  oneSideSwollen: phrases(
    "(?:one|left|right) (?:side|one)(?:'s| has| is)? (?:gone |got |become )?(?:swollen|sore|painful)",
  ),
  pregnancyWords: phrases('pregnan(?:t|cy)', 'weeks gone', 'expecting'),
  notKeepingDown: phrases(
    "(?:can't|cannot|couldn't|not) (?:even )?keep(?:ing)? (?:\\w+ ){0,3}?(?:anything|any fluids|fluids|water|drinks?|food|milk|sips?) down",
    'sick (?:every time|whenever) (?:i|he|she) (?:drink|drinks|eat|eats)',
  ),
  diabetic: phrases('diabet\\w*', 'insulin'),
  faintWithoutTrigger: phrases(
    'fainted',
    'los[te]\\w* (?:my |his |her )?conscious\\w*',
    'passed out',
    'blacked out',
    'collapsed',
    'keeled over',
    'lost consciousness',
    'came round',
    'came to',
  ),
  headInjury: phrases(
    'hit (?:my|his|her|their) head',
    'banged (?:my|his|her|their) head',
    'bumped (?:my|his|her|their) head',
    'head injury',
    'fell[^.,;]{0,30}\\bhead\\b',
  ),
  headInjuryMild: phrases(
    'headache',
    'dizzy',
    'feel(?:s|ing)? sick',
    'nause\\w*',
    'bleeding',
    'big lump',
    'cut',
  ),
  // A torn tendon: a crack or snap, as if kicked, and the foot will not push up on its toes.
  /** A snap, or a kick from nobody, told in one reply; the heel or calf it was in, perhaps in another. */
  tendonSnap: phrases(
    '(?:heard|felt) (?:a |this |sort of |kind of |like |an? )*(?:snap|crack|pop)\\b',
    "like (?:someone|somebody|i'd|i had|i've) (?:had )?(?:been )?(?:kicked|whacked|hit|struck) (?:me )?(?:in )?the back of",
  ),
  // Not the calf alone: a tight calf is common; the heel and the back of the ankle are the tendon's.
  tendonSite: phrases('heel', 'achilles', 'back of (?:my|his|her|the) (?:leg|ankle|heel|calf)'),
  /** A snap or pop in the calf itself, said in one clause: "I felt a pop in my calf playing squash". */
  snapInCalf: phrases(
    '(?:heard|felt) (?:a |this |sort of |kind of |an? )*(?:snap|crack|pop)\\b[^.;,]{0,20}\\bcalf',
  ),
  /** An operation years ago: its scar is no fresh wound. */
  operationYearsAgo: unless(
    phrases(
      '(?:operation|op|section|caesarean|surgery|replacement|removed)[^.;]{0,25}\\b(?:\\w+ )?years? ago',
    ),
    /\b(?:days?|weeks?) ago\b|\blast week\b|\byesterday\b/,
  ),
  /** A pop in the knee and swelling at once: a torn ligament, or bleeding into the joint. */
  kneePopSwelling: together(
    phrases('(?:heard|felt) (?:a |this |sort of |kind of |an? )*(?:pop|snap|crack)\\b'),
    phrases(
      'swell\\w* (?:up )?(?:straight away|immediately|right away|within (?:minutes|an hour))',
      'blew up',
      'ballooned',
    ),
    2,
  ),
  /** Up on tiptoe, and nothing happens: said in a clause or two. */
  tiptoeFails: together(
    phrases(
      '(?:go|stand|get|push|rise|went|stood|going|standing) (?:up )?on (?:my |his |her |the )?(?:tip ?toes?|tiptoes?|toes)',
    ),
    phrases(
      'nothing happens',
      "won't go",
      "(?:can't|couldn't) (?:do it|push|lift|get up|go up|stand on it)",
      // "…and I just can't", "…, I couldn't": said at the end, of the tiptoe itself.
      "(?:just )?(?:can't|couldn't)$",
      "it doesn't$",
      "doesn't work",
      "won't work",
    ),
    2,
  ),
  tendonSigns: phrases(
    '(?:almighty|loud|big|strong|massive) (?:crack|snap|pop|bang)',
    'sound like (?:a )?(?:snap|crack|pop)',
    "(?:can't|cannot|couldn't|won't) (?:go|push|stand|get) (?:up )?on (?:my|his|her|the) (?:toes|tiptoes?)",
    '(?:hole|gap|dip|dent) (?:in|above) (?:the|my|his|her) (?:tendon|heel)',
    'who(?:\x27d| had) kicked me',
  ),
  // Thirst and passing a lot of urine together, often with weight loss: diabetes until shown otherwise.
  veryThirsty: phrases(
    '(?:constantly|always|really|very|so|terribly) thirsty',
    'thirsty (?:constantly|all day)',
    "(?:been |i'm |i am )?so thirsty",
    'wake up (?:at night )?to drink',
    '(?:big |large )?bottles of water a day',
    'thirsty all the time',
    'drink and drink',
    "(?:can't|cannot) stop drinking",
    'drinking (?:loads|gallons|litres|all the time)',
  ),
  peeingALot: phrases(
    '(?:peeing|weeing|urinating) (?:all the time|loads|constantly|a lot|non-stop)',
    '(?:pee|wee) (?:constantly|all the time|loads)',
    '(?:to|at) the (?:loo|toilet|bathroom) all night',
    'every half an hour',
    '(?:pee|wee|toilet)\\w* (?:very |so )?many times',
    'up (?:\\w+ )?(?:times|several times) (?:at|in the) night',
    '(?:keep|keeps|always) (?:going to|needing) the toilet',
    'in and out of the (?:loo|toilet|bathroom)',
  ),
  // A fever after a trip abroad: malaria needs a test the same day.
  travelledAbroad: phrases(
    '(?:came|come|got|been|just) back from',
    'returned from',
    'travell\\w*',
    'backpacking',
    'holiday in',
    'visit\\w* (?:my )?family in',
    'malaria',
    'africa',
    'india',
    'pakistan',
    'bangladesh',
    'nigeria',
    'ghana',
    'uganda',
    'kenya',
    'tanzania',
    'thailand',
    'cambodia',
    'laos',
    'vietnam',
    'brazil',
  ),
  feverDays: phrases(
    'day (?:five|six|seven|eight|5|6|7|8)',
    '(?:five|six|seven|eight|5|6|7|8|several) days',
    'a week',
    '(?:more|longer) than (?:four|4) days',
    // In simple English: "she has fever from Friday, today is Wednesday, every day fever".
    'every day fever',
  ),
  // A new headache after 50 with a tender scalp or an aching jaw when chewing (giant cell arteritis).
  temporalSigns: phrases(
    "scalp(?:'s|s)? (?:is |feels )?(?:so |very |really )?(?:tender|sore)",
    "(?:can't|cannot) (?:brush|comb) (?:my|his|her) hair",
    'tender (?:temples?|scalp)',
    'temples? (?:are |is )?(?:tender|sore to touch)',
    'jaw (?:aches|hurts|pain|ache)[^.;]{0,30}(?:chew|eat)',
    'jaw (?:gets |goes )?(?:tired|achy|aching)[^.;]{0,30}(?:through|chew\\w*|eat\\w*|sandwich|meal)',
    "(?:head|scalp)(?:'s| is)? (?:a bit |very |really |so )?(?:sore|tender) to (?:the )?touch",
    '(?:combing|brushing) (?:my|his|her) hair hurts',
    'tender cord',
    '(?:chew|chews|chewing|eating)[^.;]{0,30}jaw (?:aches|hurts|pain|ache)',
  ),
  // One side of the face weak or drooping, arms and speech fine: Bell's palsy until a doctor has looked (the
  // stroke red flag reads the rest).
  faceWeakOneSide: phrases(
    "face (?:has |is |'s )?(?:dropped|drooping|droopy|fallen|gone (?:droopy|weak|floppy)|weak)",
    "(?:can't|cannot|couldn't) (?:close|shut) (?:my|his|her) (?:left |right )?eye",
    '(?:mouth|lip|smile) (?:droops|is drooping|has dropped|is lopsided|goes down)',
    'lopsided',
    'dribbl\\w*[^.;]{0,20}(?:side|corner) of (?:my|his|her) mouth',
  ),
  // Something pushed into a child's nose or ear, or stuck in an eye: it needs taking out by someone who can see it.
  objectPushedIn: phrases(
    '(?:pushed|stuck|put|shoved|poked) [^.;]{0,30}(?:up|in|into) (?:his|her|my|their|the) (?:left |right )?(?:nose|nostril|ear)',
    '(?:up|in) (?:his|her|their) (?:nose|nostril|ear)[^.;]{0,20}(?:bead|pea|button|stone|crayon|toy|sweetcorn|rubber|lego|raisin|rice)',
    'push\\w* things (?:up|in|into) (?:his|her|their) (?:nose|ears?)',
  ),
  /** A child's nose running on one side only, and smelling: something pushed up it, until shown otherwise. */
  noseOneSide: together(
    phrases('nose', 'nostrils?'),
    phrases('(?:only )?(?:the )?one side', 'one nostril', '(?:the )?(?:left|right) (?:side|one)'),
    2,
  ),
  smellsBad: phrases('smell\\w*', 'rank', 'stinks?', 'stinky', 'pong\\w*', 'whiff'),
  thirstExplained: phrases(
    'diarrh\\w*',
    'the runs',
    'squits',
    'tummy bug',
    'gastro\\w*',
    'heat ?wave',
    'hot weather',
  ),
  /** Back pain in someone treated for cancer: spread to the spine is looked for the same day. */
  cancerTreated: phrases(
    "(?:i|i've|i have|he|he's|she|she's) (?:had|has|have) (?:the |a )?(?:(?!skin\\b)\\w+ )?(?:cancer|tumour|lymphoma|myeloma|leukaemia)(?! scare)",
    'my (?:\\w+ )?cancer',
    '(?:had|have|having|finished) (?:the )?(?:radiotherapy|chemo\\w*)',
  ),
  backPainAny: phrases(
    'back ?(?:ache|pain)',
    "(?:my|his|her) back(?:'s| is| has been| hurts| aches)",
    "it's my back",
    'pain in (?:my|his|her) (?:lower |upper )?back',
  ),
  somethingInEye: phrases(
    '(?:some ?thing|grit|dust|metal|a bit|a piece|a speck|a splinter|sawdust|a fleck)[^.;]{0,30}\\b(?:in|into) (?:my|his|her|the) (?:left |right )?eye',
    // Something got into the eye, not "I've got pain in my eye".
    "(?:got|get|gone|went|blew|blown|flew|flown|stuck) (?:(?!pain|ache|sore|soreness|infection|stye|twitch|itch)[\\w']+ ){0,5}(?:in|into) (?:my|his|her|the) (?:left |right )?eye",
    'scratch\\w* (?:on )?(?:my|his|her|the) (?:left |right )?eye',
    // Grinding or drilling metal without goggles: a fragment in the eye until shown otherwise.
    "(?:without|no|didn't (?:bother with|wear|have on|put on)|wasn't wearing|not wearing)(?: the| my| his| her| any)? (?:goggles|safety glasses|eye protection)",
  ),
  stillThere: phrases(
    "(?:can't|cannot|couldn't|won't) (?:get it out|come out|wash it out|shift it)",
    'still (?:there|in)',
    "(?:sand|sandpaper|grit|a bit of \\w+)(?: [\\w']+){0,2} under (?:my|the|his|her) (?:lid|eyelid)",
    "(?:feels|it's|its|it is) like (?:there's |there is )?(?:something|sand|grit|a bit)(?: of \\w+)? (?:is )?(?:in|stuck)",
    "(?:can't|cannot) (?:open|keep) (?:it|my eye|the eye) (?:open)?",
    // "Feels like grit.", "Tried rinsing it. Didn't shift.", "Hard to keep it open."
    'feels like (?:grit|sand|a grain of sand|an eyelash|a boulder|a stone)',
    "(?:didn't|won't|hasn't|wouldn't|doesn't) (?:shift|budge|come out)",
    '(?:hard|difficult) to (?:keep (?:it|my eye|the eye) open|open (?:it|my eye|the eye))',
  ),
  // A small child's arm pulled or swung, then not used: a pulled elbow needs putting back.
  armPulled: phrases(
    // "Swung her round by the hands", "lifted him up by one arm".
    '(?:pulled|yanked|tugged|swung|lifted) (?:him|her|them)? ?(?:up |round |around |about )?(?:by|on) (?:the|his|her|their|one) (?:arms?|hands?|wrists?)',
    '(?:pulled|yanked|tugged|swung) (?:his|her|their) (?:(?:left|right) )?(?:arm|hand)',
  ),
  armNotUsed: phrases(
    "(?:won't|will not|doesn't|does not|isn't|not) (?:use|using|move|moving|lift|lifting) (?:it|(?:his|her|their|that) (?:(?:left|right) )?(?:arm|hand))",
    '(?:holding|holds|keeps) (?:it|(?:his|her|the) arm) (?:still|close|against|by)',
    'arm (?:is )?(?:just )?(?:hanging|dangling|limp)',
  ),
  // A fingertip crushed in a door with its nail lifted, blood under it, or squashed: the nail bed may need repair.
  fingerCrushed: unless(
    phrases(
      '(?:trapped|shut|slammed|caught|crushed|squashed|jammed) (?:\\w+ ){0,4}?(?:finger|fingers|thumb|fingertip|hand) (?:in|on|under)',
      '(?:finger|thumb|fingertip)s? (?:\\w+ ){0,3}?(?:got )?(?:trapped|shut|slammed|crushed|squashed|caught) in',
      '(?:shut|slammed|closed) (?:the |a )?(?:\\w+ )?(?:door|drawer|window|lid) on (?:his|her|my|their) (?:hand|finger|fingers|thumb)',
    ),
    OLD_OR_HEALED,
  ),
  nailBedHurt: phrases(
    "nail(?:'s|s)? (?:is |has |had |has been |got )?(?:lifted|half off|hanging off|come off|coming off|torn off|ripped off|sticking (?:up|out)|come away|pulled off)",
    'blood under (?:the|his|her|my|their) (?:finger)?nail',
    '(?:finger ?tip|end of (?:his|her|my|their|the) finger)(?: is| was|s)? (?:all )?(?:squashed|crushed|split|flattened)',
    "(?:won't|can't|cannot) bend (?:it|the finger|(?:his|her|my|their) finger)",
    '(?:tip|end)(?: of (?:my|his|her|their|the) finger)? (?:is |was |has )?(?:hanging off|cut off|sliced off|chopped off|come off|missing)',
  ),
  /** A feeding tube into the stomach come out: the hole starts closing within hours, and feeds and medicines stop. */
  feedingTubeOut: together(
    phrases(
      'feeding tube',
      'peg tube',
      'mic?key button',
      '(?:her|his|my|their) peg',
      'gastrostomy',
      'tube (?:thing )?(?:in|into|going into) (?:her|his|my|their|the) (?:tummy|belly|stomach)',
    ),
    phrases(
      "(?:tube|peg|button|it|thing|belly|tummy)(?:'s| has| had| is)? (?:\\w+ ){0,2}?(?:come|came|fallen|fell|slipped|popped|pulled) (?:right )?out",
      '(?:tube|peg|it) (?:just )?(?:came|come) away',
      '(?:pulled|yanked) (?:the |her |his |my |their )?(?:feeding )?(?:tube|peg|it) out',
      '(?:pulled|yanked) out (?:the |her |his |my |their )?(?:feeding )?(?:tube|peg)',
    ),
    2,
  ),
  /** A face swollen up: a reaction (to hair dye, a sting, a medicine) or an infection. */
  faceSwollenUp: phrases(
    "(?:my|his|her|their|the) face (?:has |is |'s |had )?(?:like |all |gone |got |really |so |very )*(?:blown up|ballooned|swollen up|puffed up|swelled up|swollen)",
  ),
  /** A kneecap that slipped out to the side, even if it went back: it needs an examination and often an X-ray. */
  kneecapOut: phrases(
    'knee ?cap (?:\\w+ ){0,2}?(?:popped|went|slipped|shifted|moved|came|come|dislocated) (?:right |literally )?(?:out|sideways|to the side|off)',
    'knee ?cap (?:\\w+ ){0,2}?(?:popped|slipped|went) back in',
    'dislocated (?:my|his|her|their) knee ?cap',
  ),
  /** Bones known to be thin: a sudden back pain on lifting may be a bone in the spine that has collapsed. */
  thinBones: phrases(
    'thin(?:ning)? bones',
    'brittle bones',
    'weak bones',
    'osteopor\\w*',
    'alendron\\w*',
    'bone density',
  ),
  backGaveWay: together(
    phrases(
      '(?:my|his|her|their|the) (?:lower |upper |mid |middle )?back(?! (?:to|from|home|in|up|on|into|out|at|then|again|later))',
      'middle of (?:my|his|her|their) back',
      'spine',
    ),
    phrases(
      'snap\\w*',
      'crack\\w*',
      'something (?:go|went|gave|give|snapped|cracked|popped)',
      'sudden (?:\\w+ )?pain',
    ),
    2,
  ),
  /** Discomfort in the chest, or a tightening round it, brought on by walking uphill and eased by rest: new angina. */
  chestOnExertion: together(CHEST_TIGHT_OR_SORE, ON_EXERTION, 3),
  /** Straight lines wavy, or a blur in the middle of what one eye sees: the macula, which is treated within days. */
  distortedSight: unless(
    together(
      phrases(
        'eyes?',
        'sight',
        'vision',
        'see',
        'seeing',
        'look(?:s|ing)? at',
        'reading',
        'crossword',
        'telly|tv',
      ),
      phrases(
        '(?:lines|door ?frames?|edges?|tiles|text|words|lamp ?posts?|windows?)[^.;]{0,30}\\b(?:wavy|wobbly|bendy|bent|distorted|crooked|warped)',
        '(?:wavy|wobbly|bendy|distorted|crooked|warped) (?:straight )?lines',
        '(?:blur|blurry|blurred|grey|dark|smudgy|black) (?:bit |patch |spot |smudge )?(?:right )?in the (?:middle|centre)',
        '(?:grey|dark|smudgy|black) (?:patch|spot|smudge)[^.;]{0,30}(?:middle|centre)',
      ),
      3,
    ),
    /\b(?:migraines?|aura|zig ?zags?|headache|blackheads?|spots?|bruises?|scabs?|toe ?nails?|nails?)\b/,
  ),
  /** A baby under a year: by age said ("seven weeks old"), or spoken of as "my baby". */
  babySpokenOf: (a: Analysed) =>
    agesSaid(a.text).some((years) => years < 1) || /\b(?:my|our|the) (?:new ?born|baby)\b/.test(a.text),
  /** Blood in a baby's poo (streaks, threads): an allergy to cow's milk or worse, to be seen today. */
  bloodInPoo: together(
    phrases('blood\\w*', 'red (?:streaks|threads|specks|flecks|bits)'),
    phrases(
      "(?:baby'?s|his|her|their|son'?s|daughters?'?s?|(?:little )?(?:boy|girl)'?s) (?:\\w+ )?(?:poo\\w*|stools?)",
    ),
    2,
  ),
  /** Measles met in pregnancy: protection (immunoglobulin) works only if given within days. */
  measlesMet: unless(
    together(
      phrases('measles'),
      phrases(
        'been (?:around|near|with|in contact)',
        'exposed',
        'contact',
        '(?:has|has got|got|with|diagnosed with|caught|came down with) measles',
        'diagnosed',
        'outbreak',
        'cases?',
        'was with',
        'spent (?:the )?(?:day|afternoon|morning|evening)',
      ),
      2,
    ),
    /\b(?:had measles (?:as|when|years)|immune|measles,? mumps|mmr)\b/,
  ),
  /** A red line running up a limb from a cut or a bite: infection spreading along the lymph channels. */
  redLineUpLimb: unless(
    phrases(
      'red (?:line|streak|track|stripe)s? (?:\\w+ ){0,4}?(?:going|coming|running|spreading|tracking|creeping|moving|travelling) up',
      'red (?:line|streak|track|stripe)s? (?:up|along) (?:the inside of )?(?:my|his|her|their|the) (?:arm|leg|forearm|four arm|wrist|hand|calf|thigh)',
    ),
    /\b(?:cuffs?|straps?|watch|stretch marks?|rash|bra)\b/,
  ),
  /** A break in the skin the red line may start from: a cut, a bite, a thorn. */
  skinBroken: phrases(
    'cut',
    'bite',
    'bitten',
    'splinter',
    'sting',
    'stung',
    'scratch\\w*',
    'graze',
    'wound',
    'thorn',
    'rose bush',
    'glass',
    'blister',
  ),
  /** A child who says it stings or burns to wee: a urine infection, which in a child is seen the same day. */
  stingsToWee: phrases(
    '(?:stings?|stinging|burns?|burning|hurts?|sore|painful) (?:when|to|as|if) (?:she|he|they)(?: does| do)?(?: a)? (?:wee|pee|wees|pees|weeing|peeing)',
    '(?:stings?|stinging|burns?|burning|hurts?|sore|painful) to (?:wee|pee)',
    '(?:his|her|their) (?:wee|pee|weeing|peeing)(?:s| is| are)? (?:\\w+ )?(?:stings?|stinging|burns?|burning|hurts?|sore)',
  ),
  /** A fish or chicken bone stuck in the throat: it needs finding and taking out today. */
  boneInThroat: together(
    phrases(
      '(?:fish|chicken|meat) ?bones?',
      'bones? (?:\\w+ ){0,5}(?:in|down) (?:my|the|his|her|their) throat',
    ),
    phrases('stuck', 'lodged', 'caught', 'stay\\w*', 'scratch\\w*', 'throat', 'went down the wrong way'),
    2,
  ),
  // A hair or thread wound tight round a baby's toe, finger or penis: it cuts off the blood.
  hairTourniquet: unless(
    together(
      phrases('hairs?', 'threads?', 'fibres?', 'strands?'),
      phrases('(?:wrapped|wound|tied|twisted|tangled)(?: \\w+){0,2} (?:round|around)'),
      2,
    ),
    /\b(?:took|taken|got|cut|pulled) (?:it|them|the hair|the thread) (?:off|away|out)\b|\b(?:came|come) off\b|\bremoved (?:it|them)\b/,
  ),
  childsDigit: phrases(
    "(?:his|her|their|baby's|the baby's) (?:\\w+ )?(?:toes?|fingers?|willy|penis)",
    "(?:toes?|fingers?)(?:'s| is| are|s)? (?:\\w+ )?(?:swollen|red|puffy|purple|blue|dark)",
  ),
  // A sandpaper rash with a sore throat or fever: scarlet fever, which a GP treats the same day.
  scarletRash: anyOf(
    together(phrases('rash', 'skin', 'spots'), phrases('sand ?paper'), 3),
    together(phrases('rash', 'skin', 'spots'), phrases('rough'), 2),
    // "Red and bumpy like a strawberry", not the tongue red from a strawberry lolly.
    together(
      phrases('tongue'),
      phrases('strawberry tongue', 'like (?:a )?strawberr\\w*', 'strawberry[- ]?(?:red|like|coloured)'),
      2,
    ),
    phrases('scarlet fever', 'scarlatina'),
  ),
  /** Sex without contraception that worked: emergency contraception works best the sooner it is taken. */
  contraceptionFailed: phrases(
    'condoms? (?:\\w+ )?(?:split|broke|burst|came off|slipped off|tore|ripped|failed)',
    'morning[- ]after pill',
    'emergency contraception',
    'missed (?:two|2|three|3|a couple of|several|some) (?:of my )?(?:\\w+ )?pills',
    'unprotected sex',
    // "sex … with out anything else so no condom".
    '(?:sex|slept together)[^.;]{0,40}(?:with ?out (?:anything|protection|a condom|contraception)|no condom)',
  ),
  /** Pills forgotten, said of the contraceptive pill: "forgot to take them monday and tuesday … my new pack". */
  pillsForgotten: together(
    phrases(
      'forgot (?:to take )?(?:them|two|three|2|3|some|a couple|my pills?|the pills?)',
      'missed (?:them|some)',
    ),
    phrases(
      'pack(?:et)?',
      'contracepti\\w*',
      'the pill',
      'my pill',
      'sex',
      'condom',
      'microgynon',
      'micro gynon',
      'rigevidon',
      'cerazette',
    ),
    4,
  ),
  /** A band of blisters on one side: shingles, whose antiviral medicine works best within three days. */
  // Not shingles that has been and gone, whose pain lingers ("the spots have all gone", "three months since").
  shinglesBand: unless(
    anyOf(
      phrases('shingles'),
      together(
        phrases('blisters?', 'blistery', 'rash'),
        phrases(
          'belt',
          'band',
          'stripe',
          'strip',
          'half ?way round',
          'one side of (?:my|his|her|their) (?:body|chest|back|tummy|waist)',
        ),
        2,
      ),
    ),
    /\b(?:spots|rash|blisters|scabs)(?: have| has)? (?:all |long )?(?:gone(?=\s*(?:[,.;]|$| now| away))|healed|cleared)|\b(?:had|got) (?:the )?shingles (?:\w+ ){0,3}?(?:months?|years?) (?:ago|back)|\bmonths? since (?:the |my |his |her )?(?:rash|spots|blisters|shingles)|\bshingles (?:last|back in the) (?:year|spring|summer|autumn|winter)\b|\bback in the (?:spring|summer|autumn|winter)\b/,
  ),
  /** A boil or a lump growing over days, with a head or pus: an abscess that may need draining. */
  abscess: phrases('abscess\\w*'),
  lumpOrBoil: phrases('boils?', 'lump', 'swelling'),
  abscessSign: anyOf(
    phrases(
      'golf ball',
      'plum',
      '(?:an )?egg',
      'getting bigger',
      // "First day small, now every day bigger", "it's bigger each day"; not "bigger than a pea".
      '(?:every|each) day bigger',
      'bigger (?:every|each|by the) (?:day|hour)',
      'growing',
      'yellow head',
      'white (?:bit|head)',
      'pus',
      'squishy',
    ),
    // "Like a ball, hard and hot": a lump that is hot is inflamed.
    together(
      phrases('lump', 'ball', 'boil'),
      // Hot said of it ("hard and hot", "it's red and hot"), not a hot flush, a hot-water bottle or the weather.
      HOT_SAID_OF_IT,
      3,
    ),
  ),
  /** A diabetic foot or toe that is infected or broken down: pus, spreading redness, an ulcer, a black patch. */
  diabeticFootSign: anyOf(
    together(
      phrases('toes?', 'foot', 'feet', 'heel', 'toe ?nail', 'nail'),
      phrases(
        'pus',
        'oozing',
        'weeping',
        'infect\\w*',
        'spread\\w* (?:up|across|along|over|onto|to)',
        'red\\w*[^.;]{0,25}(?:spread\\w*|crept|creeping|tracking)',
        'ulcer',
        "sore[^.;]{0,20}(?:won't|isn't|hasn't|not) heal\\w*",
        '(?:gone|going|turned|turning) black',
        'black (?:patch|area|bit|spot)',
      ),
      3,
    ),
    // Any sign of inflammation said of the foot itself ("my toe is red and hot and swollen"), not warm bed socks
    // or a hot bath, nor the burning hot feet of nerve damage.
    together(
      phrases('toes?', 'foot', 'feet', 'heel', 'toe ?nail'),
      phrases('red', '(?<!burning )hot', 'swollen', 'inflamed'),
    ),
  ),
  /** Asthma, said as the patient's. */
  asthmaKnown: phrases('asthma\\w*', 'asthmatic'),
  /** A reliever needed most days or nights, or more than it used to be: asthma out of control. */
  // Not a reliever needed before a preventer began to work ("I used to need it most days, now I barely use it").
  relieverMore: unless(
    phrases(
      '(?:blue|reliever|ventolin|salbutamol) (?:inhaler|pump|puffer)[^.;]{0,30}\\b(?:almost |nearly )?(?:every|most) (?:single )?(?:day|days|night|nights)',
      '(?:blue|reliever|ventolin|salbutamol) (?:inhaler|pump|puffer)[^.;]{0,30}\\b(?:\\d|two|three|four|five|six|several)(?: or (?:\\d|three|four|five|six))? times a day',
      '(?:every|most) (?:single )?(?:day|night)s?[^.;]{0,30}\\b(?:blue|reliever|ventolin|salbutamol) (?:inhaler|pump|puffer)',
      '(?:using|uses|use|needing|needs|need|on) (?:the |her |his |my |their )?(?:blue |reliever )?(?:inhaler|pump|puffer) (?:a lot |much |loads )?more',
    ),
    /\bused to (?:need|use|be on|take)\b[^.;]{0,30}\b(?:inhaler|pump|puffer|it)\b|\b(?:barely|hardly|rarely|no longer) (?:use|uses|need|needs|touch|touches|take|takes)\b/,
  ),
  /** Eczema, named or told as the skin a child has always had ("dry skin with itching since baby"). */
  eczemaSkin: phrases(
    'eczema\\w*',
    'atopic',
    'always (?:had |got )?(?:very )?dry (?:itchy )?skin',
    'dry[^.;]{0,8}skin[^.;]{0,30}\\b(?:since|from) (?:(?:he|she) was )?(?:a )?(?:baby|birth|little|tiny)',
  ),
  /** New sores in eczema: clusters of blisters, punched-out holes, open weeping sores (eczema herpeticum, infection). */
  eczemaSores: phrases(
    'blisters?',
    'blistery',
    '(?:small |little |tiny )?bubbles? (?:with|of|full of) (?:water|fluid)',
    'water bubbles',
    'punched[- ]out',
    '(?:little|small|tiny) holes',
    'open sores',
    'sores',
    'weeping',
    'oozing',
  ),
  /** Clusters of blisters or punched-out sores: the look of eczema herpeticum whatever the temperature. */
  eczemaHerpeticumLook: phrases(
    'punched[- ]out',
    '(?:little|small|tiny) holes',
    '(?:groups|clusters|patches) of (?:small |little |tiny )?(?:blisters|bubbles|sores)',
    '(?:blisters|bubbles|sores) in (?:little |small |tiny )?(?:groups|clusters|patches|bunches)',
  ),
  /** New floaters (cobwebs, flies, specks that move with the eye): with flashes, a retinal tear until shown otherwise. */
  newFloaters: phrases(
    'floaters?',
    'cobwebs?',
    '(?:small |little |tiny )?flies',
    'something floating',
    // Not the dots of standing up too fast.
    '(?:dots|specks|blobs)[^.;]{0,20}float\\w* (?:about|around|across)(?![^.;]{0,30}\\bstand)',
  ),
  lightFlashes: phrases(
    'flash\\w*',
    'sparks? of light',
    'lightning',
    'like a camera',
    'flicker\\w* (?:of )?light\\w*',
  ),
  /** A used needle through the skin: treatment to prevent infection works best within hours. */
  // Not a pain described as needles ("like being jabbed with hot needles", "feels like I've swallowed a needle").
  needleInjury: anyOf(
    phrases('needle ?stick', 'used (?:needle|syringe)'),
    unless(
      together(
        phrases('(?<!pins and )needles?', 'syringes?'),
        phrases(
          'pricked',
          'stabbed',
          'stuck',
          'jabbed',
          'spiked',
          '(?:went|go|goes|gone) (?:in|into)',
          '(?:stood|trod|stepped) on',
        ),
        2,
      ),
      /\blike (?:being |getting |i'?ve |i have |i'?d |someone'?s? )?(?:been )?(?:jabbed|stabbed|pricked|stuck|swallowed)\b[^.;]{0,25}\bneedles?\b/,
    ),
  ),
  /** Chickenpox or shingles met in pregnancy: protection works only if given within days. */
  chickenpoxMet: phrases(
    'chicken ?pox',
    'shingles',
    // Told without its name: "the spots illness of children, itchy little water blisters everywhere"; not the
    // blisters of a burn, sunburn or new shoes, nor eczema on the hands.
    '(?:itchy |little |water |tiny )+blisters (?:all over (?:him|her|them|(?:his|her|their|the|my) (?!feet|hands|fingers|toes|heels|burn|palms)\\w+(?: and \\w+)?)|everywhere)(?![^.;]{0,30}\\b(?:shoes?|boots|eczema|burn\\w*|sunburn\\w*))',
    'spots? illness',
    'spotty (?:illness|bug|thing)',
    // "Spots, the itchy blistery ones, the same as my son had".
    'itchy blistery (?:ones|spots)',
    'blistery spots(?! (?:on|around|by|near|round) (?:my|her|the) (?:lips?|mouth|nose|chin)(?! and))',
  ),
  /** Bitten or scratched by an animal abroad, or by a monkey or a bat anywhere: rabies jabs cannot wait. */
  animalBite: together(
    phrases('dogs?', 'monkeys?', 'bats?', 'cats?', 'fox(?:es)?', 'macaques?', 'strays?'),
    phrases('(?<!\\ba )bit(?! of)', 'bitten', 'bites?', 'scratch(?:ed|es)?', 'nipped'),
    2,
  ),
  abroadOrWild: phrases(
    'abroad',
    'overseas',
    '(?:trip|holiday|travell\\w*|backpacking|gap year) (?:to|in|round|around) (?!(?:devon|cornwall|wales|scotland|the lakes|the coast)\\b)',
    'monkeys?',
    'macaques?',
    '(?<!cricket |baseball |rounders )bats?(?! (?:and|or) ball)',
    'bali|thailand|india|indonesia|vietnam|cambodia|nepal|sri lanka|morocco|egypt|turkey|africa|asia|mexico|peru|philippines|malaysia|brazil|kenya|tanzania',
  ),
  /** Dizzy on standing, or falling, since a new medicine was started: a same-day review of the medicine. */
  dizzyOnStanding: together(
    phrases(
      'dizzy',
      'swimmy',
      'light ?headed',
      'woozy',
      'wobbly',
      'room (?:goes|spins|starts spinning)',
      'legs go',
    ),
    phrases(
      'stand\\w*(?: up)?',
      'stood up',
      'gets? up',
      'getting up',
      'out of (?:my|his|her|their|the) (?:chair|bed)',
      'from sitting',
    ),
    2,
  ),
  fallsAgain: phrases(
    '(?:two|three|several|a few|a couple of|couple of) falls',
    '(?:fallen|fell|gone down|went down) (?:twice|two times|three times|again)',
    'keeps? (?:falling|going down)',
  ),
  newMedicine: phrases(
    'new (?:\\w+ ){0,2}(?:tablets?|pills?|medicines?|medications?|meds)(?! (?:\\w+ )?(?:last year|years? ago))',
    '(?:added|started|put (?:me|him|her|them) on|gave (?:me|him|her|them)) (?:on )?(?:a |an )?(?:new|another|extra|second) (?:\\w+ ){0,2}(?:tablets?|pills?|medicines?|medications?|meds|drugs?)',
    'since (?:the (?:doctor|gp|hospital|consultant)|they|she|he) (?:put|started|increased|upped|changed|doubled)',
    '(?:increased|upped|doubled|put up) (?:my|his|her|their|the) (?:\\w+ ){0,3}(?:tablets?|pills?|dose|medicines?|medication)',
    'dose (?:was |has been )?(?:doubled|increased|put up|went up)',
  ),
  /** A fish hook in past its barb: it has to be taken out by a nurse or doctor. */
  hookEmbedded: together(
    // A hook in the skin, not a coat caught on a hook.
    phrases(
      '(?:fish|fishing) ?hooks?(?![^.;,]{0,25}\\b(?:jumper|coat|jacket|trousers|sleeve|hat|net|bag|clothes|shirt|fleece|carpet)\\b)',
      "hook(?:'s| is| has)? (?:gone |right |stuck )?(?:in|into) (?:my|his|her|their|the) (?!jumper|coat|jacket|trousers|sleeve|hat|net|bag|clothes|shirt|fleece|carpet)",
      'hooked (?:myself|himself|herself|my|his|her)',
      "barb(?:'s| is| has)",
      'past the barb',
    ),
    phrases(
      'stuck',
      'barb',
      'embedded',
      '(?:gone|went) (?:in|into|right in)',
      "(?:can't|cannot|won't) (?:get|pull|come) (?:it |the thing )?out",
      "(?:can't|cannot|won't) pull it",
    ),
    2,
  ),
  /** Days without sleep with boundless energy, spending or racing ideas: a first high needs a same-day look. */
  noSleepForDays: phrases(
    "(?:haven't|hasn't|not|barely|hardly) (?:really |properly )?slept (?:properly )?(?:since|for|in)",
    '(?:barely|hardly) slept (?:for )?(?:\\w+ )?(?:nights|days)',
    "(?:don't|doesn't) need (?:it|sleep|to sleep)",
    'up all night',
  ),
  driveOfAHigh: phrases(
    'never felt better',
    'so much energy',
    '(?:hundred|million) miles an hour',
    'talks? (?:so|really|very) fast',
    'feels? amazing',
    'spent (?:all (?:our|my|his|her|their) savings|(?:about |over |nearly )?(?:\\w+ )?thousand)',
    'started (?:two|three|four|several) businesses',
    'ideas (?:just )?keep coming',
    'full of (?:big |grand )?(?:plans|ideas|schemes)',
    'grand plans',
  ),
  /** Why someone would not sleep and still feel fine: a new baby, exams, shifts, travel. */
  sleeplessForAReason: phrases(
    'new baby',
    'newborn',
    'up (?:all night )?(?:with|feeding) (?:the )?baby',
    'cramming',
    'revising (?:all night|for)',
    'jet ?lag\\w*',
  ),
  /** A catheter, and (in that reply or another) nothing draining into its bag. */
  catheter: phrases('catheters?', 'cath eater', 'tube into (?:my|his|her) bladder'),
  catheterNotDraining: phrases(
    'not draining',
    'stopped draining',
    'nothing (?:has )?(?:drained|draining|gone|going) (?:in|into)',
    'no (?:urine|wee|pee) in',
    "bag\\W?s? (?:\\w+ ){0,4}?(?:hasn't|has not|isn't|is not|not) (?:filled|filling)",
    'nothing (?:come|comes|coming|came) (?:inside|in|out|into)',
    '(?:catheter )?bag\\W?s? (?:been |is |are )?empty',
    'blocked',
    'leaking (?:around|round)',
  ),
  /** An adult tooth knocked out: it can be put back only within the hour. */
  toothKnockedOut: phrases(
    'knocked (?:out )?(?:a |his |her |my |their |one of (?:his|her|my|their) )?(?:front )?(?:tooth|teeth)(?: out)?',
    '(?:tooth|teeth) (?:\\w+ ){0,2}knocked out',
    '(?:tooth|teeth) (?:has |have )?(?:come|came|fell|fallen) (?:\\w+ )?out',
    'lost (?:a|his|her|my|their) (?:front )?tooth (?:playing|in|at|when|after)',
  ),
  /** A milk tooth: loose and out on its own, or knocked out; a dentist in days, not today. */
  milkTooth: phrases('milk tooth', 'baby tooth', 'wobbly'),
  /** A wound from an operation, red, hot or leaking pus: an infection to treat today. */
  operationWound: phrases(
    'operation',
    'op',
    'caesarean',
    'c[- ]?section',
    'keyhole',
    '(?:had|having) (?:my|his|her) \\w+ (?:out|removed|done)',
    '(?:hip|knee|joint|shoulder) replacement',
    'stitches',
    'incision',
    'the snip',
    'vasectomy',
  ),
  /** Swelling after an operation that keeps growing or turns dark: bleeding under the skin, to be seen today. */
  swellingGrowing: unless(
    phrases(
      '(?:swelling|swollen|it|lump|side)\\W?s? (?:\\w+ ){0,3}?(?:getting|got|growing|grown|gone|going) (?:much |a lot |even |loads )?(?:bigger|larger)',
      "\\w+(?:'s| has| is| have)? (?:been |keeps |all )?balloon(?:ed|ing)",
      'swell\\w* up (?:massively|loads|a lot|like)',
      'come up like (?:a|an) (?:small |big |little )?(?:orange|tennis ball|golf ball|egg|lemon|melon|grapefruit)',
    ),
    /\b(?:going down|gone down|smaller|settling|shrinking)\b/,
  ),
  woundInfected: phrases(
    '(?:wound|cut|cuts|scar|stitches|incision)\\W?s? (?:\\w+ ){0,6}(?:red|hot|warm|angry|swollen|infected|smells?|weeping|oozing|pus)',
    '(?:pus|puss|oozing|weeping)[^.;]{0,30}(?:wound|cut|scar|stitches|incision|dressing|plaster)',
    '(?:pus|puss) (?:\\w+ ){0,3}(?:coming )?out of (?:it|one end|the (?:wound|cut|scar))',
    '(?:oozing|weeping|leaking) (?:cloudy|yellow\\w*|green\\w*|smelly) (?:stuff|fluid|liquid)',
  ),
  /** Chickenpox already had: immune, so meeting it in pregnancy is no worry. */
  hadChickenpox: phrases(
    '(?:had|have had|i\\W?ve had|she\\W?s had) chicken ?pox (?:as a (?:child|kid)|before|when (?:i|she) was)',
    'immune to chicken ?pox',
  ),
  /** A dialysis fistula, and (in that reply or another) its buzz gone: it may have clotted, saved only within hours. */
  fistula: phrases(
    '(?:dialysis|av) fistula',
    '(?:my|his|her|their) fistula',
    'fistula (?:in|on) (?:my|his|her|their|the) (?:\\w+ )?(?:arm|wrist|elbow)',
    'fistula arm',
  ),
  // Read clause by clause over the words as said: "no buzz" is the sign itself, not a denial of one; "the buzz is
  // strong", "it hasn't stopped" are not.
  buzzGone: (a: Analysed) =>
    a.clauses.some(
      (clause) =>
        !/\b(?:hasn't|has not|not|isn't|never) (?:stopped|gone)\b|\b(?:strong|normal|fine|good|as usual|as ever)\b/.test(
          clause,
        ) &&
        (/\b(?:no|lost (?:the|my|his|her)?|can't (?:feel|hear) (?:the|a|any|my|his|her)?) ?(?:buzz|buzzing|thrill|whoosh\w*|vibration)\b/.test(
          clause,
        ) ||
          /\b(?:buzz\w*|thrill|whoosh\w*|vibration)\b(?: \w+){0,8} (?:has |have |had |is |'s )?(?:stopped|gone|disappeared|quiet|weaker)\b/.test(
            clause,
          ) ||
          /\b(?:gone quiet|isn't buzzing|not buzzing|stopped buzzing)\b/.test(clause)),
    ),
  /** Peritoneal dialysis, named: a cloudy bag means something only with it. */
  peritonealDialysis: phrases('(?:peritoneal )?dialysis', 'pd (?:bag|exchange|fluid)', 'exchanges?'),
  /** The fluid drained out is cloudy. */
  drainedFluidCloudy: together(
    phrases(
      'bags?',
      'fluid',
      'drain\\w*',
      'effluent',
      '(?:what|it|stuff) (?:that )?(?:came|comes|coming) out',
    ),
    phrases(
      'cloudy',
      'murky',
      'milky',
      'like milk',
      '(?:like )?dishwater',
      "(?:can't|cannot) (?:see|read) (?:the \\w+ )?through",
    ),
    1,
  ),
  /** Itching of the palms or soles in pregnancy: a liver condition of pregnancy to check today. */
  palmSoleItch: phrases(
    'itch\\w* (?:\\w+ ){0,5}(?:palms?|soles?)',
    '(?:palms?|soles?)(?: of (?:my|her) (?:hands|feet))? (?:are |is )?(?:so |really |very )?itch\\w*',
    'itch\\w* (?:\\w+ ){0,3}hands and feet',
    '(?:hands|palms) and (?:feet|soles) (?:\\w+ )?itch\\w*',
    'scratch\\w* (?:my |her )?palms',
  ),
  /** Itching on the hands and the feet, told apart ("itching on the hand, inside, and on the foot, under"). */
  handAndFootItch: together(
    phrases('itch\\w* (?:\\w+ ){0,4}hands?', 'hands? (?:\\w+ ){0,3}itch\\w*'),
    phrases(
      'itch\\w* (?:\\w+ ){0,4}(?:feet|foot|soles?)',
      '(?:feet|foot|soles?) (?:\\w+ ){0,3}itch\\w*',
      // The foot said apart, in the same breath as the itching hand: "…on the hand, inside, and on the foot, under".
      '^(?:and )?(?:on )?(?:the |my |her )?(?:foot|feet|soles?)(?: \\w+)?$',
    ),
    3,
  ),
  /** A newborn's cord stump red around, smelly or oozing. */
  cordStumpInfected: together(
    phrases('belly button', 'tummy button', 'cord stump', 'stump', 'umbilical', 'navel'),
    phrases('red\\w*', 'smell\\w*', 'pus', 'ooz\\w*', 'gunk', 'discharge', 'swollen', 'sticky'),
    1,
  ),
  /** A child newly limping or not bearing weight: the child is who limps, not the caller. */
  childLimping: phrases(
    "(?:he|she|he's|she's|my (?:son|daughter|boy|girl|toddler|little one)|(?:son|daughter)) (?:has |is |started |keeps |has been |'s been )?(?:been )?(?:limping|hobbling)(?! along)",
    '(?:started|starting) limping',
    // "Daughter, 2. Limping since this morning.": the limp said on its own ("since" parts the clause).
    '^(?:\\d+ |now |and )?limping$',
    "won't (?:really )?(?:put (?:any )?weight|stand|walk)(?: on)?",
    'refus\\w* to (?:walk|stand|put weight)',
    '(?:crawling|bottom shuffling) instead of walking',
    'stopped walking',
    'wants carrying',
    'favouring (?:his|her) (?:\\w+ )?leg',
    'dragging (?:his|her) (?:\\w+ )?leg',
  ),
  /** Wishing not to wake up, or to die in their sleep: no plan, yet to be seen today. */
  passiveDeathWish: anyOf(
    phrases(
      "(?:wouldn't|would not|'d not|not|don't|do not) (?:mind|be sorry|be sad|be bothered|care) if (?:i|he|she) (?:\\w+ ){0,5}?(?:didn't|did not|don't|never) (?:wake|woke) up(?! (?:till|until|before|for|in time|early)\\b)",
      '(?:be happy|be glad|happy|ready) to go in (?:my|his|her) sleep',
      "hope (?:i|he|she) (?:don't|doesn't|never) wake up",
      'tired of (?:living|being alive)',
      'ready to die',
      'wish (?:it|everything) would (?:all )?end',
    ),
    together(
      phrases(
        '(?:wish|want|hope)\\w* (?:\\w+ ){0,4}(?:go|went|going|drift off) to sleep',
        "(?:wouldn't|would not|'d not|not) (?:mind|be sorry|be sad|be bothered|care) if (?:i|he|she) (?:\\w+ ){0,2}?(?:went|go|fell|fall|drift\\w*) (?:off )?(?:to sleep|asleep)",
      ),
      phrases(
        "(?:not|never|didn't|did not|don't) (?:wake|woke) up(?! (?:till|until|before|for|in time|early)\\b)",
      ),
      2,
    ),
  ),
  /** A medicine begun lately, told as when the trouble started: "since he started his antibiotics". */
  startedMedicine: unless(
    phrases(
      '(?:i|he|she|they|we) (?:started|began|went on|took|have been taking|been taking|(?:was|were) put on) (?:on )?(?:my|his|her|their|the|a|an|these|those) (?:new )?(?:\\w+ )?(?:tablets?|pills?|medicines?|medication|meds|course|capsules?|amoxicillin|penicillin|antibiotics?|ibuprofen|naproxen|aspirin|co-amoxiclav|trimethoprim|nitrofurantoin|flucloxacillin|doxycycline|lamotrigine|carbamazepine|allopurinol|sertraline|\\w+cillin|\\w+mycin)',
      '(?:i|he|she|they|we) (?:started|began) (?:on |taking )?(?:amoxicillin|penicillin|antibiotics?|ibuprofen|naproxen|aspirin|co-amoxiclav|trimethoprim|nitrofurantoin|flucloxacillin|doxycycline|lamotrigine|carbamazepine|allopurinol|sertraline|\\w+cillin|\\w+mycin)',
      // "Since starting allopurinol": the clause splitter takes "since" away.
      '(?:after )?(?:starting|taking|having) (?:on )?(?:the |his |her |my )?(?:\\w+ ){0,2}?(?:amoxicillin|penicillin|antibiotics?|ibuprofen|naproxen|aspirin|co-amoxiclav|trimethoprim|nitrofurantoin|flucloxacillin|doxycycline|lamotrigine|carbamazepine|allopurinol|sertraline|\\w+cillin|\\w+mycin)',
      '(?:days?|first dose|second dose|dose) (?:into|of) (?:the |his |her |my )?(?:course of )?(?:amoxicillin|penicillin|antibiotics?|ibuprofen|naproxen|aspirin|co-amoxiclav|trimethoprim|nitrofurantoin|flucloxacillin|doxycycline|lamotrigine|carbamazepine|allopurinol|sertraline|\\w+cillin|\\w+mycin)',
      '(?:been on|(?:on|started|finished) a course of|course of) (?:the |his |her |my )?(?:amoxicillin|penicillin|antibiotics?|ibuprofen|naproxen|aspirin|co-amoxiclav|trimethoprim|nitrofurantoin|flucloxacillin|doxycycline|lamotrigine|carbamazepine|allopurinol|sertraline|\\w+cillin|\\w+mycin)',
      '(?:on|taking) (?:amoxicillin|penicillin|antibiotics?|ibuprofen|naproxen|aspirin|co-amoxiclav|trimethoprim|nitrofurantoin|flucloxacillin|doxycycline|lamotrigine|carbamazepine|allopurinol|sertraline|\\w+cillin|\\w+mycin) (?:\\w+ ){0,3}?(?:since (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|last (?:week|night))|for (?:a |one |two |three |four |five |\\d+ )?(?:days?|a week))',
      '(?:gave|given|prescribed) (?:me|him|her|them) (?:some )?(?:\\w+ )?(?:amoxicillin|penicillin|antibiotics?|ibuprofen|naproxen|aspirin|co-amoxiclav|trimethoprim|nitrofurantoin|flucloxacillin|doxycycline|lamotrigine|carbamazepine|allopurinol|sertraline|\\w+cillin|\\w+mycin)',
      '(?:tablets?|pills?|medicines?|antibiotics?) (?:that )?(?:the )?(?:gp|doctor|nurse|pharmacist|hospital|dentist) (?:gave|prescribed)',
      'from the (?:new )?(?:medicine|antibiotics?|tablets?|pills?|medication)',
      '(?:reaction|allergic) to (?:the|his|her|my|their) (?:new )?(?:medicine|antibiotics?|tablets?|pills?|medication)',
    ),
    // Long on the medicine: a rash now is not from starting it.
    /\b(?:years? ago|last year|for (?:\w+ )?(?:years|months|ages)|forever|for a long time|since (?:19|20)\d\d|(?:\d+|two|three|four|five|six|several|many) (?:months|years) (?:now|ago)|(?:six|\d+) months)\b/,
  ),

  /** A rash, hives or blotches: not spots or blisters, which a new medicine may be for. */
  medicineRash: phrases(
    '(?<!(?:nappy|heat|eczema|sweat) )rash\\w*',
    'hives',
    'welts',
    'blotch\\w*',
    'come out in (?:\\w+ )?(?:spots|lumps|bumps)',
    'covered in (?:\\w+ )?(?:spots|lumps|bumps)',
    '(?:spots|lumps|bumps) (?:\\w+ ){0,4}?(?:all over|everywhere|on all the body|all (?:the|her|his|my|their) body)',
    // Blistering or peeling skin on a new medicine may be a severe reaction (Stevens-Johnson).
    'skin (?:is |has )?(?:\\w+ )?(?:blistering|peeling)',
    'come up in (?:\\w+ )?(?:blisters|hives|a rash|welts)',
    'blisters all over',
  ),

  /** A cough like a seal's or a dog's bark, or croup named: in a young child. */
  barkingCough: phrases(
    'croupy',
    "(?:has|got|he's got|she's got|with|diagnosed with) (?:a )?croup(?! as a)",
    '(?<!than )bark(?:ing|y) cough',
    'seal[- ]?(?:like|bark)',
    'cough(?:s|ing)?(?: that| which| is| like)?(?: \\w+){0,3}? (?:sounds? )?(?:like a (?:seal|sea lion|dog)|(?<!than )barky|barking(?! \\w+ dog)|honk\\w*)',
    '(?:sounds?|sounding) like a (?:\\w+ )?(?:seal|sea lion)',
    'bark(?:s|ing)? like a (?:\\w+ )?(?:seal|sea lion)',
    '(?:barks|barking noise|barking sound) when (?:he|she|they) coughs?',
  ),

  /**
   * The end of a finger that droops and will not straighten by itself, after a knock: a torn or pulled-off tendon
   * ("mallet finger"). Not an eyelid that droops "at the end of the day".
   */
  fingerTipDroops: anyOf(
    unless(phrases('mallet finger'), /\b(?:years? ago|last year|as a (?:child|kid)|used to)\b/),
    allPresent(
      phrases('fingers?', 'finger ?tips?'),
      together(
        phrases(
          'finger ?tips?',
          '(?:tip|end|top) of (?:my|his|her|their|the) (?:\\w+ )?finger',
          "finger(?:'s)? (?:end|tip)",
          // "The end's gone all floppy", not "the end of the day" or "of my tether".
          "the end(?:'s|s)?(?! of)",
          'last (?:bit|joint|knuckle)',
        ),
        phrases(
          '(?<!than )droop\\w*',
          '(?<!than )floppy',
          '(?<!than )flops?',
          'hangs? down',
          'sags?',
          'sagging',
          'bends down',
          'stuck bent',
          'drop(?:s|ped|py)? down',
          "(?:can't|cannot|won't|will not|doesn't|does not) (?:straighten|lift|go straight)(?! (?:my|his|her|the|a|any|up the|heavy) (?!finger))(?: (?:it|up|properly|fully|the (?:end|tip|last bit)))?",
        ),
        2,
      ),
    ),
  ),

  /** Poo that is pale, white, grey or like putty (not "white bits" in it, nor a white cream). */
  palePoo: anyOf(
    // "Pale" of the poo itself, in the same clause: "a bit pale, and her poo is normal" is the child.
    together(
      phrases('(?<!than )pale(?! yellow| mustard)'),
      phrases('poo', 'poos', 'poop', 'stools?', 'motions'),
    ),
    together(
      phrases(
        'whitish',
        'grey',
        'greyish',
        'gray',
        'putty',
        'chalky',
        'clay',
        'light colou?red',
        'almost white',
        'white(?! (?:bits?|specks?|cream|bar|stool|curds?|lumps?))',
      ),
      phrases('poo', 'poos', 'poop', 'stools?', 'motions'),
      // "His poo, sorry to be graphic, is a kind of pale greyish cream."
      3,
    ),
  ),

  /** Skin or the whites of the eyes gone yellow; not yellow poo, snot or a bruise going yellow. */
  yellowed: unless(
    anyOf(
      phrases('jaundic\\w*'),
      together(
        phrases('yellow(?:ish|y)?', 'tinge of yellow'),
        phrases(
          'skin',
          'eyes?',
          'whites',
          'face',
          "(?:he|she|they|i|baby|son|daughter)(?:'s|'re| is| are| looks?| look| looking)",
          'still',
          'tinge',
          'gone',
          'going',
          'turned',
          'turning',
        ),
      ),
    ),
    // Yellow said of something else in the same breath: snot, nails, a bruise, sticky eyes.
    /\b(?:snot|nails?|teeth|phlegm|mucus|discharge|sticky|crust\w*|varnish|pus|bruis\w*|tan|tanner)\b[^.,;]{0,25}\byellow|\byellow(?:ish|y)? (?:poo|stools?|nappy|nappies|snot|phlegm|mucus|pus|discharge|crust\w*|bruis\w*|sticky|gunk|goo)|\bmore yellow than\b|\byellow with envy\b/,
  ),

  /** Wee gone dark: with yellow skin or eyes, the liver or the bile ducts. */
  darkUrine: phrases(
    "(?:wee|pee|urine|water)(?:'s| is| has| was)? (?:gone |been |going |turned |really |very |quite )*(?:dark|brown|orange|the colou?r of (?:strong )?(?:tea|cola|coke)|like (?:strong )?(?:tea|cola|coke))",
    '(?:dark|brown|tea-coloured|cola-coloured) (?:wee|pee|urine)',
  ),

  /** A baby's jerks in clusters (infantile spasms): the head dropping or the body folding, the arms flung up. */
  babyJerksInClusters: unless(
    together(
      phrases(
        'jerk\\w*',
        'spasms?',
        '(?:arms?|legs?) (?:shoot|shot|fly|flew|flung|fling|go|went) (?:up|out)',
        '(?:head|body) (?:suddenly )?(?:drops?|dropped|folds?|folded|nods?|nodded|bobs?|bobbed) forward',
        'folds? (?:forward|in half|up)',
      ),
      phrases(
        'clusters?',
        'bunch(?:es)?',
        'in a row',
        'again and again',
        'one after (?:the )?another',
        'strings? of',
        'a string',
        'over and over',
        'series',
      ),
      4,
    ),
    // Jerks as a baby drops off to sleep, and hiccups, are normal.
    /\b(?:asleep|falls? (?:off )?to sleep|dropping off|drops off|nodding off|hiccups?)\b/,
  ),

  /** A baby or child losing what they could do: smiling, babbling, rolling over, words. */
  losingSkills: unless(
    phrases(
      '(?:going|gone|went) backwards',
      'lost (?:his|her|their) (?:lovely |little |big )?(?:smile|smiles|babbl\\w*|words|skills)',
      'stopped (?:babbling|smiling|crawling|sitting up|rolling over|talking|saying (?:his|her|their) words)',
      "(?:doesn't|does not|won't|isn't|is not|not) (?:try(?:ing)? to )?(?:roll\\w*(?: over)?|babbl\\w*|smil\\w*|sit\\w* up|crawl\\w*|follow\\w* (?:me|us|things|faces))[^.;]{0,30}\\b(?:any ?more|like (?:he|she|they) (?:did|used to))",
    ),
    // Skills outgrown or set back by life, not lost: potty training, reading, crawling now she walks.
    /\b(?:potty|toilet training|dry at night|reading|writing|maths|school ?work|behaviour|sleep\w*|walking|walks|new (?:baby|brother|sister)|baby (?:brother|sister))\b/,
  ),

  /** Wee that froths or foams: protein in it, with swelling the kidneys leaking (nephrotic syndrome). */
  frothyUrine: phrases(
    '(?:wee|pee|urine|wees|pees)[^.;]{0,30}\\b(?:foam\\w*|froth\\w*|bubbl\\w*)',
    '(?:foamy|frothy|bubbly) (?:wee|pee|urine)',
  ),
  /** Swelling of the kind the kidneys cause: a puffy face or eyes, both legs or ankles, the tummy. */
  bodySwelling: together(
    phrases('puffy', 'puffiness', 'puffed up', 'swollen', 'swelling', 'bloated'),
    phrases('face', 'eyes', 'eyelids', 'legs', 'ankles', 'feet', 'tummy', 'belly', 'all over'),
    2,
  ),

  /** A nose knocked out of shape: gone to one side, flattened, bent. */
  noseOutOfShape: unless(
    together(
      phrases('nose', 'hooter', 'conk'),
      phrases(
        'crooked',
        "(?:is|it's|its|looks?|gone|been) (?:all )?bent",
        'bent (?:to|over|sideways|out of)',
        '(?:gone|knocked|pushed|moved|bent|shifted|squashed|off) (?:over )?to (?:one|the) side',
        'not straight',
        'flattened',
        'squashed',
        'out of shape',
        'wonky',
        'sideways',
        'like a banana',
        'pushed over',
      ),
      2,
    ),
    /\b(?:always been|since (?:i was|birth|childhood)|born with|years ago)\b/,
  ),

  /** A foreskin pulled back that will not go forward again, the end swelling (paraphimosis). */
  foreskinStuck: together(
    phrases('foreskin', 'skin (?:on|at|over) the (?:top|end|tip)', 'skin back'),
    phrases(
      "(?:won't|will not|can't|cannot|doesn't|does not|wouldn't) (?:go|come|pull|slide|move) (?:back )?(?:forward|over|down|back over)",
      'stuck (?:back|behind)',
      "(?:is|it is|it's|got|gone) stuck",
    ),
    3,
  ),

  /** Coughing fits that end in a whoop, or in being sick: whooping cough, which spreads to babies. */
  whoopingCough: anyOf(
    phrases(
      'whoop(?:ing|ed|y)?(?!s)',
      'noise like a donkey',
      'cough(?:ing)? (?:\\w+ )?till (?:i|he|she|they)(?:\\W?m| am| was|\\W?s| is| are)? sick',
    ),
    together(
      phrases(
        'cough\\w* (?:fits|bouts|spasms)',
        '(?:fits|bouts|spasms) of cough\\w*',
        "can't stop coughing",
        'cough and cough',
        'comes in fits',
      ),
      phrases(
        '(?:drag|gasp|suck|pull|heave)\\w* (?:\\w+ )?(?:the air|my breath|his breath|her breath|breath|air) (?:back )?in',
        'sick after',
      ),
      3,
    ),
  ),
  /** Something alive in the ear: an insect buzzing or crawling. */
  liveInsectInEar: phrases(
    '(?:insect|bug|fly|moth|spider|beetle|earwig|something (?:alive|living|moving)) (?:\\w+ )?(?:in|inside|into|down) (?:my|his|her|their|the) ears?',
    '(?:crawling|flapping|wriggling|scratching) (?:about |around )?(?:in|inside) (?:my|his|her|their|the) ears?',
  ),
  /** A hand hurt by punching something: a broken knuckle often follows. */
  punchedSomething: phrases(
    '(?:punched|hit|thumped|smacked|struck) (?:a|the) (?:wall|door|window|fridge|locker|cupboard|car|lamppost)',
    '(?:punched|thumped) (?:him|her|someone|somebody|a lad|a guy|a bloke)',
    'knuckle[^.;]{0,25}\\b(?:sunk|flat|dropped|gone in|missing|dent\\w*)',
  ),
  handHurt: phrases('hand', 'knuckles?', 'fist', 'little finger'),
  /** An eyelid red and warm, spreading or swelling shut: an infection round the eye. */
  eyelidInfected: together(
    phrases('eye ?lids?', '(?:top|bottom|upper|lower) (?:eye)?lid'),
    phrases(
      'hot(?! flush\\w*| sweats?| water| weather)',
      'warm(?! (?:water|compress|flannel|cloth|bath))',
      'spread\\w*',
      'nearly closed',
      'swollen shut',
      'closed up',
    ),
    3,
  ),
  /**
   * A medicine that can stop the marrow making white cells (for an overactive thyroid, clozapine, and medicines that
   * damp the immune system down): a sore throat, mouth ulcers or a fever on it may mean no white cells.
   */
  whiteCellMedicine: unless(
    anyOf(
      phrases(
        'carbimazole',
        'propylthiouracil',
        'clozapine',
        'clozaril',
        'methotrexate',
        'azathioprine',
        'mycophenolate',
        'leflunomide',
        'sulfasalazine',
        'mercaptopurine',
        'cyclophosphamide',
      ),
      together(phrases('tablets?', 'pills', 'medicine', 'medication'), phrases('over ?active'), 2),
    ),
    // Stopped long since, or taken by someone else in the house.
    /\b(?:stopped (?:\w+ )?(?:\w+ )?(?:years?|months) ago|used to take|(?:husband|wife|partner|mum|dad|son|daughter|brother|sister) (?:takes|is on))\b/,
  ),
  throatOrFever: phrases(
    'sore throat',
    'throat(?:\\W?s| is| has| feels)? (?:\\w+ ){0,2}(?:sore|raw|painful|killing|hurts|hurting|on fire)',
    'mouth ulcers?',
    'ulcers? (?:in|inside) (?:my|his|her|the) mouth',
    'sore (?:bits|spots|patches) (?:on|in) (?:my|his|her|the) (?:gums|mouth)',
    'fever\\w*',
    '(?:got|have|had|has|running|with|spiked|raised|high) (?:a )?(?:high )?temperature',
    'temperature(?:\\W?s| is| was| of)? (?:about |around |up to )?(?:3[89]|40|high|up|raised)',
    'high temp\\w*',
    'shivery',
    'shivering',
  ),
  /** Stitches after a birth or an operation that are coming apart or leaking smelly matter. */
  stitchesInfected: together(
    phrases('stitch\\w*', 'wound', '(?:operation|op|c-section|caesarean|section) (?:scar|site)'),
    phrases(
      'smell\\w*',
      'pus',
      'gunk',
      'oozing',
      'come undone',
      'coming apart',
      'opened up',
      'split open',
      'gaping',
    ),
    3,
  ),
  /** Nitrous oxide used heavily, with numbness or unsteadiness: a vitamin B12 nerve injury. */
  // Used for a high, not given by a dentist or in labour.
  laughingGas: unless(
    phrases('laughing gas', 'nitrous', 'nos canisters?', 'canisters', 'balloons? of gas', 'whippets?'),
    /\b(?:dentist|dental|filling|labour|birth|gas and air|tooth|teeth|hospital)\b/,
  ),
  nerveSigns: phrases(
    'tingl\\w*',
    'numb\\w*',
    'pins and needles',
    'clumsy',
    'balance',
    'unsteady',
    'wobbly',
    'weak legs',
  ),

  genitalWords: phrases('willy', 'penis', 'private (?:part|parts|bits)', 'privates', 'foreskin', 'winkle'),

  /** A baby in the womb moving less, or not at all: the maternity unit, the same day. */
  babyMovingLess: together(
    phrases('pregnan\\w*', "i'?m (?:\\d+|[a-z]+(?:[- ][a-z]+)?) weeks(?! old)", 'bump', 'weeks gone', 'due'),
    phrases(
      "(?:baby|he|she|it)(?:'s| is| has| hasn't| isn't)? (?:not |been )?(?:moving|kicking) (?:as much|less|much)",
      "(?:baby|he|she)(?:'s| is| has|) (?:stopped|hasn't been|not been|isn't) (?:moving|kicking)",
      "(?:not|haven't|hasn't) felt (?:the baby|baby|him|her|it) (?:move|moving|kick\\w*)",
      '(?:less|fewer|reduced) (?:movements?|kicks?|kicking|moving)',
      'moving less',
      'quieter than (?:usual|normal)',
    ),
    3,
  ),

  /** A tampon left in, or one that cannot be got out. */
  tamponStuck: phrases(
    "tampons? (?:is |was |got |has got |has been |'s )?(?:stuck|still in|left in|lost)",
    '(?:left|forgot(?:ten)?) (?:a |the |my |the last |one )?tampon in',
    '(?:left|forgot(?:ten)?) (?:a |the |my |the last |one )?tampon (?:up there|inside)',
    "(?:can't|cannot|couldn't) (?:get|pull|find|reach) (?:the |my |a |the last )?tampon",
  ),

  // Signs by body system, each one a triage nurse sees the same day whatever the condition turns out to be: new
  // neurological signs, joints, infection and feeding in the very young, the mind, blood thinners, medicines that must
  // not be missed. Each is written as the general sign, not as one caller's words.

  /** A baby in its first four weeks: called newborn, or an age in days or weeks said as an age ("ten days old"). */
  newborn: (a: Analysed) =>
    /\bnew ?born\b/.test(a.text) || agesSaid(a.text).some((years) => years < 29 / 365),
  /** An infection a newborn has or has met: chickenpox, shingles, cold sores, measles (not a jab against it). */
  newbornInfection: unless(
    phrases('chicken ?pox', 'shingles', 'cold sores?', '(?:has|got|had|caught) (?:the )?measles'),
    /\b(?:jabs?|vaccin\w*|injections?|immuni[sz]\w*)\b/,
  ),
  /** Walking newly unsteady: staggering about, bumping into things, unable to walk straight (the balance of the brain). */
  unsteadyWalking: phrases(
    '(?:staggering|staggers|staggered|stagger) (?:about|around|along|into|across|when|as|like|to|from|over)',
    '(?:keeps?|started|been|he\\W?s|she\\W?s|i\\W?m) staggering\\b(?! (?:amount|cost|number|price|bill))',
    "(?:can't|cannot|couldn't|can not|not able to) walk (?:straight|in a straight line|without (?:falling|holding on|bumping))",
    '(?:walking|walks) (?:like (?:she|he|i|they)(?:\\W?s| is| was|\\W?m| am)? drunk|all over the place)',
    'keeps? bumping into',
    'bumping into (?:the )?(?:furniture|things|walls|doors|everything)',
    '(?:wobbly|unsteady) on (?:my|his|her|their) (?:feet|legs)',
    'keeps? (?:falling|toppling) over',
  ),
  /** Unsteady for a plain reason: drink, a first year of walking, a painful foot or leg, glasses, or for years. */
  unsteadyExplained: phrases(
    '(?<!like (?:\\w+ )?(?:is |was |\\W?s |\\W?m )?)drunk',
    'pints?',
    'hungover',
    'learning to walk',
    '(?:just )?(?:started|starting) (?:to )?walk\\w*',
    'first steps',
    'clumsy',
    'months? old',
    '(?:stand|stood|standing|get|got|getting) up (?:too )?(?:fast|quick\\w*)',
    'sprain\\w*',
    'twist\\w*',
    'limp\\w*',
    'blister\\w*',
    'gout',
    'toe ?nails?',
    'bunions?',
    'verrucas?',
    'hamstring',
    'pulled',
    'leg day',
    'gym',
    'jabs?',
    'glasses',
    'for years',
    'walking stick',
    'a stick',
    'zimmer',
  ),
  /** A joint out of place or locked: a jaw stuck open, a shoulder or finger popped out, a knee locked bent. */
  jointOutOrLocked: unless(
    phrases(
      "(?:can't|cannot|couldn't|can not) (?:shut|close) (?:my|his|her|their) mouth",
      'jaw(?:\\W?s| is| has| got)? (?:(?!not\\b|never\\b)\\w+ )?(?:stuck|locked|dislocated|popped out|out of place)',
      '(?:shoulder|finger|thumb|elbow|hip|jaw|toe)(?:\\W?s| has| is| had)? (?:(?!not\\b|never\\b)\\w+ )?(?:popped|come|gone|slipped|pushed|knocked) out\\b(?! (?:in|of (?:bed|the car|the door))\\b)',
      'dislocat\\w*',
      '(?:shoulder|hip|jaw|knee|elbow|finger|thumb|toe)[^.;]{0,30}\\bout of (?:its |the )?(?:joint|socket)',
      'knee(?:\\W?s| is| has)? (?:(?!not\\b|never\\b)\\w+ )?(?:locked|stuck|jammed)',
      "(?:can't|cannot|couldn't|won't) (?:straighten|unbend) (?:my|his|her|their|the) (?:knee|leg|finger|elbow)",
    ),
    // A dislocation in the past, told as history.
    /\b(?:years? ago|years back|last year|before|history of|as a (?:child|kid|teenager)|used to|in the past|fine now|arthritis|in the mornings?)\b/,
  ),
  /** Bleeding or blood seen anywhere: with a blood thinner, seen the same day. */
  bloodSeen: phrases(
    "(?:is|are|been|was|started|keeps?|kept|it's|it|nose|gums?|cut|still) (?:\\w+ )?bleeding",
    'bled',
    'bleeding (?:from|for|on and off|a lot|heavily|again)',
    "(?:won't|will not|wouldn't|doesn't|didn't) stop bleeding",
    'blood (?:in|on) (?:my|his|her|the) (?:wee|urine|pee|poo|stools?|phlegm|spit|sick|vomit|gums|pants|knickers|pad)',
    '(?:passing|weeing|peeing) blood',
    '(?:red|pink|brown) (?:wee|urine|pee)',
    'bruis\\w* (?:all over|everywhere|for no reason|without)',
    'bruise (?:\\w+ ){0,3}(?:getting bigger|spreading|growing)',
  ),
  /** A cut, and a finger or thumb that will not bend or straighten: a cut tendon, repaired within days. */
  tendonCut: unless(
    together(
      phrases('cut', 'sliced', 'knife', 'glass', 'blade', 'gash\\w*', 'stanley'),
      phrases(
        "(?:can't|cannot|can not|won't|couldn't) (?:bend|straighten|move|curl) (?:my|his|her|their|the) (?:\\w+ )?(?:finger|fingers|thumb|toe)",
        "(?:finger|thumb|toe|it)(?:\\W?s| is)? (?:\\w+ )?(?:won't|doesn't|does not|will not|can't) (?:bend|straighten|move|curl)",
      ),
      2,
    ),
    // Fingers that will not bend for arthritis, after a hair cut.
    /\b(?:hair ?cut|arthritis|arthritic)\b/,
  ),
  /** Pain deep in the pelvis, or with sex: with a fever, an infection of the womb and tubes, treated the same day. */
  pelvicPain: phrases(
    'pelvi\\w*',
    '(?:pain|hurts|hurting|painful|sore) (?:\\w+ ){0,2}(?:during|after|when (?:we )?(?:have|having)|with) sex',
    'deep (?:down )?inside (?:me )?(?:\\w+ ){0,2}(?:during|after|when (?:we )?(?:have|having)|with) sex',
  ),
  /** A medicine whose missed doses harm within hours: Parkinson's, epilepsy, steroid replacement, a transplant. */
  timeCriticalMedicine: phrases(
    'parkinson\\W?s',
    'co-?careldopa',
    'co-?beneldopa',
    'madopar',
    'sinemet',
    'levodopa',
    'epilep\\w*',
    'anti-?epileptics?',
    'levetiracetam',
    'keppra',
    'lamotrigine',
    'valproate',
    'hydrocortisone',
    'addison\\W?s',
    'transplant',
    'anti-?rejection',
  ),
  /** Tablets brought back up, not kept down, or doses missed. */
  tabletsNotKeptDown: anyOf(
    phrases(
      "(?:can't|cannot|couldn't|can not|not|unable to) keep (?:[\\w']+ ){0,3}(?:tablets|pills|medicines?|meds|medication|doses?) down",
      "(?:brought|bringing|being sick|sicked|thrown|threw|vomited|throwing) (?:[\\w']+ ){0,3}(?:tablets|pills|medicines?|meds|medication) (?:back )?up",
      "missed (?:[\\w']+ ){0,2}(?:doses|lots|tablets|pills)",
    ),
    together(
      phrases('tablets', 'pills', 'medicines?', 'meds', 'medication', 'doses?'),
      phrases('(?:coming|come|came|brought|brings?) (?:straight |right )?back up'),
      2,
    ),
  ),
  /** A baby in its first weeks losing weight, feeding poorly or with fewer wet nappies: seen the same day. */
  newbornFeedingPoorly: unless(
    phrases(
      'less than (?:when|at) (?:he|she|they|birth)(?: (?:was|were|is|are))?(?: born)?',
      'lost (?:\\w+ )?weight',
      'not (?:putting on|gaining|getting the|getting) weight',
      '(?:fewer|less) (?:wet )?nappies',
      'nappies (?:are )?(?:less|not as|not very) wet',
      '(?:feeds?|feeding) (?:\\w+ ){0,3}(?:short|poor|weak)',
      'too sleepy to feed',
    ),
    // Weight lost and regained, or feeding often in the evening: how babies grow.
    /\b(?:(?:back (?:up )?to|above|over|past) (?:his |her |their )?birth ?weight|regained|put (?:it|the weight) back on|cluster)\b/,
  ),
  /** A painful or running ear that drops have not helped, or that has gone on for weeks: in diabetes, the bone behind it. */
  earNotSettling: together(
    phrases(
      'ears?(?:\\W?s| is| has)? (?:\\w+ ){0,3}(?:pain\\w*|sore|hurts|hurting|aching|running|discharg\\w*|leaking|weeping|pus|gunk|water|smell\\w*)',
      'earache',
      '(?:pain|discharge|gunk|pus|water|muck) (?:\\w+ ){0,3}(?:from|in|out of) (?:my|his|her|the) ears?',
      'painful ears?',
    ),
    phrases(
      '(?:\\w+|several|a few|many) weeks',
      'drops[^.;]{0,30}\\b(?:not|no|didn\\W?t|don\\W?t|haven\\W?t|hasn\\W?t|never) (?:help|work|touch|do)',
      'not (?:help|helping|helped|working)',
      'more and more',
      'worse and worse',
      'getting worse',
    ),
    3,
  ),
  /** A sharp thing swallowed: a pin, a needle, glass, a blade or a bone splinter, seen the same day. */
  swallowedSharp: phrases(
    '(?<!like (?:i |i\\W?ve |i have |i\\W?d |i had |(?:he|she)\\W?s |(?:he|she) (?:has|had) )?)swallowed (?:\\w+ ){0,3}(?:pins?|needles?|tacks?|drawing pins?|(?:piece|bit|shard|splinter)s? of glass|glass (?:shards?|splinters?)|razor blades?|blades?|toothpicks?|cocktail sticks?)\\b(?! too fast)',
    '(?:pins?|needles?|tacks?|razor blades?|toothpicks?|cocktail sticks?)[^.;]{0,40}\\b(?:went down|swallowed)',
  ),
  /** A finger, thumb or toe bent sideways or crooked: with a knock, a break or a dislocation. */
  digitOutOfLine: unless(
    phrases(
      '(?:finger|thumb|toe)(?:\\W?s| is)? (?:\\w+ )?(?:bent|pointing|sticking out) sideways',
      '(?:finger|thumb|toe)(?:\\W?s| is)? (?:\\w+ )?(?:crooked|wonky)',
    ),
    /\b(?:arthritis|arthritic|rheumat\w*|bunions?|naturally|always|for years|born with|since birth)\b/,
  ),
  /** A knock a finger takes: a ball caught, a jam, a door. */
  fingerKnocked: phrases(
    'caught (?:a |the )?ball',
    'jammed',
    'stubbed',
    'shut (?:it )?in (?:a|the) (?:door|drawer)',
    'goal ?keep\\w*',
    'netball',
    'basketball',
    'cricket',
  ),
  /** A course of antibiotics taken lately, by the word or a common name. */
  antibioticsTaken: unless(
    phrases(
      'antibiotics?',
      'amoxicillin',
      'amoxycillin',
      'co-?amoxiclav',
      'augmentin',
      'clindamycin',
      'ciprofloxacin',
      'cefalexin',
      'doxycycline',
      'clarithromycin',
      'flucloxacillin',
    ),
    // A course long finished is no cause.
    /\b(?:last (?:year|month)|years? ago|months ago)\b/,
  ),
  diarrhoea: DIARRHOEA,
  /** Voices heard for years and under control: a known illness, seen as usual. */
  voicesLongKnown: phrases(
    'voices (?:for|since) (?:\\w+ ){0,2}years',
    '(?:it\\W?s|they\\W?re|voices are) (?:all )?under control',
  ),
  /** An ear swollen up after a blow, told together: blood collecting under the gristle, drained the same day. */
  earSwollenAfterBlow: together(
    phrases(
      'ear(?:\\W?s| is| has)? (?:(?!not\\b|never\\b)\\w+ ){0,3}?(?:swollen|swelled|swelling|blown up|puffed|puffy|like a (?:balloon|pillow|cauliflower))',
      '(?:swollen|puffy|puffed[- ]up) (?:outer |top of (?:my|his|her|the) )?ear',
      '(?:hit|punched|kicked|knocked|whacked|elbowed|kneed) (?:\\w+ ){0,2}(?:on |in )?(?:the |my |his |her )ear\\b[^.;]{0,40}\\bswol\\w*',
    ),
    phrases(
      'tackle\\w*',
      'scrum\\w*',
      'rugby',
      'boxing',
      'wrestl\\w*',
      'judo',
      'punched',
      'kicked',
      'headbutt\\w*',
      'elbowed',
      'whacked',
      '(?:took|had|got) a (?:knock|bang|blow|whack|hit|punch|kick)',
      '(?:got|been|was|were) (?:hit|knocked|banged|whacked|thumped)',
      'fight',
    ),
    3,
  ),
  /** Blisters coming up, more each day, or all over. */
  blistersSpreading: together(
    phrases('blisters', 'blistering'),
    phrases(
      'more (?:\\w+ ){0,2}(?:every|each) day',
      'more come',
      'keep (?:coming|appearing)',
      'spreading',
      'all over',
      'everywhere',
      'there (?:is|are) more',
    ),
    3,
  ),
  /** What explains blisters, said anywhere in the consultation: a burn, the sun, friction, a named rash, bites. */
  blistersExplained: phrases(
    'burn\\w*',
    'scald\\w*',
    'sun\\w*',
    'shoes?',
    'boots',
    'trainers',
    'chicken ?pox',
    'the pox',
    'cold sores?',
    'fever blisters?',
    'herpes',
    'hand,? foot',
    'shingles',
    'impetigo',
    'eczema',
    'nettles?',
    'sting\\w*',
    'bites?',
    'bitten',
    'mosquito\\w*',
    'digg\\w*',
    'row\\w*',
    'garden\\w*',
    'walk\\w*',
    'hik\\w*',
    'monkey bars',
    'gym',
    'rubb\\w*',
    'friction',
  ),
} satisfies Record<string, Matcher>;

export const URGENT_DISCRIMINATORS = [
  { id: 'breathless', label: 'Breathlessness', anyOf: [['breathless'], ['wheeze']], unlessAny: [] },
  {
    id: 'feared-heart-attack',
    label: 'Chest pain the patient fears is their heart',
    anyOf: [['heartAttack'], ['itsMyHeart', 'chestDiscomfort']],
  },
  { id: 'blood-streaked-cough', label: 'Blood in phlegm', anyOf: [['coughBloodStreaks']] },
  {
    id: 'faint',
    label: 'A faint or collapse',
    anyOf: [['faintWithoutTrigger']],
    unlessAny: ['harmlessFaint'],
  },
  {
    id: 'pregnancy-pain',
    label: 'Tummy pain in pregnancy',
    anyOf: [['pregnancyWords', 'tummyPain'], ['reducedMovements']],
  },
  {
    id: 'animal-bite',
    label: 'An animal or human bite',
    anyOf: [['animal', 'biteWound'], ['humanBite']],
  },
  { id: 'possible-fracture', label: 'A possible broken bone', anyOf: [['fractureSigns']] },
  { id: 'deep-wound', label: 'A deep or gaping wound', anyOf: [['deepCut']] },
  {
    id: 'possible-clot',
    label: 'A swollen, hot or painful calf',
    anyOf: [['calfSwollen'], ['calfSite', 'limbHotSwollen']],
  },
  {
    id: 'hot-joint',
    label: 'A hot, swollen joint with a fever, or for the first time',
    anyOf: [['hotJoint', 'feverish']],
  },
  {
    // A first hot joint, not injured or burnt, may be an infected one: only an examination rules that out.
    id: 'hot-joint-first-time',
    label: 'A hot joint for the first time, with no injury',
    anyOf: [
      ['jointHot', 'firstEverEpisode'],
      ['jointNamed', 'hotToTouch', 'firstEverEpisode'],
    ],
    unlessAny: ['burn', 'injuredIt'],
  },
  {
    id: 'wrist-after-fall',
    label: 'Wrist pain after a fall onto the hand',
    anyOf: [['fellOnHand', 'thumbSideWristPain']],
  },
  {
    id: 'shingles-near-eye',
    label: 'Shingles on the forehead, nose or around the eye',
    anyOf: [['shinglesNearEye'], ['faceRash', 'oneSide'], ['noseTip', 'rashWord']],
  },
  {
    id: 'kidney-infection',
    label: 'Urine symptoms with a fever and pain in the side',
    anyOf: [['urinary', 'feverish', 'flankPain']],
  },
  {
    id: 'spreading-infection',
    label: 'Spreading redness, or a hot red patch, with a fever',
    anyOf: [
      ['spreadingRed', 'feverish'],
      ['inflamedPatch', 'feverish'],
    ],
  },
  // Said in one turn or across two: "I've lost the hearing in my right ear." "I woke up and it was gone."
  { id: 'sudden-hearing-loss', label: 'Sudden hearing loss', anyOf: [['hearingLost', 'hearingSudden']] },
  { id: 'throat-abscess', label: 'A severe one-sided sore throat', anyOf: [['throatSevere']] },
  { id: 'dental-swelling', label: 'Tooth pain with facial swelling', anyOf: [['toothSwelling']] },
  { id: 'irregular-heartbeat', label: 'An irregular heartbeat', anyOf: [['irregularHeart']] },
  { id: 'renal-colic', label: 'Severe pain in the side coming in waves', anyOf: [['colicWaves']] },
  {
    id: 'testicle-pain',
    label: 'Testicle pain',
    anyOf: [['testiclePain'], ['downBelow', 'oneSideSwollen']],
  },
  {
    id: 'not-keeping-fluids',
    label: 'Not keeping fluids down',
    anyOf: [['notKeepingDown'], ['diabetic', 'vomiting']],
  },
  { id: 'head-injury', label: 'A head injury with symptoms', anyOf: [['headInjury', 'headInjuryMild']] },
  {
    id: 'tendon-rupture',
    label: 'A possible torn tendon or ligament',
    anyOf: [
      ['tendonSigns'],
      ['tendonSnap', 'tendonSite'],
      ['snapInCalf'],
      ['kneePopSwelling'],
      ['tiptoeFails'],
    ],
  },
  {
    id: 'possible-diabetes',
    label: 'Thirst with passing a lot of urine',
    anyOf: [['veryThirsty', 'peeingALot']],
    // Thirsty and on the loo with a tummy bug or in a heatwave is the bug or the heat.
    unlessAny: ['thirstExplained'],
  },
  { id: 'face-weakness', label: 'One side of the face weak or drooping', anyOf: [['faceWeakOneSide']] },
  {
    id: 'object-in-nose-or-ear',
    label: 'Something pushed into the nose or an ear',
    anyOf: [['objectPushedIn']],
  },
  { id: 'something-in-eye', label: 'Something stuck in the eye', anyOf: [['somethingInEye', 'stillThere']] },
  { id: 'pulled-elbow', label: "A child's arm pulled, then not used", anyOf: [['armPulled', 'armNotUsed']] },
  // A child who will not use an arm after a fall: a broken collarbone or arm until an X-ray says not.
  {
    id: 'child-not-using-arm',
    label: 'A child not using an arm after a fall or a knock',
    anyOf: [['child', 'fellOrKnocked', 'armNotUsed']],
  },
  {
    id: 'crushed-fingertip',
    label: 'A fingertip crushed, with its nail lifted or blood under it',
    anyOf: [['fingerCrushed', 'nailBedHurt']],
  },
  { id: 'feeding-tube-out', label: 'A feeding tube into the stomach come out', anyOf: [['feedingTubeOut']] },
  { id: 'baby-blood-in-poo', label: "Blood in a baby's poo", anyOf: [['babySpokenOf', 'bloodInPoo']] },
  { id: 'face-swollen-up', label: 'A face swollen up', anyOf: [['faceSwollenUp']] },
  { id: 'kneecap-out', label: 'A kneecap that slipped out of place', anyOf: [['kneecapOut']] },
  {
    id: 'back-pain-thin-bones',
    label: 'A sudden back pain in someone whose bones are thin',
    anyOf: [['thinBones', 'backGaveWay']],
  },
  {
    id: 'chest-on-exertion',
    label: 'Chest discomfort that comes on walking uphill and eases with rest',
    anyOf: [['chestOnExertion']],
  },
  {
    id: 'distorted-sight',
    label: 'Straight lines gone wavy, or a blur in the middle of the sight, in one eye',
    anyOf: [['distortedSight']],
  },
  { id: 'bone-in-throat', label: 'A bone stuck in the throat', anyOf: [['boneInThroat']] },
  {
    id: 'hair-tourniquet',
    label: 'A hair or thread wound tight round a toe or finger',
    anyOf: [['hairTourniquet', 'childsDigit']],
  },
  { id: 'scarlet-fever', label: 'A sandpaper rash, possible scarlet fever', anyOf: [['scarletRash']] },
  {
    id: 'fever-after-travel',
    label: 'A fever after travel abroad',
    anyOf: [['feverish', 'travelledAbroad']],
  },
  {
    id: 'emergency-contraception',
    label: 'Emergency contraception, which works best the sooner it is taken',
    anyOf: [['contraceptionFailed'], ['pillsForgotten']],
  },
  {
    id: 'shingles',
    label: 'Possible shingles: antiviral medicine works best within three days',
    anyOf: [['shinglesBand']],
  },
  {
    id: 'abscess',
    label: 'A boil or lump growing over days',
    anyOf: [['abscess'], ['lumpOrBoil', 'abscessSign']],
  },
  {
    id: 'diabetic-foot',
    label: 'An infected or broken-down foot in diabetes: seen today',
    anyOf: [['diabetic', 'diabeticFootSign']],
  },
  {
    id: 'asthma-getting-worse',
    label: 'Asthma needing the reliever most days: an asthma review today',
    anyOf: [['asthmaKnown', 'relieverMore']],
  },
  {
    id: 'eczema-new-sores',
    label: 'Eczema with new painful blisters or sores, or with a fever: infection needs treating today',
    anyOf: [
      ['eczemaSkin', 'eczemaHerpeticumLook'],
      ['eczemaSkin', 'eczemaSores', 'feverish'],
    ],
  },
  {
    id: 'flashes-floaters',
    label: 'New floaters with flashes of light',
    anyOf: [['newFloaters', 'lightFlashes']],
  },
  { id: 'needlestick', label: 'A needlestick injury', anyOf: [['needleInjury']] },
  {
    id: 'animal-bite-rabies-risk',
    label: 'Bitten or scratched by an animal abroad, or by a monkey or bat',
    anyOf: [['animalBite', 'abroadOrWild']],
  },
  {
    id: 'dizzy-after-new-medicine',
    label: 'Dizzy on standing or falling since a new medicine',
    anyOf: [
      ['dizzyOnStanding', 'newMedicine'],
      ['fallsAgain', 'newMedicine'],
    ],
  },
  { id: 'embedded-fish-hook', label: 'A fish hook in past its barb', anyOf: [['hookEmbedded']] },
  {
    id: 'possible-high',
    label: 'Days without sleep with boundless energy or spending',
    anyOf: [['noSleepForDays', 'driveOfAHigh']],
    unlessAny: ['sleeplessForAReason'],
  },
  {
    id: 'measles-in-pregnancy',
    label: 'Measles met in pregnancy',
    anyOf: [['pregnancyWords', 'measlesMet']],
  },
  {
    id: 'red-line-from-wound',
    label: 'A red line running up a limb from a wound',
    anyOf: [['redLineUpLimb']],
  },
  {
    id: 'child-stings-to-wee',
    label: 'A child whose wee stings or burns',
    anyOf: [['child', 'stingsToWee']],
  },
  {
    id: 'chickenpox-in-pregnancy',
    label: 'Chickenpox or shingles met in pregnancy',
    anyOf: [['pregnancyWords', 'chickenpoxMet']],
    unlessAny: ['hadChickenpox'],
  },
  {
    id: 'blocked-catheter',
    label: 'A catheter that has stopped draining',
    anyOf: [['catheter', 'catheterNotDraining']],
  },
  {
    id: 'knocked-out-tooth',
    label: 'An adult tooth knocked out',
    anyOf: [['toothKnockedOut']],
    unlessAny: ['milkTooth'],
  },
  {
    id: 'fistula-quiet',
    label: 'A dialysis fistula that has lost its buzz',
    anyOf: [['fistula', 'buzzGone']],
  },
  {
    id: 'cloudy-dialysis-fluid',
    label: 'Cloudy fluid from peritoneal dialysis',
    anyOf: [['peritonealDialysis', 'drainedFluidCloudy']],
  },
  {
    id: 'itching-in-pregnancy',
    label: 'Itching of the hands or feet in pregnancy',
    anyOf: [
      ['pregnancyWords', 'palmSoleItch'],
      ['pregnancyKnown', 'palmSoleItch'],
      ['pregnancyWords', 'handAndFootItch'],
      ['pregnancyKnown', 'handAndFootItch'],
    ],
  },
  {
    id: 'newborn-cord-stump',
    label: "A newborn's cord stump red, smelly or oozing",
    anyOf: [['infantUnder3m', 'cordStumpInfected']],
  },
  {
    id: 'nose-one-side-child',
    label: "A child's nose running and smelling on one side",
    anyOf: [['child', 'noseOneSide', 'smellsBad']],
  },
  {
    id: 'back-pain-after-cancer',
    label: 'Back pain after cancer',
    anyOf: [['cancerTreated', 'backPainAny']],
  },
  {
    // NICE CKS (vomiting in children): projectile vomiting in the first weeks of life, pyloric stenosis until shown
    // otherwise, is seen the same day.
    id: 'infant-projectile-vomiting',
    label: 'A baby under 3 months with projectile vomiting',
    anyOf: [['infantUnder3m', 'projectileVomiting']],
  },
  { id: 'child-limping', label: 'A child newly limping', anyOf: [['child', 'childLimping']] },
  { id: 'passive-death-wish', label: 'Wishing not to wake up', anyOf: [['passiveDeathWish']] },
  {
    // A new rash on a medicine begun lately: someone should decide today whether to stop it (a drug reaction).
    id: 'rash-on-new-medicine',
    label: 'A new rash since starting a medicine',
    anyOf: [
      ['medicineRash', 'startedMedicine'],
      ['medicineRash', 'newMedicine'],
    ],
  },
  { id: 'croup', label: "A young child's barking cough", anyOf: [['child', 'barkingCough']] },
  {
    id: 'finger-tip-droops',
    label: 'The end of a finger drooping after a knock',
    anyOf: [['fingerTipDroops']],
  },
  {
    // Pale poo with yellow skin or eyes: a blocked bile duct (in a baby, biliary atresia, which cannot wait).
    id: 'pale-poo-jaundice',
    label: 'Pale poo with yellow skin or eyes',
    anyOf: [['palePoo', 'yellowed']],
  },
  {
    // Yellow skin or eyes with dark wee: hepatitis or a blocked bile duct, seen the same day.
    id: 'jaundice-dark-urine',
    label: 'Yellow skin or eyes with dark wee',
    anyOf: [['yellowed', 'darkUrine']],
  },
  {
    // Infantile spasms, or a child losing skills they had: seen by a paediatrician the same day.
    id: 'baby-spasms-or-losing-skills',
    label: "A baby's jerks in clusters, or a child losing skills they had",
    anyOf: [
      ['child', 'babyJerksInClusters'],
      ['child', 'losingSkills'],
    ],
  },
  { id: 'nose-out-of-shape', label: 'A nose knocked out of shape', anyOf: [['noseOutOfShape']] },
  {
    id: 'swelling-frothy-wee',
    label: 'Puffy face or swollen legs with frothy wee',
    anyOf: [['frothyUrine', 'bodySwelling']],
  },
  {
    id: 'foreskin-stuck-back',
    label: 'A foreskin pulled back that will not go forward again',
    anyOf: [['foreskinStuck', 'genitalWords']],
  },
  {
    id: 'whooping-cough',
    label: 'Coughing fits that end in a whoop or in being sick',
    anyOf: [['whoopingCough']],
  },
  { id: 'live-insect-in-ear', label: 'Something alive in the ear', anyOf: [['liveInsectInEar']] },
  { id: 'punched-hand', label: 'A hand hurt by a punch', anyOf: [['punchedSomething', 'handHurt']] },
  {
    id: 'eyelid-infected',
    label: 'An eyelid red and warm, spreading or swelling shut',
    anyOf: [['eyelidInfected']],
  },
  {
    id: 'sore-throat-on-white-cell-medicine',
    label: 'A sore throat, mouth ulcers or a fever on a medicine that can stop the marrow making white cells',
    anyOf: [['whiteCellMedicine', 'throatOrFever']],
  },
  {
    id: 'stitches-infected',
    label: 'Stitches coming apart or leaking smelly matter',
    anyOf: [['stitchesInfected']],
  },
  {
    id: 'laughing-gas-nerves',
    label: 'Numbness or unsteadiness after heavy use of laughing gas',
    anyOf: [['laughingGas', 'nerveSigns']],
  },
  {
    id: 'baby-moving-less',
    label: 'A baby in the womb moving less than usual',
    anyOf: [['babyMovingLess']],
  },
  { id: 'retained-tampon', label: 'A tampon left in that cannot be got out', anyOf: [['tamponStuck']] },
  {
    id: 'swelling-after-operation',
    label: 'Swelling after an operation that keeps growing or turns dark',
    anyOf: [['operationWound', 'swellingGrowing']],
    unlessAny: ['operationYearsAgo'],
  },
  {
    id: 'infected-operation-wound',
    label: 'An operation wound that is red, hot or leaking pus',
    anyOf: [['operationWound', 'woundInfected']],
    unlessAny: ['operationYearsAgo'],
  },
  {
    id: 'infection-in-newborn',
    label: 'A baby in its first four weeks with an infection caught, blisters or cold sores',
    anyOf: [['newborn', 'newbornInfection']],
  },
  {
    id: 'new-unsteady-walking',
    label: 'Walking newly unsteady: staggering or bumping into things',
    anyOf: [['unsteadyWalking']],
    unlessAny: ['unsteadyExplained'],
  },
  {
    id: 'joint-out-or-locked',
    label: 'A joint out of place or locked',
    anyOf: [['jointOutOrLocked']],
  },
  {
    id: 'psychotic-signs',
    label: 'Hearing voices, or believing they are followed or watched',
    anyOf: [['voicesOrBeingWatched']],
    unlessAny: ['voicesLongKnown'],
  },
  {
    id: 'ear-swollen-after-blow',
    label: 'An ear swollen up after a blow',
    anyOf: [['earSwollenAfterBlow']],
  },
  {
    id: 'blisters-spreading',
    label: 'Blisters coming up with nothing to explain them, more each day',
    anyOf: [['blistersSpreading']],
    unlessAny: ['blistersExplained'],
  },
  {
    id: 'bleeding-on-blood-thinners',
    label: 'Bleeding, or blood seen, on a blood thinner',
    anyOf: [['anticoagulant', 'bloodSeen']],
  },
  { id: 'cut-tendon', label: 'A cut, and a finger or thumb that will not bend', anyOf: [['tendonCut']] },
  {
    id: 'pelvic-pain-with-fever',
    label: 'Pain deep in the pelvis or with sex, with a fever',
    anyOf: [['pelvicPain', 'feverish']],
  },
  {
    id: 'time-critical-medicine-missed',
    label: "A medicine that must not be missed (Parkinson's, epilepsy, steroids, a transplant) not kept down",
    anyOf: [['timeCriticalMedicine', 'tabletsNotKeptDown']],
  },
  {
    id: 'newborn-feeding-poorly',
    label: 'A baby in its first four weeks losing weight, feeding poorly or with fewer wet nappies',
    anyOf: [['newborn', 'newbornFeedingPoorly']],
  },
  {
    id: 'ear-not-settling-in-diabetes',
    label: 'A painful or running ear not settling, in someone with diabetes',
    anyOf: [['earNotSettling', 'diabetic']],
  },
  { id: 'swallowed-sharp', label: 'A sharp thing swallowed', anyOf: [['swallowedSharp']] },
  {
    id: 'finger-out-of-line',
    label: 'A finger, thumb or toe bent sideways or crooked after a knock',
    anyOf: [
      ['digitOutOfLine', 'injuredIt'],
      ['digitOutOfLine', 'fellOrKnocked'],
      ['digitOutOfLine', 'fingerKnocked'],
    ],
  },
  {
    // Waters broken at any stage: the maternity unit checks mother and baby the same day (earlier, or with
    // contractions or a cord, the red flags make it an emergency).
    id: 'waters-broken',
    label: 'Waters broken',
    anyOf: [
      ['watersBroken', 'pregnant'],
      ['watersBroken', 'pregnancyKnown'],
    ],
  },
] as const satisfies readonly UrgentDiscriminator[];
