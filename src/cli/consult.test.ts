import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consultFromScript, main, scriptLines } from './consult';

const NOW = new Date('2025-03-12T10:00:00Z');

const MIGRAINE = [
  "I've had a throbbing headache on the left side since yesterday morning, about seven out of ten",
  'no',
  'no',
  'I feel sick and light hurts my eyes',
  'lying in a dark room helps',
  'no',
  'no',
  'no',
  'yes',
  'no thanks',
];

describe('consultFromScript', () => {
  it('runs the script through the built-in doctor and builds the report from the transcript', () => {
    const result = consultFromScript(MIGRAINE, NOW);
    expect(result.transcript[0]).toMatchObject({ role: 'assistant' });
    expect(result.transcript[0]!.text).toMatch(/not a human doctor/);
    expect(result.transcript.filter((turn) => turn.role === 'user').map((turn) => turn.text)).toEqual(
      MIGRAINE,
    );
    expect(result.triage).toEqual({ urgency: 'self-care', redFlags: [] });
    expect(result.report.symptoms).toMatch(/headache/);
    expect(result.report.issue).toMatch(/migraine/i);
    expect(result.report.timeOfInjury).toMatch(/yesterday/i);
    expect(result.report.prescribedSolution).toMatch(/dark room/);
    expect(result.report.followUpRecommendation).toMatch(/self-care/i);
    expect(result.report.date).toBe(NOW.toISOString());
  });

  it('records an emergency with its red flags, and stops feeding lines once the doctor ends the call', () => {
    const result = consultFromScript(
      ["I've got crushing chest pain and I'm sweating", 'ok', 'are you there?'],
      NOW,
    );
    expect(result.triage.urgency).toBe('emergency');
    expect(result.triage.redFlags.map((flag) => flag.id)).toEqual(['cardiac-chest-pain']);
    expect(result.transcript.some((turn) => turn.text === 'are you there?')).toBe(false);
    expect(result.report.followUpRecommendation).toMatch(/emergency/i);
  });
});

describe('scriptLines', () => {
  it('takes one utterance per line, skipping blank lines and # comments', () => {
    expect(scriptLines('# a migraine\r\nI have a headache\n\n  no  \n')).toEqual(['I have a headache', 'no']);
  });
});

describe('main', () => {
  let dir: string | null = null;
  afterEach(async () => {
    vi.restoreAllMocks();
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = null;
  });

  it('prints one JSON object with transcript, report and triage', async () => {
    dir = await mkdtemp(join(tmpdir(), 'consult-'));
    const file = join(dir, 'script.txt');
    await writeFile(file, MIGRAINE.join('\n'));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await main([file])).toBe(0);
    const printed = JSON.parse(log.mock.calls[0]![0] as string);
    expect(Object.keys(printed).sort()).toEqual(['report', 'transcript', 'triage']);
    expect(printed.triage.urgency).toBe('self-care');
  });

  it('reports a missing file in one line on stderr and exits 1', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await main(['/no/such/script.txt'])).toBe(1);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toMatch(/^consult: cannot read \/no\/such\/script\.txt: no such file$/);
  });

  it('refuses a missing argument and an empty script', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await main([])).toBe(1);
    dir = await mkdtemp(join(tmpdir(), 'consult-'));
    const file = join(dir, 'empty.txt');
    await writeFile(file, '\n# nothing\n');
    expect(await main([file])).toBe(1);
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[1]![0])).toMatch(/no patient lines/);
  });
});
