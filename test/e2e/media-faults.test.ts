// The fault matrix's media files: each file the video player has the browser fetch — the
// .mp4, .webm and .ogv of the film, its poster, and the .flv that plays through mpegts.js — answers HTTP 500, an
// HTML page with 200 and the file's own content type, or a stall (held, never answered, while the page's clock
// runs 10 s on). What the viewer must see (docs/requirements.md §4.4, §8; docs/decisions.md "Video player", "XSS
// corpus and fault matrix"): a file that fails is logged and the next format plays; when every format fails, the
// red line says so with the URL; a stalled file is waited for (the spinner while a play waits, the play toggle
// pressed) and the page stays usable: the other controls, the product panel and its quick view, the other players;
// the toggle ends the wait. A poster that fails
// leaves the player as it was, without the picture. Nothing is uncaught, no CSP report, every island mounted.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { FLAVOURS, hostStates, settle, useDemoAndBrowser, waitForIslands, watchPage, withFlavour, type WatchedPage } from './harness';
import { playerState as stateOf, waitForPlayerState } from './video-state';

const env = useDemoAndBrowser();

const FAULTS = ['http 500', 'html body', 'stall'] as const;
type Fault = (typeof FAULTS)[number];
type MediaFile = 'mp4' | 'webm' | 'ogv' | 'jpg' | 'flv';

const CONTENT_TYPE: Record<MediaFile, string> = { mp4: 'video/mp4', webm: 'video/webm', ogv: 'video/ogg', jpg: 'image/jpeg', flv: 'video/x-flv' };
const FORMAT: Record<MediaFile, string> = { mp4: 'h264', webm: 'webm', ogv: 'ogg', jpg: 'poster', flv: 'flv' };
const FILM = '/media/video/film';
const MISSING = (file: MediaFile) => `[storefront-islands] video: the ${FORMAT[file]} video file is missing, trying the next format: ${FILM}.${file}`;

/** The `<video>`'s chosen file, as a path. */
const currentSrc = (page: Page, id: string) => page.locator(`#${id} video`).evaluate((v: HTMLVideoElement) => new URL(v.currentSrc || 'about:blank').pathname);

/**
 * Routes the page's requests for these files to their faults; the rest reach the demo. Stalled requests are kept
 * (never answered) until the test lets them go.
 */
async function inject(page: Page, faults: Partial<Record<MediaFile, Fault>>): Promise<{ hits: MediaFile[]; stalled: Route[] }> {
  const hits: MediaFile[] = [];
  const stalled: Route[] = [];
  await page.route(/\/media\/video\/[^/?#]+\.(mp4|webm|ogv|jpg|flv)(\?.*)?$/, async (route) => {
    const file = /\.(\w+)(?:\?.*)?$/.exec(route.request().url())![1] as MediaFile;
    const fault = faults[file];
    if (!fault) return route.fallback();
    hits.push(file);
    if (fault === 'stall') return void stalled.push(route);
    if (fault === 'http 500') return route.fulfill({ status: 500, contentType: 'text/html', body: '<!doctype html><title>Error</title><h1>Internal Server Error</h1>' });
    // A maintenance page served under the file's own type (a misconfigured CDN): the type says video, the body is not.
    return route.fulfill({ status: 200, contentType: CONTENT_TYPE[file], body: '<!doctype html><title>Maintenance</title><p>Back soon.</p>' });
  });
  return { hits, stalled };
}

interface Cell {
  name: string;
  path: '/video' | '/video/fallback';
  faults: Partial<Record<MediaFile, Fault>>;
  /** The player under test: its `id` and `objectName`. */
  player: { id: string; objectName: string };
  check(page: Page, watched: WatchedPage, stall: Stall): Promise<void>;
}

interface Stall {
  stalled: Route[];
  /** Moves the page's clock 10 s on (the held file still unanswered). */
  tenSeconds(): Promise<void>;
}

const FILM_PLAYER = { id: 'product-film', objectName: 'productFilm' };
const FLV_PLAYER = { id: 'flv-film-player', objectName: 'flvFilm' };

const errorLine = (page: Page, id: string) => page.locator(`#${id} + .sfi-video-error`);
const player = (page: Page, id: string) => page.locator(`#${id}`);

/** The file that failed was logged and the next format plays from the poster's button, with no red line. */
async function fallsBackTo(page: Page, watched: WatchedPage, failed: MediaFile[], plays: MediaFile): Promise<void> {
  await waitForPlayerState(page, (s) => s.canPlay, 'productFilm', 'could play');
  assert.equal(await currentSrc(page, 'product-film'), `${FILM}.${plays}`);
  for (const file of failed) assert.ok(watched.warnings.includes(MISSING(file)), `logged: ${MISSING(file)} (warnings: ${watched.warnings.join(' | ')})`);
  await player(page, 'product-film').getByRole('button', { name: 'Play video' }).click();
  await waitForPlayerState(page, (s) => s.playing && s.currentTime > 0.2, 'productFilm', 'played');
  assert.equal(await errorLine(page, 'product-film').count(), 0, 'no red line');
  await page.evaluate(() => (window as unknown as { productFilm: { pause(): void } }).productFilm.pause());
}

