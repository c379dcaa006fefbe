import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { routePath } from 'hono/route';
import type { Env } from './config/env';
import type { Logger } from './log';
import { describeError } from './log';
import { securityHeaders, type CspSources } from './security-headers';
import { sameOriginWrites } from './same-origin-writes';
import { publicConfig } from './config/public-config';
import type { AppEnv, Identity } from './auth/identity';
import { databaseReadiness, type Db } from './db/database';
import { createConsultationStore } from './consultations/consultation-store';
import { consultationRoutes } from './consultations/routes';
import { platformRoutes } from './platform/routes';
import { createRoomTokens } from './platform/room-tokens';
import type { ServerSecrets } from './config/secrets';
import type { UpgradeWebSocket } from 'hono/ws';
import { createRoomService, type RoomService } from './platform/rooms/room-service';
import type { RoomLimits } from './platform/rooms/room';
import type { VoiceEngine } from './voice/voice-engine';
import type { ErrorReporting } from './errors/error-reporting';
import { createConsultationTickets } from './hosted-calls/consultation-tickets';
import { createHostedCalls, type HostedCalls } from './hosted-calls/hosted-calls';
import { readControlHosts, readPlatformCall, sayIntoCall } from './hosted-calls/platform-requests';
import { VOICE_PLATFORM_WEBHOOK_PATH, voicePlatformWebhook } from './hosted-calls/webhook-routes';

export interface AppDeps {
  env: Env;
  log: Logger;
  version: string;
  identity: Identity;
  db: Db;
  secrets: ServerSecrets;
  /** The real-time rooms need the Node server's WebSocket upgrade and a voice engine. */
  rooms?: {
    upgradeWebSocket: UpgradeWebSocket;
    engine: VoiceEngine;
    limits?: Partial<RoomLimits>;
    heartbeatMs?: number;
    instanceId?: string;
  };
  dev?: boolean;
  /** True once this instance is shutting down: the load balancer must send it nothing new. */
  draining?: () => boolean;
  /** Sentry when SENTRY_DSN is set; by default failures are only logged. */
  errors?: ErrorReporting;
}

export function roomLimitsFrom(env: Env, overrides: Partial<RoomLimits> = {}): RoomLimits {
  return {
    silenceMs: env.CALL_SILENCE_MINUTES * 60_000,
    maxDurationMs: env.CALL_MAX_MINUTES * 60_000,
    playableWaitMs: 3000,
    ...overrides,
  };
}

export const API_PREFIXES = ['/api', '/platform'];
export const MAX_BODY_BYTES = 64 * 1024;

