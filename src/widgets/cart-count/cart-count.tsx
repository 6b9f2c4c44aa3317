// The bag count in the header, live from the shared store (FE_USER_CART item_count).
import { useEffect, useRef, useState } from 'react';
import { useIsland } from '../../ui/use-island';
import { useStore } from '../../store/use-store';
import { itemsLabel } from './count-label';

export interface CartCountProps {
  hideWhenEmpty: boolean;
}

export function CartCount({ hideWhenEmpty }: CartCountProps) {
  const { store } = useIsland();
  const { itemCount } = useStore(store.flags);
  const previous = useRef(itemCount);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (previous.current === itemCount) return;
    previous.current = itemCount;
    setAnnouncement(`Bag updated: ${itemCount} ${itemsLabel(itemCount)}`);
  }, [itemCount]);

  // Plain spans rather than VisuallyHidden components: a listing may carry a count per host, and each component
  // is one more to render on every one of them. Nodes likewise (each costs about 2 µs to create and insert on a cold
  // page): the words are one text node (a template string, not text beside an expression), the live region gets its
  // text node when it has something to say, and `hidden` is left off rather than set false.
  return (
    <>
      <span className="sfi-cart-count" data-count={itemCount} hidden={(hideWhenEmpty && itemCount === 0) || undefined}>
        {itemCount}
        <span className="sfi-visually-hidden">{` ${itemsLabel(itemCount)}`}</span>
      </span>
      <span className="sfi-visually-hidden" role="status">
        {announcement || null}
      </span>
    </>
  );
}