/** Every format failed: the §8 red line with the film's URL, no play button, every control off; the other players of the page unharmed. */
async function showsTheRedLine(page: Page, id: string, objectName: string, url: string, failed: MediaFile[], watched: WatchedPage): Promise<void> {
  const line = errorLine(page, id);
  await line.waitFor();
  assert.equal(await line.innerText(), `An error occurred: the requested video file could not be found. ${url}`);
  assert.equal((await stateOf(page, objectName)).error, `An error occurred: the requested video file could not be found. ${url}`);
  assert.equal(await player(page, id).getByRole('button', { name: 'Play video' }).count(), 0, 'nothing to play');
  const controls = player(page, id).locator('.sfi-video-controls :is(button, input, select)');
  assert.ok((await controls.count()) >= 5, 'the control bar is there');
  assert.equal(await player(page, id).locator('.sfi-video-controls :is(button, input, select):enabled').count(), 0, 'every control off');
  for (const file of failed) assert.ok(watched.warnings.some((w) => w.includes(`the ${FORMAT[file]} video file is missing`)), `logged: ${file} missing (warnings: ${watched.warnings.join(' | ')})`);
}

/**
 * A stalled file: a play waits with the spinner through 10 s of the page's clock, no red line; meanwhile the sound
 * controls answer; the play toggle ends the wait and the spinner; the rest of the page works.
 */
async function waitsOnTheStall(page: Page, id: string, objectName: string, stall: Stall, restOfPage: (page: Page) => Promise<void>): Promise<void> {
  const root = player(page, id);
  await root.getByRole('button', { name: 'Play video' }).click();
  // The ring shows, and the player's status region (there from the start) says "Loading", once a wait has lasted
  // half a second.
  const spinner = root.locator('.sfi-video__spinner');
  await spinner.waitFor();
  await stall.tenSeconds();
  await settle(page);
  assert.equal(await spinner.count(), 1, 'still waiting after 10 s');
  assert.equal(await root.getByRole('status').textContent(), 'Loading');
  const waiting = await stateOf(page, objectName);
  assert.deepEqual([waiting.waiting, waiting.playing, waiting.canPlay, waiting.error], [true, false, false, null]);
  assert.equal(await errorLine(page, id).count(), 0, 'a slow file is not a missing one');
  // The other controls answer.
  const mute = root.getByRole('button', { name: 'Mute' });
  await mute.click();
  await waitForPlayerState(page, (s) => s.muted, objectName, 'muted');
  assert.equal(await mute.getAttribute('aria-pressed'), 'true');
  await mute.click();
  await waitForPlayerState(page, (s) => !s.muted, objectName, 'unmuted');
  // The play toggle reads pressed while the play waits; pressing it ends the wait.
  const toggle = root.getByRole('button', { name: 'Play', exact: true });
  assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
  await toggle.click();
  await spinner.waitFor({ state: 'detached' });
  assert.equal(await root.getByRole('status').textContent(), '', 'the wait is over: nothing more to say');
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
  assert.deepEqual(await stateOf(page, objectName).then((s) => [s.waiting, s.playing]), [false, false]);
  await restOfPage(page);
}

