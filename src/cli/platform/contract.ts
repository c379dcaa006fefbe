// The operations of the platform contract, read from the YAML document that the client's types come from (with
// `yaml`, a production dependency: this runs in `npm run platform` after `npm install --omit=dev`).
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { listPlatformOperations, type PlatformOperation } from '../../protocol/platform-operations';

const DOCUMENT_URL = new URL('../../protocol/platform-openapi.yaml', import.meta.url);

export function loadPlatformOperations(): PlatformOperation[] {
  return listPlatformOperations(parseYaml(readFileSync(DOCUMENT_URL, 'utf8')));
}
