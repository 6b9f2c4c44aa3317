import type { LoyaltyAccount, LoyaltyOffer, LoyaltyTier } from '../loyalty/loyalty-store';
import { html, type SafeHtml } from '../html/html';
import { jsonForScript } from '../html/page-config';
import { withFlavour, type Flavour } from '../http/flavour';

export const LOYALTY_PATH = '/account/loyalty/index.tmpl';

const number = new Intl.NumberFormat('en-US');
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const birthdayFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
const dateOf = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);
const signed = (points: number) => (points > 0 ? `+${number.format(points)}` : number.format(points));

/**
 * The account navigation: a `loyalty-nav` host over the same links, written as the island draws them (site.css gives
 * them its look) with this page's link current, so nothing moves when the island mounts; it then follows the hash.
 */
function accountNav(flavour: Flavour): SafeHtml {
  const links = [
    { href: withFlavour(LOYALTY_PATH, flavour), label: 'Overview' },
    { href: '#offers', label: 'Offers' },
    { href: '#history', label: 'History' },
  ];
  return html`<div class="loyalty-nav" data-widget="loyalty-nav">
      <script type="application/json">${jsonForScript({ label: 'Loyalty account', links })}</script>
      <nav class="sfi-loyalty-nav" aria-label="Loyalty account"><ul class="sfi-loyalty-nav__list">${links.map((link, index) =>
        html`<li><a class="sfi-loyalty-nav__link" href="${link.href}"${index === 0 ? html` aria-current="location"` : ''}>${link.label}</a></li>`)}</ul></nav>
    </div>`;
}

function offersList(offers: ReadonlyArray<LoyaltyOffer & { applied?: boolean }>, member: boolean): SafeHtml {
  return html`<ul class="loyalty-offer-list">${offers.map((offer) => html`<li class="loyalty-offer" data-offer="${offer.code}" data-points="${offer.points}">
      <strong>${offer.title}</strong> <span>${offer.description}</span>
      <span class="loyalty-offer__points">${number.format(offer.points)} points</span>
      ${member ? html`<span class="loyalty-offer__state">${offer.applied ? 'Received' : 'Available'}</span>` : ''}
    </li>`)}</ul>`;
}

const SHARE = { url: '/', text: 'My beauty favourites from Lumière Beauty' };

/**
 * The share links of the `loyalty-offers` host, written as the island draws them for a member (site.css gives them
 * its look): without the script they still open each network's share page, and the island taking their place moves
 * nothing. `origin` makes the shared page absolute, as the island does.
 */
function shareLinks(origin: string): SafeHtml {
  const page = new URL(SHARE.url, origin).href;
  const links: Array<[string, string, string]> = [
    ['facebook', 'Facebook', `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: page })}`],
    ['twitter', 'Twitter', `https://twitter.com/intent/tweet?${new URLSearchParams({ url: page, text: SHARE.text })}`],
    ['pinterest', 'Pinterest', `https://www.pinterest.com/pin/create/button/?${new URLSearchParams({ url: page, description: SHARE.text })}`],
  ];
  return html`<div class="sfi-loyalty-offers"><ul class="sfi-loyalty-offers__links">${links.map(([network, name, href]) =>
    html`<li><a class="sfi-loyalty-offers__link sfi-loyalty-offers__link--${network}" href="${href}" target="_blank" rel="noopener noreferrer">Share on ${name}<span class="visually-hidden"> (opens in a new window)</span></a></li>`)}</ul></div>`;
}

/**
 * The member's account page's own script (demo/static/loyalty-account.js): after a share, it brings the tier, the
 * offer's state and the history up to date from the loyalty-offers island's `sfi:loyalty:offer`.
 */
export const LOYALTY_ACCOUNT_SCRIPT = '/static/loyalty-account.js';

/**
 * A member's account: points and tier, offers, history. The tiers go with it as data (#loyalty-tiers) for the page's
 * script, which works out the tier and the way to the next from the points a share's answer gives.
 */
export function loyaltyAccountPage(account: LoyaltyAccount, tiers: readonly LoyaltyTier[], flavour: Flavour, origin: string): SafeHtml {
  return html`<div class="loyalty-page">
    <h1>Your Loyalty rewards</h1>
    <div class="loyalty-layout">
      <div class="loyalty-aside">${accountNav(flavour)}</div>
      <div class="loyalty-main">
        <section id="overview" class="loyalty-section" aria-labelledby="overview-title">
          <h2 id="overview-title">Points and tier</h2>
          <p class="loyalty-points"><span data-user-field="loyaltyPoints">${number.format(account.points)}</span> points</p>
          <p class="loyalty-tier">Tier: <strong>${account.tier}</strong></p>
          ${account.nextTier ? html`<p class="loyalty-next">${number.format(account.nextTier.pointsToGo)} points to ${account.nextTier.name}.</p>` : html`<p class="loyalty-next">You have reached the top tier.</p>`}
          <script type="application/json" id="loyalty-tiers">${jsonForScript(tiers.map(({ name, minPoints }) => ({ name, minPoints })))}</script>
          ${account.birthday ? html`<p class="loyalty-birthday">Birthday: ${birthdayFormat.format(dateOf(account.birthday))}</p>` : ''}
        </section>
        <section id="offers" class="loyalty-section" aria-labelledby="offers-title">
          <h2 id="offers-title">Offers</h2>
          ${offersList(account.offers, true)}
          <p>Share Lumière Beauty to earn the points of a share offer, once for each network.</p>
          <div data-widget="loyalty-offers"><script type="application/json">${jsonForScript(SHARE)}</script>${shareLinks(origin)}</div>
        </section>
        <section id="history" class="loyalty-section" aria-labelledby="history-title">
          <h2 id="history-title">History</h2>
          <div class="table-scroll" role="region" tabindex="0" aria-labelledby="history-caption"><table class="loyalty-history">
            <caption id="history-caption" class="visually-hidden">Points history, newest first</caption>
            <thead><tr><th scope="col">Date</th><th scope="col">Activity</th><th scope="col">Points</th></tr></thead>
            <tbody>${account.history.map((entry) => html`<tr>
              <td><time datetime="${entry.on}">${day.format(dateOf(entry.on))}</time></td>
              <td>${entry.description}</td>
              <td>${signed(entry.points)}</td></tr>`)}</tbody>
          </table></div>
        </section>
      </div>
    </div>
  </div>`;
}

