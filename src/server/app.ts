import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Env } from './config/env';
import type { Logger } from './log';
import { describeError } from './log';
import { securityHeaders, type CspSources } from './security-headers';
import { publicConfig } from './config/public-config';
import type { AppEnv, Identity } from './auth/identity';
import type { Db } from './db/database';
import { createConsultationStore } from './consultations/consultation-store';
import { consultationRoutes } from './consultations/routes';
import { platformRoutes } from './platform/routes';
import { createRoomTokens } from './platform/room-tokens';
import type { ServerSecrets } from './config/secrets';

export interface AppDeps {
  env: Env;
  log: Logger;
  version: string;
  identity: Identity;
  db: Db;
  secrets: ServerSecrets;
  dev?: boolean;
}

export const API_PREFIXES = ['/api', '/platform'];
export const MAX_BODY_BYTES = 64 * 1024;

/** Builds the HTTP application: every route of the one server process except the static web app. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const config = publicConfig(deps.env, deps.secrets.platformPublicKey);
  app.use('*', securityHeaders(cspSourcesFor(deps.env), { dev: deps.dev }));
  for (const prefix of API_PREFIXES) {
    app.use(
      `${prefix}/*`,
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        onError: (c) => c.json({ message: 'Request body too large' }, 413),
      }),
    );
  }

  app.get('/api/health', (c) => c.json({ status: 'ok', version: deps.version }));
  app.get('/api/config', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(config);
  });
  deps.identity.mount(app);
  const consultations = createConsultationStore(deps.db);
  app.route('/api/consultations', consultationRoutes(deps.identity, consultations));
  const roomTokens = createRoomTokens(deps.secrets.auth);
  app.route(
    '/platform',
    platformRoutes({
      identity: deps.identity,
      store: consultations,
      tokens: roomTokens,
      keys: { publicKey: deps.secrets.platformPublicKey, privateKey: deps.secrets.platformPrivateKey },
    }),
  );

  app.onError((error, c) => {
    deps.log.error('http.unhandled', {
      method: c.req.method,
      path: c.req.routePath,
      ...describeError(error),
    });
    return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
  });
  return app;
}

function cspSourcesFor(env: Env): CspSources {
  const sources: CspSources = { connect: [], script: [], frame: [] };
  if (env.VOICE_PLATFORM === 'vapi') {
    sources.connect.push(new URL(env.VAPI_API_BASE).origin, 'https://*.daily.co', 'wss://*.daily.co');
    sources.script.push('https://*.daily.co');
    sources.frame.push('https://*.daily.co');
  }
  if (env.AUTH_PROVIDER === 'clerk') {
    sources.connect.push('https://*.clerk.accounts.dev', 'https://*.clerk.com');
    sources.script.push('https://*.clerk.accounts.dev', 'https://*.clerk.com');
    sources.frame.push('https://*.clerk.accounts.dev', 'https://challenges.cloudflare.com');
  }
  return sources;
}
