// Shoppers who need more room in text (WCAG 1.4.12: a user stylesheet setting line, paragraph, letter and word
// spacing) on a 320 px window (1.4.10), and who double the text size (1.4.4), lose nothing in our islands: no text
// cut off inside a box that hides its overflow, nothing pushed past the window's right edge, no sideways scroll
// (docs/decisions.md "Text spacing and zoom"). A user stylesheet is the browser's own, so CSP does not apply to it:
// the contexts bypass the page's CSP to add it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { FLAVOURS, settle, signIn, useDemoAndBrowser, waitForIslands, withFlavour, type Flavour } from './harness';

const env = useDemoAndBrowser();

/** The spacing WCAG 1.4.12 names, as a user stylesheet sets it. */
const SPACING = '*{line-height:1.5!important;letter-spacing:.12em!important;word-spacing:.16em!important}p{margin-bottom:2em!important}';
const DOUBLE_TEXT = 'html{font-size:200%!important}';

/** What an island (or a dialog) shows that the shopper cannot read: clipped text, text past the right edge. */
function lostText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lost: string[] = [];
    if (document.documentElement.scrollWidth > innerWidth + 1) lost.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    for (const el of document.querySelectorAll<HTMLElement>('[data-widget] *, dialog *')) {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      const text = el.textContent!.trim();
      if (!text || box.width === 0 || style.visibility === 'hidden' || el.closest('.sfi-visually-hidden')) continue;
      // The film's picture is two-dimensional content, which may scroll or scale (1.4.10 allows it).
      if (el.closest('video')) continue;
      // The class attribute, not `className` (an SVG element's is an object); the tag where there is none.
      const what = el.getAttribute('class') ? `.${el.getAttribute('class')}` : el.localName;
      if (/hidden|clip/.test(style.overflowX + style.overflowY) && (el.scrollWidth > el.clientWidth + 2 || el.scrollHeight > el.clientHeight + 2)) {
        lost.push(`cut off: ${what} (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}) "${text.slice(0, 30)}"`);
      }
      if (el.children.length === 0 && box.right > innerWidth + 1) lost.push(`past the edge: ${what} "${text.slice(0, 30)}"`);
    }
    return [...new Set(lost)];
  });
}

/** What a check does beyond loading the page: a shopper's steps first, or signing in first. */
interface CheckSteps {
  act?: (page: Page) => Promise<void>;
  /** The member's email to sign in as before the page loads. */
  member?: string;
}

/** What `lostText` finds on `path` at `width` px with `stylesheet` added, after the given steps. */
async function check(flavour: Flavour, path: string, width: number, stylesheet: string, { act, member }: CheckSteps = {}): Promise<string[]> {
  const context = await env.browser.newContext({ viewport: { width, height: 800 }, bypassCSP: true });
  const page = await context.newPage();
  if (member) await signIn(page, env.demo.url, member);
  const [at, hash] = path.split('#');
  const response = await page.goto(withFlavour(`${env.demo.url}${at}`, flavour) + (hash ? `#${hash}` : ''));
  // A page that is not there would be checked as the not-found page, and pass.
  assert.equal(response?.status(), 200, `${path} is a page`);
  await waitForIslands(page);
  await page.waitForFunction(() => !document.querySelector('[data-widget] [aria-busy="true"]'));
  if (path.includes('#')) await page.locator('dialog[open] input').first().waitFor();
  await page.addStyleTag({ content: stylesheet });
  await act?.(page);
  await settle(page);
  const lost = await lostText(page);
  await context.close();
  return lost;
}

const PAGES = ['/', '/product/1', '/esearch?search=lipstick', '/cart', '/video', '/account/loyalty/index.tmpl', '/#foundation_finder'];

for (const flavour of FLAVOURS) {
  describe(`text spacing and zoom (${flavour})`, () => {
    it('text spacing at 320 px: nothing cut off or past the edge', async () => {
      for (const path of PAGES) assert.deepEqual(await check(flavour, path, 320, SPACING), [], path);
    });

    it('text at twice its size at 1280 px: nothing cut off or past the edge', async () => {
      for (const path of ['/', '/esearch?search=lipstick', '/#blue_ocean']) assert.deepEqual(await check(flavour, path, 1280, DOUBLE_TEXT), [], path);
    });

    // Beyond what WCAG asks (320 px is already 400% zoom): columns asking for 11–13rem each (352–416 px with the root
    // font at 200%), a sort menu as wide as its longest option, the film's control row, the accordion's one-word
    // headings and the demo's own headings and paddings made pages scroll sideways (docs/decisions.md "Text spacing
    // and zoom"). The film panel's product name and description are clamped to two and three lines by design (the
    // panel keeps its height as chapters change; its Quick view shows them whole): those two are let through.
    it('text at twice its size at 320 px: every page whole', async () => {
      for (const path of [...PAGES, '/category/1', '/widgets']) {
        const lost = (await check(flavour, path, 320, DOUBLE_TEXT)).filter((what) => !/^cut off: \.sfi-video-panel__(name|description) /.test(what));
        assert.deepEqual(lost, [], path);
      }
    });

    // A member's loyalty page has what a guest's has not: the member's points, offers and history.
    it('a member\'s loyalty page at 320 px, spaced and at twice the size: nothing cut off or past the edge', async () => {
      for (const stylesheet of [SPACING, DOUBLE_TEXT]) {
        assert.deepEqual(await check(flavour, '/account/loyalty/index.tmpl', 320, stylesheet, { member: 'member@example.com' }), [], stylesheet);
      }
    });

    it('text at twice its size at 320 px: the quiz answered to its picks', async () => {
      const answered = async (page: Page) => {
        const quiz = page.locator('.sfi-quiz');
        for (const [option, next] of [['Everyday hydration', 'Next'], ['Shiny', 'Next'], ['Looking rested', 'See my picks']]) {
          await quiz.locator('.sfi-steps__option', { hasText: option }).click();
          await quiz.getByRole('button', { name: next }).click();
        }
        await page.waitForFunction(() => document.querySelectorAll('.sfi-quiz__pick .sfi-card__name').length === 3);
        await waitForIslands(page);
      };
      assert.deepEqual(await check(flavour, '/lcl/blue_ocean/quiz/welcome.html?mensQuiz', 320, DOUBLE_TEXT, { act: answered }), []);
    });
  });
}
