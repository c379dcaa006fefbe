// Run by flite.test.ts under tsx, as `npm start` runs the server, to prove the worker starts there too.
import { createFliteTts } from './flite';
import { rms } from './pcm';

const tts = createFliteTts({ workers: 1 });
const samples = await tts.synthesize('Please tell me more about the pain.');
await tts.close();
process.stdout.write(JSON.stringify({ samples: samples.length, rms: rms(samples) }) + '\n');
