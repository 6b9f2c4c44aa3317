// The customer-service representative header (docs/requirements.md §1, §6).
import { ServerNodes, useWrittenNodes } from '../../ui/server-nodes';
import { useIsland } from '../../ui/use-island';
import { useStore } from '../../store/use-store';
import { actingFor, shouldShowCsrHeader } from './acting-for';

export interface CsrHeaderProps {
  /** The region's accessible name. */
  label: string;
}

export function CsrHeader({ label }: CsrHeaderProps) {
  const { store } = useIsland();
  const { csrLoggedIn } = useStore(store.flags);
  const user = useStore(store.user);
  // The bar the page wrote for a representative stays until user.fullData answers (or for good if it fails), so the
  // page does not move when the island's own bar, of the same height, takes its place.
  const fallback = useWrittenNodes();
  if (csrLoggedIn && !user) return <ServerNodes nodes={fallback} />;
  if (!shouldShowCsrHeader(csrLoggedIn, user)) return null;
  return (
    <section className="sfi-csr-header" aria-label={label}>
      <p>
        <strong>Customer service mode.</strong> Representative <span className="sfi-csr-email">{user.csrEmail}</span> is
        acting for <span className="sfi-csr-shopper">{actingFor(user)}</span>.
      </p>
    </section>
  );
}
