/** A favorites answer without `SUCCESS: 1`: the server ran the call but saved nothing. */
export class FavoritesNotSavedError extends Error {
  override name = 'FavoritesNotSavedError';
  constructor(readonly skuBaseId: number) {
    super(`Favorites: the server did not confirm saving SKU ${skuBaseId} (no SUCCESS: 1); try again.`);
  }
}
