// The bag count in the header, live from the shared store (FE_USER_CART item_count).
import { useEffect } from 'react';
import { useIsland } from '../../ui/use-island';
import { useStore } from '../../store/use-store';
import { announceBagChanges } from './bag-announcer';
import { itemsLabel } from './count-label';

export interface CartCountProps {
  hideWhenEmpty: boolean;
}

export function CartCount({ hideWhenEmpty }: CartCountProps) {
  const { store } = useIsland();
  const { itemCount } = useStore(store.flags);
  // Changes are said in the page's one bag region, not one per count (bag-announcer.ts). The effect of the first
  // render is the one that runs, so it hands over the count this one first showed.
  useEffect(() => announceBagChanges(store, itemCount), [store]);

  // Plain spans rather than VisuallyHidden components: a listing may carry a count per host, and each component
  // is one more to render on every one of them. Nodes likewise (each costs about 2 µs to create and insert on a cold
  // page): the words are one text node (a template string, not text beside an expression), and `hidden` is left off
  // rather than set false.
  return (
    <span className="sfi-cart-count" data-count={itemCount} hidden={(hideWhenEmpty && itemCount === 0) || undefined}>
      {itemCount}
      <span className="sfi-visually-hidden">{` ${itemsLabel(itemCount)}`}</span>
    </span>
  );
}
