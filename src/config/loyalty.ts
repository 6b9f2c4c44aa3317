// Loyalty constants of docs/requirements.md §5.1 and §7 (the offer codes in use).

/** The networks whose share links apply a loyalty offer, and the offer each applies (§7 `offers.apply`). */
export const LOYALTY_SOCIAL_OFFERS = {
  facebook: 'lyl_social_fb',
  twitter: 'lyl_social_twitter',
  pinterest: 'lyl_social_pinterest',
} as const;

export type SocialNetwork = keyof typeof LOYALTY_SOCIAL_OFFERS;

/** The loyalty account index (§2.1). */
export const LOYALTY_INDEX_PATH = '/account/loyalty/index.tmpl';
