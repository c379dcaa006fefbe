import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env';

describe('parseEnv', () => {
  it('runs on the embedded defaults with no configuration at all', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      AUTH_PROVIDER: 'local',
      VOICE_PLATFORM: 'local',
    });
    expect(env.CALL_MAX_MINUTES).toBe(30);
    expect(env.CALL_SILENCE_MINUTES).toBe(5);
    expect(env.SIGN_UPS_PER_ADDRESS).toBe(20);
  });

  it('names the variable and what it accepts when a value is wrong', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/^Configuration error: PORT is invalid/);
    expect(() => parseEnv({ AUTH_PROVIDER: 'okta' })).toThrow(/AUTH_PROVIDER is invalid: .*"local".*"clerk"/);
  });

  it('asks for the hosted keys when a hosted option is chosen', () => {
    expect(() => parseEnv({ AUTH_PROVIDER: 'clerk' })).toThrow(
      'Configuration error: CLERK_PUBLISHABLE_KEY and CLERK_SECRET_KEY are missing: required when AUTH_PROVIDER=clerk',
    );
    expect(() => parseEnv({ VOICE_PLATFORM: 'vapi', VAPI_PUBLIC_KEY: 'pk' })).toThrow(
      /VAPI_ASSISTANT_ID and VAPI_SERVER_SECRET are missing/,
    );
  });

  it('needs a server secret of 16 or more characters for the hosted voice platform, and no private key', () => {
    const hosted = { VOICE_PLATFORM: 'vapi', VAPI_PUBLIC_KEY: 'pk', VAPI_ASSISTANT_ID: 'asst' };
    expect(() => parseEnv(hosted)).toThrow(
      'Configuration error: VAPI_SERVER_SECRET is missing: required when VOICE_PLATFORM=vapi',
    );
    expect(() => parseEnv({ ...hosted, VAPI_SERVER_SECRET: 'too-short' })).toThrow(
      'Configuration error: VAPI_SERVER_SECRET is invalid: at least 16 characters',
    );
    const env = parseEnv({ ...hosted, VAPI_SERVER_SECRET: 's'.repeat(16) });
    expect(env.VAPI_SERVER_SECRET).toBe('s'.repeat(16));
    expect(env.VAPI_PRIVATE_KEY).toBeUndefined();
    // Read as the platform CLI reads it: a secret pasted with a newline is the same secret, and padding is no length.
    expect(parseEnv({ ...hosted, VAPI_SERVER_SECRET: ` ${'s'.repeat(16)}\n` }).VAPI_SERVER_SECRET).toBe(
      's'.repeat(16),
    );
    expect(() => parseEnv({ ...hosted, VAPI_SERVER_SECRET: `  ${'s'.repeat(15)}  ` })).toThrow(
      'VAPI_SERVER_SECRET is invalid: at least 16 characters',
    );
    // The embedded default asks for none of it.
    expect(parseEnv({}).VAPI_SERVER_SECRET).toBeUndefined();
  });

  it('asks for shared secrets when instances share a PostgreSQL database, naming every one missing', () => {
    const secrets = {
      AUTH_SECRET: 'a'.repeat(32),
      LOCAL_PLATFORM_PUBLIC_KEY: 'b'.repeat(16),
      LOCAL_PLATFORM_PRIVATE_KEY: 'c'.repeat(16),
    };
    const databaseUrl = 'postgres://db.example/carelune';
    expect(() => parseEnv({ DATABASE_URL: databaseUrl })).toThrow(
      'Configuration error: AUTH_SECRET, LOCAL_PLATFORM_PUBLIC_KEY and LOCAL_PLATFORM_PRIVATE_KEY are missing: ' +
        'required when DATABASE_URL is set, so that every instance shares them',
    );
    expect(() =>
      parseEnv({ DATABASE_URL: databaseUrl, ...secrets, LOCAL_PLATFORM_PRIVATE_KEY: undefined }),
    ).toThrow(
      /^Configuration error: LOCAL_PLATFORM_PRIVATE_KEY is missing: required when DATABASE_URL is set/,
    );
    expect(parseEnv({ DATABASE_URL: databaseUrl, ...secrets }).AUTH_SECRET).toBe(secrets.AUTH_SECRET);
    // The embedded default still generates its own into DATA_DIR.
    expect(parseEnv({}).AUTH_SECRET).toBeUndefined();
  });

  it('takes REDIS_URL as the one switch for Redis', () => {
    expect(parseEnv({}).REDIS_URL).toBeUndefined();
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(() => parseEnv({ REDIS_URL: 'http://x' })).toThrow(/^Configuration error: REDIS_URL is invalid/);
  });

  it('reads TRUST_PROXY as the number of proxies to trust', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => parseEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY is invalid/);
  });

  it('treats an empty variable as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('produces a single line, so the operator sees one clear error', () => {
    try {
      parseEnv({ DATABASE_URL: 'mysql://x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).not.toContain('\n');
      expect((error as Error).message).toContain('DATABASE_URL');
    }
  });
});
