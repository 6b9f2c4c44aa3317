// Fills the page's user fields (fill-user-fields.ts) once user.fullData has answered, and again if the user
// changes. Renders nothing itself: the marked elements are the page's own, so when the call fails or the
// shopper is anonymous they keep what the server wrote (docs/decisions.md "Loyalty and user fields").
import { useEffect } from 'react';
import { useIsland } from '../../ui/use-island';
import { useStore } from '../../store/use-store';
import { fillUserFields } from './fill-user-fields';

export function UserFields() {
  const { store, config } = useIsland();
  const user = useStore(store.user);
  useEffect(() => {
    fillUserFields(document, user, config.locale);
  }, [user, config.locale]);
  return null;
}
