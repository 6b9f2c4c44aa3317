// The shade and size a shopper has chosen on one product, and the SKU they land on.
import { useMemo, useState } from 'react';
import type { Product, Sku } from '../rpc/types';
import { defaultSku, productChoices, skuFor, visibleSkus, type Choices } from './product-info';

export interface SkuChoice {
  skus: Sku[];
  choices: Choices;
  sku: Sku | undefined;
  /** False until the shopper picks a shade or size (the card shows the price range until then). */
  chosen: boolean;
  choose(kind: 'shade' | 'size', value: string): void;
}

export function useSkuChoice(product: Product, initialSkuId?: string): SkuChoice {
  const skus = useMemo(() => visibleSkus(product), [product]);
  const choices = useMemo(() => productChoices(product, skus), [product, skus]);
  const [skuId, setSkuId] = useState<string | undefined>(initialSkuId);
  const [chosen, setChosen] = useState(false);
  const sku = skus.find((s) => s.SKU_ID === skuId) ?? defaultSku(product, skus);
  return {
    skus,
    choices,
    sku,
    chosen,
    choose(kind, value) {
      const shade = kind === 'shade' ? value : sku?.SHADENAME?.trim();
      const size = kind === 'size' ? value : sku?.PRODUCT_SIZE?.trim();
      const next = skuFor(skus, shade, size, kind);
      if (next) setSkuId(next.SKU_ID);
      setChosen(true);
    },
  };
}
