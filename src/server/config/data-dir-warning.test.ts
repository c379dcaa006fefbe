import { describe, expect, it, vi } from 'vitest';
import { chmodSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as NodeFs from 'node:fs';
import { createLogger } from '../log';
import { makeDataDirPrivate } from './data-dir';

// A file the server's user may not change (another user's, say): chmod answers EPERM for it.
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof NodeFs>();
  return {
    ...fs,
    chmodSync: (path: string, mode: number) => {
      if (String(path).endsWith('auth-secret'))
        throw Object.assign(new Error('not permitted'), { code: 'EPERM' });
      fs.chmodSync(path, mode);
    },
  };
});

describe('DATA_DIR with a file the server may not change', () => {
  it('logs a warning naming the path, and goes on', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'carelune-data-'));
    // Left readable by an earlier version (made under another name, since chmod refuses the real one).
    writeFileSync(join(dataDir, 'made'), 'a-secret\n');
    chmodSync(join(dataDir, 'made'), 0o644);
    renameSync(join(dataDir, 'made'), join(dataDir, 'auth-secret'));
    const lines: string[] = [];
    try {
      expect(() =>
        makeDataDirPrivate(
          dataDir,
          createLogger('warn', (line) => lines.push(line)),
        ),
      ).not.toThrow();
      expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
        expect.objectContaining({
          level: 'warn',
          event: 'data-dir.not-private',
          path: join(dataDir, 'auth-secret'),
          code: 'EPERM',
        }),
      ]);
      expect(lines.join('\n')).not.toContain('a-secret');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
