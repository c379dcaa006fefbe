import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => cleanup());

// A component test that prints console.error has a bug the test did not assert on: fail it.
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ').slice(0, 500)}`);
};
vi.stubGlobal('scrollTo', () => {});
