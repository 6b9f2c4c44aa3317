// Locale resolution (docs/requirements.md §9: fallback en_GB, en_US elsewhere).

/** Used when a page names a locale we cannot read (docs/requirements.md §9). */
export const FALLBACK_LOCALE = 'en_GB';
/** Used when nothing names a locale at all (docs/requirements.md §9: "en_US is used elsewhere"). */
export const DEFAULT_LOCALE = 'en_US';

const LOCALE_PATTERN = /^([a-z]{2,3})[_-]([a-z]{2})$/i;

/**
 * Normalises a locale to the storefront form `ll_CC`. An absent locale gives en_US;
 * a present but unreadable one gives the fallback en_GB.
 */
export function resolveLocale(...candidates: Array<string | null | undefined>): string {
  let sawValue = false;
  for (const candidate of candidates) {
    if (candidate == null || candidate === '') continue;
    sawValue = true;
    const match = LOCALE_PATTERN.exec(candidate.trim());
    if (match) return `${match[1]!.toLowerCase()}_${match[2]!.toUpperCase()}`;
  }
  return sawValue ? FALLBACK_LOCALE : DEFAULT_LOCALE;
}

/** `en_US` → `en-US`, for Intl APIs. */
export function toBcp47(locale: string): string {
  return locale.replace('_', '-');
}
