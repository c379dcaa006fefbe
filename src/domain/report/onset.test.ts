import { describe, expect, it } from 'vitest';
import { reportDefaults } from '../spec-texts';
import { buildReport } from './build-report';

// Saturday 21 November 2026.
const NOW = new Date('2026-11-21T10:00:00Z');
const onset = (lines: string[], now = NOW) => buildReport(lines, now).timeOfInjury;

describe('TIME OF ONSET/INJURY', () => {
  it.each([
    ["You: I've had a headache since yesterday morning.", 'Since yesterday morning (20 Nov 2026)'],
    ['You: It started about 3 days ago.', 'About 3 days ago (18 Nov 2026)'],
    ['You: it started three days ago', 'Three days ago (18 Nov 2026)'],
    ["You: I've had a sore throat since monday", 'Since Monday (16 Nov 2026)'],
    ["You: I've been coughing for two weeks", 'For two weeks (since about 7 Nov 2026)'],
    ['You: on and off for a month really', 'On and off for a month'],
    ['You: the pain came on the day before yesterday', 'The day before yesterday (19 Nov 2026)'],
    ['You: I twisted my ankle last Saturday', 'Last Saturday (14 Nov 2026)'],
    ["You: I've had a rash since I woke up", 'Since I woke up'],
  ])('%s → %s', (line, expected) => {
    expect(onset([line])).toBe(expected);
  });

  it.each([
    // The time nearest the words that say it began, not the first time said.
    [
      ['You: I flew back on the 3rd, and the day after the 3rd my calf started aching'],
      'The day after the 3rd (4 Nov 2026)',
    ],
    // A day named by an event, with the event's date said beside it.
    [
      ['Doctor: When did it start?', 'You: The day after my birthday, which was on the 3rd'],
      'The day after the 3rd (4 Nov 2026)',
    ],
    [
      [
        'Doctor: When did it start?',
        "You: The morning after my granddaughter's wedding, that was on the 13th",
      ],
      'The day after the 13th (14 Nov 2026)',
    ],
    [
      ['Doctor: When did it start?', 'You: The morning after his Halloween party'],
      'The day after Halloween (1 Nov 2026)',
    ],
    // An injury or a reading as the patient tells it.
    [
      ['You: I got poked in the right eye by a rose bush yesterday when I was pruning'],
      'Yesterday (20 Nov 2026)',
    ],
    [['You: The chemist took my blood pressure on Friday and said it was high'], 'On Friday (20 Nov 2026)'],
    [['You: it started about a fortnight ago'], 'About a fortnight ago (7 Nov 2026)'],
    [['You: I first noticed it a fort night ago maybe'], 'A fortnight ago (7 Nov 2026)'],
    [["You: I've had a cough since the weekend"], 'Since the weekend (14 Nov 2026)'],
    [['Doctor: Since?', 'You: Monday last week. Every night since.'], 'Monday last week (9 Nov 2026)'],
    [['You: burnt my hand on the kettle this mornin'], 'This morning (21 Nov 2026)'],
    [['Doctor: How long?', 'You: Couple weeks.'], 'Couple weeks (since about 7 Nov 2026)'],
    [['You: cough wont go. ten days now'], 'Ten days now (since about 11 Nov 2026)'],
    [['You: my discharge smells. been about a week'], 'Been about a week (since about 14 Nov 2026)'],
    [
      ['Doctor: When did it start?', 'You: the day before yesterday'],
      'The day before yesterday (19 Nov 2026)',
    ],
    // A correction of the number keeps the rest; "yes, actually" adds, it does not correct.
    [['Doctor: When did it start?', 'You: five days ago. no sorry, four'], 'Four days ago (17 Nov 2026)'],
    [['Doctor: When did it start?', 'You: On Thursday, no, hang on, it was Friday'], 'Friday (20 Nov 2026)'],
    [
      [
        'Doctor: When did it start?',
        'You: On Sunday.',
        'Doctor: Any shoulder pain?',
        'You: Yes, actually, it started this morning.',
      ],
      'On Sunday (15 Nov 2026)',
    ],
    // Questions about something else are not about onset.
    [
      ['You: bad pain last night', 'Doctor: How long did it last?', 'You: Three hours.'],
      'Last night (20 Nov 2026)',
    ],
    [
      [
        'You: About ten minutes ago he went stiff and started jerking all over.',
        'Doctor: How long would you say the jerking went on for?',
        'You: About two minutes.',
      ],
      'About ten minutes ago (21 Nov 2026)',
    ],
    [
      ['Doctor: How long has the cough lasted so far?', 'You: About three weeks.'],
      'About three weeks (since about 31 Oct 2026)',
    ],
    [
      ['Doctor: How long ago did it start and how long did it go on for?', 'You: Yesterday, for an hour.'],
      'Yesterday (20 Nov 2026)',
    ],
    [
      ['You: my headache started on Monday', 'Doctor: How long each?', 'You: About 45 minutes.'],
      'On Monday (16 Nov 2026)',
    ],
    [
      [
        'You: the pain started yesterday',
        'Doctor: When was your last period?',
        'You: About seven weeks ago.',
      ],
      'Yesterday (20 Nov 2026)',
    ],
  ])('%j → %s', (lines, expected) => {
    expect(onset(lines as string[])).toBe(expected);
  });

  it('dates a weekday in the past week, never in the days to come', () => {
    expect(onset(['You: it started on Friday'])).toBe('On Friday (20 Nov 2026)');
    expect(onset(['You: it started on Saturday'])).toBe('On Saturday (21 Nov 2026)');
  });

  it('counts days in UTC, whatever the time of day', () => {
    expect(onset(['You: since yesterday'], new Date('2026-11-21T23:59:00Z'))).toBe(
      'Since yesterday (20 Nov 2026)',
    );
    expect(onset(['You: since yesterday'], new Date('2026-11-21T00:01:00Z'))).toBe(
      'Since yesterday (20 Nov 2026)',
    );
  });

  it('counts back the day a span of days began, as about then, and the day itself for hours', () => {
    expect(onset(['You: Bee got me. Forearm. Ten minutes ago.'])).toBe('Ten minutes ago (21 Nov 2026)');
    expect(onset(['Doctor: Since when?', 'You: Bout a month. Since I started decorating.'])).toBe(
      'Bout a month',
    );
    expect(onset(['Doctor: How long?', 'You: An hour.'])).toBe('An hour (21 Nov 2026)');
    expect(onset(['You: My dad had a fall in the bathroom this morning.'])).toBe(
      'This morning (21 Nov 2026)',
    );
    expect(
      onset([
        'Doctor: When did this start?',
        'You: Tuesday. No, sorry, it was Monday morning.',
        'Doctor: How long does each spinning episode last?',
        'You: Less than one minute.',
      ]),
    ).toBe('Monday morning (16 Nov 2026)');
  });

  it('reads a bare answer to the doctor’s question about onset', () => {
    expect(onset(['Doctor: When did it start?', 'You: yesterday morning'])).toBe(
      'Yesterday morning (20 Nov 2026)',
    );
    expect(onset(['Doctor: How long has this been going on?', 'You: um about three days'])).toBe(
      'About three days (since about 18 Nov 2026)',
    );
  });

  it('dates a day named by an event by the date said with it, or in the next sentence', () => {
    expect(
      onset([
        'Doctor: When did it start?',
        'You: The day after my birthday on the 3rd. It has been there since.',
      ]),
    ).toBe('The day after the 3rd (4 Nov 2026)');
    expect(
      onset([
        'Doctor: When did the spots start?',
        "You: The day after we got back from her grandparents' on the 8th. I wondered if it was their soap.",
      ]),
    ).toBe('The day after the 8th (9 Nov 2026)');
    expect(onset(['Doctor: When did it start?', 'You: Day after my birthday. 12th of October.'])).toBe(
      'The day after 12th of October (13 Oct 2026)',
    );
    // A date said on its own is still that day.
    expect(onset(['Doctor: When did it start?', 'You: My birthday. 12th of October.'])).toBe(
      '12th of October (12 Oct 2026)',
    );
  });

  it('dates "the day after my birthday — my birthday was the 20th" and a clock time before the day', () => {
    expect(
      onset([
        'Doctor: When did it start?',

        'You: I got flattened in a tackle the day after my birthday — my birthday was the 12th. Sore since.',
      ]),
    ).toBe('The day after the 12th (13 Nov 2026)');
    expect(onset(["You: He hasn't been able to pass water since about ten o'clock last night."])).toBe(
      "Since about ten o'clock last night (20 Nov 2026)",
    );
  });

  it('reads a length said without a count when it answers the question or is said of a symptom', () => {
    expect(
      onset([
        'Doctor: How long has this been going on?',
        'You: Honestly, for years, since I was a teenager.',
      ]),
    ).toBe('For years');
    expect(onset(['You: My knee has been stiff for months.'])).toBe('For months');
    expect(onset(['You: I have worked there for years.'])).toBe('Time of injury/onset not clearly specified');
  });

  it('keeps the onset over a length said without a count about something else', () => {
    expect(
      onset([
        'Doctor: When did the cough start?',
        'You: About three weeks ago.',
        'Doctor: Do you smoke? How long have you smoked for?',
        'You: Oh for years, since I was at school.',
      ]),
    ).toBe('About three weeks ago (31 Oct 2026)');
    expect(
      onset([
        "You: I've been a nurse for years and I know this cough isn't normal. I've had it since Sunday.",
      ]),
    ).toBe('Since Sunday (15 Nov 2026)');
    expect(
      onset([
        "You: My hip pain is bad and I've been on the waiting list for months. It flared up on Wednesday.",
      ]),
    ).toBe('On Wednesday (18 Nov 2026)');
  });

  it('does not take a question about what happened when it came out for one about onset', () => {
    expect(
      onset([
        'Doctor: When did the tooth come out?',
        'You: On Sunday.',
        'Doctor: Was there much bleeding when it came out?',
        'You: Yeah, for about ten minutes.',
      ]),
    ).toBe('On Sunday (15 Nov 2026)');
  });

  it('dates "the 8th of last month" in last month, and keeps the date said after a comma as the day', () => {
    expect(
      onset([
        'Doctor: When did the spots start?',
        'You: The day after we got back from Spain on the 8th of last month.',
      ]),
    ).toBe('The day after the 8th of last month (9 Oct 2026)');
    expect(
      onset([
        'Doctor: When did the rash start?',
        'You: The day after our anniversary, on the 10th, I woke up with it all over my arms.',
      ]),
    ).toBe('The 10th (10 Nov 2026)');
    expect(onset(['Doctor: When did it start?', 'You: Day after my birthday. The 12th.'])).toBe(
      'The day after the 12th (13 Nov 2026)',
    );
  });

  it('takes "when the spots first appeared" for a question about onset', () => {
    expect(
      onset(['Doctor: Can you remember when the spots first appeared?', 'You: um about three days']),
    ).toBe('About three days (since about 18 Nov 2026)');
    // Asking what they were doing when they noticed it is not asking when.
    expect(
      onset([
        'Doctor: What were you doing when you first noticed it?',
        'You: I started running three weeks ago. It started after my run on Thursday.',
      ]),
    ).toBe('On Thursday (19 Nov 2026)');
  });

  it('lets a later correction win', () => {
    expect(
      onset(["You: I've had a headache since Tuesday", 'Doctor: Okay.', 'You: actually it started Monday']),
    ).toBe('Monday (16 Nov 2026)');
  });

  it('keeps the first onset over a later remark about something else', () => {
    expect(onset(["You: I've had a headache since Tuesday", 'You: I took paracetamol this morning'])).toBe(
      'Since Tuesday (17 Nov 2026)',
    );
  });

  it('uses the doctor’s summary only when the patient never said it', () => {
    expect(
      onset(['You: I have a headache', "Doctor: To summarise, you've had a headache since last night."]),
    ).toBe('Since last night (20 Nov 2026)');
    expect(onset(['You: since Monday', 'Doctor: So it started on Tuesday.'])).toBe(
      'Since Monday (16 Nov 2026)',
    );
  });

  it('ignores the doctor’s questions and times that are not an onset', () => {
    expect(
      onset(['You: my throat hurts', "Doctor: So you've had it for about a week now, is that right?"]),
    ).toBe(reportDefaults.timeOfInjury);
    expect(onset(['You: I slept for two hours'])).toBe(reportDefaults.timeOfInjury);
  });

  it('gives the spec’s default when nothing says when it started', () => {
    expect(onset([])).toBe(reportDefaults.timeOfInjury);
    expect(onset(['You: hello'])).toBe(reportDefaults.timeOfInjury);
  });

  it('dates "the 31st" in the latest month that has one, never a day to come', () => {
    // 21 November: the 31st last fell in October; the 30th this month is still to come.
    expect(onset(['Doctor: When did it start?', 'You: the 31st'])).toBe('The 31st (31 Oct 2026)');
    expect(onset(['Doctor: When did it start?', 'You: the 30th'])).toBe('The 30th (30 Oct 2026)');
  });

  it('takes the time after a correction, and keeps it over a later aside', () => {
    expect(onset(['Doctor: When did it start?', 'You: Tuesday. No, sorry, Wednesday.'])).toBe(
      'Wednesday (18 Nov 2026)',
    );
    expect(
      onset([
        "You: I've had a sore throat since Thursday",
        'Doctor: Anything else?',
        'You: No, but my nose has been runny since yesterday',
      ]),
    ).toBe('Since Thursday (19 Nov 2026)');
  });
});

