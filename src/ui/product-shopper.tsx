// What a shopper acts on for one product, shared by the product card, quick view and the add-to-bag
// island: price, shade swatches, size selector, the add-to-bag button and the favorites heart.
import type { Product } from '../model/product';
import { AddToBagButton } from './add-to-bag-button';
import { FavoriteButton } from './favorite-button';
import { Price } from './price';
import { Swatches } from './swatches';
import type { SkuChoice } from './use-sku-choice';
import { useStableId } from './use-id';
import { useIsland } from './use-island';

export interface ProductShopperProps {
  product: Product;
  choice: SkuChoice;
  categoryId?: string;
}

export function ProductShopper({ product, choice, categoryId }: ProductShopperProps) {
  const { config, store } = useIsland();
  const id = useStableId('shopper');
  const { skus, choices, sku, chosen, choose } = choice;
  const locale = store.locale.get() || config.locale;
  // The buttons' names say the size where there is a choice of sizes (docs/decisions.md "Buying a size").
  const size = choices.sizes.length ? sku?.size : '';
  return (
    <div className="sfi-shopper">
      <Price skus={skus} sku={sku} chosen={chosen} locale={locale} />
      {choices.shades.length > 0 ? (
        <Swatches name={`${id}-shade`} shades={choices.shades} selected={sku?.shadeName} onSelect={(shade) => choose('shade', shade)} />
      ) : null}
      {choices.sizes.length > 0 ? (
        <p className="sfi-size">
          <label htmlFor={`${id}-size`}>Size</label>
          <select id={`${id}-size`} value={sku?.size} onChange={(event) => choose('size', event.currentTarget.value)}>
            {choices.sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      <div className="sfi-shopper__actions">
        <AddToBagButton product={product} sku={sku} categoryId={categoryId} locale={locale} size={size} />
        {config.flags.favorites ? <FavoriteButton product={product} sku={sku} categoryId={categoryId} size={size} /> : null}
      </div>
    </div>
  );
}
