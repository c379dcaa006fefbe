// The contract document as data, for tests that check the client against it.
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { listPlatformOperations, type PlatformOperation } from '../platform-operations';

export const PLATFORM_DOCUMENT_URL = new URL('../platform-openapi.yaml', import.meta.url);

export function loadPlatformOperations(): PlatformOperation[] {
  return listPlatformOperations(parseYaml(readFileSync(PLATFORM_DOCUMENT_URL, 'utf8')));
}
