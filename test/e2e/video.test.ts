// The video player as a viewer meets it, in both flavours, in Chromium with the demo's real film (H.264 .mp4,
// VP9 .webm): the poster, play and pause, seeking, mute and volume, chapters changing the product panel, the
// panel opening the quick view, subtitles in two languages, metric tags, the end state, the keyboard alone, the
// format fallback and the red error line (docs/requirements.md §1.3, §2.4, §4.4, §5.4, §8), with axe and no
// page error or CSP report.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page, Route } from 'playwright-core';
import { FLAVOURS, accessibilityNode, assertNoAxeViolations, hostStates, layoutShifts, openPage, holdRequests, openShiftsPage, settle, useDemoAndBrowser, waitForIslands, watchPage, withFlavour } from './harness';
import { playerState as stateOf, waitForPlayerState as waitForState } from './video-state';

const env = useDemoAndBrowser();

/** The page log the demo page script keeps (demo/static/video-page.js). */
const pageLog = (page: Page) => page.evaluate(() => (window as unknown as { videoPageLog: { tags: string[][]; chapters: string[]; cues: string[] } }).videoPageLog);

/** Each chapter's product name, as the video content route answers it (the products the page's host names). */
async function chapterProducts(page: Page): Promise<Record<string, string>> {
  const html = await (await page.request.get(`${env.demo.url}/video`)).text();
  const props = JSON.parse(/<div class="video-host" data-widget="video-player">\s*<script type="application\/json">([^<]*)<\/script>/.exec(html)![1]!);
  const names: Record<string, string> = {};
  for (const chapter of props.controls.chapters.filter((c: { product?: unknown }) => c.product)) {
    const answer = await page.request.get(`${env.demo.url}/demo_video_content/product/${chapter.product.product_id}`);
    names[chapter.name] = (await answer.json()).name;
  }
  return names;
}

/** Waits until the product panel's fade has finished (axe reads colours mid-fade as too faint). */
async function panelSettled(page: Page): Promise<void> {
  await page.locator('#videoProductContainer .sfi-video-panel__name').waitFor();
  await page.evaluate(() => Promise.all(document.getElementById('videoProductContainer')!.getAnimations({ subtree: true }).map((a) => a.finished)));
}

