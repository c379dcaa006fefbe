import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // Browser code is tested in jsdom; server, domain and protocol run in Node.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/{domain,protocol,server,cli}/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
    ],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
