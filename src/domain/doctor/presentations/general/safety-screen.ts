// The universal emergency screen, after NHS Pathways' first questions and the Manchester Triage System's
// discriminators: the closed questions asked of every patient, early, unless already answered; what each is
// about (a reply that names or denies it answers it); when it is asked; and what a yes means.
import { phrases, presence } from '../../../language';
import type { SafetyQuestion, StepContext } from '../../intake-steps';

const BREATHING_CHEST = /\b(?:breath\w*|breathing|breathe|chest|wheez\w*|suffocat\w*|air)\b/;

/** A yes to the breathing-or-chest screen names a problem, not only the word ("holding my breath", "a chest infection"). */
const BREATHING_CHEST_PROBLEM = phrases(
  'short of breath',
  'breathless\\w*',
  'out of breath',
  "can't (?:catch (?:my|his|her) )?breathe?",
  '(?:hard|difficult|struggl\\w*|trouble|problems?|difficulty|fighting) (?:to |with |for |breathing|for breath)?\\s?breath\\w*',
  'breath\\w* (?:\\w+ ){0,2}(?:hard|difficult|tight|short|shallow|laboured|noisy|fast|quick|funny|rapid|a struggle)',
  'breathing problems?',
  'wheez\\w*',
  'suffocat\\w*',
  'gasping',
  'puffed',
  'short of puff',
  '(?<!\\br[au]n(?:s|ning)? )out of puff',
  'chest (?:pain|pains|hurts?|hurting|is (?:tight|sore|heavy|painful|hurting)|tight\\w*|pressure|ache|aches|discomfort|feels)',
  'pain (?:in|across|on) (?:my|his|her|the) chest',
  '(?:tight|heavy|sore|painful|crushing) chest',
  'pressure (?:on|in) (?:my|his|her|the) chest',
  'yes',
);

const COLLAPSE_BLEEDING =
  /\b(?:faint\w*|passed out|pass out|black(?:ed)? out|collaps\w*|confus\w*|drows\w*|bleed\w*|blood(?! pressure| tests?| sugars?| thinners?| count| results| glucose| levels?| group| donor))\b/;

const LOW_MOOD =
  /\b(?:feel(?:ing)? (?:really |very |so )?(?:low|down|hopeless|worthless|empty)|low mood|depress\w*|hopeless\w*|no point|what's the point|can't cope|can't go on|can't do this any ?more|fed up with (?:life|everything)|worthless|empty inside|giving up on|(?:i've|i have) (?:just |really )?had enough(?! of (?!life|everything|it all|living)))\b/;

const LEARNED_TOPIC =
  /\b(?:struggl\w*|can't breathe|severe|agony|drows\w*|confus\w*|bleed\w*|getting worse)\b/;

const mentioned = (ctx: StepContext, topic: RegExp) => topic.test(ctx.all.text);
const BLEEDING_WORDS = /\b(?:bleed\w*|blood(?! pressure| tests?| sugars?| thinners?))\b/;

/** In the order they are asked. */
export const SAFETY_QUESTIONS: readonly SafetyQuestion[] = [
  {
    // Asked when the learned layer reads what was said as possibly an emergency and no rule named one.
    // Not knowing is not a no: an unsure answer counts as yes.
    id: 'safety-learned-confirm',
    question:
      "Some of what you've told me can be serious. Right now, are you struggling to breathe, in severe pain, very drowsy or confused, or bleeding heavily?",
    rephrase: 'Just to be safe: is any of that happening right now, yes or no?',
    topic: LEARNED_TOPIC,
    when: (ctx) => ctx.facts.learnedConcern,
    unsureIsYes: true,
    raises: () => 'possible-emergency',
  },
  {
    id: 'safety-breathing-chest',
    question: 'First, a quick safety check: is there any trouble breathing, or any chest pain or pressure?',
    rephrase: 'Just to be safe, any trouble breathing, or any pain or pressure in your chest, yes or no?',
    topic: BREATHING_CHEST,
    when: (ctx) =>
      ctx.complaint.id !== 'chest-pain' &&
      ctx.complaint.id !== 'breathing' &&
      !(/\bbreath|\bbreathing\b/.test(ctx.all.text) && /\bchest\b/.test(ctx.all.text)),
    problem: BREATHING_CHEST_PROBLEM,
    yesIsUrgent: true,
  },
  {
    id: 'safety-breathing-chest-severe',
    question:
      'Is it hard to breathe even when resting, or is the pain heavy, or spreading to your arm, neck or jaw?',
    rephrase: 'Are you struggling for breath at rest, or is there heavy or spreading chest pain, yes or no?',
    topic:
      /\b(?:at rest|when resting|heavy|crushing|spread\w* to|into my (?:arm|neck|jaw)|can't breathe|struggling to breathe)\b/,
    when: (ctx) => ctx.facts.screens['safety-breathing-chest'] === 'yes',
    raises: (answers) =>
      /\bchest\b/.test(answers) && !/\bbreath/.test(answers)
        ? 'cardiac-chest-pain'
        : /\bbreath/.test(answers) && !/\bchest\b/.test(answers)
          ? 'severe-breathing-difficulty'
          : 'possible-emergency',
  },
  {
    id: 'safety-collapse-bleeding',
    question: 'And have you fainted, or felt confused or unusually drowsy, or is there any heavy bleeding?',
    rephrase: 'Any fainting, confusion, unusual drowsiness, or bleeding that is hard to stop, yes or no?',
    topic: COLLAPSE_BLEEDING,
    when: (ctx) =>
      !(
        mentioned(ctx, /\b(?:faint\w*|passed out|confus\w*|drows\w*)\b/) &&
        mentioned(ctx, /\b(?:bleed\w*|blood(?! pressure| tests?| sugars?| thinners?))\b/)
      ),
    yesIsUrgent: true,
  },
  {
    id: 'safety-collapse-bleeding-now',
    question:
      "Is that happening now: are you still confused or hard to keep awake, or bleeding that won't stop?",
    rephrase: "Right now, is there confusion, trouble staying awake, or bleeding that won't stop, yes or no?",
    topic:
      /\b(?:still (?:confused|bleeding|drowsy)|won't stop bleeding|can't stop the bleeding|hard to keep awake)\b/,
    when: (ctx) => ctx.facts.screens['safety-collapse-bleeding'] === 'yes',
    raises: (answers) =>
      BLEEDING_WORDS.test(answers) && !/\b(?:confus\w*|drows\w*|awake|faint\w*)\b/.test(answers)
        ? 'heavy-bleeding'
        : /\b(?:confus\w*|drows\w*|awake|faint\w*|passed out)\b/.test(answers) &&
            !BLEEDING_WORDS.test(answers)
          ? 'altered-consciousness'
          : 'possible-emergency',
  },
  {
    id: 'safety-mood',
    question:
      'I ask everyone who feels like this: have you had any thoughts of ending your life, or of harming yourself?',
    rephrase: 'Have you had any thoughts of ending your life, or of hurting yourself, yes or no?',
    topic:
      /\b(?:end\w* (?:my life|it all|things)|kill\w* myself|harm\w* myself|hurt\w* myself|suicid\w*|thoughts of)\b/,
    when: (ctx) => ctx.complaint.id !== 'mood' && presence(ctx.all, LOW_MOOD) === 'present',
    raises: () => 'suicide-risk',
  },
];
