import { toBcp47 } from '../config/locale';

const formatters = new Map<string, Intl.NumberFormat>();

/** A price in the page's locale; the demo storefront prices in USD. */
export function formatPrice(amount: number, locale: string, currency = 'USD'): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(toBcp47(locale), { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

/** "$12.00" or "$12.00 – $30.00" across a product's SKUs. */
export function formatPriceRange(min: number, max: number, locale: string, currency = 'USD'): string {
  if (!(max > min)) return formatPrice(min, locale, currency);
  return `${formatPrice(min, locale, currency)} – ${formatPrice(max, locale, currency)}`;
}