async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reached ${target}`);
}

/** The Fullscreen API taken away before the page loads, as on iOS: the player fills the window instead. */
async function withoutFullscreenApi(page: Page) {
  await page.addInitScript(() => {
    delete (Element.prototype as { requestFullscreen?: unknown }).requestFullscreen;
    delete (Element.prototype as { webkitRequestFullscreen?: unknown }).webkitRequestFullscreen;
  });
}

/** A watched page recording `sfi:video:ended`; `finish` asserts nothing went wrong and closes it. `prepare` runs before the page loads. */
async function open(url: string, flavour: (typeof FLAVOURS)[number], prepare?: (page: Page) => Promise<void>) {
  const watched = await openPage(env.browser);
  const { page } = watched;
  await prepare?.(page);
  await page.addInitScript(() => {
    const ended: unknown[] = [];
    (window as unknown as { __videoEnded: unknown[] }).__videoEnded = ended;
    document.addEventListener('sfi:video:ended', (event) => ended.push((event as CustomEvent).detail));
  });
  await page.goto(withFlavour(`${env.demo.url}${url}`, flavour));
  await waitForIslands(page);
  return {
    page,
    async finish() {
      await watched.assertClean();
      assert.deepEqual((await hostStates(page)).filter(([, state]) => state !== 'mounted'), [], 'every host mounted');
      await watched.context.close();
    },
  };
}

for (const flavour of FLAVOURS) {
  describe(`video player (${flavour})`, () => {
    it('a double click is one click: on the poster\'s Play video the film plays (the second click lands on the picture), on the picture it pauses once', async () => {
      const { page, finish } = await open('/video', flavour);
      const player = page.getByRole('group', { name: 'Video player' });
      await player.getByRole('button', { name: 'Play video' }).dblclick();
      await waitForState(page, (s) => s.playing && s.currentTime > 0.3);
      assert.equal(await player.getByRole('button', { name: 'Play', exact: true }).getAttribute('aria-pressed'), 'true');
      // On the picture: the two clicks of a double click in one task, the film's state read at once after them
      // (play() and pause() change it at once; their events come later).
      const afterDoubleClick = () =>
        page.evaluate(() => {
          const picture = document.querySelector('.sfi-video__media')!;
          for (const detail of [1, 2]) picture.dispatchEvent(new MouseEvent('click', { bubbles: true, detail }));
          return document.querySelector<HTMLVideoElement>('.sfi-video video')!.paused;
        });
      assert.equal(await afterDoubleClick(), true, 'paused once, not paused and played again');
      await waitForState(page, (s) => !s.playing);
      assert.equal(await afterDoubleClick(), false, 'and a double click plays it again');
      const picture = player.locator('.sfi-video__media');
      await waitForState(page, (s) => s.playing);
      await picture.click();
      await waitForState(page, (s) => !s.playing);
      await picture.click();
      await waitForState(page, (s) => s.playing);
      await finish();
    });

    it('a film in a page the modal loader shows, whose chapter names a browser built-in (document.body.remove) as its action: the film plays, the built-in is not run, the console says so', async () => {
      const { page, finish } = await open('/gift_cards/index.tmpl', flavour, async (page) => {
        await page.route('**/info/film-notes.tmpl', (route) =>
          route.fulfill({
            contentType: 'text/html; charset=utf-8',
            body: `<section><div data-widget="video-player" data-props='${JSON.stringify({ src: '/media/video/film.mp4', controls: { chapters: [{ timein: 0, timeout: 30, name: 'x', onenter: 'document.body.remove' }] } })}'></div></section>`,
          }),
        );
      });
      const warned = page.waitForEvent('console', { predicate: (message) => message.text().includes('the action "document.body.remove" names no function of the page\'s (built-ins are not run)') });
      await page.evaluate(() => (window as any).StorefrontIslands.overlay.open('/info/film-notes.tmpl', { title: 'Film notes' }));
      const dialog = page.getByRole('dialog', { name: 'Film notes' });
      await dialog.getByRole('button', { name: 'Play video' }).click();
      await warned;
      await page.waitForFunction(() => {
        const video = document.querySelector<HTMLVideoElement>('dialog .sfi-video video');
        return video !== null && !video.paused && video.currentTime > 0;
      });
      assert.equal(await page.evaluate(() => document.body !== null), true, 'the page is still there');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await finish();
    });

    it('plays the film: poster, play, chapters and their products, subtitles, pause, seek, sound, the end', async () => {
      const { page, finish } = await open('/video', flavour);
      const products = await chapterProducts(page);
      const player = page.getByRole('group', { name: 'Video player' });
      const panel = page.locator('#videoProductContainer');
      const subtitles = player.locator('.sfi-video__subtitles');
      const playToggle = player.getByRole('button', { name: 'Play', exact: true });
      const seekBar = player.getByRole('slider', { name: 'Seek' });
      const volumeBar = player.getByRole('slider', { name: 'Volume' });

      // The poster with its play button; before any chapter, the panel shows the first chapter's product.
      assert.equal(await player.locator('.sfi-video__poster-image').getAttribute('src'), '/media/video/poster.jpg');
      await panel.locator('.sfi-video-panel__name', { hasText: products.Lips! }).waitFor();
      await panelSettled(page);
      await assertNoAxeViolations(page, `/video before play (${flavour})`);

      await player.getByRole('button', { name: 'Play video' }).click();
      // Playing, and inside the opening chapter (its onenter has run): on a loaded machine the first frames can
      // come before the scheduler's first check, and the seek below must start from within the chapter.
      await waitForState(page, (s) => s.playing && s.currentTime > 0 && s.chapterIndex === 0);
      assert.equal(await playToggle.getAttribute('aria-pressed'), 'true');
      assert.equal(await player.locator('.sfi-video__poster').count(), 0, 'the poster has gone');
      assert.deepEqual((await pageLog(page)).tags[0], ['collection-film', 'Video: The collection', '0-_-0-_-30'], 'the ready tag');

      // Through the legacy global, to 2.5 s: playback crosses the cue at 3 s, then into "Lips" at 5 s.
      assert.equal(await page.evaluate(() => (window as unknown as { productFilm: { seek(s: number): boolean } }).productFilm.seek(2.5)), true);
      await waitForState(page, (s) => s.chapterIndex === 1);
      await panel.locator('.sfi-video-panel__name', { hasText: products.Lips! }).waitFor();
      await subtitles.getByText('Lips: colour that lasts all day').waitFor();
      await page.locator('.sfi-visually-hidden[aria-live="polite"]', { hasText: 'Chapter: Lips' }).waitFor();
      const log = await pageLog(page);
      assert.deepEqual(log.chapters, ['Opening', 'Lips'], 'onenter ran for each chapter entered');
      assert.deepEqual(log.cues, ['00:00:03'], 'the cue at 3 s fired once');

      // Pause with the toggle.
      await playToggle.click();
      await waitForState(page, (s) => !s.playing);
      assert.equal(await playToggle.getAttribute('aria-pressed'), 'false');
      assert.match((await pageLog(page)).tags.at(-1)![2]!, /^1-_-[56]-_-30$/, 'the pause tag');

      // Seek with the progress bar to 12 s: "Skin", its product and its subtitle.
      await seekBar.fill('12');
      await waitForState(page, (s) => s.chapterIndex === 2 && Math.abs(s.currentTime - 12) < 0.5);
      await panel.locator('.sfi-video-panel__name', { hasText: products.Skin! }).waitFor();
      assert.equal(await seekBar.getAttribute('aria-valuetext'), '12 seconds of 30 seconds, Skin');
      // A pointer over the bar where the thumb would take 16 s of 30 (its centre travels 8 px short of each end) is
      // told the chapter there, above the bar, inside the player.
      const barBox = (await player.locator('.sfi-video-progress').boundingBox())!;
      await page.mouse.move(barBox.x + 8 + ((barBox.width - 16) * 16) / 30, barBox.y + barBox.height / 2);
      const tip = player.locator('.sfi-video-progress__tip');
      await tip.getByText('Eyes · 0:16').waitFor();
      const tipBox = (await tip.boundingBox())!;
      const playerBox = (await player.boundingBox())!;
      assert.ok(tipBox.y + tipBox.height <= barBox.y + 1, `the tip sits above the bar (tip ${JSON.stringify(tipBox)}, bar ${JSON.stringify(barBox)})`);
      assert.ok(tipBox.x >= playerBox.x && tipBox.x + tipBox.width <= playerBox.x + playerBox.width, 'the tip stays inside the player');
      await page.mouse.move(0, 0);
      await tip.waitFor({ state: 'detached' });
      await subtitles.getByText('Skin: a weightless, even finish').waitFor();
      // French subtitles from the language menu.
      await player.getByLabel('Subtitles').selectOption('fr');
      await subtitles.getByText('Teint : un fini léger et uniforme').waitFor();

      // Sound: mute and back, then volume 8 on the bar.
      const muteButton = player.getByRole('button', { name: 'Mute' });
      await muteButton.click();
      await waitForState(page, (s) => s.muted);
      assert.equal(await muteButton.getAttribute('aria-pressed'), 'true');
      assert.equal(await volumeBar.getAttribute('aria-valuetext'), 'muted');
      assert.equal(await page.locator('.sfi-video__media video').evaluate((v: HTMLVideoElement) => v.muted), true);
      await muteButton.click();
      await waitForState(page, (s) => !s.muted && s.volume === 5);
      assert.equal(await volumeBar.getAttribute('aria-valuetext'), 'volume 5 of 10');
      await volumeBar.fill('8');
      await waitForState(page, (s) => s.volume === 8);
      assert.equal(await volumeBar.getAttribute('aria-valuetext'), 'volume 8 of 10');
      assert.equal(await page.locator('.sfi-video__media video').evaluate((v: HTMLVideoElement) => v.volume), 0.8);
      await panelSettled(page);
      await assertNoAxeViolations(page, `/video playing, panel filled (${flavour})`);

      // Only visible chapters have markers: five of six.
      assert.equal(await player.locator('.sfi-video-progress__marker').count(), 5);

      // The end: from 28 s, play to the end: poster with "Watch again", time back to 0, the end tag and event.
      await seekBar.fill('28');
      await waitForState(page, (s) => Math.abs(s.currentTime - 28) < 0.5);
      await playToggle.click();
      await waitForState(page, (s) => s.ended);
      await player.getByRole('button', { name: 'Watch again' }).waitFor();
      const end = await stateOf(page);
      assert.equal(end.playing, false);
      assert.equal(end.currentTime, 0, 'native playback outside Firefox goes back to 0');
      assert.deepEqual((await pageLog(page)).tags.at(-1), ['collection-film', 'Video: The collection', '3-_-30-_-30']);
      assert.deepEqual(await page.evaluate(() => (window as unknown as { __videoEnded: unknown[] }).__videoEnded), [{ id: 'product-film', objectName: 'productFilm', duration: 30 }]);
      const metricLog = await page.locator('#video-metric-log li').allTextContents();
      assert.equal(metricLog[0], 'collection-film · Video: The collection · 0-_-0-_-30');
      await finish();
    });

    it('a click on the product panel pauses the film and opens the quick view of its product', async () => {
      const { page, finish } = await open('/video', flavour);
      const products = await chapterProducts(page);
      await page.getByRole('button', { name: 'Play video' }).click();
      await waitForState(page, (s) => s.playing);
      await page.evaluate(() => (window as unknown as { productFilm: { seek(s: number): boolean } }).productFilm.seek(15.5));
      const panel = page.locator('#videoProductContainer');
      await panel.locator('.sfi-video-panel__name', { hasText: products.Eyes! }).waitFor();
      await panel.locator('.sfi-video-panel__name').click();
      const dialog = page.getByRole('dialog', { name: products.Eyes! });
      await dialog.waitFor();
      await waitForState(page, (s) => !s.playing);
      await assertNoAxeViolations(page, `/video quick view (${flavour})`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await finish();
    });

    it('the page moves nothing as the player mounts, as its product comes and as chapters change it (1280 and 320 px)', async () => {
      for (const viewport of [{ width: 1280, height: 800 }, { width: 320, height: 640 }]) {
        const watched = await openShiftsPage(env.browser, viewport);
        const { page, context } = watched;
        // The products are held until the player has mounted, so the page is certain to have shown the panel waiting.
        const release = await holdRequests(page, /\/demo_video_content\/product\//);
        await page.goto(withFlavour(`${env.demo.url}/video`, flavour));
        await waitForIslands(page);
        const products = await chapterProducts(page);
        const shifts = () => layoutShifts(page);
        assert.deepEqual(await shifts(), [], `layout shifts as the player mounts, at ${viewport.width} px`);
        release();
        await page.locator('#videoProductContainer .sfi-video-panel__name', { hasText: products.Lips! }).waitFor();
        await panelSettled(page);
        assert.deepEqual(await shifts(), [], `layout shifts as the product comes, at ${viewport.width} px`);
        // Through every chapter (the page's script seeks, no input): each product takes the panel's room, no more.
        await page.evaluate(() => (window as unknown as { productFilm: { play(): void } }).productFilm.play());
        await waitForState(page, (s) => s.playing);
        for (const [chapter, at] of [['Skin', 10.5], ['Eyes', 15.5], ['Care', 20.5], ['Scent', 25.5]] as const) {
          await page.evaluate((seconds) => (window as unknown as { productFilm: { seek(s: number): boolean } }).productFilm.seek(seconds), at);
          await page.locator('#videoProductContainer .sfi-video-panel__name', { hasText: products[chapter]! }).waitFor();
          await panelSettled(page);
        }
        assert.deepEqual(await shifts(), [], `layout shifts as the chapters change the product, at ${viewport.width} px`);
        await watched.assertClean();
        await context.close();
      }
    });

    it('the fallback page moves nothing as its players mount: the .flv film\'s room and the missing film\'s red line are kept (1280 and 320 px)', async () => {
      // Windows tall enough to show all three players and what follows them.
      for (const viewport of [{ width: 1280, height: 2000 }, { width: 320, height: 2600 }]) {
        const watched = await openShiftsPage(env.browser, viewport);
        const { page, context } = watched;
        await page.goto(withFlavour(`${env.demo.url}/video/fallback`, flavour));
        await waitForIslands(page);
        await page.locator('.sfi-video-error').waitFor();
        await page.locator('#flv-film-player').getByRole('button', { name: 'Play video' }).waitFor();
        await page.waitForLoadState('networkidle');
        assert.deepEqual(await layoutShifts(page), [], `layout shifts at ${viewport.width} px`);
        assert.equal(await page.locator('.video-host__error-room').isVisible(), false);
        await watched.assertClean();
        await context.close();
      }
    });

    it('sets the controls out in two rows on a phone, in their order and inside the bar, and in one on a wide player', async () => {
      const { page, finish } = await open('/video', flavour);
      const player = page.getByRole('group', { name: 'Video player' });
      const bar = player.getByRole('group', { name: 'Video controls' });
      const controls = [
        player.getByRole('button', { name: 'Play', exact: true }),
        player.getByRole('slider', { name: 'Seek' }),
        player.locator('.sfi-video-controls__time'),
        player.getByRole('button', { name: 'Mute' }),
        player.getByRole('slider', { name: 'Volume' }),
        player.getByRole('combobox', { name: 'Subtitles' }),
        player.getByRole('button', { name: 'Full screen' }),
      ];
      /** Each control's row, counted from the top of the bar by the controls' vertical centres. */
      const layout = async () => {
        const barBox = (await bar.boundingBox())!;
        const boxes = await Promise.all(controls.map(async (control) => (await control.boundingBox())!));
        const centres = boxes.map((box) => box.y + box.height / 2);
        const rowStarts: number[] = []; // a row: centres within 8 px of its first
        for (const centre of [...centres].sort((a, b) => a - b)) if (!rowStarts.length || centre - rowStarts.at(-1)! > 8) rowStarts.push(centre);
        const rows = centres.map((centre) => rowStarts.filter((start) => start <= centre).length - 1);
        const outside = boxes.filter((box) => box.x < barBox.x || box.x + box.width > barBox.x + barBox.width + 0.5);
        const overflows = await bar.evaluate((el) => el.scrollWidth > el.clientWidth);
        return { rows, outside: outside.length, overflows };
      };
      for (const width of [320, 375, 414]) {
        await page.setViewportSize({ width, height: 800 });
        assert.deepEqual(await layout(), { rows: [0, 0, 0, 1, 1, 1, 1], outside: 0, overflows: false }, `${width} px: play, seek and time above, sound to fullscreen below`);
      }
      await page.setViewportSize({ width: 1024, height: 800 });
      assert.deepEqual(await layout(), { rows: [0, 0, 0, 0, 0, 0, 0], outside: 0, overflows: false }, '1024 px: one row');
      await page.setViewportSize({ width: 375, height: 800 });
      await panelSettled(page);
      await assertNoAxeViolations(page, `/video on a phone (${flavour})`);
      await finish();
    });

    it('by keyboard alone: play, pause, seek, volume, mute, fullscreen and Escape, the panel\'s quick view', async () => {
      const { page, finish } = await open('/video', flavour);
      const products = await chapterProducts(page);
      const player = page.getByRole('group', { name: 'Video player' });
      await tabTo(page, player.getByRole('button', { name: 'Play video' }));
      await page.keyboard.press('Enter');
      await waitForState(page, (s) => s.playing);
      await page.keyboard.press('k');
      await waitForState(page, (s) => !s.playing);
      const before = (await stateOf(page)).currentTime;
      await page.keyboard.press('ArrowRight'); // the focus is in the player (the poster's button has gone)
      await waitForState(page, (s) => Math.abs(s.currentTime - (before + 5)) < 0.5);
      await page.keyboard.press('ArrowUp');
      await waitForState(page, (s) => s.volume === 6);
      await page.keyboard.press('m');
      await waitForState(page, (s) => s.muted);
      await page.keyboard.press('m');
      await waitForState(page, (s) => !s.muted);
      await page.keyboard.press('f');
      await waitForState(page, (s) => s.fullscreen);
      assert.equal(await page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label')), 'Video player');
      await page.keyboard.press('Escape');
      await waitForState(page, (s) => !s.fullscreen);
      await page.keyboard.press(' ');
      await waitForState(page, (s) => s.playing);
      // k twice, and then three times, before the browser has said it paused or played (the presses in one task):
      // each press undoes the last, so it plays on, and then pauses.
      const quickly = (presses: number) =>
        page.evaluate((n) => {
          const told: string[] = ((window as unknown as { __told: string[] }).__told = []);
          const video = document.querySelector('.sfi-video video')!;
          for (const type of ['play', 'pause']) video.addEventListener(type, () => told.push(type));
          for (let i = 0; i < n; i += 1) document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', bubbles: true, cancelable: true }));
        }, presses);
      const told = async (events: string[]) => {
        await page.waitForFunction((count) => (window as unknown as { __told: string[] }).__told.length >= count, events.length);
        assert.deepEqual(await page.evaluate(() => (window as unknown as { __told: string[] }).__told), events);
      };
      await quickly(2);
      await told(['pause', 'play']);
      await waitForState(page, (s) => s.playing);
      await quickly(3);
      await told(['pause', 'play', 'pause']);
      await waitForState(page, (s) => !s.playing);
      assert.equal(await page.evaluate(() => document.querySelector<HTMLVideoElement>('.sfi-video video')!.paused), true);
      await page.keyboard.press('k');
      await waitForState(page, (s) => s.playing);
      // Tab on to the seek bar: its arrows move by a second.
      const seekBar = player.getByRole('slider', { name: 'Seek' });
      await page.keyboard.press('k');
      await waitForState(page, (s) => !s.playing);
      await tabTo(page, seekBar);
      const at = Math.floor((await stateOf(page)).currentTime);
      await page.keyboard.press('ArrowRight');
      await waitForState(page, (s) => Math.floor(s.currentTime) === at + 1);
      // Four PageUps with no wait between them: each steps from where the last one went (a tenth of the bar: 3 s).
      await page.evaluate('productFilm.seek(2)');
      await waitForState(page, (s) => Math.floor(s.currentTime) === 2 && s.buffered.some(([start, end]) => start <= 2 && end >= 15));
      // The keys step from the bar's value, which the view renders a task after the state changes (React schedules a
      // render outside an event): a key pressed before it stepped from the old time (6 s → 18 s in one CI run).
      await seekBar.evaluate((input) => new Promise<void>((resolve) => {
        const check = () => ((input as HTMLInputElement).value === '2' ? resolve() : requestAnimationFrame(check));
        check();
      }));
      for (let i = 0; i < 4; i += 1) await page.keyboard.press('PageUp');
      await waitForState(page, (s) => Math.floor(s.currentTime) === 14, 'productFilm', 'four PageUps from 2 s', 5000);
      // The panel's button opens the quick view.
      const quickView = page.locator('#videoProductContainer').getByRole('button', { name: /^Quick view/ });
      await tabTo(page, quickView);
      const name = (await page.locator('#videoProductContainer .sfi-video-panel__name').textContent())!;
      assert.ok(Object.values(products).includes(name), `the panel shows a chapter product (${name})`);
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await finish();
    });

    it('a seek asked for before the buffer limit keeps the thumb and its text where the shopper put it until it is made', async () => {
      // A buffer limit of 50 % and the film's first 35,000 bytes (its header and four seconds), the rest held back.
      let release = false;
      const held: Route[] = [];
      const { page, finish } = await open('/video', flavour, async (page) => {
        await page.route(/\/video(\?|$)/, async (route) => {
          const response = await route.fetch();
          await route.fulfill({ response, body: (await response.text()).replace('"objectName":"productFilm"', '"objectName":"productFilm","bufferlimit":50') });
        });
        let first = true;
        await page.route(/\/media\/video\/film\.mp4(\?.*)?$/, async (route) => {
          if (release) return route.continue();
          if (!first) return void held.push(route);
          first = false;
          await route.fulfill({ response: await route.fetch({ headers: { ...route.request().headers(), range: 'bytes=0-34999' } }) });
        });
      });
      const player = page.getByRole('group', { name: 'Video player' });
      const seekBar = player.getByRole('slider', { name: 'Seek' });
      await waitForState(page, (s) => s.duration > 0 && !s.canPlay);
      await seekBar.fill('20');
      await settle(page);
      assert.equal(await seekBar.inputValue(), '20', 'the thumb stays where it was put');
      assert.equal(await seekBar.getAttribute('aria-valuetext'), '20 seconds of 30 seconds, Care');
      assert.equal(await player.locator('.sfi-video-controls__time').textContent(), '0:20 / 0:30');
      const waiting = await stateOf(page);
      assert.deepEqual([waiting.seekTarget, waiting.currentTime, waiting.canPlay], [20, 0, false], 'remembered, not made yet');
      release = true;
      for (const route of held.splice(0)) await route.continue();
      await waitForState(page, (s) => s.seekTarget === null && Math.abs(s.currentTime - 20) < 0.5);
      assert.equal(await seekBar.inputValue(), '20');
      await finish();
    });

    it('muted at 5, ↑ on the volume bar unmutes at 6 (the browser\'s own step from the 0 it shows gave 1)', async () => {
      const { page, finish } = await open('/video', flavour);
      const volumeBar = page.getByRole('group', { name: 'Video player' }).getByRole('slider', { name: 'Volume' });
      await volumeBar.focus();
      await page.keyboard.press('m');
      await waitForState(page, (s) => s.muted && s.volume === 5);
      assert.equal(await volumeBar.getAttribute('aria-valuetext'), 'muted');
      await page.keyboard.press('ArrowUp');
      await waitForState(page, (s) => !s.muted && s.volume === 6);
      assert.equal(await volumeBar.getAttribute('aria-valuetext'), 'volume 6 of 10');
      assert.equal(await volumeBar.inputValue(), '6');
      assert.equal(await page.locator('.sfi-video__media video').evaluate((v: HTMLVideoElement) => v.volume), 0.6);
      await page.keyboard.press('ArrowDown'); // not muted: the bar's own step
      await waitForState(page, (s) => s.volume === 5);
      await finish();
    });

    it('the tip over the seek bar names the time the thumb takes at that point, at the bar\'s ends too', async () => {
      const { page, finish } = await open('/video', flavour);
      const player = page.getByRole('group', { name: 'Video player' });
      const seekBar = player.getByRole('slider', { name: 'Seek' });
      const tip = player.locator('.sfi-video-progress__tip');
      await waitForState(page, (s) => s.duration > 0 && s.buffered.some(([start, end]) => start === 0 && end >= s.duration - 0.5));
      const bar = (await seekBar.boundingBox())!;
      const y = bar.y + bar.height / 2;
      const disagreements = async () => {
        const disagree: string[] = [];
        // Every 3 px along the first and last 24 px of the bar, and its middle.
        const along = [...Array(9).keys()].flatMap((i) => [1 + 3 * i, bar.width - 1 - 3 * i]).concat(bar.width / 2);
        for (const dx of along) {
          // The thumb away from the point first: a press on the thumb itself does not move it.
          await page.mouse.click(bar.x + (dx < bar.width / 2 ? bar.width - 1 : 1), y);
          await page.mouse.click(bar.x + dx, y);
          await settle(page);
          const value = Number(await seekBar.inputValue());
          const thumb = `${Math.floor(value / 60)}:${String(value % 60).padStart(2, '0')}`;
          const shown = (await tip.textContent())!.split(' · ').at(-1);
          if (shown !== thumb) disagree.push(`${dx.toFixed(0)} px: tip ${shown}, thumb ${thumb}`);
        }
        return disagree;
      };
      assert.deepEqual(await disagreements(), [], `tip and thumb along a ${bar.width} px bar`);
      // An engine whose own thumb is larger (as iOS's is), emulated by a sheet giving every range's thumb 28 px where
      // nothing more particular is said: the thumb stays ours, 16 px, and the tip agrees with it.
      await page.evaluate(() => {
        const engine = new CSSStyleSheet();
        engine.replaceSync('input{appearance:none}input::-webkit-slider-thumb{appearance:none;width:28px;height:28px;border-radius:50%;background:#888}');
        document.adoptedStyleSheets = [engine, ...document.adoptedStyleSheets];
      });
      assert.deepEqual(await disagreements(), [], `tip and thumb along a ${bar.width} px bar, the engine's own thumb 28 px`);
      // The target a finger has is still the input's box, the seek bar's whole height.
      assert.ok(bar.height >= 24, `the seek bar's target ${bar.height} px high`);
      await panelSettled(page);
      await assertNoAxeViolations(page, `/video, the thumb ours (${flavour})`);
      await finish();
    });

    it('where the browser ignores a script\'s volume (iOS), no volume bar: Mute stays and mutes', async () => {
      const { page, finish } = await open('/video', flavour, async (page) => {
        await page.addInitScript(() => {
          // iOS: the volume is the device's; a script's volume reads back 1.
          const own = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'volume')!;
          Object.defineProperty(HTMLMediaElement.prototype, 'volume', { ...own, set() {} });
        });
      });
      const player = page.getByRole('group', { name: 'Video player' });
      const mute = player.getByRole('button', { name: 'Mute' });
      await mute.waitFor();
      assert.equal(await player.getByRole('slider', { name: 'Volume' }).count(), 0, 'no volume bar');
      assert.equal(await player.getByRole('slider', { name: 'Seek' }).count(), 1);
      await mute.click();
      await waitForState(page, (s) => s.muted);
      assert.equal(await mute.getAttribute('aria-pressed'), 'true');
      assert.equal(await page.locator('.sfi-video__media video').evaluate((v: HTMLVideoElement) => v.muted), true);
      await panelSettled(page);
      await assertNoAxeViolations(page, `/video without a volume of its own (${flavour})`);
      // No volume keys either: five ↓ from 5 (which would reach 0, muted) and ↑ change no level and say nothing of
      // one; they are left to the page. m still mutes and unmutes.
      await page.keyboard.press('m');
      await waitForState(page, (s) => !s.muted);
      await page.evaluate(() => {
        const seen: boolean[] = [];
        (window as unknown as { arrowsTaken: boolean[] }).arrowsTaken = seen;
        addEventListener('keydown', (event) => event.key.startsWith('Arrow') && seen.push(event.defaultPrevented));
      });
      const film = page.locator('.sfi-video__media video');
      const heard = async () => {
        const { volume, muted } = await stateOf(page);
        return { volume, muted, pressed: await mute.getAttribute('aria-pressed'), filmMuted: await film.evaluate((v: HTMLVideoElement) => v.muted) };
      };
      for (const arrow of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp']) await page.keyboard.press(arrow);
      await page.keyboard.press('m');
      await waitForState(page, (s) => s.muted);
      assert.deepEqual(await page.evaluate(() => (window as unknown as { arrowsTaken: boolean[] }).arrowsTaken), [false, false, false, false, false, false], 'the arrows left to the page');
      assert.deepEqual(await heard(), { volume: 5, muted: true, pressed: 'true', filmMuted: true });
      // Muted, ↑ does not unmute either.
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('m');
      await waitForState(page, (s) => !s.muted);
      assert.deepEqual(await heard(), { volume: 5, muted: false, pressed: 'false', filmMuted: false });
      await finish();
    });

    it('an autoplay the browser refuses leaves the poster as it was: no spinner over "Play video", which plays at one click', async () => {
      const { page, finish } = await open('/video', flavour, async (page) => {
        // Chromium refuses a play with sound before the shopper has used the page (its autoplay policy); this
        // browser runs with that policy off, so the refusal is played here: the first play() is the autoplay.
        await page.addInitScript(() => {
          const play = HTMLMediaElement.prototype.play;
          let refused = false;
          HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
            if (refused) return play.call(this);
            refused = true;
            return Promise.reject(new DOMException('play() failed because the user did not interact with the document first.', 'NotAllowedError'));
          };
        });
        await page.route(/\/video(\?|$)/, async (route) => {
          const response = await route.fetch();
          await route.fulfill({ response, body: (await response.text()).replace('"objectName":"productFilm"', '"objectName":"productFilm","autoplay":true') });
        });
      });
      const player = page.getByRole('group', { name: 'Video player' });
      await waitForState(page, (s) => s.canPlay && !s.playPending);
      const state = await stateOf(page);
      assert.deepEqual([state.playing, state.waiting], [false, false], 'not playing, and not waiting either');
      assert.equal(await player.locator('.sfi-video__spinner').count(), 0, 'no spinner');
      assert.equal(await player.getByRole('button', { name: 'Play', exact: true }).getAttribute('aria-pressed'), 'false');
      await player.getByRole('button', { name: 'Play video' }).click({ timeout: 5000 });
      await waitForState(page, (s) => s.playing);
      await finish();
    });

    it('a play waiting on a stalled file: the spinner stands still under reduced motion, and "Play video" under it takes the clicks', async () => {
      const stalled: Route[] = [];
      const { page, finish } = await open('/video', flavour, async (page) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.route(/\/media\/video\/film\.mp4(\?.*)?$/, (route) => void stalled.push(route));
      });
      const player = page.getByRole('group', { name: 'Video player' });
      const playVideo = player.getByRole('button', { name: 'Play video' });
      await playVideo.click();
      const spinner = player.locator('.sfi-video__spinner');
      await spinner.waitFor();
      assert.equal(await spinner.evaluate((el) => el.getAnimations().length), 0, 'the spinner does not turn');
      const hit = await playVideo.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      });
      assert.equal(hit, true, 'a click on the middle of "Play video" reaches the button, not the spinner over it');
      for (const route of stalled.splice(0)) await route.abort('connectionreset');
      await finish();
    });

    it('"Loading" is said in a status region the accessibility tree has, empty, from the start: once a stalled play has waited half a second, and no longer as the film plays', async () => {
      const stalled: Route[] = [];
      let stall = true;
      const { page, finish } = await open('/video', flavour, async (page) => {
        await page.route(/\/media\/video\/film\.mp4(\?.*)?$/, (route) => (stall ? void stalled.push(route) : route.continue()));
      });
      const player = page.getByRole('group', { name: 'Video player' });
      const status = '.sfi-video [role="status"]';
      const region = await accessibilityNode(page, status);
      assert.deepEqual([region.role, region.ignored, region.properties.live], ['status', false, 'polite'], 'a polite status region, in the tree');
      await page.locator(status).evaluate((element) => {
        (window as unknown as { __statusTexts: Array<[string, number]> }).__statusTexts = [];
        const texts = (window as unknown as { __statusTexts: Array<[string, number]> }).__statusTexts;
        new MutationObserver(() => texts.push([element.textContent!, performance.now()])).observe(element, { childList: true, characterData: true, subtree: true });
        (element as HTMLElement & { __first?: boolean }).__first = true;
      });
      await player.getByRole('button', { name: 'Play video' }).click();
      const since = await page.evaluate(() => performance.now());
      await player.locator('.sfi-video__spinner').waitFor();
      await page.waitForFunction(() => document.querySelector('.sfi-video [role="status"]')!.textContent === 'Loading');
      const said = await page.evaluate(() => (window as unknown as { __statusTexts: Array<[string, number]> }).__statusTexts);
      assert.equal(said[0]![0], 'Loading');
      assert.ok(said[0]![1] - since >= 400, `said after the wait had lasted a while (${Math.round(said[0]![1] - since)} ms)`);
      assert.deepEqual(await accessibilityNode(page, `${status}`).then((node) => [node.role, node.ignored]), ['status', false]);
      assert.equal((await page.locator(status).evaluate((element) => (element as HTMLElement & { __first?: boolean }).__first)), true, 'the words went into the region that was there, not a new one');
      stall = false;
      for (const route of stalled.splice(0)) await route.continue();
      await waitForState(page, (s) => s.playing && !s.waiting);
      await page.waitForFunction(() => document.querySelector('.sfi-video [role="status"]')!.textContent === '');
      assert.equal(await player.locator('.sfi-video__spinner').count(), 0, 'the ring has gone');
      await finish();
    });

    it('End on the seek bar: the film ends and goes back to its start for "Watch again", while the bar stays at the end, read "30 seconds of 30 seconds, ended"; ← steps back from there', async () => {
      const { page, finish } = await open('/video', flavour);
      const player = page.getByRole('group', { name: 'Video player' });
      const seekBar = player.getByRole('slider', { name: 'Seek' });
      await player.getByRole('button', { name: 'Play video' }).click();
      await waitForState(page, (s) => s.playing && s.currentTime > 0.5);
      await seekBar.focus();
      await page.keyboard.press('End');
      await waitForState(page, (s) => s.ended);
      await player.getByRole('button', { name: 'Watch again' }).waitFor();
      assert.equal((await stateOf(page)).currentTime, 0, 'the film went back to its start');
      const slider = await accessibilityNode(page, '.sfi-video-progress__input');
      assert.deepEqual([slider.name, slider.value, slider.properties.valuetext], ['Seek', 30, '30 seconds of 30 seconds, ended']);
      assert.equal(await player.locator('.sfi-video-controls__time').textContent(), '0:30 / 0:30');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Seek', 'the focus stays on the bar');
      await page.keyboard.press('ArrowLeft');
      await waitForState(page, (s) => !s.ended && Math.floor(s.currentTime) === 29);
      assert.equal((await accessibilityNode(page, '.sfi-video-progress__input')).properties.valuetext, '29 seconds of 30 seconds, Scent');
      await finish();
    });

    it('after the end, ← and → pressed elsewhere in the player go from the end the seek bar shows: → does nothing, ← steps back to 0:25', async () => {
      const { page, finish } = await open('/video', flavour);
      const player = page.getByRole('group', { name: 'Video player' });
      await player.getByRole('button', { name: 'Play video' }).click();
      await waitForState(page, (s) => s.playing && s.currentTime > 0.5);
      await player.getByRole('slider', { name: 'Seek' }).focus();
      await page.keyboard.press('End');
      await player.getByRole('button', { name: 'Watch again' }).waitFor();
      await player.getByRole('button', { name: 'Play', exact: true }).focus();
      // → and then m: once the mute has come, the → before it has been handled.
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('m');
      await waitForState(page, (s) => s.muted);
      assert.deepEqual(await stateOf(page).then((s) => [s.ended, s.currentTime]), [true, 0], '→ left the ended film where it was');
      assert.equal((await accessibilityNode(page, '.sfi-video-progress__input')).properties.valuetext, '30 seconds of 30 seconds, ended');
      await page.keyboard.press('ArrowLeft');
      await waitForState(page, (s) => !s.ended && Math.abs(s.currentTime - 25) < 0.5);
      assert.equal((await accessibilityNode(page, '.sfi-video-progress__input')).properties.valuetext, '25 seconds of 30 seconds, Scent');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Play', 'the focus stays on the play toggle');
      await finish();
    });

    it('filling the window (no Fullscreen API, as on iOS) the player is a modal view: Tab and Shift+Tab reach only its controls, the page under it is inert, and Escape or the Full screen toggle give the page back as it was', async () => {
      const { page, finish } = await open('/video', flavour, withoutFullscreenApi);
      const player = page.getByRole('group', { name: 'Video player' });
      const fullScreen = player.getByRole('button', { name: 'Full screen' });
      // The page's own inert and hidden parts, which leaving the full window must leave as they are.
      await page.evaluate(() => {
        document.querySelector('.video-metrics')!.setAttribute('inert', '');
        document.querySelector('.video-intro')!.setAttribute('aria-hidden', 'true');
      });
      const marked = () => page.evaluate(() => [...document.querySelectorAll('[inert],[aria-hidden="true"]')].map((el) => `${el.localName}.${el.className} ${el.getAttribute('inert') ?? ''}|${el.getAttribute('aria-hidden') ?? ''}`));
      const before = await marked();
      const chapterButton = '.video-chapters button';
      assert.equal((await accessibilityNode(page, chapterButton)).ignored, false);
      // Where the focus is: a player's control, the page (under the player), or nowhere in the page (the browser's).
      const focusIn = () => page.evaluate(() => {
        const at = document.activeElement;
        if (!at || at === document.body) return 'browser';
        return document.querySelector('.sfi-video')!.contains(at) ? 'player' : 'page';
      });
      for (const leave of ['Escape', 'toggle']) {
        await fullScreen.focus();
        await page.keyboard.press('Enter');
        await waitForState(page, (s) => s.fullWindow);
        assert.equal(await player.getAttribute('class').then((c) => c!.includes('sfi-video--full-window')), true);
        // Tab round all the player's controls and on: it never reaches the page under it. Past the last control the
        // focus leaves the page for the browser's own controls, as under a native modal dialog, and the next Tab
        // comes back to the player's first.
        const seen: string[] = [];
        for (let i = 0; i < 12; i += 1) {
          await page.keyboard.press('Tab');
          const where = await focusIn();
          assert.notEqual(where, 'page', `Tab ${i + 1} reached the page under the player`);
          seen.push(where === 'player' ? await page.evaluate(() => document.activeElement!.getAttribute('aria-label') ?? document.activeElement!.textContent!) : where);
        }
        assert.ok(seen.includes('Full screen') && seen.includes('Play video'), `round the player: ${seen.join(', ')}`);
        assert.ok(seen.filter((where) => where === 'browser').length <= 2, `once a round out of the page: ${seen.join(', ')}`);
        await player.getByRole('button', { name: 'Play video' }).focus();
        // Shift+Tab from the first control: out to the browser, then the player's last control.
        for (let i = 0; i < 2 && (i === 0 || (await focusIn()) !== 'player'); i += 1) {
          await page.keyboard.press('Shift+Tab');
          assert.notEqual(await focusIn(), 'page', 'Shift+Tab reached the page under the player');
        }
        assert.equal(await focusIn(), 'player', 'Shift+Tab from the first control comes round to the last');
        assert.match(String(await page.evaluate(() => document.activeElement!.textContent)), /^Quick view/);
        // Neither a screen reader's cursor nor a pointer reaches the page under it.
        assert.equal((await accessibilityNode(page, chapterButton)).ignored, true, 'the page under the player is out of the accessibility tree');
        await fullScreen.focus();
        if (leave === 'Escape') await page.keyboard.press('Escape');
        else await page.keyboard.press('Enter');
        await waitForState(page, (s) => !s.fullWindow);
        assert.deepEqual(await marked(), before, `left by ${leave}: the page as it was`);
        assert.equal((await accessibilityNode(page, chapterButton)).ignored, false);
        assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent), 'Full screen');
      }
      await fullScreen.focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      assert.equal(await focusIn(), 'page', 'out of the full window, Tab leaves the player for the page again');
      await finish();
    });

    it('filling the window, what a page script adds to the page meanwhile (a chat button, a cookie banner) is inert too, and leaving gives back only what the mode made inert', async () => {
      const { page, finish } = await open('/video', flavour, withoutFullscreenApi);
      const player = page.getByRole('group', { name: 'Video player' });
      const fullScreen = player.getByRole('button', { name: 'Full screen' });
      await fullScreen.focus();
      await page.keyboard.press('Enter');
      await waitForState(page, (s) => s.fullWindow);
      // A page script, while the film fills the window: a chat button at the end of <body>, a cookie banner at its
      // start, and a notice the page makes inert itself.
      await page.evaluate(() => {
        const add = (where: 'append' | 'prepend', id: string, inert = false) => {
          const box = document.createElement('div');
          box.id = id;
          box.inert = inert;
          const control = document.createElement('button');
          control.textContent = id;
          box.append(control);
          document.body[where](box);
        };
        add('append', 'chat');
        add('prepend', 'cookies');
        add('append', 'notice', true);
      });
      const focusIn = () => page.evaluate(() => {
        const at = document.activeElement;
        if (!at || at === document.body) return 'browser';
        return document.querySelector('.sfi-video')!.contains(at) ? 'player' : (at.textContent ?? at.localName);
      });
      const seen: string[] = [];
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press('Tab');
        seen.push(await focusIn());
      }
      assert.deepEqual(seen.filter((where) => where !== 'player' && where !== 'browser'), [], `Tab in the full window: ${seen.join(', ')}`);
      for (const id of ['#chat button', '#cookies button']) assert.equal((await accessibilityNode(page, id)).ignored, true, `${id} out of the accessibility tree`);
      await page.keyboard.press('Shift+Tab');
      assert.ok(['player', 'browser'].includes(await focusIn()), 'Shift+Tab stays out of the page');
      // Islands opened over the player meanwhile are not the page's: the panel's quick view, and "Added to your bag"
      // from it, are usable modal dialogs, not inert.
      const name = (await page.locator('#videoProductContainer .sfi-video-panel__name').textContent())!;
      await page.locator('#videoProductContainer').getByRole('button', { name: /^Quick view/ }).click();
      const quick = page.getByRole('dialog', { name });
      await quick.getByRole('button', { name: /^Add to bag / }).click();
      const added = page.getByRole('dialog', { name: 'Added to your bag' });
      await added.waitFor();
      assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll('dialog')].map((dialog) => dialog.closest('[inert]'))), [null, null], 'the dialogs over the player are not inert');
      await added.getByRole('button', { name: 'Close' }).click();
      await added.waitFor({ state: 'detached' });
      await quick.getByRole('button', { name: 'Close' }).click();
      await quick.waitFor({ state: 'detached' });
      await fullScreen.focus();
      await page.keyboard.press('Escape');
      await waitForState(page, (s) => !s.fullWindow);
      const inert = () => page.evaluate(() => ['chat', 'cookies', 'notice'].map((id) => document.getElementById(id)!.inert));
      assert.deepEqual(await inert(), [false, false, true], 'given back: chat and cookies; the page\'s own inert notice stays inert');
      assert.equal((await accessibilityNode(page, '#chat button')).ignored, false);
      await page.locator('#chat button').focus();
      assert.equal(await focusIn(), 'chat');
      await finish();
    });

    it('filling the window, the product panel\'s quick view opens over the player, and Escape there closes only the quick view', async () => {
      const { page, finish } = await open('/video', flavour, withoutFullscreenApi);
      const player = page.getByRole('group', { name: 'Video player' });
      await player.getByRole('button', { name: 'Full screen' }).click();
      await waitForState(page, (s) => s.fullWindow);
      const quickView = page.locator('#videoProductContainer').getByRole('button', { name: /^Quick view/ });
      const name = (await page.locator('#videoProductContainer .sfi-video-panel__name').textContent())!;
      await quickView.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name });
      await dialog.waitFor();
      await assertNoAxeViolations(page, `/video quick view over the full window (${flavour})`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.equal((await stateOf(page)).fullWindow, true, 'Escape in the quick view left the player filling the window');
      assert.match(String(await page.evaluate(() => document.activeElement?.textContent)), /^Quick view/, 'the focus back on the panel\'s button');
      await page.keyboard.press('Escape');
      await waitForState(page, (s) => !s.fullWindow);
      await finish();
    });

    it('full screen on a small phone (320 × 568, touch), upright and turned sideways mid-film, and filling the window as on iOS: the whole picture and every control lie inside the window, the panel is reached by scrolling, and the turns send no tag', async () => {
      for (const mode of ['fullscreen', 'fullWindow'] as const) {
        const watched = await watchPage(await env.browser.newContext({ viewport: { width: 320, height: 568 }, hasTouch: true, isMobile: true }));
        const { page } = watched;
        if (mode === 'fullWindow') await withoutFullscreenApi(page);
        await page.goto(withFlavour(`${env.demo.url}/video`, flavour));
        await waitForIslands(page);
        const player = page.getByRole('group', { name: 'Video player' });
        await player.getByRole('button', { name: 'Play video' }).tap();
        await waitForState(page, (s) => s.playing && s.currentTime > 0.3);
        await player.getByRole('button', { name: 'Full screen' }).tap();
        await waitForState(page, (s) => s[mode]);
        for (const [width, height] of [[320, 568], [568, 320], [320, 568]] as const) {
          await page.setViewportSize({ width, height });
          await settle(page);
          // The picture and each control against the window: what lies outside it cannot be seen or tapped (above
          // the top, nothing scrolls to it).
          const outside = await page.evaluate(() =>
            [...document.querySelectorAll('.sfi-video__stage, .sfi-video-controls button, .sfi-video-controls input, .sfi-video-controls select')].flatMap((el) => {
              const box = el.getBoundingClientRect();
              const inside = box.top >= -0.5 && box.left >= -0.5 && box.bottom <= innerHeight + 0.5 && box.right <= innerWidth + 0.5;
              return inside ? [] : [`${el.getAttribute('aria-label') ?? el.className} ${Math.round(box.top)}–${Math.round(box.bottom)} of ${innerHeight}`];
            }),
          );
          assert.deepEqual(outside, [], `${mode} at ${width} × ${height}`);
        }
        assert.equal((await stateOf(page))[mode], true, 'the turns left the player full');
        await assertNoAxeViolations(page, `/video ${mode} on a 320 px phone (${flavour})`);
        // The panel lies under the film: the shopper scrolls to it (a tap scrolls it into view first) and opens it.
        const name = (await page.locator('#videoProductContainer .sfi-video-panel__name').textContent())!;
        await page.locator('#videoProductContainer').getByRole('button', { name: /^Quick view/ }).tap();
        await page.getByRole('dialog', { name }).waitFor();
        // The ready tag of the first play, and nothing from the turns: a pause (the quick view's) sends its own.
        assert.deepEqual((await pageLog(page)).tags.map(([, , attributes]) => attributes!.split('-_-')[0]), ['0', '1']);
        await watched.assertClean();
        await watched.context.close();
      }
    });

    it('a chapter chosen before the film has loaded plays from that chapter once it has, not from the start', async () => {
      const held: Route[] = [];
      const { page, finish } = await open('/video', flavour, async (page) => {
        await page.route(/\/media\/video\/film\.mp4(\?.*)?$/, (route) => void held.push(route));
      });
      await page.getByRole('region', { name: 'Chapters' }).getByRole('button', { name: 'Eyes' }).click();
      await waitForState(page, (s) => s.playPending);
      assert.equal((await stateOf(page)).currentTime, 0);
      for (const route of held.splice(0)) await route.continue();
      const state = await waitForState(page, (s) => s.playing);
      assert.ok(state.currentTime >= 15 && state.currentTime < 20, `plays from 0:15, the chapter's start (at ${state.currentTime} s)`);
      await waitForState(page, (s) => s.chapterIndex === 3);
      await finish();
    });

    it('the page\'s chapter list marks the chapter playing (aria-current), and none through the hidden opening', async () => {
      const { page, finish } = await open('/video', flavour);
      const chapters = page.getByRole('region', { name: 'Chapters' }).getByRole('button');
      const current = () => chapters.evaluateAll((buttons) => buttons.filter((b) => b.getAttribute('aria-current') === 'true').map((b) => b.textContent));
      await waitForState(page, (s) => s.canPlay);
      assert.deepEqual(await current(), [], 'none before play: the opening is hidden');
      await chapters.filter({ hasText: 'Skin' }).click();
      await waitForState(page, (s) => s.playing && s.chapterIndex === 2);
      assert.deepEqual(await current(), ['Skin']);
      await page.evaluate(() => (window as unknown as { productFilm: { seek(s: number): boolean } }).productFilm.seek(21));
      await waitForState(page, (s) => s.chapterIndex === 4);
      assert.deepEqual(await current(), ['Care']);
      await page.evaluate(() => (window as unknown as { productFilm: { seek(s: number): boolean } }).productFilm.seek(1));
      await waitForState(page, (s) => s.chapterIndex === 0);
      assert.deepEqual(await current(), []);
      await finish();
    });

    it('k on the poster\'s "Play video" plays and keeps the focus in the player: the next k pauses', async () => {
      const { page, finish } = await open('/video', flavour);
      const player = page.getByRole('group', { name: 'Video player' });
      await waitForState(page, (s) => s.canPlay);
      await player.getByRole('button', { name: 'Play video' }).focus();
      await page.keyboard.press('k');
      await waitForState(page, (s) => s.playing);
      await player.locator('.sfi-video__poster').waitFor({ state: 'detached' });
      assert.equal(await player.getByRole('button', { name: 'Play', exact: true }).evaluate((el) => el === document.activeElement), true, 'the focus is on the play toggle');
      await page.keyboard.press('k');
      await waitForState(page, (s) => !s.playing);
      await finish();
    });

    it('reads a subtitle file in the charset its answer declares: a Windows-1252 French file shows its accents', async () => {
      const { page, finish } = await open('/video', flavour, async (page) => {
        await page.route('**/film.fr.srt', async (route) => {
          const text = await (await route.fetch()).text();
          const body = Buffer.from(text, 'latin1'); // every character of the French file is in Windows-1252
          await route.fulfill({ status: 200, contentType: 'text/plain; charset=windows-1252', body });
        });
      });
      const player = page.getByRole('group', { name: 'Video player' });
      await waitForState(page, (s) => s.canPlay);
      await player.getByLabel('Subtitles').selectOption('fr');
      await page.evaluate(() => (window as unknown as { productFilm: { seek(s: number): boolean } }).productFilm.seek(1));
      await player.locator('.sfi-video__subtitles').getByText('Lumière Beauty présente : la collection', { exact: true }).waitFor();
      await finish();
    });

    it('falls back from a missing .mp4 to its .webm, shows the red line when every file is missing, plays an .flv', async () => {
      const { page, finish } = await open('/video/fallback', flavour);
      const errorLines = page.locator('.sfi-video-error');
      await errorLines.first().waitFor();
      assert.deepEqual(await errorLines.allTextContents(), ['An error occurred: the requested video file could not be found. /media/video/no-such-film.mp4']);
      assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.sfi-video-error')!).color), 'rgb(204, 0, 0)');
      await waitForState(page, (s) => s.error !== null, 'missingFilm');

      const webm = page.getByRole('group', { name: 'Video player' }).first();
      await webm.getByRole('button', { name: 'Play video' }).click();
      await waitForState(page, (s) => s.playing && s.currentTime > 0.2, 'fallbackFilm');
      assert.match(await webm.locator('video').evaluate((v: HTMLVideoElement) => v.currentSrc), /\/media\/video\/fallback\.webm$/);
      assert.equal((await stateOf(page, 'fallbackFilm')).error, null);
      await page.evaluate(() => (window as unknown as { fallbackFilm: { pause(): void } }).fallbackFilm.pause());

      const flv = page.getByRole('group', { name: 'Video player' }).nth(2);
      await flv.getByRole('button', { name: 'Play video' }).click();
      await waitForState(page, (s) => s.playing && s.currentTime > 0.2, 'flvFilm');
      assert.equal((await stateOf(page, 'flvFilm')).engine, 'flv');
      await page.evaluate(() => (window as unknown as { flvFilm: { pause(): void } }).flvFilm.pause());
      await assertNoAxeViolations(page, `/video/fallback (${flavour})`);
      await finish();
    });

    it('seeks the .flv back to its start (mpegts.js buffers it from just after 0)', async () => {
      const { page, finish } = await open('/video/fallback', flavour);
      const flv = page.getByRole('group', { name: 'Video player' }).nth(2);
      await flv.getByRole('button', { name: 'Play video' }).click();
      await waitForState(page, (s) => s.playing && s.currentTime > 1.5, 'flvFilm');
      await page.evaluate(() => (window as unknown as { flvFilm: { pause(): void } }).flvFilm.pause());
      const { buffered } = await waitForState(page, (s) => !s.playing, 'flvFilm');
      assert.ok(buffered[0]![0] > 0, `buffered from after 0 (${JSON.stringify(buffered)})`);
      assert.equal(await page.evaluate(() => (window as unknown as { flvFilm: { seek(s: number): boolean } }).flvFilm.seek(0)), true, 'seek(0) taken');
      await waitForState(page, (s) => s.currentTime <= buffered[0]![0] + 0.05, 'flvFilm', 'back at the start');
      await finish();
    });
  });
}
