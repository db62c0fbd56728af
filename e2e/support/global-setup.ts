import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH, hasChromium } from './chromium';
import { seedTemplate } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The directory the run seeded the demo into once; each journey's server starts from a copy. */
    e2eTemplate: string;
  }
}

/** Seeds the demo once for the whole run, or says once why the browser journeys do not run. */
export default function setup(project: TestProject): (() => void) | undefined {
  if (!hasChromium) {
    console.log(`e2e: skipped, no Chromium at ${CHROMIUM_PATH} (install Debian's chromium or set CHROMIUM_PATH)`);
    return undefined;
  }
  const template = seedTemplate();
  project.provide('e2eTemplate', template);
  return () => rmSync(template, { recursive: true, force: true });
}