/** What the join form's server copy shows after a refused post: the form it came from, its words, what was typed. */
export interface JoinRefusal {
  variant: JoinVariant;
  text: string;
  field: 'birthday' | 'agreement';
  birthday: string;
}

type JoinVariant = 'nav' | 'sticky';
const JOIN_TITLES: Record<JoinVariant, string> = { nav: 'Become a Loyalty member', sticky: 'Join Loyalty' };
const JOIN_INTRO = 'Earn points on every purchase, and more when you share your favourites.';

/**
 * A join host's server content: the island's own panel as it draws it (site.css gives it the island's look), so the
 * page does not move when the island takes its place (docs/decisions.md, "The join form as the page writes it").
 * A visitor gets "Sign in to join", which comes back to this host; a signed-in shopper gets the form, which without
 * the script posts to this page.
 */
function joinPanel(variant: JoinVariant, view: JoinPageView, flavour: Flavour): SafeHtml {
  const id = `loyalty-join-${variant}`;
  const panel = `sfi-loyalty-join sfi-loyalty-join--${variant}`;
  const title = html`<p id="${id}-title" class="sfi-loyalty-join__title">${JOIN_TITLES[variant]}</p><p>${JOIN_INTRO}</p>`;
  if (!view.signedIn) {
    const signIn = `/account/signin.tmpl?return_url=${encodeURIComponent(`${withFlavour(LOYALTY_PATH, flavour)}#${id}`)}`;
    return html`<div class="${panel}" role="group" aria-labelledby="${id}-title">${title}<a class="sfi-loyalty-join__button" href="${signIn}">Sign in to join</a></div>`;
  }
  const refused = view.refused?.variant === variant ? view.refused : null;
  const marked = (field: JoinRefusal['field']) =>
    refused?.field === field ? html` aria-invalid="true" aria-describedby="${id}-error" autofocus` : html``;
  return html`<form method="post" action="${withFlavour(LOYALTY_PATH, flavour)}" class="${panel}" aria-labelledby="${id}-title" novalidate>
      <input type="hidden" name="_TOKEN" value="${view.csrfToken}"><input type="hidden" name="variant" value="${variant}">
      ${title}
      <div class="sfi-loyalty-join__field"><label for="${id}-birthday">Birthday (optional, mm/dd/yyyy)</label><input id="${id}-birthday" type="text" name="birthday" autocomplete="bday" inputmode="numeric" placeholder="mm/dd/yyyy" value="${refused?.birthday ?? ''}"${marked('birthday')}></div>
      <div class="sfi-loyalty-join__agreement"><input id="${id}-agree" type="checkbox" name="agree" value="1"${marked('agreement')}><label for="${id}-agree">I agree to the Loyalty program terms and conditions.</label></div>
      ${refused ? html`<p id="${id}-error" class="sfi-loyalty-join__error">${refused.text}</p>` : ''}
      <button type="submit" class="sfi-loyalty-join__button">Join now</button>
    </form>`;
}

export interface JoinPageView {
  signedIn: boolean;
  csrfToken: string;
  tiers: readonly LoyaltyTier[];
  offers: readonly LoyaltyOffer[];
  /** The last post's refusal, shown in the form it came from. */
  refused?: JoinRefusal | null;
}

/** Anyone who is not a member: what Loyalty offers, and the join forms (navigation column and sticky bar). */
export function loyaltyJoinPage(view: JoinPageView, flavour: Flavour): SafeHtml {
  return html`<div class="loyalty-page">
    <h1>Loyalty</h1>
    <div class="loyalty-layout">
      <div class="loyalty-aside">
        <div id="loyalty-join-nav" data-widget="loyalty-join" data-prop-variant="nav">${joinPanel('nav', view, flavour)}</div>
      </div>
      <div class="loyalty-main">
        <section class="loyalty-section" aria-labelledby="tiers-title">
          <h2 id="tiers-title">Earn points, reach new tiers</h2>
          <ul class="loyalty-tiers">${view.tiers.map((tier) => html`<li><strong>${tier.name}</strong>: from ${number.format(tier.minPoints)} points</li>`)}</ul>
        </section>
        <section class="loyalty-section" aria-labelledby="member-offers-title">
          <h2 id="member-offers-title">Offers for members</h2>
          ${offersList(view.offers, false)}
        </section>
      </div>
    </div>
    <div id="loyalty-join-sticky" class="loyalty-sticky" data-widget="loyalty-join" data-prop-variant="sticky">${joinPanel('sticky', view, flavour)}</div>
  </div>`;
}
