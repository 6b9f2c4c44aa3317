// The bag count in the header, live from the shared store (FE_USER_CART item_count).
import { useEffect, useRef, useState } from 'react';
import { useIsland } from '../../ui/use-island';
import { VisuallyHidden } from '../../ui/visually-hidden';
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

  return (
    <>
      <span className="sfi-cart-count" data-count={itemCount} hidden={hideWhenEmpty && itemCount === 0}>
        {itemCount}
        <VisuallyHidden> {itemsLabel(itemCount)}</VisuallyHidden>
      </span>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </>
  );
}
