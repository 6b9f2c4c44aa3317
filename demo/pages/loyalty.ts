import type { FastifyInstance } from 'fastify';
import { flavourOf } from '../http/flavour';
import { LOYALTY_PATH, loyaltyAccountPage, loyaltyJoinPage } from './loyalty-view';
import { sendPage } from './render-page';

/** The loyalty account index (docs/requirements.md §2.1): a member's account; anyone else is offered the join form. */
export function registerLoyaltyPage(app: FastifyInstance): void {
  const { loyalty } = app.storefront;

  app.get(LOYALTY_PATH, async (request, reply) => {
    const user = request.session?.user ?? null;
    const account = user ? loyalty.account(user.id) : null;
    const flavour = flavourOf(request);
    return sendPage(request, reply, {
      title: account ? 'Your Loyalty rewards' : 'Loyalty',
      canonical: LOYALTY_PATH,
      main: account
        ? loyaltyAccountPage(account, flavour)
        : loyaltyJoinPage({ signedIn: user !== null, tiers: loyalty.tiers(), offers: loyalty.offers() }, flavour),
    });
  });
}
