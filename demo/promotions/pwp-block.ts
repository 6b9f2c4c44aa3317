import type { Promotion } from './promotion-store';

/** What a bag line tells a promotion: the ids its `CAT..PROD..SKU..` path carries. */
export interface QualifyingLine {
  categoryId: number;
  productId: number;
  skuId: number;
}

export interface PwpBlock {
  id: string;
  /** 1 when the bag holds a qualifying line. */
  active: 0 | 1;
  qualifiers: { categories: string[]; products: string[]; skus: string[]; path: string };
  popup_images: string[];
  offer_text: string;
}

function lineQualifies(promotion: Promotion, line: QualifyingLine): boolean {
  return promotion.categoryIds.includes(line.categoryId)
    || promotion.productIds.includes(line.productId)
    || promotion.skuIds.includes(line.skuId);
}

/** The `pwp` block of a transaction answer. */
export function pwpBlock(promotion: Promotion, lines: readonly QualifyingLine[]): PwpBlock {
  return {
    id: promotion.id,
    active: lines.some((line) => lineQualifies(promotion, line)) ? 1 : 0,
    qualifiers: {
      categories: promotion.categoryIds.map((id) => `CAT${id}`),
      products: promotion.productIds.map((id) => `PROD${id}`),
      skus: promotion.skuIds.map((id) => `SKU${id}`),
      path: promotion.pathPrefix,
    },
    popup_images: [promotion.popupImageUrl],
    offer_text: promotion.offerText,
  };
}
