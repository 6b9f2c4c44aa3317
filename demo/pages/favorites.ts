import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { csrfTokenMatches } from '../auth/csrf';
import { cartOwnerOf } from '../cart/cart-store';
import { FAVORITES_COLLECTIONS } from '../favorites/favorites-store';
import { flavourOf, withFlavour } from '../http/flavour';
import { sendForbiddenFormPage } from './error-pages';
import { formField, itemName, wholeNumber } from './form-fields';
import { FAVORITES_PATH, favoritesPage, type FavoriteItem, type FavoritesList } from './favorites-view';
import { outcomeTitle, takeFlash } from './page-notices';
import { sendPage } from './render-page';

/** What each list is called on the page. */
const LIST_TITLES: Record<string, string> = { '': 'Favorites', gifts: 'Gift ideas' };

/** `/account/favorites.tmpl`: what the hearts saved, for a guest (this visit) or a signed-in shopper. */
export function registerFavoritesPage(app: FastifyInstance): void {
  const { favorites, catalog, flashes } = app.storefront;

  const itemOf = (skuId: number): FavoriteItem | null => {
    const sku = catalog.skuById(skuId);
    const product = sku ? catalog.productById(sku.productId) : null;
    return sku && product ? { sku, product } : null;
  };

  const lists = (request: FastifyRequest): FavoritesList[] => {
    const session = request.session;
    return FAVORITES_COLLECTIONS.map((collectionId) => {
      const skuIds = session ? favorites.skuIds(cartOwnerOf(session), collectionId) : [];
      const items = skuIds.flatMap((skuId) => itemOf(skuId) ?? []);
      return { collectionId, title: LIST_TITLES[collectionId] ?? collectionId, items };
    });
  };

  const render = (request: FastifyRequest, reply: FastifyReply, status = 200) => {
    const session = request.session;
    const done = takeFlash(request, FAVORITES_PATH);
    return sendPage(request, reply, {
      title: outcomeTitle('Your favorites', done?.outcome ?? null),
      main: favoritesPage(lists(request), session?.csrfToken ?? '', flavourOf(request), done?.message ?? null),
    }, status);
  };

  app.get(FAVORITES_PATH, async (request, reply) => render(request, reply));

  /** Remove: the SKU leaves the list (already gone is no error), then back to the page (303). */
  app.post(FAVORITES_PATH, async (request, reply) => {
    const body = request.body;
    const session = request.session;
    if (!session || !csrfTokenMatches(session, formField(body, '_TOKEN'))) return sendForbiddenFormPage(request, reply);
    const list = formField(body, 'list');
    const skuId = wholeNumber(formField(body, 'sku'));
    if (skuId === null || !FAVORITES_COLLECTIONS.includes(list)) return render(request, reply, 400);
    const removed = favorites.remove(cartOwnerOf(session), skuId, list);
    const item = itemOf(skuId);
    const name = item ? itemName(item.product.name, item.sku.shadeName, item.sku.size) : 'That item';
    const listName = `your ${(LIST_TITLES[list] ?? list).toLowerCase()}`;
    flashes.set(session.id, FAVORITES_PATH, removed
      ? { outcome: 'item removed', message: `Removed ${name} from ${listName}.` }
      : { outcome: 'item already removed', message: `${name} is no longer in ${listName}.` });
    return reply.header('Cache-Control', 'no-store').redirect(withFlavour(FAVORITES_PATH, flavourOf(request)), 303);
  });
}
