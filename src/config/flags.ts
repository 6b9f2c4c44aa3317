// Feature flags and their defaults (docs/requirements.md §9). A page may override any of them in its config.

export interface FeatureFlags {
  checkoutSamples: boolean;
  offerEntryField: boolean;
  anonymousCheckout: boolean;
  giftCards: boolean;
  waitlistNotification: boolean;
  favorites: boolean;
  loyalty: boolean;
  autoReplenishment: boolean;
  optInPreCheck: boolean;
  legalCheckbox: boolean;
  searchType: 'endeca';
}

export const DEFAULT_FLAGS: Readonly<FeatureFlags> = Object.freeze({
  checkoutSamples: true,
  offerEntryField: true,
  anonymousCheckout: true,
  giftCards: true,
  waitlistNotification: true,
  favorites: true,
  loyalty: true,
  autoReplenishment: false,
  optInPreCheck: false,
  legalCheckbox: false,
  searchType: 'endeca',
});

/** Merges page overrides onto the defaults, keeping only known flags of the right type. */
export function resolveFlags(overrides: unknown): FeatureFlags {
  const flags: FeatureFlags = { ...DEFAULT_FLAGS };
  if (!overrides || typeof overrides !== 'object') return flags;
  for (const [key, value] of Object.entries(overrides)) {
    if (!Object.hasOwn(flags, key) || key === 'searchType') continue;
    if (typeof value === 'boolean') (flags as unknown as Record<string, boolean>)[key] = value;
  }
  return flags;
}
