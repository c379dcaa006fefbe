// The browser journeys need a real Chromium; Playwright cannot download one here.
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(
    `No Chromium at ${path}: install one with 'sudo apt-get install -y chromium' or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
