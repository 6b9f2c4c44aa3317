import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { csrfTokenMatches } from '../auth/csrf';
import { cartOwnerOf } from '../cart/cart-store';
import { FAVORITES_COLLECTIONS } from '../favorites/favorites-store';
import { flavourOf, withFlavour } from '../http/flavour';
import { sendForbiddenFormPage } from './error-pages';
import { formField, wholeNumber } from './form-fields';
import { FAVORITES_PATH, favoritesPage, type FavoriteItem, type FavoritesList } from './favorites-view';
import { sendPage } from './render-page';

/** What each list is called on the page. */
const LIST_TITLES: Record<string, string> = { '': 'Favorites', gifts: 'Gift ideas' };

/** `/account/favorites.tmpl`: what the hearts saved, for a guest (this visit) or a signed-in shopper. */
export function registerFavoritesPage(app: FastifyInstance): void {
  const { favorites, catalog } = app.storefront;

  const lists = (request: FastifyRequest): FavoritesList[] => {
    const session = request.session;
    return FAVORITES_COLLECTIONS.map((collectionId) => {
      const skuIds = session ? favorites.skuIds(cartOwnerOf(session), collectionId) : [];
      const items = skuIds.flatMap((skuId): FavoriteItem[] => {
        const sku = catalog.skuById(skuId);
        const product = sku ? catalog.productById(sku.productId) : null;
        return sku && product ? [{ sku, product }] : [];
      });
      return { collectionId, title: LIST_TITLES[collectionId] ?? collectionId, items };
    });
  };

  const render = (request: FastifyRequest, reply: FastifyReply, status = 200) =>
    sendPage(request, reply, { title: 'Your favorites', main: favoritesPage(lists(request), request.session?.csrfToken ?? '', flavourOf(request)) }, status);

  app.get(FAVORITES_PATH, async (request, reply) => render(request, reply));

  /** Remove: the SKU leaves the list (already gone is no error), then back to the page (303). */
  app.post(FAVORITES_PATH, async (request, reply) => {
    const body = request.body;
    const session = request.session;
    if (!session || !csrfTokenMatches(session, formField(body, '_TOKEN'))) return sendForbiddenFormPage(request, reply);
    const sku = formField(body, 'sku');
    const list = formField(body, 'list');
    const skuId = wholeNumber(sku);
    if (skuId === null || !FAVORITES_COLLECTIONS.includes(list)) return render(request, reply, 400);
    favorites.remove(cartOwnerOf(session), skuId, list);
    return reply.header('Cache-Control', 'no-store').redirect(withFlavour(FAVORITES_PATH, flavourOf(request)), 303);
  });
}
