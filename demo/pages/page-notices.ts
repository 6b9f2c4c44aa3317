// What the demo's own form pages (sign-in, the bag, favorites) say at their top after a post: a refused change's
// error summary, or a done change's confirmation. Either takes focus when the page loads, without script: it has
// tabindex="-1" and autofocus, so a screen reader reads it after the title, and a keyboard goes on from there.
import type { FastifyRequest } from 'fastify';
import { html, type SafeHtml } from '../html/html';
import type { Flash } from '../http/flash-store';

/** One problem in an error summary, linked to its field (an element id) when the page shows the field. */
export interface SummaryProblem {
  text: string;
  field?: string | null;
}

/** A refused form's problems at the top of the page, under a lead sentence ("Your bag was not changed."). */
export function errorSummary(lead: string, problems: ReadonlyArray<string | SummaryProblem>, id?: string): SafeHtml {
  if (problems.length === 0) return html``;
  const items = problems.map((problem) => (typeof problem === 'string' ? { text: problem } : problem));
  return html`<div class="form-errors" role="alert" tabindex="-1" autofocus${id ? html` id="${id}"` : ''}>
    <p>${lead}</p>
    <ul>${items.map(({ text, field }) => html`<li>${field ? html`<a href="#${field}">${text}</a>` : text}</li>`)}</ul>
  </div>`;
}

/** A done change, on the page the form's 303 led to ("Removed …, Ruby from your bag."). */
export function confirmation(message: string): SafeHtml {
  return html`<div class="form-confirmation" role="status" tabindex="-1" autofocus><p>${message}</p></div>`;
}

/** A page's title after a post: the page, then what became of the change ("Your bag: item removed"). */
export const outcomeTitle = (page: string, outcome: string | null) => (outcome ? `${page}: ${outcome}` : page);

/**
 * The confirmation a form's 303 left for the page at `path` (http/flash-store.ts), taken once: a GET shows it, any
 * other answer (a refused POST, which says why instead) forgets it.
 */
export function takeFlash(request: FastifyRequest, path: string): Flash | null {
  const session = request.session;
  const pending = session ? request.server.storefront.flashes.take(session.id, path) : null;
  return request.method === 'GET' ? pending : null;
}
