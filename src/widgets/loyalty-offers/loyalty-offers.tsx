// Loyalty offers for sharing (docs/requirements.md §5.1, §7 `offers.apply`): links to the Facebook, Twitter
// and Pinterest share pages (a new window or tab). For a signed-in loyalty member, following one also applies
// that network's offer; the answer's messages are read out from a polite live region, its points go to the
// page's user fields and the answer itself to the page (`sfi:loyalty:offer`). Nothing with the loyalty flag off.
import { useEffect, useRef, useState } from 'react';
import { applyOffer } from '../../rpc/loyalty-methods';
import { withLoyaltyPoints } from '../../rpc/user-fields';
import { canApplyLoyaltyOffers, loyaltyAudience } from '../../ui/loyalty-guards';
import { useIsland } from '../../ui/use-island';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { useStore } from '../../store/use-store';
import { offerFailure, offerStatus } from './offer-status';
import { mediaToShare, pageToShare, shareLink, SOCIAL_NETWORKS, type LoyaltyOffersProps } from './share-links';

interface Status {
  texts: string[];
  /** Counts answers, so the same words said twice are new nodes and read out again. */
  seq: number;
}

export function LoyaltyOffers({ url, text, media }: LoyaltyOffersProps) {
  const { config, store, rpc, debug, report, emit } = useIsland();
  const audience = loyaltyAudience(config.flags.loyalty, useStore(store.flags));
  const [status, setStatus] = useState<Status>({ texts: [], seq: 0 });
  const inFlight = useRef(new Set<string>());
  const image = mediaToShare(media, config.linkHosts);
  useEffect(() => {
    // An image the page may not show is left out of the Pinterest link, and said as the host's problem.
    if (media && !image) report([{ prop: 'media', message: `${JSON.stringify(media)} is not on this site or a linkHosts host; left out` }]);
  }, [media]);
  if (audience === 'off') return null;

  const say = (texts: string[]) => setStatus((previous) => ({ texts, seq: previous.seq + 1 }));
  const apply = (code: string) => {
    // Offers apply only to a signed-in member (§5.1): the store's real flags, read at the click.
    if (!canApplyLoyaltyOffers(config.flags.loyalty, store.flags.get()) || inFlight.current.has(code)) return;
    inFlight.current.add(code);
    applyOffer(rpc, code)
      .then(
        (answer) => {
          say(offerStatus(answer));
          // The page's points (user fields) show the total the answer gives, not the one the page loaded with.
          const user = store.user.get();
          if (user && answer.points !== null) store.user.set(withLoyaltyPoints(user, answer.points));
          // The rest of the page is the page's (tier, the offer's state, history): it learns the answer here.
          emit('loyalty:offer', answer);
        },
        (error: unknown) => {
          debug('loyalty-offers: the offer was not applied', error);
          say(offerFailure(error));
        },
      )
      .finally(() => inFlight.current.delete(code));
  };

  const page = { url: pageToShare(url), text, media: image };
  return (
    <div className="sfi-loyalty-offers">
      <ul className="sfi-loyalty-offers__links">
        {SOCIAL_NETWORKS.map((network) => {
          const link = shareLink(network, page);
          if (!link.href) return null;
          return (
            <li key={network}>
              <a
                className={`sfi-loyalty-offers__link sfi-loyalty-offers__link--${network}`}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => apply(link.offerCode)}
              >
                Share on {link.name}
                <VisuallyHidden> (opens in a new window)</VisuallyHidden>
              </a>
            </li>
          );
        })}
      </ul>
      {audience === 'member' ? null : (
        <p className="sfi-loyalty-offers__hint">
          {audience === 'anonymous' ? 'Loyalty members who are signed in earn points for sharing.' : 'Join Loyalty to earn points for sharing.'}
        </p>
      )}
      <div className="sfi-loyalty-offers__status" role="status" aria-live="polite">
        {status.texts.map((line, index) => (
          <p key={`${status.seq}-${index}`}>{line}</p>
        ))}
      </div>
    </div>
  );
}
