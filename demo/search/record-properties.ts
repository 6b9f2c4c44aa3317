/**
 * Endeca record properties: every value a string; product keys `p_`, SKU keys `s_`, category keys `c_`. Values
 * follow the wire objects prodcat answers with (demo/catalog/wire-product.ts), so both speak of a product alike.
 */
import type { ProductRecord, SkuRecord } from '../catalog/catalog-store';
import { formatUsd } from '../catalog/money';
import { isOrderable, isShoppable } from '../catalog/sku-availability';
import { productImagePath, productPath, skuImagePath } from '../catalog/wire-product';
import type { ContentZone } from './search-content';

export type Properties = Record<string, string>;

const dollars = (cents: number) => (cents / 100).toFixed(2);
const bit = (value: boolean) => (value ? '1' : '0');

/** Product and category properties of a product whose searchable SKUs are `skus` (display order). */
export function productProperties(product: ProductRecord, skus: readonly SkuRecord[], locale: string): Properties {
  let low = Number.POSITIVE_INFINITY;
  let high = 0;
  for (const sku of skus) {
    low = Math.min(low, sku.priceCents);
    high = Math.max(high, sku.priceCents);
  }
  if (skus.length === 0) low = 0;
  return {
    rec_type: 'product',
    locale,
    p_PRODUCT_ID: `PROD${product.id}`,
    p_PROD_RGN_NAME: product.name,
    p_PROD_RGN_SUBHEADING: product.subheading,
    p_SHORT_DESC: product.shortDesc,
    p_DESCRIPTION: product.description,
    p_ATTRIBUTE_BENEFIT: product.benefit,
    p_MISC_FLAG: String(product.miscFlag),
    p_PARENT_CAT_ID: `CAT${product.categoryId}`,
    p_CATEGORY_NAME: product.categoryName,
    p_TOTAL_REVIEW_COUNT: String(product.reviewCount),
    p_AVERAGE_RATING: String(product.rating),
    p_shaded: bit(product.shaded),
    p_sized: bit(product.sized),
    p_isKit: bit(product.isKit),
    p_url: productPath(product.id),
    p_IMAGE: productImagePath(product.id),
    p_GIFTSET_COMPONENTS: product.components.map((id) => `PROD${id}`).join(','),
    p_PRICE: dollars(low),
    p_PRICE_MAX: dollars(high),
    p_formattedPrice: low === high ? formatUsd(low) : `${formatUsd(low)} – ${formatUsd(high)}`,
    p_FINISH: product.finish,
    p_SKIN_TYPE: product.skinType,
    p_COVERAGE: product.coverage ?? '',
    p_DATE_CREATED: product.createdAt,
    p_SKU_COUNT: String(skus.length),
    c_CATEGORY_ID: `CAT${product.categoryId}`,
    c_CATEGORY_NAME: product.categoryName,
  };
}

export function skuProperties(product: ProductRecord, sku: SkuRecord): Properties {
  const discountable = bit(sku.discountable);
  const image = skuImagePath(sku.id);
  return {
    s_SKU_ID: `SKU${sku.id}`,
    s_SKU_BASE_ID: String(sku.id),
    s_PRODUCT_ID: `PROD${product.id}`,
    s_INVENTORY_STATUS: String(sku.inventoryStatus),
    s_DISPLAY_STATUS: String(sku.inventoryStatus),
    s_RELEASE_DATE: sku.releaseDate ?? '',
    s_isOrderable: bit(isOrderable(product, sku)),
    s_isShoppable: bit(isShoppable(product, sku)),
    s_isPreOrder: bit(sku.isPreOrder),
    s_isComingSoon: bit(sku.isComingSoon),
    s_PRODUCT_SIZE: sku.size ?? '',
    s_LIFE_OF_PRODUCT: String(sku.lifeOfProduct),
    s_PRICE: dollars(sku.priceCents),
    s_formattedPrice: formatUsd(sku.priceCents),
    s_formattedUnitPrice: sku.unitPriceCents === null ? '' : `${formatUsd(sku.unitPriceCents)} / ml`,
    s_IMAGE_5UP: image,
    s_LARGE_IMAGE: image,
    s_DISCOUNTABLE: discountable,
    s_isDiscountable: discountable,
    s_PRODUCT_CODE: sku.productCode,
    s_HEX_VALUE_STRING: sku.hex ?? '',
    s_SHADENAME: sku.shadeName ?? '',
    s_DISPLAY_ORDER: String(sku.displayOrder),
  };
}

/** A content record: its HTML is fetched from the content-zone URL by `NODE_ID`. */
export function contentProperties(zone: ContentZone, locale: string): Properties {
  return { rec_type: 'content', locale, NODE_ID: String(zone.id), ZONE: zone.zone, STYLE: zone.style, TITLE: zone.title };
}
