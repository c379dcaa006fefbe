// `npm run platform -- <group> <operation> …`: see `npm run platform -- --help`.
import { readFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { runPlatformCli } from './platform/run';

process.exitCode = await runPlatformCli(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readInput: (source) => (source === '-' ? buffer(process.stdin) : readFile(source)),
});
