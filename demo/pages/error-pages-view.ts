import { html, type SafeHtml } from '../html/html';
import { withFlavour, type Flavour } from '../http/flavour';

/** `message` replaces the default sentence that names the path. */
export function notFoundPage(path: string, message: string | undefined, flavour: Flavour): SafeHtml {
  return html`<section class="message-page">
      <h1>Page not found</h1>
      <p>${message ?? html`There is no page at <code>${path}</code>.`}</p>
      <p><a href="${withFlavour('/', flavour)}">Go to the home page</a></p>
    </section>`;
}

export function formExpiredPage(): SafeHtml {
  return html`<section class="message-page">
      <h1>This form has expired</h1>
      <p>We could not confirm that the form came from this site: its security token is missing or out of date.
        This happens when a page was open for a long time, or cookies are blocked.</p>
      <p>Go back, reload the page and submit the form again.</p>
    </section>`;
}

export function requestFailedPage(status: number, message: string, flavour: Flavour): SafeHtml {
  return html`<section class="message-page">
      <h1>${status >= 500 ? 'Something went wrong' : 'We could not accept that request'}</h1>
      <p>${message}</p>
      <p><a href="${withFlavour('/', flavour)}">Go to the home page</a></p>
    </section>`;
}

/** A rate limit was reached (http/rate-limits.ts); `Retry-After` says the same in seconds. */
export function tooManyRequestsPage(retryAfterSeconds: number, flavour: Flavour): SafeHtml {
  return html`<section class="message-page">
      <h1>Too many attempts</h1>
      <p>We received too many requests like this one from your address in a short time, so we paused them to keep
        accounts safe. Please try again in ${retryAfterSeconds === 1 ? '1 second' : `${retryAfterSeconds} seconds`}.</p>
      <p><a href="${withFlavour('/', flavour)}">Go to the home page</a></p>
    </section>`;
}
