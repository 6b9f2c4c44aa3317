import type { ProductRecord, SkuRecord } from './catalog-store';
import { centsToDollars, formatUsd } from './money';
import { isOrderable, isShoppable } from './sku-availability';

export const productPath = (productId: number) => `/product/${productId}`;
export const productImagePath = (productId: number) => `/media/product/PROD${productId}.svg`;
export const skuImagePath = (skuId: number) => `/media/sku/SKU${skuId}.svg`;

const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

export type WireSku = Record<string, string | number | null>;
export type WireProduct = Record<string, unknown> & { PRODUCT_ID: string; skus: WireSku[] };

function toWireSku(product: ProductRecord, sku: SkuRecord): WireSku {
  const discountable = bit(sku.discountable);
  return {
    SKU_ID: `SKU${sku.id}`,
    SKU_BASE_ID: sku.id,
    PRODUCT_ID: `PROD${product.id}`,
    INVENTORY_STATUS: sku.inventoryStatus,
    DISPLAY_STATUS: sku.inventoryStatus,
    RELEASE_DATE: sku.releaseDate,
    isOrderable: bit(isOrderable(product, sku)),
    isShoppable: bit(isShoppable(product, sku)),
    isPreOrder: bit(sku.isPreOrder),
    isComingSoon: bit(sku.isComingSoon),
    PRODUCT_SIZE: sku.size ?? '',
    LIFE_OF_PRODUCT: sku.lifeOfProduct,
    PRICE: centsToDollars(sku.priceCents),
    formattedPrice: formatUsd(sku.priceCents),
    formattedUnitPrice: sku.unitPriceCents === null ? '' : `${formatUsd(sku.unitPriceCents)} / ml`,
    IMAGE_5UP: skuImagePath(sku.id),
    LARGE_IMAGE: skuImagePath(sku.id),
    DISCOUNTABLE: discountable,
    isDiscountable: discountable,
    PRODUCT_CODE: sku.productCode,
    HEX_VALUE_STRING: sku.hex ?? '',
    SHADENAME: sku.shadeName ?? '',
    DISPLAY_ORDER: sku.displayOrder,
  };
}

export function toWireProduct(product: ProductRecord): WireProduct {
  return {
    PRODUCT_ID: `PROD${product.id}`,
    PROD_RGN_NAME: product.name,
    PROD_RGN_SUBHEADING: product.subheading,
    SHORT_DESC: product.shortDesc,
    DESCRIPTION: product.description,
    ATTRIBUTE_BENEFIT: product.benefit,
    MISC_FLAG: product.miscFlag,
    PARENT_CAT_ID: `CAT${product.categoryId}`,
    CATEGORY_NAME: product.categoryName,
    TOTAL_REVIEW_COUNT: product.reviewCount,
    AVERAGE_RATING: product.rating,
    shaded: bit(product.shaded),
    sized: bit(product.sized),
    url: productPath(product.id),
    GIFTSET_COMPONENTS: product.components.map((id) => `PROD${id}`),
    isKit: bit(product.isKit),
    skus: product.skus.map((sku) => toWireSku(product, sku)),
  };
}

/** A product id as URLs write it, `345` or `PROD345` → 345; anything else → null. */
export function parseProductId(value: string): number | null {
  const match = /^(?:PROD)?(\d{1,9})$/i.exec(value);
  return match ? Number(match[1]) : null;
}
