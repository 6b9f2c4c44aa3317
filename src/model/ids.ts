// Storefront ids carry their kind as a prefix (PROD345, SKU678, CAT12); merchandisers often write the bare
// number. Every id entering the bundle goes through here, so the rest compares prefixed ids only.

function withPrefix(prefix: string, id: string): string {
  const trimmed = id.trim();
  return /^\d+$/.test(trimmed) ? prefix + trimmed : trimmed;
}

/** `345` or `PROD345` → `PROD345`. */
export const toProductId = (id: string): string => withPrefix('PROD', id);
/** `678` or `SKU678` → `SKU678`. */
export const toSkuId = (id: string): string => withPrefix('SKU', id);
/** `12` or `CAT12` → `CAT12`. */
export const toCategoryId = (id: string): string => withPrefix('CAT', id);

/** The ids a cart line's path names: `CAT12PROD345SKU678` → `['CAT12', 'PROD345', 'SKU678']`. */
export function idsInPath(path: string): string[] {
  return path.match(/(?:CAT|PROD|SKU)\d+/g) ?? [];
}
