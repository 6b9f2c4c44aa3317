// No leaks (docs/security.md "Tested"): every island of the catalogue, mounted and unmounted 100 times on one
// page (hosts added and removed as a legacy page script would), leaves no more event listeners, timers, animation
// frames, store subscriptions or DOM elements behind than after its first rounds. Counted in the browser: the
// page's addEventListener/setTimeout/setInterval/requestAnimationFrame are wrapped before any script runs, store
// subscriptions are the shared atoms' listener counts, elements are counted on the heap after a forced collection
// (detached ones included). `bench/leaks.ts` prints the same counters.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { FLAVOURS, useDemoAndBrowser, withFlavour } from './harness';
import { COUNTERS_SCRIPT, catalogueSnippets, countersOf, mountUnmount, type Counters } from './leak-counters';

const env = useDemoAndBrowser();
const ROUNDS = 100;
const WARM_UP = 5;

const SNIPPETS = catalogueSnippets();

async function open(flavour: (typeof FLAVOURS)[number]): Promise<Page> {
  // The page's CSP and Trusted Types stay out of this one: the test writes the snippets in as markup itself.
  const context = await env.browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await page.addInitScript({ content: COUNTERS_SCRIPT });
  await page.goto(withFlavour(`${env.demo.url}/cart`, flavour));
  await page.waitForFunction(() => 'StorefrontIslands' in window);
  return page;
}

for (const flavour of FLAVOURS) {
  describe(`leaks (${flavour})`, () => {
    it(`${SNIPPETS.length} islands mounted and unmounted ${ROUNDS} times leave nothing behind`, async () => {
      assert.ok(SNIPPETS.length >= 20, 'the catalogue gives a snippet for every island');
      const page = await open(flavour);
      for (let round = 0; round < WARM_UP; round++) await mountUnmount(page, SNIPPETS);
      const before: Counters = await countersOf(page);
      let mounted = 0;
      for (let round = WARM_UP; round < ROUNDS; round++) mounted = await mountUnmount(page, SNIPPETS);
      const after: Counters = await countersOf(page);
      assert.ok(mounted >= SNIPPETS.length - 2, `the islands mounted each round (${mounted} of ${SNIPPETS.length} hosts)`);
      assert.deepEqual(
        { listeners: after.listeners, timers: after.timers, frames: after.frames, subscriptions: after.subscriptions },
        { listeners: before.listeners, timers: before.timers, frames: before.frames, subscriptions: before.subscriptions },
        `after ${ROUNDS - WARM_UP} more rounds (before: ${JSON.stringify(before)}, after: ${JSON.stringify(after)})`,
      );
      // Elements: the heap may hold a few the engine has not released yet, never a round's worth per round.
      assert.ok(after.elements - before.elements < 200, `elements on the heap grew by ${after.elements - before.elements} (before ${before.elements}, after ${after.elements})`);
      await page.context().close();
    });
  });
}
