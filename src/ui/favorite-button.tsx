// The favorites heart (docs/requirements.md §7 alter_collection, §8): an APG toggle button, named for what it is
// ("Favorite <product>, <shade>, <size>"), not for an action, since pressed says whether it is saved. "Already in favorites" is a
// success; a failure is logged, reaches `onError` when given, leaves the heart as it was and says so.
import { useEffect, useRef, useState } from 'react';
import { alterFavorites } from '../rpc/cart-methods';
import type { Product, Sku } from '../model/product';
import { categoryOf, skuName } from './product-info';
import { singleFlight, type SingleFlight } from './single-flight';
import { useIsland } from './use-island';
import { useStoreKey } from '../store/use-store';

const FAVORITE_FAILED = "We couldn't update your favorites. Please try again.";

export interface FavoriteButtonProps {
  product: Product;
  sku: Sku | undefined;
  categoryId?: string;
  /** The SKU's size, where the product offers a choice of sizes: the heart's name says it, as its pressed state is the SKU's. */
  size?: string;
  onError?(error: unknown): void;
}

export function FavoriteButton({ product, sku, categoryId, size, onError }: FavoriteButtonProps) {
  const { rpc, emit, store } = useIsland();
  // Pressed is the page's word on a SKU (store.favorites), so a card's heart and its quick view's agree; a SKU this page
  // has not saved or removed shows unpressed (its state is unknown). The message belongs to this heart and its SKU.
  const pressed = useStoreKey(store.favorites, sku?.id ?? '') === true;
  // A success's words hold while the heart shows what they say: another heart of the SKU undoing it (the quick view's
  // over a card's) leaves no "Saved" beside an empty heart. A failure's words hold until the next press. While a
  // press is out the heart is busy: dimmed and `aria-disabled`, so a second tap is seen to be let go, not lost.
  const [state, setState] = useState<{ skuId?: string; message: string; saved?: boolean; busy?: boolean }>({ message: '' });
  const flight = useRef<SingleFlight<[number, boolean, string], void> | null>(null);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  flight.current ??= singleFlight(async (skuBaseId: number, remove: boolean, skuId: string) => {
    // The last outcome goes while this one is out: the same words again (a second failure) are then news.
    setState({ busy: true, skuId, message: '' });
    try {
      const answer = await alterFavorites(rpc, { skuBaseId, categoryId: categoryOf(product, categoryId), action: remove ? 'delete' : 'add' });
      const message = remove ? 'Removed from your favorites.' : answer.unchanged ? 'Already in your favorites.' : 'Saved to your favorites.';
      store.favorites.setKey(skuId, !remove);
      setState({ skuId, message, saved: !remove });
      emit('favorites:updated', { skuBaseId, action: remove ? 'delete' : 'add', key: answer.key });
    } catch (error) {
      console.warn('[storefront-islands] favorites: the change was not saved.', error);
      onErrorRef.current?.(error);
      emit('favorites:error', { skuBaseId, error });
      setState({ skuId, message: FAVORITE_FAILED });
    }
  });

  // Undone elsewhere: the words go for good, not back when the heart is pressed again (they told of an earlier press).
  useEffect(() => {
    if (state.saved === !pressed) setState({ message: '' });
  }, [pressed]);

  if (!sku) return null;
  const message = state.skuId === sku.id && (state.saved ?? pressed) === pressed ? state.message : '';
  return (
    <div className="sfi-fav">
      <button
        type="button"
        className="sfi-fav__button"
        aria-pressed={pressed}
        aria-disabled={state.busy}
        aria-label={`Favorite ${skuName(product, sku, size)}`}
        onClick={() => void flight.current!.run(sku.baseId, pressed, sku.id)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.6 5c2.1 0 3.6 1.2 5.4 3.2C13.8 6.2 15.3 5 17.4 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z" />
        </svg>
      </button>
      <span className="sfi-fav__message" role="status">
        {message}
      </span>
    </div>
  );
}
