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

/** The account navigation: a `loyalty-nav` host over the same links as plain HTML. */
function accountNav(flavour: Flavour): SafeHtml {
  const links = [
    { href: withFlavour(LOYALTY_PATH, flavour), label: 'Overview' },
    { href: '#offers', label: 'Offers' },
    { href: '#history', label: 'History' },
  ];
  return html`<div class="loyalty-nav" data-widget="loyalty-nav">
      <script type="application/json">${jsonForScript({ label: 'Loyalty account', links })}</script>
      <nav aria-label="Loyalty account"><ul>${links.map((link) => html`<li><a href="${link.href}">${link.label}</a></li>`)}</ul></nav>
    </div>`;
}

function offersList(offers: ReadonlyArray<LoyaltyOffer & { applied?: boolean }>, member: boolean): SafeHtml {
  return html`<ul class="loyalty-offer-list">${offers.map((offer) => html`<li class="loyalty-offer" data-offer="${offer.code}">
      <strong>${offer.title}</strong> <span>${offer.description}</span>
      <span class="loyalty-offer__points">${number.format(offer.points)} points</span>
      ${member ? html`<span class="loyalty-offer__state">${offer.applied ? 'Received' : 'Available'}</span>` : ''}
    </li>`)}</ul>`;
}

const SHARE = { url: '/', text: 'My beauty favourites from Lumière Beauty' };

/** A member's account: points and tier, offers, history. */
export function loyaltyAccountPage(account: LoyaltyAccount, flavour: Flavour): SafeHtml {
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
          ${account.birthday ? html`<p class="loyalty-birthday">Birthday: ${birthdayFormat.format(dateOf(account.birthday))}</p>` : ''}
        </section>
        <section id="offers" class="loyalty-section" aria-labelledby="offers-title">
          <h2 id="offers-title">Offers</h2>
          ${offersList(account.offers, true)}
          <p>Share Lumière Beauty to earn the points of a share offer, once for each network.</p>
          <div data-widget="loyalty-offers"><script type="application/json">${jsonForScript(SHARE)}</script></div>
        </section>
        <section id="history" class="loyalty-section" aria-labelledby="history-title">
          <h2 id="history-title">History</h2>
          <table class="loyalty-history">
            <caption class="visually-hidden">Points history, newest first</caption>
            <thead><tr><th scope="col">Date</th><th scope="col">Activity</th><th scope="col">Points</th></tr></thead>
            <tbody>${account.history.map((entry) => html`<tr>
              <td><time datetime="${entry.on}">${day.format(dateOf(entry.on))}</time></td>
              <td>${entry.description}</td>
              <td>${signed(entry.points)}</td></tr>`)}</tbody>
          </table>
        </section>
      </div>
    </div>
  </div>`;
}

/** Sign-in link for the join hosts' server content (shown until the island mounts, and without the script). */
function joinFallback(signedIn: boolean, returnTo: string): SafeHtml {
  if (signedIn) return html`<p>Join Loyalty: earn points on every purchase.</p>`;
  return html`<p><a href="${`/account/signin.tmpl?return_url=${encodeURIComponent(returnTo)}`}">Sign in to join Loyalty</a></p>`;
}

/** Anyone who is not a member: what Loyalty offers, and the join forms (navigation column and sticky bar). */
export function loyaltyJoinPage(view: { signedIn: boolean; tiers: readonly LoyaltyTier[]; offers: readonly LoyaltyOffer[] }, flavour: Flavour): SafeHtml {
  const here = withFlavour(LOYALTY_PATH, flavour);
  return html`<div class="loyalty-page">
    <h1>Loyalty</h1>
    <div class="loyalty-layout">
      <div class="loyalty-aside">
        <div id="loyalty-join-nav" data-widget="loyalty-join" data-prop-variant="nav">${joinFallback(view.signedIn, `${here}#loyalty-join-nav`)}</div>
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
    <div id="loyalty-join-sticky" class="loyalty-sticky" data-widget="loyalty-join" data-prop-variant="sticky">${joinFallback(view.signedIn, `${here}#loyalty-join-sticky`)}</div>
  </div>`;
}
