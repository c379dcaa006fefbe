import { serve, type ServerType } from '@hono/node-server';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseEnv, ConfigError, type Env } from './config/env';
import { loadSecrets } from './config/secrets';
import { createLogger, describeError } from './log';
import { createApp, API_PREFIXES } from './app';
import { mountSpa } from './spa';
import { openDatabase } from './db/database';
import { createIdentity } from './auth/create-identity';

const require = createRequire(import.meta.url);
const { version } = require('../../package.json') as { version: string };

export const WEB_ROOT = fileURLToPath(new URL('../../dist/web', import.meta.url));

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface StartOptions {
  env: Env;
  webRoot?: string;
  dev?: boolean;
}

/** Starts the one server process: API, local platform and the web app. */
export async function startServer({
  env,
  webRoot = WEB_ROOT,
  dev = false,
}: StartOptions): Promise<RunningServer> {
  const log = createLogger(env.LOG_LEVEL);
  const secrets = loadSecrets(env);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const identity = createIdentity(env, database.db, secrets.auth);
  const app = createApp({ env, log, version, identity, db: database.db, secrets, dev });
  if (!dev) mountSpa(app, webRoot, API_PREFIXES);

  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const url = `http://localhost:${port}`;
  log.info('server.started', { port, version });

  return {
    url,
    port,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}

/** Entry point: validate configuration, start, and shut down cleanly on SIGINT/SIGTERM. */
export async function main() {
  let env: Env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  try {
    const server = await startServer({ env });
    console.log(`Carelune is running at ${server.url}`);
    const shutdown = async () => {
      await server.close();
      process.exit(0);
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
  } catch (error) {
    console.error(`Server failed to start: ${JSON.stringify(describeError(error))}`);
    process.exit(1);
  }
}