/** On /video: the product panel shows a chapter's product and its quick view opens and closes. */
async function panelAndQuickView(page: Page): Promise<void> {
  const name = page.locator('#videoProductContainer .sfi-video-panel__name');
  await name.waitFor();
  const product = (await name.innerText()).trim();
  await page.locator('#videoProductContainer').getByRole('button', { name: /^Quick view/ }).click();
  const dialog = page.getByRole('dialog', { name: product });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/** On /video/fallback: the .webm clip beside the stalled player plays. */
async function anotherPlayerPlays(page: Page): Promise<void> {
  await player(page, 'fallback-film-player').getByRole('button', { name: 'Play video' }).click();
  await waitForPlayerState(page, (s) => s.playing && s.currentTime > 0.2, 'fallbackFilm', 'played');
  await page.evaluate(() => (window as unknown as { fallbackFilm: { pause(): void } }).fallbackFilm.pause());
}

const CELLS: Cell[] = [
  // The .mp4, tried first.
  ...(['http 500', 'html body'] as const).map(
    (fault): Cell => ({
      name: `mp4 × ${fault}: the .webm plays`,
      path: '/video',
      faults: { mp4: fault },
      player: FILM_PLAYER,
      check: (page, watched) => fallsBackTo(page, watched, ['mp4'], 'webm'),
    }),
  ),
  {
    name: 'mp4 × stall: waits with the spinner, the page works, pausing ends the wait; let go as a failure, the .webm plays',
    path: '/video',
    faults: { mp4: 'stall' },
    player: FILM_PLAYER,
    async check(page, watched, stall) {
      await waitsOnTheStall(page, 'product-film', 'productFilm', stall, panelAndQuickView);
      // The held answer fails at last (a network error): the next format is tried, and plays.
      for (const route of stall.stalled.splice(0)) await route.abort('connectionreset');
      await fallsBackTo(page, watched, ['mp4'], 'webm');
    },
  },
  // The .webm, tried once the .mp4 has failed: the .ogv plays.
  ...(['http 500', 'html body'] as const).map(
    (fault): Cell => ({
      name: `webm × ${fault} (after the .mp4 failed): the .ogv plays`,
      path: '/video',
      faults: { mp4: 'http 500', webm: fault },
      player: FILM_PLAYER,
      check: (page, watched) => fallsBackTo(page, watched, ['mp4', 'webm'], 'ogv'),
    }),
  ),
  {
    name: 'webm × stall (after the .mp4 failed): waits with the spinner, the page works',
    path: '/video',
    faults: { mp4: 'http 500', webm: 'stall' },
    player: FILM_PLAYER,
    async check(page, _watched, stall) {
      await waitsOnTheStall(page, 'product-film', 'productFilm', stall, panelAndQuickView);
      assert.equal(await currentSrc(page, 'product-film'), `${FILM}.webm`, 'still on the stalled .webm');
    },
  },
  // Every native format.
  ...(['http 500', 'html body'] as const).map(
    (fault): Cell => ({
      name: `mp4, webm and ogv × ${fault}: the red line`,
      path: '/video',
      faults: { mp4: fault, webm: fault, ogv: fault },
      player: FILM_PLAYER,
      async check(page, watched) {
        await showsTheRedLine(page, 'product-film', 'productFilm', `${FILM}.mp4`, ['mp4', 'webm', 'ogv'], watched);
        await panelAndQuickView(page);
      },
    }),
  ),
  // The poster.
  ...FAULTS.map(
    (fault): Cell => ({
      name: `poster × ${fault}: no picture (no broken-image icon), the film plays`,
      path: '/video',
      faults: { jpg: fault },
      player: FILM_PLAYER,
      async check(page, watched) {
        const image = player(page, 'product-film').locator('.sfi-video__poster-image');
        if (fault === 'stall') {
          // Still loading: the picture stays, empty, until it comes.
          assert.equal(await image.evaluate((img: HTMLImageElement) => img.complete), false, 'the poster picture is still loading');
        } else await image.waitFor({ state: 'detached' });
        await fallsBackTo(page, watched, [], 'mp4');
      },
    }),
  ),
  // The .flv through mpegts.js (Media Source Extensions): its only format.
  ...(['http 500', 'html body'] as const).map(
    (fault): Cell => ({
      name: `flv × ${fault}: the red line for that player, the others play`,
      path: '/video/fallback',
      faults: { flv: fault },
      player: FLV_PLAYER,
      async check(page, watched) {
        await showsTheRedLine(page, 'flv-film-player', 'flvFilm', `${FILM}.flv`, ['flv'], watched);
        assert.equal((await stateOf(page, 'flvFilm')).engine, 'flv');
        await anotherPlayerPlays(page);
      },
    }),
  ),
  {
    name: 'flv × stall: waits with the spinner, the other players work',
    path: '/video/fallback',
    faults: { flv: 'stall' },
    player: FLV_PLAYER,
    check: (page, _watched, stall) => waitsOnTheStall(page, 'flv-film-player', 'flvFilm', stall, anotherPlayerPlays),
  },
];

async function runCell(context: BrowserContext, cell: Cell, flavour: (typeof FLAVOURS)[number]): Promise<void> {
  const watched = await watchPage(context);
  const { page } = watched;
  const { hits, stalled } = await inject(page, cell.faults);
  const stalls = Object.values(cell.faults).includes('stall');
  if (stalls) await page.clock.install();
  // A stalled poster holds the page's load event: wait for the document only.
  await page.goto(withFlavour(`${env.demo.url}${cell.path}`, flavour), { waitUntil: 'domcontentloaded' });
  if (stalls) await page.clock.resume(); // time flows as usual; tenSeconds() jumps it
  await waitForIslands(page);
  await waitForPlayerState(page, () => true, cell.player.objectName, 'mounted');
  const faulted = Object.keys(cell.faults) as MediaFile[];
  for (let frames = 0; frames < 200 && !faulted.every((file) => hits.includes(file)); frames++) await settle(page);
  assert.deepEqual([...new Set(hits)].sort(), [...faulted].sort(), 'each faulted file was asked for');
  await cell.check(page, watched, { stalled, tenSeconds: () => page.clock.runFor(10_000) });
  assert.deepEqual((await hostStates(page)).filter(([, state]) => state !== 'mounted'), [], 'every island mounted');
  await watched.assertClean();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  for (const route of stalled) await route.abort().catch(() => undefined);
  await page.close();
}

for (const flavour of FLAVOURS) {
  describe(`media file faults (${flavour})`, () => {
    it(`${CELLS.length} cells: the .mp4, .webm, .ogv, poster and .flv × HTTP 500, an HTML body, a stall`, async () => {
      // One context for the flavour (the demo's cookies), a fresh watched page per cell.
      const context = await env.browser.newContext();
      for (const cell of CELLS) {
        await runCell(context, cell, flavour).catch((error: Error) => {
          error.message = `${cell.name}: ${error.message}`;
          throw error;
        });
      }
      await context.close();
    });
  });
}
