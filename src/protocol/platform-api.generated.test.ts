// The committed types must be what `npm run gen:platform` makes of the committed contract today.
import { readFileSync } from 'node:fs';
import { createConfig } from '@redocly/openapi-core';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { PLATFORM_DOCUMENT_URL } from './testing/platform-document';

const GENERATED_URL = new URL('./platform-api.generated.ts', import.meta.url);

describe('platform-api.generated.ts', () => {
  it('is up to date with platform-openapi.yaml (else run npm run gen:platform)', async () => {
    // The same options as the openapi-typescript CLI with no flags and no redocly.yaml.
    const redocly = await createConfig({}, { extends: ['minimal'] });
    const regenerated =
      COMMENT_HEADER + astToString(await openapiTS(PLATFORM_DOCUMENT_URL, { redocly, silent: true }));

    expect(readFileSync(GENERATED_URL, 'utf8') === regenerated, 'stale: run npm run gen:platform').toBe(true);
  });
});