/** Builds the HTTP application: every route of the one server process except the static web app. */
export function createApp(deps: AppDeps): {
  app: Hono<AppEnv>;
  rooms?: RoomService;
  hostedCalls: HostedCalls;
} {
  const app = new Hono<AppEnv>();
  const config = publicConfig(deps.env, deps.secrets.platformPublicKey);
  // Every request gets an id (a proxy's X-Request-Id of safe characters is kept) and one log line with it: the
  // route's pattern, never its path's values, its query string or its body.
  app.use('*', requestId({ limitLength: 64 }));
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    deps.log.info('http.request', {
      reqId: c.get('requestId'),
      method: c.req.method,
      route: routePath(c), // after next(): the route that answered (the last one matched may be a fallback)
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
  app.use('*', securityHeaders(cspSourcesFor(deps.env), { dev: deps.dev, proxyHops: deps.env.TRUST_PROXY }));
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ message: 'Request body too large' }, 413),
  });
  for (const prefix of API_PREFIXES) app.use(`${prefix}/*`, limitBody);

  // Every state-changing API route, better-auth's included; /platform is authorised by bearer keys, not cookies,
  // and the platform's server messages by the server secret.
  const origins = { publicUrl: deps.env.PUBLIC_URL, proxyHops: deps.env.TRUST_PROXY };
  const sameOrigin = sameOriginWrites(origins);
  app.use('/api/*', (c, next) => (c.req.path === VOICE_PLATFORM_WEBHOOK_PATH ? next() : sameOrigin(c, next)));

  app.get('/api/health', (c) => c.json({ status: 'ok', version: deps.version }));
  // The load balancer's check: this instance can serve patients (database reachable, migrations applied) and is
  // not shutting down. /api/health stays a liveness answer that never touches the database.
  const databaseReady = databaseReadiness(deps.db);
  app.get('/api/ready', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (deps.draining?.()) return c.json({ status: 'draining' }, 503);
    if (!(await databaseReady())) return c.json({ status: 'unavailable' }, 503);
    return c.json({ status: 'ready' });
  });
  app.get('/api/config', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(config);
  });
  deps.identity.mount(app);
  const consultations = createConsultationStore(deps.db);
  const tickets = createConsultationTickets(deps.secrets.auth);
  const controlHosts = readControlHosts(deps.env.VAPI_CONTROL_HOSTS);
  const hostedCalls = createHostedCalls({
    db: deps.db,
    tickets,
    log: deps.log,
    say: (controlUrl, content) => sayIntoCall(controlUrl, content, controlHosts),
    readPlatformCall: deps.env.VAPI_PRIVATE_KEY
      ? (callId) => readPlatformCall(deps.env.VAPI_API_BASE, deps.env.VAPI_PRIVATE_KEY!, callId)
      : undefined,
  });
  app.route(
    '/api/consultations',
    consultationRoutes(deps.identity, consultations, { tickets, calls: hostedCalls }),
  );
  if (deps.env.VOICE_PLATFORM === 'vapi')
    app.route(
      VOICE_PLATFORM_WEBHOOK_PATH,
      voicePlatformWebhook({ secret: deps.env.VAPI_SERVER_SECRET!, hostedCalls }),
    );
  const roomTokens = createRoomTokens(deps.secrets.auth);
  let rooms: RoomService | undefined;
  if (deps.rooms) {
    rooms = createRoomService({
      store: consultations,
      tokens: roomTokens,
      engine: deps.rooms.engine,
      log: deps.log,
      errors: deps.errors,
      limits: roomLimitsFrom(deps.env, deps.rooms.limits),
      heartbeatMs: deps.rooms.heartbeatMs,
      instanceId: deps.rooms.instanceId,
      accepting: () => !deps.draining?.(),
    });
    // Before the REST side: joining a room is authorised by the room token, not the platform key.
    rooms.mount(app, deps.rooms.upgradeWebSocket);
  }
  app.route(
    '/platform',
    platformRoutes({
      identity: deps.identity,
      store: consultations,
      tokens: roomTokens,
      keys: { publicKey: deps.secrets.platformPublicKey, privateKey: deps.secrets.platformPrivateKey },
      origins,
      accepting: () => !deps.draining?.(),
    }),
  );

  app.onError((error, c) => {
    const ids = { reqId: c.get('requestId'), method: c.req.method, route: routePath(c) };
    deps.log.error('http.unhandled', { ...ids, ...describeError(error) });
    deps.errors?.capture(error, ids);
    return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
  });
  return { app, rooms, hostedCalls };
}

function cspSourcesFor(env: Env): CspSources {
  const sources: CspSources = { connect: [], script: [], frame: [] };
  if (env.VOICE_PLATFORM === 'vapi') {
    sources.connect.push(new URL(env.VAPI_API_BASE).origin, 'https://*.daily.co', 'wss://*.daily.co');
    // Daily's call machine (loaded without eval) and its noise-cancellation WebAssembly.
    sources.script.push('https://*.daily.co', "'wasm-unsafe-eval'");
    sources.frame.push('https://*.daily.co');
  }
  // Error reports from the browser go to the DSN's ingest host.
  if (env.SENTRY_DSN) sources.connect.push(new URL(env.SENTRY_DSN).origin);
  if (env.AUTH_PROVIDER === 'clerk') {
    const frontendApi = clerkFrontendApi(env.CLERK_PUBLISHABLE_KEY!);
    const clerkHosts = [
      'https://*.clerk.accounts.dev',
      'https://*.clerk.com',
      ...(frontendApi ? [`https://${frontendApi}`] : []),
    ];
    sources.connect.push(...clerkHosts);
    sources.script.push(...clerkHosts, 'https://challenges.cloudflare.com');
    sources.frame.push('https://*.clerk.accounts.dev', 'https://challenges.cloudflare.com');
  }
  return sources;
}

/** A Clerk publishable key carries its Frontend API host (pk_live_<base64 of "clerk.example.com$">). */
export function clerkFrontendApi(publishableKey: string): string | undefined {
  const encoded = /^pk_(?:test|live)_(.+)$/.exec(publishableKey)?.[1];
  if (!encoded) return undefined;
  const host = Buffer.from(encoded, 'base64').toString('utf8').replace(/\$$/, '');
  return /^[a-z0-9.-]+$/i.test(host) ? host : undefined;
}
