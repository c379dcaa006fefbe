// The home route's initial JavaScript: the entry chunk, the home page chunk and everything they import statically.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import type { BenchFigure } from './figure';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  src?: string;
}

const root = new URL('..', import.meta.url).pathname;
const webDist = join(root, 'dist/web');

export default async function (): Promise<BenchFigure[]> {
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
    { cwd: root, stdio: 'inherit' },
  );
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || key.endsWith('features/marketing/HomePage.tsx')) visit(key);
  }
  const gzipped = [...files]
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(webDist, file))).length, 0);
  return [
    {
      name: 'home route initial JavaScript (gzip)',
      value: Math.round((gzipped / 1024) * 10) / 10,
      unit: 'KB',
      target: '<= 150 KB',
    },
  ];
}
