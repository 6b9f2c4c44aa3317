// What a shopper acts on for one product, shared by the product card, quick view and the add-to-bag
// island: price, shade swatches, size selector, the add-to-bag button and the favorites heart.
import type { Product } from '../rpc/types';
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
  waitlist?: boolean;
}

export function ProductShopper({ product, choice, categoryId, waitlist }: ProductShopperProps) {
  const { config, store } = useIsland();
  const id = useStableId('shopper');
  const { skus, choices, sku, chosen, choose } = choice;
  const locale = store.locale.get() || config.locale;
  return (
    <div className="sfi-shopper">
      <Price skus={skus} sku={sku} chosen={chosen} locale={locale} />
      {choices.shades.length > 0 ? (
        <Swatches name={`${id}-shade`} shades={choices.shades} selected={sku?.SHADENAME?.trim()} onSelect={(shade) => choose('shade', shade)} />
      ) : null}
      {choices.sizes.length > 0 ? (
        <p className="sfi-size">
          <label htmlFor={`${id}-size`}>Size</label>
          <select id={`${id}-size`} value={sku?.PRODUCT_SIZE?.trim()} onChange={(event) => choose('size', event.currentTarget.value)}>
            {choices.sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      <div className="sfi-shopper__actions">
        <AddToBagButton product={product} sku={sku} categoryId={categoryId} waitlist={waitlist} />
        {config.flags.favorites ? <FavoriteButton product={product} sku={sku} categoryId={categoryId} /> : null}
      </div>
    </div>
  );
}

/** CSS for the shopper, the card and the dialogs they open (class names `sfi-`; no bare elements). */
export const SHOPPER_CSS = `
.sfi-shopper{display:flex;flex-direction:column;gap:.5rem}
.sfi-price{margin:0;font-weight:600}
.sfi-swatches{border:0;margin:0;padding:0;min-width:0;font-size:.85rem}
.sfi-swatches__list{display:flex;flex-wrap:wrap;gap:.4rem;margin-top:.25rem}
.sfi-swatch{position:relative;display:flex}
.sfi-swatch__input{position:absolute;inset:0;margin:0;opacity:0;cursor:pointer}
.sfi-swatch__chip{border-radius:50%;border:1px solid #767676}
.sfi-swatch__input:checked+svg{outline:2px solid #1d1d1f;outline-offset:2px}
.sfi-swatch__input:focus-visible+svg{outline:3px solid #5b1f8a}
.sfi-swatch__name{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.sfi-swatch:hover .sfi-swatch__name,.sfi-swatch__input:focus~.sfi-swatch__name{width:auto;height:auto;clip-path:none;bottom:130%;left:0;padding:.2rem .5rem;border-radius:.3rem;background:#1d1d1f;color:#fff;z-index:2;pointer-events:none}
.sfi-size{margin:0;display:flex;gap:.5rem;align-items:center}
.sfi-shopper__actions,.sfi-bag{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-start}
.sfi-bag{flex:1}
.sfi-bag button,.sfi-fav__button{font:inherit;font-weight:600;padding:.5rem 1rem;border-radius:.5rem;border:1px solid #1d1d1f;background:#1d1d1f;color:#fff;cursor:pointer}
.sfi-bag button[aria-disabled=true]{cursor:progress}
.sfi-bag button:disabled{background:#eee;color:#3d3d3d;cursor:not-allowed}
.sfi-bag__error{margin:0;color:#a1192c}
.sfi-bag__error:empty{display:none}
.sfi-fav{display:flex;flex-direction:column;align-items:center;font-size:.75rem;max-width:8rem;text-align:center}
.sfi-fav__button{padding:.4rem;background:#fff;border-radius:50%}
.sfi-fav__button svg{fill:none;stroke:#a1192c;stroke-width:2}
.sfi-fav__button[aria-pressed=true] svg{fill:#a1192c}
`;
