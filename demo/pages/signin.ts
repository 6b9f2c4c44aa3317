import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { emailProblem, firstNameProblem, newPasswordProblem, normalizeEmail } from '../auth/account-validation';
import { csrfTokenMatches } from '../auth/csrf';
import { decoyPasswordHash, hashPassword, MAX_PASSWORD_LENGTH, verifyPassword } from '../auth/password';
import { safeReturnUrl } from '../auth/return-url';
import { flavourOf, withFlavour } from '../http/flavour';
import { useSession } from '../http/session-plugin';
import { sendForbiddenFormPage } from './error-pages';
import { formField } from './form-fields';
import { outcomeTitle } from './page-notices';
import { sendPage } from './render-page';
import { EMPTY_SIGNIN_STATE, signinPage, type SigninFormState } from './signin-view';

const SIGNIN_PATH = '/account/signin.tmpl';

function renderSignin(request: FastifyRequest, reply: FastifyReply, state: SigninFormState, status = 200) {
  const refused = state.errors.length === 0 ? null : state.form === 'create' ? 'account not created' : 'not signed in';
  return sendPage(request, reply, {
    title: outcomeTitle('Sign in', refused),
    canonical: SIGNIN_PATH,
    main: signinPage(state, request.session, flavourOf(request)),
  }, status);
}

export function registerSigninPages(app: FastifyInstance): void {
  const { users, sessions, carts, favorites } = app.storefront;

  /** Replaces the guest session by a signed-in one and carries the guest bag and favorites over. */
  const startUserSession = (request: FastifyRequest, reply: FastifyReply, user: { id: number; email: string; isCsr: boolean }) => {
    const previousId = request.session?.id ?? null;
    useSession(request, reply, sessions.replace(previousId, user, (guestId) => {
      carts.mergeGuestCart(guestId, user.id);
      favorites.mergeGuestFavorites(guestId, user.id);
    }));
  };

  const redirectAfterSignin = (request: FastifyRequest, reply: FastifyReply, returnUrl: string) =>
    reply.header('Cache-Control', 'no-store').redirect(withFlavour(returnUrl, flavourOf(request)), 303);

  app.get(SIGNIN_PATH, async (request, reply) => {
    const returnUrl = safeReturnUrl((request.query as Record<string, unknown>).return_url);
    return renderSignin(request, reply, { ...EMPTY_SIGNIN_STATE, returnUrl });
  });

  app.post(SIGNIN_PATH, async (request, reply) => {
    const body = request.body;
    if (!csrfTokenMatches(request.session, formField(body, '_TOKEN'))) return sendForbiddenFormPage(request, reply);
    const returnUrl = safeReturnUrl(formField(body, 'return_url'));
    const action = formField(body, 'action');
    const email = normalizeEmail(formField(body, 'email'));
    const password = formField(body, 'password');

    if (action === 'signin') {
      const state: SigninFormState = { form: 'signin', errors: [], email, firstName: '', returnUrl };
      if (email === '' || password === '') {
        return renderSignin(request, reply, { ...state, errors: ['Enter your email address and your password.'] }, 400);
      }
      const user = users.findByEmail(email);
      // Unknown emails still cost one scrypt, so response time does not reveal which accounts exist.
      const hash = user?.passwordHash ?? await decoyPasswordHash();
      const matches = password.length <= MAX_PASSWORD_LENGTH && await verifyPassword(password, hash);
      if (!user || !matches) {
        return renderSignin(request, reply, { ...state, errors: ['The email address or password is incorrect. Check both and try again.'] }, 401);
      }
      startUserSession(request, reply, user);
      return redirectAfterSignin(request, reply, returnUrl);
    }

    if (action === 'create') {
      const firstName = formField(body, 'first_name').trim();
      const state: SigninFormState = { form: 'create', errors: [], email, firstName, returnUrl };
      const errors = (
        [
          [firstNameProblem(firstName), 'create-first-name'],
          [emailProblem(email), 'create-email'],
          [newPasswordProblem(password, email), 'create-password'],
        ] as const
      ).flatMap(([text, field]) => (text === null ? [] : [{ text, field }]));
      if (errors.length > 0) return renderSignin(request, reply, { ...state, errors }, 400);
      const userId = users.create(email, firstName, await hashPassword(password));
      if (userId === null) {
        return renderSignin(request, reply, {
          ...state, errors: [{ text: 'An account already exists for this email address. Sign in instead, using the returning customer form.', field: 'create-email' }],
        }, 409);
      }
      startUserSession(request, reply, { id: userId, email, isCsr: false });
      return redirectAfterSignin(request, reply, returnUrl);
    }

    return renderSignin(request, reply, { ...EMPTY_SIGNIN_STATE, returnUrl, form: 'signin', errors: ['Choose whether to sign in or to create an account.'] }, 400);
  });

  app.post('/account/signout.tmpl', async (request, reply) => {
    if (!csrfTokenMatches(request.session, formField(request.body, '_TOKEN'))) return sendForbiddenFormPage(request, reply);
    if (request.session) sessions.destroy(request.session.id);
    useSession(request, reply, sessions.guest());
    return reply.header('Cache-Control', 'no-store').redirect(withFlavour('/', flavourOf(request)), 303);
  });
}
