import { existsSync } from 'node:fs';

/** Debian's Chromium unless CHROMIUM_PATH says otherwise; the journeys are skipped when it is missing. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