describe('days and spans patients name their own way', () => {
  const at = (date: string, ...lines: string[]) =>
    buildReport(lines, new Date(`${date}T12:00:00Z`)).timeOfInjury;

  it('dates the bank holiday Monday as the latest that has been, Easter Monday included', () => {
    expect(
      at(
        '2026-09-22',
        'Doctor: When did it start?',
        'You: Since I painted the ceiling on the bank holiday Monday.',
      ),
    ).toContain('31 Aug 2026');
    expect(at('2026-04-10', 'Doctor: When did it start?', 'You: Since the bank holiday.')).toContain(
      '6 Apr 2026',
    );
  });

  it('reads "our last night" of a holiday as no yesterday, and "the last year or so" as a span', () => {
    expect(
      at(
        '2026-08-11',
        'Doctor: When did they appear?',
        'You: She got bitten to bits on our last night, that was Thursday.',
      ),
    ).toBe('Thursday (6 Aug 2026)');
    expect(
      at(
        '2026-06-30',
        'Doctor: How long has this been going on?',
        "You: The last year or so it's got bad. He nodded off at the traffic lights last week.",
      ),
    ).toBe('The last year or so');
  });
});

describe('how long each attack lasts', () => {
  it('is not when it began', () => {
    expect(
      buildReport(
        [
          'You: I get these headaches since Monday',
          'Doctor: How long has each attack lasted?',
          'You: About twenty minutes.',
        ],
        new Date('2026-11-21T12:00:00Z'),
      ).timeOfInjury,
    ).toContain('Monday');
  });
});

describe('onsets a second look at new transcripts found', () => {
  const onsetOf = (date: string, ...lines: string[]) =>
    buildReport(lines, new Date(`${date}T12:00:00Z`)).timeOfInjury;

  it('takes a correction that opens with "No," and names the day in a few words', () => {
    expect(
      onsetOf(
        '2026-03-10',
        'Doctor: Since when?',
        'You: About two weeks. Since the 24th. No, the 23rd, the Monday.',
      ),
    ).toBe('The 23rd (23 Feb 2026)');
  });

  it('reads how long a fit lasted as its length, not when the trouble began', () => {
    expect(
      onsetOf(
        '2026-04-21',
        'Doctor: How long?',
        "You: About two minutes. It's stopped now.",
        'Doctor: Fever?',
        'You: 39.2. Since yesterday, with a runny nose.',
      ),
    ).toBe('Since yesterday (20 Apr 2026)');
    expect(
      onsetOf('2026-04-21', 'Doctor: How long have you had it?', "You: 30 minutes, it's not stopped"),
    ).toBe('30 minutes (21 Apr 2026)');
  });
});
