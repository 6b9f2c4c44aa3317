// The video player's state as a page script reaches it (`window[objectName].getState()`, src/video/legacy-global.ts),
// read from the browser suite: once, or until it passes a test.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { VideoState } from '../../src/video/core/controller';

/** The state of the player the page reaches as window[objectName]. */
export const playerState = (page: Page, objectName = 'productFilm'): Promise<VideoState> =>
  page.evaluate((name) => (window as unknown as Record<string, { getState(): VideoState }>)[name]!.getState(), objectName);

/**
 * Waits until the player's state passes `test`, reading it once per animation frame (a condition wait: the page's
 * CSP allows no string evaluation, so the test runs here). `what` names the awaited state in the failure message.
 */
export async function waitForPlayerState(
  page: Page,
  test: (state: VideoState) => boolean,
  objectName = 'productFilm',
  what = String(test),
  timeout = 20_000,
): Promise<VideoState> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const state = await page.evaluate((name) => (window as unknown as Record<string, { getState?(): VideoState } | undefined>)[name]?.getState?.() ?? null, objectName);
    if (state && test(state)) return state;
    if (Date.now() > deadline) assert.fail(`${objectName} never reached ${what} (last state: ${JSON.stringify(state)})`);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
}
