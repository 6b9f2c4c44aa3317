// What mounting and unmounting every island of the catalogue 100 times leaves behind, per flavour: active event
// listeners, timers, animation frames, store subscriptions and elements on the heap, after 5 warm-up rounds and after
// 100 (test/e2e/leaks.test.ts asserts no growth). Fails when a round did not mount every host it should: a figure
// of less than every island.
import { chromium } from 'playwright-core';
import { startDemo } from '../test/e2e/harness';
import { COUNTERS_SCRIPT, catalogueSnippets, countersOf, mountUnmount, MOUNTED_EACH_ROUND } from '../test/e2e/leak-counters';
// @ts-expect-error plain JS module
import { CHROMIUM_ARGS, ensureChromium } from '../test/e2e/chromium.mjs';

const ROUNDS = 100;
const WARM_UP = 5;
const snippets = catalogueSnippets();

async function main() {
  const demo = await startDemo();
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    for (const flavour of ['preact', 'react']) {
      const context = await browser.newContext({ bypassCSP: true });
      const page = await context.newPage();
      await page.addInitScript({ content: COUNTERS_SCRIPT });
      await page.goto(`${demo.url}/cart${flavour === 'react' ? '?flavour=react' : ''}`);
      await page.waitForFunction(() => 'StorefrontIslands' in window);
      const round = async (n: number) => {
        const mounted = (await mountUnmount(page, snippets)).join(', ');
        if (mounted !== MOUNTED_EACH_ROUND.join(', ')) throw new Error(`${flavour}, round ${n + 1}: mounted [${mounted}], not [${MOUNTED_EACH_ROUND.join(', ')}]`);
      };
      for (let n = 0; n < WARM_UP; n++) await round(n);
      const before = await countersOf(page);
      const started = performance.now();
      for (let n = WARM_UP; n < ROUNDS; n++) await round(n);
      const perRound = (performance.now() - started) / (ROUNDS - WARM_UP);
      const after = await countersOf(page);
      console.log(`${flavour}: ${snippets.length} islands, ${MOUNTED_EACH_ROUND.length} hosts mounted each round, ${ROUNDS} rounds, ${perRound.toFixed(0)} ms a round`);
      for (const key of Object.keys(before) as Array<keyof typeof before>) {
        console.log(`  ${key.padEnd(14)} after ${WARM_UP} rounds ${String(before[key]).padStart(6)}   after ${ROUNDS} ${String(after[key]).padStart(6)}   growth ${after[key] - before[key]}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await demo.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
