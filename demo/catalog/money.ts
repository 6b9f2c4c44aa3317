const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** 2400 → "$24.00". */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

/** 2400 → 24 (a number with at most two decimals, as the wire carries PRICE). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}
