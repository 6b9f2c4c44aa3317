// SanitizedHtml (src/ui/sanitized-html.tsx) where the browser has no HTML sanitizer of its own (jsdom): nothing renders
// until DOMPurify's chunk has arrived, then the clean markup; once the chunk is in, a new view shows its markup on its
// first render. The native path, clean on the first render, runs in the browser suite (test/e2e/sanitizer.test.ts).
import { createElement } from 'react';
import { SanitizedHtml } from '../../src/ui/sanitized-html';
import { useIsland } from '../../src/ui/use-island';
import { mountPage, setUpIslandPage } from '../helpers/island-page';
import { waitFor } from '../helpers/wait-for';

setUpIslandPage();

const HTML = '<h2 onclick="x()">Added</h2><img src="https://elsewhere.example/i.png" alt=""><a href="javascript:alert(1)">View bag</a>';
const CLEAN = '<h2>Added</h2><img alt=""><a>View bag</a>';
/** A stand-in island that shows HTML through SanitizedHtml and records what its host held right after each render. */
const renders: string[] = [];
const shows = {
  'shows-html': async () => ({
    default: {
      component: () => {
        const { host } = useIsland();
        queueMicrotask(() => renders.push(host.querySelector('.shown')?.innerHTML ?? 'nothing'));
        return createElement(SanitizedHtml, { html: HTML, className: 'shown' });
      },
    },
  }),
};

describe('SanitizedHtml', () => {
  it('renders nothing before DOMPurify has arrived, then the clean markup; a later view is clean at once', async () => {
    await mountPage('<div id="first" data-widget="shows-html"></div>', { islands: shows });
    await waitFor(() => expect(document.querySelector('#first .shown')?.innerHTML).toBe(CLEAN));
    expect(renders[0]).toBe('nothing');

    renders.length = 0;
    await mountPage('<div id="second" data-widget="shows-html"></div>', { islands: shows, config: { linkHosts: ['elsewhere.example'] } });
    await waitFor(() => expect(renders.length).toBeGreaterThan(0));
    expect(renders[0]).toBe('<h2>Added</h2><img src="https://elsewhere.example/i.png" alt=""><a>View bag</a>');
  });
});
