import { html, type SafeHtml } from '../html/html';
import { jsonForScript } from '../html/page-config';

/** The search-results island's host; results appear once it mounts. `term` is empty when there is none. */
export function searchPage(term: string): SafeHtml {
  return html`<div class="search-page">
        <div data-widget="search-results">
          <script type="application/json">${jsonForScript({ bestsellerCount: 4 })}</script>
          <h1>${term ? html`Search results for “${term}”` : 'Search our products'}</h1>
          <p>Results appear here once the page has loaded.</p>
        </div>
        <div data-widget="recent-searches" data-hydrate="idle"></div>
      </div>`;
}
