import { defineConfig } from 'vitest/config';

// The cluster test (npm run test:cluster): real HAProxy, PostgreSQL and Redis processes, so it runs on its own.
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
