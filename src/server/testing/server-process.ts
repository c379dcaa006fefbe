import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The server as its own process (as `npm start` runs it, without the web build step), for tests and benchmarks
 * that kill it, restart it, or measure its memory. Resolves once it is listening.
 */
export function spawnServerProcess(options: {
  port: number;
  dataDir: string;
  logLevel?: string;
  env?: Record<string, string>;
}): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '-e', "import('./src/server/main.ts').then((m) => m.main())"],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(options.port),
        DATA_DIR: options.dataDir,
        LOG_LEVEL: options.logLevel ?? 'warn',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 120 s')), 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is running at')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}`));
    });
  });
}
