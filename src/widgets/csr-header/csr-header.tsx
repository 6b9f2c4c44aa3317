// The customer-service representative header (docs/requirements.md §1, §6).
import { useIsland } from '../../ui/use-island';
import { useStore } from '../../store/use-store';
import { actingFor, shouldShowCsrHeader } from './acting-for';

export function CsrHeader() {
  const { store } = useIsland();
  const { csrLoggedIn } = useStore(store.flags);
  const user = useStore(store.user);
  if (!shouldShowCsrHeader(csrLoggedIn, user)) return null;
  return (
    <section className="sfi-csr-header" aria-label="Customer service representative">
      <p>
        <strong>Customer service mode.</strong> Representative <span className="sfi-csr-email">{user.csrEmail}</span> is
        acting for <span className="sfi-csr-shopper">{actingFor(user)}</span>.
      </p>
    </section>
  );
}
