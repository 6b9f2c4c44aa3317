// No leaks (docs/security.md "Tested"): every island of the registry, mounted from its catalogue snippet and
// unmounted 100 times on one page (hosts added and removed as a legacy page script would), leaves no more event listeners, timers, animation
// frames, store subscriptions or DOM elements behind than after its first rounds. Counted in the browser: the
// page's addEventListener/setTimeout/setInterval/requestAnimationFrame are wrapped before any script runs, store
// subscriptions are the shared atoms' listener counts, elements are counted on the heap after a forced collection
// (detached ones included). `bench/leaks.ts` prints the same counters.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { FLAVOURS, useDemoAndBrowser, waitForIslands, withFlavour } from './harness';
import { COUNTERS_SCRIPT, catalogueSnippets, countersOf, mountUnmount, MOUNTED_EACH_ROUND, REGISTRY_ISLANDS, type Counters } from './leak-counters';

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
  // The page's own islands first: its search box mounts when the browser is idle (at most 2 s on), and a browser kept
  // busy by the rounds could mount it between the two counts, its listeners then read as a leak.
  await waitForIslands(page);
  return page;
}

for (const flavour of FLAVOURS) {
  describe(`leaks (${flavour})`, () => {
    it(`${SNIPPETS.length} islands mounted and unmounted ${ROUNDS} times leave nothing behind`, async () => {
      assert.deepEqual(SNIPPETS.map(({ island }) => island).sort(), REGISTRY_ISLANDS, 'a snippet for every island of the registry');
      assert.deepEqual(SNIPPETS.filter(({ snippet }) => !snippet.trimStart().startsWith('<')).map(({ island }) => island), [], 'each snippet is host markup');
      const page = await open(flavour);
      const round = async (n: number) => assert.deepEqual(await mountUnmount(page, SNIPPETS), MOUNTED_EACH_ROUND, `the hosts that mounted in round ${n + 1}`);
      for (let n = 0; n < WARM_UP; n++) await round(n);
      const before: Counters = await countersOf(page);
      for (let n = WARM_UP; n < ROUNDS; n++) await round(n);
      const after: Counters = await countersOf(page);
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
