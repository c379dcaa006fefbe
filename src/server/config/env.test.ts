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
      'Configuration error: CLERK_PUBLISHABLE_KEY is missing: required when AUTH_PROVIDER=clerk',
    );
    expect(() => parseEnv({ VOICE_PLATFORM: 'vapi', VAPI_PUBLIC_KEY: 'pk' })).toThrow(
      /VAPI_ASSISTANT_ID is missing/,
    );
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
