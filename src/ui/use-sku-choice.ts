// The shade and size a shopper has chosen on one product, and the SKU they land on.
import { useMemo, useState } from 'react';
import type { Product, Sku } from '../model/product';
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
  const sku = skus.find((s) => s.id === skuId) ?? defaultSku(product, skus);
  return {
    skus,
    choices,
    sku,
    chosen,
    choose(kind, value) {
      const shade = kind === 'shade' ? value : sku?.shadeName;
      const size = kind === 'size' ? value : sku?.size;
      const next = skuFor(skus, shade, size, kind);
      if (next) setSkuId(next.id);
      setChosen(true);
    },
  };
}
