import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../../protocol/room-messages';
import { createLogger } from '../../log';
import type { DoctorReply } from '../../voice/dialogue/consultation-dialogue';
import type { TextToSpeech } from '../../voice/tts';
import { DoctorVoice } from './doctor-voice';

const replyOf = (...sentences: string[]): DoctorReply => ({
  sentences: (async function* () {
    yield* sentences;
  })(),
  endCall: () => false,
});

function voiceWith(tts: TextToSpeech) {
  const said: string[] = [];
  const sent: ServerMessage[] = [];
  const logged: string[] = [];
  let frames = 0;
  const voice = new DoctorVoice({
    callId: 'call-1',
    tts,
    sendAudio: () => void (frames += 1),
    send: (message) => sent.push(message),
    said: async (text) => said.push(text),
    live: () => true,
    log: createLogger('info', (line) => logged.push(line)),
  });
  return { voice, said, sent, logged, frames: () => frames };
}

describe("the doctor's voice", () => {
  it('says a sentence it cannot voice as text, goes on with the next, and logs the failure without the words', async () => {
    const { voice, said, sent, logged, frames } = voiceWith({
      synthesize: async (text) => {
        if (text.startsWith('One')) throw new Error('synthesis failed');
        return new Int16Array(320); // one 20 ms frame
      },
      close: async () => {},
    });
    await voice.speak(replyOf('One moment please.', 'Two questions now.'), new AbortController().signal);
    expect(said).toEqual(['One moment please.', 'Two questions now.']);
    expect(frames()).toBe(1);
    expect(sent.filter((m) => m.type === 'speech-update')).toEqual([
      { type: 'speech-update', status: 'started', role: 'assistant' },
      { type: 'speech-update', status: 'stopped', role: 'assistant' },
    ]);
    expect(logged.filter((line) => line.includes('room.tts.failed'))).toHaveLength(1);
    expect(logged.join('\n')).not.toMatch(/moment/);
  });

  it('says nothing of a reply already interrupted', async () => {
    const { voice, said, sent, frames } = voiceWith({
      synthesize: async () => new Int16Array(320),
      close: async () => {},
    });
    await voice.speak(replyOf('Hello.'), AbortSignal.abort());
    expect(said).toEqual([]);
    expect(sent).toEqual([]);
    expect(frames()).toBe(0);
    expect(voice.speaking).toBe(false);
  });

  it("knows its own recent words when the patient's recogniser hears them back", () => {
    const { voice } = voiceWith({ synthesize: async () => new Int16Array(0), close: async () => {} });
    voice.heardAloud('How long have you had the headache for?');
    expect(voice.isEcho('how long have you had the headache')).toBe(true);
    expect(voice.isEcho('about three days now I think')).toBe(false);
  });
});
