import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { csrfTokenMatches } from '../auth/csrf';
import { flavourOf, withFlavour } from '../http/flavour';
import { readBirthday } from '../loyalty/birthday';
import { BIRTHDAY_REFUSALS } from '../rpc/form-loyalty-join';
import { sendForbiddenFormPage } from './error-pages';
import { formField } from './form-fields';
import { LOYALTY_ACCOUNT_SCRIPT, LOYALTY_PATH, loyaltyAccountPage, loyaltyJoinPage, type JoinRefusal } from './loyalty-view';
import { sendPage } from './render-page';

/** The words of the loyalty-join island's own check, so the form says the same with and without the script. */
const AGREEMENT_MISSING = 'Please tick the box to agree to the Loyalty terms and conditions.';

/** The loyalty account index (docs/requirements.md §2.1): a member's account; anyone else is offered the join form. */
export function registerLoyaltyPage(app: FastifyInstance): void {
  const { loyalty } = app.storefront;

  const render = (request: FastifyRequest, reply: FastifyReply, refused: JoinRefusal | null = null) => {
    const user = request.session?.user ?? null;
    const account = user ? loyalty.account(user.id) : null;
    const flavour = flavourOf(request);
    return sendPage(request, reply, {
      title: account ? 'Your Loyalty rewards' : refused ? 'Loyalty: not joined' : 'Loyalty',
      canonical: LOYALTY_PATH,
      main: account
        ? loyaltyAccountPage(account, loyalty.tiers(), flavour, `${request.protocol}://${request.host}`)
        : loyaltyJoinPage({ signedIn: user !== null, csrfToken: request.session?.csrfToken ?? '', tiers: loyalty.tiers(), offers: loyalty.offers(), refused }, flavour),
      ...(account ? { scripts: [LOYALTY_ACCOUNT_SCRIPT] } : {}),
    }, refused ? 400 : 200);
  };

  app.get(LOYALTY_PATH, async (request, reply) => render(request, reply));

  /**
   * The join form as the page writes it, posted without the script: the same rules as `rpc.form` `loyalty_join` and
   * the island (birthday optional, the agreement ticked). Joined (or a member already): back to this page (303),
   * now the member's account. Refused: the page again (400), the reason in the form it came from, what was typed kept.
   */
  app.post(LOYALTY_PATH, async (request, reply) => {
    const body = request.body;
    const session = request.session;
    if (!session || !csrfTokenMatches(session, formField(body, '_TOKEN'))) return sendForbiddenFormPage(request, reply);
    const variant = formField(body, 'variant') === 'sticky' ? 'sticky' : 'nav';
    const back = withFlavour(LOYALTY_PATH, flavourOf(request));
    if (!session.user) {
      return reply.header('Cache-Control', 'no-store').redirect(`/account/signin.tmpl?return_url=${encodeURIComponent(`${back}#loyalty-join-${variant}`)}`, 303);
    }
    // Read whole (a date with more after it is refused, not cut to a date); what goes back in the field is bounded.
    const typed = formField(body, 'birthday').trim();
    const kept = typed.slice(0, 64);
    const read = typed ? readBirthday(typed) : null;
    if (read && 'problem' in read) return render(request, reply, { variant, field: 'birthday', text: BIRTHDAY_REFUSALS[read.problem], birthday: kept });
    if (formField(body, 'agree') !== '1') return render(request, reply, { variant, field: 'agreement', text: AGREEMENT_MISSING, birthday: kept });
    loyalty.join(session.user.id, read?.iso ?? null);
    return reply.header('Cache-Control', 'no-store').redirect(back, 303);
  });
}
