// The loyalty account navigation (docs/requirements.md §2.1): the link matching the current URL hash is the
// current one (`aria-current="location"`), and it follows hash changes and back/forward. Nothing with the
// loyalty flag off.
import { useEffect, useState } from 'react';
import { useIsland } from '../../ui/use-island';
import { currentLinkIndex, type LoyaltyNavProps } from './nav-links';

export function LoyaltyNav({ label, links }: LoyaltyNavProps) {
  const { config } = useIsland();
  const [here, setHere] = useState(() => location.href);
  useEffect(() => {
    const update = () => setHere(location.href);
    window.addEventListener('hashchange', update);
    window.addEventListener('popstate', update);
    update(); // a hash changed between the first render and now is caught up with
    return () => {
      window.removeEventListener('hashchange', update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  if (!config.flags.loyalty) return null;
  const current = currentLinkIndex(links, here);
  return (
    <nav className="sfi-loyalty-nav" aria-label={label}>
      <ul className="sfi-loyalty-nav__list">
        {links.map((link, index) => (
          <li key={index}>
            <a className="sfi-loyalty-nav__link" href={link.href} aria-current={index === current ? 'location' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
