// Signs that several red flags read (breathlessness, a fever, a child, vomiting, a faint, …), written once
// here; the signs only one red flag reads are in that red flag's own file.
import { anyOf, isPresent, phrases, together, unless, type Analysed, type Matcher } from '../../../language';
import { CHEST_SITE, childSaid, DISCOMFORT, FELT_HOT, PAIN } from '../../concept-patterns';

const BLOOD_EVERYWHERE = phrases(
  'blood (?:is |was )?(?:everywhere|pouring|gushing|spurting|pumping|all over)',
);
/** "Blood everywhere at first": the "at first" said of the blood itself, not of something else earlier. */
const BLOOD_AT_FIRST =
  /\bblood (?:is |was )?(?:everywhere|pouring|gushing|spurting|pumping|all over)[^.;]{0,20}\b(?:at first|initially|to begin with|at the start)\b/;
const STILL_BLEEDING =
  /\b(?:still|keeps?|keep on|won'?t stop|hasn'?t stopped|not stopped|isn'?t stopping|not stopping)\b/;

/**
 * Blood everywhere, unless the patient says that was only at first and not that it still goes on: "blood everywhere
 * at first" (a bitten tongue, now stopped) is how it began; "… to begin with and it's still going" is bleeding now.
 */
const BLOOD_EVERYWHERE_NOW: Matcher = (a: Analysed) =>
  isPresent(a, BLOOD_EVERYWHERE) && !(BLOOD_AT_FIRST.test(a.text) && !STILL_BLEEDING.test(a.text));

/**
 * Breathing through the nose only: a blocked or broken nose, not a struggle for breath. Not "through one side",
 * which may be a chest after a crash.
 */
const THROUGH_THE_NOSE =
  '(?! (?:properly |well )?(?:through|out of|in through|thru) (?:(?:my |his |her |their |the |that |either |a |one )?(?:nose|nostrils?|hooter|conk)|(?:my |his |her |the )?(?:left |right )?nostril))';

/** Signs that more than one red flag reads, each written once. */
export const concepts = {
  chestTight: phrases(
    'tight chest',
    `chest (?:is |feels |feeling |gets )?(?:really |very |a bit )?tight`,
    'tightness (?:in|across) (?:my|the) chest',
  ),
  breathless: phrases(
    "(?:can't|cannot|not) get(?:ting)? (?:enough (?:air|breath)|a (?:full|proper|deep) breath)",
    'half a breath',
    'short(?:ness)? of breath',
    'breathless\\w*',
    'out of breath',
    'short of puff',
    '(?<!\\br[au]n(?:s|ning)? )out of puff',
    "can't (?:catch|get) (?:my|his|her) breath",
    'struggling (?:to|for) (?:breath|breathe)',
    'difficulty breathing',
    'hard to breathe',
    'trouble breathing',
    "can't breathe",
    'gasping',
    'breathing (?:is )?(?:hard|difficult|laboured|labored)',
  ),
  wheeze: phrases('wheez\\w*'),
  faint: phrases(
    'faint\\w*',
    'dizzy',
    'light ?headed',
    'collaps\\w*',
    'passing out',
    // Not falling asleep: "so tired I passed out early", "passed out on the sofa".
    'passed out(?! (?:asleep|early|on the sofa|in bed|drunk|after))',
    'blacked out',
  ),
  severeBreathing: phrases(
    "can't get enough (?:air|breath)",
    "(?:not|isn't|is not|aren't) breathing (?:properly|normally|right)(?! through)",
    "can't get (?:any )?air(?! ?con\\w*| fixed| freshener)",
    // Not through a blocked or broken nose: "I can't breathe through one side".
    `can't breathe${THROUGH_THE_NOSE}`,
    `struggling to breathe${THROUGH_THE_NOSE}`,
    'fighting for (?:breath|air)',
    'gasping(?: for (?:air|breath))?',
    "can't (?:speak|talk|finish|get out|say) (?:in )?(?:full |whole |my )?(?:sentences|words)",
    'too (?:breathless|out of breath) to (?:speak|talk)',
    'lips (?:are |have |have gone |turning |going |look |gone |went |turned |were |was )?(?:a )?(?:little |bit |little bit |slightly |bit of a )*(?:blue|bluey|bluish|grey|gray|greyish)',
    'blue lips',
    'severe(?:ly)? (?:short of breath|breathless|difficulty breathing|shortness of breath)',
    'really struggling (?:to|for) breath',
    `can (?:hardly|barely) breathe${THROUGH_THE_NOSE}`,
    'choking',
    'not able to breathe',
  ),
  heavyBleeding: anyOf(
    BLOOD_EVERYWHERE_NOW,
    // "Soaking through a thick pad in under an hour", "gone through three pads in two hours"; not a period that is
    // always heavy ("I soak through pads at night, it's always been like this").
    unless(
      phrases(
        'soak\\w* (?:right )?through (?:a |the |my |one |two |three |four |\\d+ )?(?:thick |whole |full |maxi |night |super |big )?(?:pads?|tampons?|sanitary \\w+)',
        '(?:bleeding|bled|gone|going|went|go) (?:right )?through (?:a |the |my |one |two |three |four |\\d+ )?(?:thick |whole |full |maxi |night |super |big )?(?:pads?|tampons?|sanitary \\w+)[^.;]{0,25}(?:an hour|every hour|hourly|in (?:an|one|two|half an) hours?)',
        '(?:a |one |new )?(?:pads?|tampons?) (?:every|an|each|in under an|in less than an) (?:hour|half hour|half an hour)',
      ),
      /\b(?:always|for years|every (?:month|period)|each (?:month|period)|heaviest day|like (?:this|that) for|usual|normal for me)\b/,
    ),
    phrases(
      'coming (?:through|threw) the (?:towel|tea towel|bandage|dressing|hoodie|top)',
      "blood\\w*[^.;]{0,30}(?:not stopping|won't stop|isn't stopping)",
      'had a (?:blade|knife)',
      'knife (?:wound|in (?:his|her|my))',
      'spurting',
      'pumping out',
      'gushing',
      'like a fountain',
      'stabbed',
      'shanked',
      'knifed',
      'coming through the (?:towel|bandage|dressing|tea towel)',
      'red through',
      'soaked already',
      "blood[^.;]{0,30}won't stop",
      'bleeding (?:(?:really|very|so|extremely|incredibly|super) )?(?:heavily|a lot|badly|loads|profusely|everywhere|non-stop|nonstop)',
      // "Bleeding like a stuck pig", "filled the pan four times".
      'bleeding like a stuck pig',
      '(?:filled|fill|filling) the (?:pan|toilet|bowl|loo) (?:with )?(?:blood|red)',
      '(?:blood|bleeding|bled)[^.;]{0,30}(?:filled|fill|filling) the (?:pan|toilet|bowl|loo)',
      '(?:toilet|pan|bowl|loo)(?: bowl)? (?:was |is |were )?(?:full of|filled with) (?:red|blood)',
      'heavy bleeding',
      "bleeding (?:that |which )?(?:won't|doesn't|isn't going to|isn't|hasn't|will not) stop(?:ped)?",
      "(?:won't|can't get it to|doesn't|isn't going to|it won't|won't) stop bleeding",
      '(?:pouring|gushing|spurting|pumping) (?:out )?blood',
      '(?:losing|lost|losing a lot of|lost a lot of) (?:a lot of |lots of |so much )blood',
      'soaked (?:through )?(?:a |the |my |several )?(?:towels?|pads?|bandages?|clothes)',
      '(?:vomiting|throwing up|being sick with|sicking up|sick up|vomited|threw up) (?:lots of |a lot of )?blood',
      'coughing up (?:a lot of |lots of )blood',
      // "I'm bleeding to death from my mouth", "gone through all the gauze", "my mouth fills up with blood".
      // Not a fear at a fright ("Proper pink, I thought I was bleeding to death").
      '(?<!\\b(?:thought|worried|scared|afraid|terrified|feared|panicked|convinced|sure)\\b[^.;]{0,20})bleeding to death',
      'gone through (?:all |a whole |half |two |three |several )?(?:of )?(?:the |my )?(?:a )?(?:gauze|towels?|dressings?|kitchen (?:roll|paper)|roll of kitchen)',
      '(?:mouth|nose|wound|cut|socket|gums?) (?:\\w+ )?(?:fills|filling|filled|keeps filling) (?:up )?with blood',
    ),
  ),
  bleedingAny: phrases('bleed\\w*', 'blood loss', 'losing blood', 'spotting', 'passing clots', 'clots'),
  fever: phrases(
    'fever\\w*',
    // "Her temperature's normal", "my temperature, is normal": no fever.
    "temperature(?!'?s?,? (?:is |was |has been |seems |looks )?(?:normal|fine|ok|okay|alright|all right))",
    'high temp',
    'temp of',
    'burning up',
    'running a temp',
    ...FELT_HOT,
    'shivery',
    'rigors',
    '(?:38|39|40|41)(?:\\.\\d)? ?(?:degrees|c|celsius)',
    '(?:10[0-5])(?:\\.\\d)? ?(?:degrees|f|fahrenheit)',
    // "The thermometer said 39": a reading, said without its unit (not "39 weeks", "40 minutes").
    '(?:thermometer|temp) (?:said|says|read|reads|showed|shows|was|is|came up|went up to) (?:about |nearly |over )?(?:38|39|40|41)(?:\\.\\d)?(?! ?(?:minutes?|mins?|hours?|days?|weeks?|months?|years?|kg|kilos?|%))',
  ),

  chestDiscomfort: together(new RegExp(`\\b${CHEST_SITE}\\b`), new RegExp(`\\b${DISCOMFORT}\\b`), 2),
  nausea: phrases(
    'nause\\w*',
    'feel(?:ing)? sick',
    'felt sick',
    'vomit\\w*',
    'threw up',
    'throwing up',
    'been sick',
  ),
  clammy: phrases(
    'sweat',
    'wet (?:through )?(?:from|with) sweat',
    'clammy',
    'cold sweat',
    'sweaty',
    'sweating',
    'grey',
    'gray',
    'ashen',
    'pale and sweaty',
  ),
  // Pain that moves to the arm, jaw or back; not pain when the patient moves their arm.
  spreadArmJawBack:
    /\b(?:spread\w*|go(?:es|ing)?|went|radiat\w*|shoot\w*|mov\w*(?! (?:my|his|her|their|the|your) (?:arms?|shoulders?|neck|hands?|fingers?|jaw|back)\b)|travel\w*|down|into|up|through)\b[^.,;]{0,30}\b(?:arms?|jaw|neck|shoulders?|shoulder ?blades?|back|teeth|hand|fingers?)\b/,
  child: childSaid,
  // A birth in the last days or weeks, said as people say it; not "my son, who I had twenty years ago".
  recentBirth: phrases(
    "(?:had|have|having|i've) (?:my |the |a |our |her )?(?:baby|son|daughter|twins) (?:\\w+ )?(?:days?|weeks?) ago",
    '(?:gave|given) birth (?:\\w+ )?(?:days?|weeks?) ago',
    '(?:baby|son|daughter) (?:was )?born (?:\\w+ )?(?:days?|weeks?) ago',
    '(?:days?|weeks?) (?:after|since) (?:giving birth|the birth|(?:my|her|the) delivery|(?:my|her|the) (?:c-)?section)',
    'since (?:the|my|her) birth',
    'postnatal',
    'post[- ]?partum',
  ),
  anticoagulant: phrases(
    'inr',
    'thinning (?:tablets?|one)',
    'warfarin',
    'apixaban',
    'rivaroxaban',
    'edoxaban',
    'dabigatran',
    'blood ?thinners?',
    'anticoagulant\\w*',
    'clopidogrel',
    'eliquis',
    'xarelto',
  ),
  vomiting: phrases(
    'vomit\\w*',
    'being sick',
    'been sick',
    'throwing up',
    'threw up',
    // "She's thrown up four times", not "the test has thrown up a problem".
    "(?:has|have|had|she's|he's|i've|they've|you've) (?:\\w+ )?thrown up(?! (?:a |an |some |problems?|issues?|questions?|results?))",
    'keeps being sick',
    "can't keep anything down",
    // In everyday words: "chucked up twice", "puked", "he was sick last night"; not feeling about to ("I feel like
    // puking"), being sick of something, or having been ill ("sick in bed with flu", "sick for a long time").
    'chuck(?:ed|ing|s)? (?:it )?up(?! in the air| (?:my|his|her|the) job)',
    '(?<!(?:going to|gonna|about to|nearly|almost|could|want to|wanna|might|like|tastes like|smells like) )puk(?:e|ed|es|ing)\\b',
    'spewed',
    // Not being sick of something, nor having been ill: "sick in bed with flu", "sick for a long time".
    '(?:was|were) sick(?! of| and tired| to (?:my|his|her) stomach| note| leave| pay| day| (?:in bed )?with (?:a |the )?(?:cold|flu|virus|covid)| for (?:a long time|ages|(?:\\w+ )?(?:weeks|months|years))| last (?:year|month|term|winter|summer|spring|autumn)| (?:\\w+ ){0,2}(?:years?|months?) ago| as a)',
  ),
  lossOfConsciousness: phrases(
    'went down',
    'slumped',
    'fainted',
    'faint(?:ing)?',
    'passed out',
    'blacked out',
    'black(?:ed)? out',
    'collapsed',
    'keeled over',
    'lost consciousness',
    'went down',
    'dropped to the floor',
    'came round',
    'came to',
  ),
  confusedNow: phrases(
    "talking about [^.;]{0,30}like (?:he's|she's|they're) still",
    'asking where (?:his|her) [a-z]+ is',
    'called me (?:mum|mam|mom|dad|by (?:the wrong|another) name)',
    'asking (?:for|when|where) (?:his|her) (?:mother|mum|mam|dad|father|wife|husband)',
    "(?:don't|doesn't|didn't) know who (?:i am|we are|he is|she is)",
    "(?:don't|doesn't|didn't) (?:know|recogni[sz]e) (?:me|us|where (?:he|she|they) (?:is|are)|what day it is)",
    // Hallucinations, not a migraine's zigzags: "seeing things that aren't there", "bugs on the wall".
    "seeing (?:things|people|animals|bugs|insects|spiders)(?: that| which)? (?:aren't|are not|isn't|wasn't|weren't) there",
    'seeing (?:bugs|insects|spiders|people|animals) (?:on|in|crawling|everywhere)',
    '(?:bugs|insects|spiders) (?:on|crawling (?:on|up)) the walls?',
    'hallucinat\\w*',
    'not making (?:any )?sense',
    'mumbling',
    "(?:don't|doesn't|didn't|not|isn't) answer(?:ing)? (?:properly|me|questions)",
    'strange words',
    'keeps? (?:falling asleep|drifting off|dropping off)',
    'sleeping again',
    '(?:talking|saying) (?:absolute |complete |utter |total )?(?:nonsense|gibberish|rubbish|drivel|gobbledygook)',
    'where the dog was',
    "(?:very|really|so|suddenly|all|gone|more|gets|getting|became|become|seems?|is|was|been|he's|she's|they're) (?:a bit |really |very )?confused",
    'confusion',
    'not making (?:any )?sense',
    'talking (?:nonsense|gibberish|rubbish|funny)',
    "doesn't know where (?:he|she|they|i) (?:is|are|am)",
    "(?:didn't|doesn't|don't|did not) (?:know|recogni[sz]e) (?:me|us|where)",
    'not (?:with it|herself|himself|themselves|her usual self|his usual self)',
    '(?:very|really|so|unusually|more) (?:drowsy|sleepy)',
    'hard to wake',
    "can't keep (?:his|her|my|their) eyes open",
    'keeps nodding off',
    'away with the fairies',
    'disorientated',
    'disoriented',
  ),
  cancerTreatment: phrases(
    'macmillan',
    '(?:first|second|third|fourth|fifth|last|next) (?:round|cycle|lot|dose) (?:of|at)',
    'for the (?:breast|bowel|lung|prostate|ovary)',
    'cancer (?:treatment|ward|nurse|team|unit|helpline)',
    'treatment for (?:the |my |his |her )?\\w* ?cancer',
    'for (?:the |my |his |her )?(?:breast|bowel|lung|prostate|blood|ovarian) (?:cancer|thing)',
    'the drip',
    '(?:my|his|her) (?:port|picc)',
    'capecitabine',
    'oncology',
    'steroids',
    'chemo\\w*',
    'chemotherapy',
    'no spleen',
    'spleen (?:out|removed)',
    'without a spleen',
    'radiotherapy',
    'spleen (?:removed|taken out)',
    'immunotherapy',
    'neutropeni\\w*',
    'leuk(?:a)?emia',
    'on steroids',
    'transplant',
  ),
  backPain: together(
    // Not "I got back from a ride", "it came back".
    phrases(
      "(?<!\\b(?:got|get|gets|getting|come|comes|came|coming|been|go|goes|went|going|gone|bring|brought|call|ring|phone|write|pay|paid|give|gave|fight|fought|kick|kicked|flew|fly|drove|drive|walked|walk|way) )(?<!\\b(?:is|are|was|were|it's|that's|pain's) )back(?! (?:from|home|later|here|there|in time)\\b)",
      '(?:got|get|gets|getting|have|had|been having) back (?:pain|ache|aches|problems?|spasms?|trouble)',
      'spine',
      'sciatica',
      'bad back',
      'lumbago',
    ),
    new RegExp(
      `\\b${PAIN}\\b|\\bpainful\\b|\\bput (?:my|his|her) back out\\b|\\bsciatica\\b|\\bbad back\\b|\\bflare[- ]?up\\b|\\bplaying up\\b`,
    ),
    2,
  ),
  worstEver: phrases(
    'in (?:one|a) moment',
    'in (?:two|three|a few) seconds',
    'not my migraine',
    'never like this',
    'the worst',
    'never in (?:my|his|her) life',
    'in (?:one|a|1) second',
    'boom',
    'worst (?:ever|of my life|i(?:\\x27ve| have) ever)',
    '(?:worst|worse) (?:headache|head pain|pain)(?: i(?:\\x27ve| have)? ever)?',
    'never (?:had|felt) (?:one |a headache |pain )?(?:like (?:this|it)|this bad)',
    'like (?:being|i(?:\\x27d| had) been|someone) (?:hit|struck|kicked|smacked|whacked)',
    'like a (?:bomb|gunshot|thunderclap|bang|explosion)',
    'exploded',
    'explosion',
  ),
} satisfies Record<string, Matcher>;
