// The architecture's dependency rules (ARCHITECTURE.md section 2) live here, so a wrong arrow is a lint error.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';

const layerZones = [
  {
    target: './src/domain',
    from: ['./src/protocol', './src/web', './src/server', './src/cli'],
    message: 'domain imports nothing of ours.',
  },
  {
    target: './src/protocol',
    from: ['./src/web', './src/server', './src/cli'],
    message: 'protocol imports only domain.',
  },
  {
    target: './src/domain/language',
    from: './src/domain',
    except: ['./language'],
    message:
      'the language module reads words, not medicine: it imports nothing else of the domain (doctor, report, symptoms, …).',
  },
  { target: './src/web', from: ['./src/server', './src/cli'], message: 'web never imports server.' },
  { target: './src/server', from: ['./src/web', './src/cli'], message: 'server never imports web.' },
];

export default tseslint.config(
  {
    ignores: [
      '.tmp/**',
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'src/protocol/*.generated.ts',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Domain code is pure: no Node built-ins, no I/O.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'http', 'react', 'react-dom'],
              message: 'domain is pure: no I/O, no React, no Node APIs.',
            },
          ],
        },
      ],
    },
  },
  {
    // The clinical registry is data: a presentation's folder imports the language module, the picture's
    // predicates and the shared word patterns, and only types from the doctor's code (which reads the folders).
    files: ['src/domain/doctor/presentations/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./(?:facts|concept-patterns|\\.\\./language)$)',
              allowTypeImports: true,
              message:
                'a presentation folder holds data: import only types from the doctor (see presentations/README.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // Operator-facing programs print to the terminal.
    files: ['src/cli/**', 'scripts/**', 'tests/**', 'bench/**', 'src/server/main.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // TypeScript already knows which globals exist; ESLint's list does not know Node's or the browser's.
    files: ['**/*.{js,mjs}'],
    rules: { 'no-undef': 'off' },
  },
);
