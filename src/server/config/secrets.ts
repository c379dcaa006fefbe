import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from './env';
import { SECRET_FILES } from './data-dir';

/** Reads a secret kept under DATA_DIR, generating it on first boot so restarts keep sessions and keys valid. */
export function persistentSecret(dataDir: string, fileName: string, bytes = 32): string {
  const path = join(dataDir, fileName);
  try {
    const existing = readFileSync(path, 'utf8').trim();
    if (existing) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(path, secret + '\n', { mode: 0o600, flag: 'wx' });
  return secret;
}

export interface ServerSecrets {
  /** Signs sessions (local accounts) and room tokens. */
  auth: string;
  platformPublicKey: string;
  platformPrivateKey: string;
}

/** The configured secrets, or ones generated once into DATA_DIR so restarts keep sessions and keys valid. */
export function loadSecrets(env: Env): ServerSecrets {
  return {
    auth: env.AUTH_SECRET ?? persistentSecret(env.DATA_DIR, SECRET_FILES.auth),
    platformPublicKey:
      env.LOCAL_PLATFORM_PUBLIC_KEY ?? persistentSecret(env.DATA_DIR, SECRET_FILES.platformPublicKey),
    platformPrivateKey:
      env.LOCAL_PLATFORM_PRIVATE_KEY ?? persistentSecret(env.DATA_DIR, SECRET_FILES.platformPrivateKey),
  };
}
