// The login page over a slow mobile connection (DevTools' "Fast 3G": 562.5 ms round trip, about
// 1.44 Mbit/s down), with an empty cache: when the form is first painted (first contentful paint;
// the form is in the page's own HTML) and when the script has taken it over and it can be sent.
// Median of 5 loads of the built portal. Needs Debian's chromium (CHROMIUM_PATH to use another).
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startDemoServer } from './lib/portal.mjs';

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  console.log(`skipped: no browser at ${chromiumPath}`);
  process.exit(0);
}
const { chromium } = createRequire(join(process.cwd(), 'e2e/package.json'))('playwright-core');

const { base, stop } = await startDemoServer();

const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const runs = [];
for (let i = 0; i < 5; i++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
    uploadThroughput: (750 * 1024 * 0.9) / 8,
  });
  await page.goto(`${base}/login`, { waitUntil: 'commit' });
  await page.locator('.login-submit:enabled').waitFor({ timeout: 60_000 });
  runs.push(
    await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      ready: performance.now(),
    })),
  );
  await context.close();
}
await browser.close();
stop();

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
console.log(`login page over Fast 3G, empty cache, median of ${runs.length}:`);
console.log(`  form painted (first contentful paint): ${(median(runs.map((r) => r.paint)) / 1000).toFixed(2)} s`);
console.log(`  form ready to send (script and settings loaded): ${(median(runs.map((r) => r.ready)) / 1000).toFixed(2)} s`);
