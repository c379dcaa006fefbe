// Harmless uses of alarming words, removed before any clinical pattern is read:
// "my heart sank when I saw the bill" is not chest pain, "bleeding money" is not a haemorrhage.

const IDIOMS: readonly RegExp[] = [
  /\bmy heart (?:sank|sinks|skipped a beat|was in my mouth|goes out|went out|broke|is breaking|melted|leapt|leaped|stopped)\b[^.,;!?]*/g,
  /\b(?:broke|breaks|breaking) my heart\b/g,
  /\bheart ?broken\b/g,
  /\b(?:nearly|almost|practically|just about|could have|could've) (?:gave|give|given|had|have) (?:me |him |her |us )?(?:a )?heart attack\b/g,
  /\b(?:gave|give|giving) (?:me|him|her|us) a heart attack\b/g,
  /\b(?:nearly|almost|practically|literally|could have|could've|just about) (?:died|dying|dead|die|killed (?:me|myself))\b[^.,;!?]*/g,
  /\b(?:died|dying|die|dead) (?:of|from|with) (?:laughter|laughing|embarrassment|shame|boredom|curiosity|envy|jealousy)\b/g,
  /\b(?:died|dying|die) laughing\b/g,
  /\b(?:dying|die) (?:to|for) (?:a|an|some|the|get|go|see|know|try|have|hear|meet)\b/g,
  /\bto die for\b/g,
  /\b(?:bored|scared|frightened|worried|sick) to death\b/g,
  /\bworried sick\b/g,
  /\bsick (?:and tired|of)\b/g,
  /\b(?:bleeding|bled|haemorrhaging|hemorrhaging|hemorrhaging) (?:money|cash|me dry|us dry|them dry|him dry|her dry|points|talent|fans|customers)\b[^.,;!?]*/g,
  /\bmy heart bleeds\b/g,
  /\b(?:nearly|almost) (?:passed out|fainted|blacked out|collapsed|wet myself)\b/g,
  /\b(?:wet|peed) myself laughing\b/g,
  /\b(?:laugh\w*|giggl\w*)\b[^.;!?]{0,30}\b(?:couldn't|can't) breathe\b/g,
  /\bcan't breathe (?:through|out of|in through) (?:my|the|his|her|one) (?:nose|nostrils?)\b/g,
  /\b(?:breathe|breathing) through (?:my|the|his|her) nose\b/g,
  /\b(?:nose|nostrils?) (?:is |are |so |feels )*(?:blocked|stuffy|bunged up|congested)\b[^.;!?]{0,30}\bcan't breathe\b/g,
  /\b(?:coughing|sneezing|laughing|giggling) fits?\b/g,
  /\bfits? of (?:coughing|sneezing|laughter|giggles|the giggles|rage|anger|pique|jealousy)\b/g,
  /\b(?:keep|keeping|kept) fit\b/g,
  /\boverdos\w* on (?:chocolate|sugar|coffee|caffeine|sweets|cake|netflix|tv|telly|television|work|sun|junk food|crisps|carbs|gaming|social media)\b/g,
  /\b(?:blind|dead|paralytic) drunk\b/g,
  /\b(?:blew|blow|blowing|blown) my mind\b/g,
  /\bpain in the (?:neck|backside|bum|arse)\b(?=[^.,;!?]*\b(?:boss|job|bill|he|she|they|it's been|is a|was a)\b)/g,
  /\b(?:temperature|temp) (?:is|was|has been|'s) (?:normal|fine|ok|okay)\b/g,
  /\bkilling (?:it|time)\b/g,
  /\bdrop dead\b/g,
  // Thoughts, not a headache: "pictures popping into my head", "replaying it in my head". Only after a word for a
  // thought: "blood running from a cut in my head" and "something popped in my head" are kept.
  /\b(?:thoughts?|pictures?|images?|memor(?:y|ies)|worries|song|tune|words?)\b[^.,;!?]{0,30}?\b(?:pop\w*|replay\w*|play\w* (?:over|back)|go\w* round(?: and round)?|whirl\w*|swirl\w*) (?:\w+ ){0,2}?(?:in|into|round|around|through) my head\b/g,
  /\breplay\w* (?:it|that|everything|things|the \w+)(?: over(?: and over)?)? in my head\b/g,
  /\b(?:thoughts?|pictures?|images?|song|tune)s? (?:\w+ )?in my head\b/g,
  // Disgust, not nausea: "the thought makes me feel sick".
  /\b(?:the (?:very )?thought(?: of (?:it|that|him|her|them))?|thinking about (?:it|that)) (?:just )?makes? me (?:feel )?sick\b/g,
  // A way down the stairs, not a sore bottom: "going down the stairs on my bum".
  /\b(?:go\w*|went|slid\w*|shuffl\w*|bump\w*|com\w*|came) (?:down|up) (?:the )?stairs on (?:my|his|her|their) (?:bum|bottom|backside)\b/g,
  /\b(?:deaf|blind) as a (?:post|doornail|bat)\b/g,
  // "Burning up" is a fever; "a burning up in the top of my tummy" is a place that burns.
  /(?<=\bburning) up(?= (?:in|at|on|into|through|under|behind|inside)\b)/g,
  // Similes for a jolt or a pain: "like he'd been electrocuted", "like an electric shock".
  /\blike (?:i|he|she|they|you|i've|i'd|he's|he'd|she's|she'd|they've|they'd|you've|someone's|somebody's) (?:had |has |have )?(?:been )?(?:electrocuted|plugged into the mains)\b/g,
  /\blike (?:an? )?electric(?:al)? (?:shocks?|jolts?|current)\b/g,
  // Hay fever is an allergy, not a fever.
  /\bhay ?fever\b/g,
  /\bstroke of (?:luck|genius|midnight)\b/g,
  /\b(?:stroked|stroking|stroke) (?:the|my|his|her) (?:cat|dog|hair)\b/g,
  /\b(?:seizure|seized) (?:of|by) (?:the|my|his|her) (?:car|assets|property|house|goods)\b/g,
];

/** The normalised text with harmless idioms blanked out. */
export function withoutIdioms(normalized: string): string {
  let text = normalized;
  for (const idiom of IDIOMS) text = text.replace(idiom, ' ');
  return text.replace(/\s+/g, ' ').trim();
}
