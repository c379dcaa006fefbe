import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalUrl = z.url().optional();
const optionalText = z.string().min(1).optional();

/** The environment as ARCHITECTURE.md section 11 defines it; read once at boot. */
export const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    PUBLIC_URL: z.url().optional(),
    // How many reverse proxies to trust for the patient's address and scheme: true is one, false none.
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|[0-9])$/, 'true, false, or the number of proxies in front (0-9)')
      .default('false')
      .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value))),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'a postgres:// or postgresql:// URL')
      .optional(),
    // The one switch for Redis: shared sign-in limits and sessions across instances.
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL')
      .optional(),
    AUTH_PROVIDER: z.enum(['local', 'clerk']).default('local'),
    CLERK_PUBLISHABLE_KEY: optionalText,
    CLERK_SECRET_KEY: optionalText,
    AUTH_SECRET: z.string().min(32, 'at least 32 characters').optional(),
    VOICE_PLATFORM: z.enum(['local', 'vapi']).default('local'),
    VAPI_PUBLIC_KEY: optionalText,
    VAPI_ASSISTANT_ID: optionalText,
    VAPI_API_BASE: z.url().default('https://api.vapi.ai'),
    // The platform sends it back in x-vapi-secret with every server message: only the platform can post them.
    VAPI_SERVER_SECRET: z.string().trim().min(16, 'at least 16 characters').optional(),
    // Where the server may speak into a call (control URLs): https under these host suffixes, or exact origins.
    VAPI_CONTROL_HOSTS: z
      .string()
      .default('.vapi.ai')
      .refine(
        (list) =>
          list.split(',').every((entry) => {
            const item = entry.trim();
            return !item.includes('://') || URL.canParse(item);
          }),
        'comma-separated host suffixes (.vapi.ai), hosts, or origins (http://127.0.0.1:4123)',
      ),
    // Optional: lets the server read a call the platform never reported (GET /call/{id}).
    VAPI_PRIVATE_KEY: optionalText,
    LOCAL_PLATFORM_PUBLIC_KEY: z.string().min(16, 'at least 16 characters').optional(),
    LOCAL_PLATFORM_PRIVATE_KEY: z.string().min(16, 'at least 16 characters').optional(),
    DOCTOR_LLM_BASE_URL: optionalUrl,
    DOCTOR_LLM_MODEL: optionalText,
    DOCTOR_LLM_API_KEY: optionalText,
    STT_BASE_URL: optionalUrl,
    STT_MODEL: optionalText,
    TTS_BASE_URL: optionalUrl,
    TTS_MODEL: optionalText,
    TTS_VOICE: optionalText,
    // Sign-up attempts one address may make in 10 minutes (a clinic's shared connection may need more).
    SIGN_UPS_PER_ADDRESS: positiveInt(20),
    CALL_MAX_MINUTES: positiveInt(30),
    CALL_SILENCE_MINUTES: positiveInt(5),
    // At most an hour: a timer longer than about 24 days would fire at once, over and over.
    CALL_RECOVERY_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    SENTRY_DSN: optionalUrl,
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    const requireWhen = (condition: boolean, names: (keyof typeof env)[], why: string) => {
      if (!condition) return;
      for (const name of names) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `required when ${why}` });
      }
    };
    requireWhen(
      env.AUTH_PROVIDER === 'clerk',
      ['CLERK_PUBLISHABLE_KEY', 'CLERK_SECRET_KEY'],
      'AUTH_PROVIDER=clerk',
    );
    requireWhen(
      env.VOICE_PLATFORM === 'vapi',
      ['VAPI_PUBLIC_KEY', 'VAPI_ASSISTANT_ID', 'VAPI_SERVER_SECRET'],
      'VOICE_PLATFORM=vapi',
    );
    // Several instances share one PostgreSQL: a secret generated into one instance's DATA_DIR would be unknown to
    // the others (sessions, room tokens and platform keys would work on one instance only).
    requireWhen(
      Boolean(env.DATABASE_URL),
      ['AUTH_SECRET', 'LOCAL_PLATFORM_PUBLIC_KEY', 'LOCAL_PLATFORM_PRIVATE_KEY'],
      'DATABASE_URL is set, so that every instance shares them',
    );
    requireWhen(Boolean(env.DOCTOR_LLM_BASE_URL), ['DOCTOR_LLM_MODEL'], 'DOCTOR_LLM_BASE_URL is set');
    requireWhen(Boolean(env.STT_BASE_URL), ['STT_MODEL'], 'STT_BASE_URL is set');
    requireWhen(Boolean(env.TTS_BASE_URL), ['TTS_MODEL'], 'TTS_BASE_URL is set');
  });

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value becomes one line naming the variable and what it accepts. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable means "not set", as in most twelve-factor tooling.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const shownAs = (name: string) => (cleaned[name] === undefined ? 'missing' : 'invalid');
  const name = String(issue.path[0] ?? 'environment');
  const shown = shownAs(name);
  // Every variable missing for the same reason is named on the one line, so one restart is enough to fix them.
  const names = [
    ...new Set(
      result.error.issues
        .filter((other) => other.message === issue.message && shownAs(String(other.path[0])) === shown)
        .map((other) => String(other.path[0] ?? 'environment')),
    ),
  ];
  const subject =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)} are` : `${name} is`;
  throw new ConfigError(`Configuration error: ${subject} ${shown}: ${issue.message}`);
}
