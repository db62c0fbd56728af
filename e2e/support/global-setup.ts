import { CHROMIUM_PATH, hasChromium } from './chromium';

/** Says once, for the whole run, why the browser journeys did not run. */
export default function setup(): void {
  if (!hasChromium) console.log(`e2e: skipped, no Chromium at ${CHROMIUM_PATH} (install Debian's chromium or set CHROMIUM_PATH)`);
}
