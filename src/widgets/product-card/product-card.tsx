// A product card (docs/requirements.md §2): image, name and subheading, a 120-character blurb, rating,
// price or range, shades and sizes, add to bag, favorites and a quick-view button. Choosing a shade or
// size changes the price, the image and the button. Product grids are lists of these islands.
import { useEffect } from 'react';
import type { Product } from '../../model/product';
import { readyPrices } from '../../ui/price';
import { productBlurb, productSummary } from '../../ui/product-info';
import { ProductShopper } from '../../ui/product-shopper';
import { RatingStars } from '../../ui/rating-stars';
import { ProductUnavailableError, useProduct } from '../../ui/use-product';
import { useIsland } from '../../ui/use-island';
import { safeUrl } from '../../ui/urls';
import { useSkuChoice } from '../../ui/use-sku-choice';

export interface ProductCardProps {
  productId: string;
  categoryId?: string;
  /** Level of the product name's heading (2–6), to fit the page's outline. */
  headingLevel: number;
  quickView: boolean;
}

export function ProductCard({ productId, ...view }: ProductCardProps) {
  const state = useProduct(productId, view.categoryId);
  // After the card's first render, while its product is on its way: the price formatting it will need is then ready
  // rather than readied in the task that draws the cards (price.tsx).
  useEffect(readyPrices, []);
  // Either way the server's card, which links to the product, stays (a listing has no room for a message per card).
  if (state.status === 'missing') throw new ProductUnavailableError(`product-card: prodcat has no product "${productId}"; the server-rendered card stays.`);
  if (state.status === 'failed') {
    throw new ProductUnavailableError(`product-card: product "${productId}" could not be loaded; the server-rendered card stays.`, { cause: state.error });
  }
  if (state.status === 'loading') return <div className="sfi-card sfi-card--loading" aria-busy="true" />;
  return <Card {...view} product={state.product} />;
}

function Card({ product, categoryId, headingLevel, quickView }: Omit<ProductCardProps, 'productId'> & { product: Product }) {
  const { open, config } = useIsland();
  const choice = useSkuChoice(product);
  const { sku } = choice;
  const Heading = `h${headingLevel}` as 'h3';
  const image = safeUrl(sku?.image || sku?.largeImage, config.linkHosts);
  return (
    <article className="sfi-card" data-product-id={product.id} data-sku-id={sku?.id}>
      <a className="sfi-card__link" href={safeUrl(product.url, config.linkHosts)}>
        {image ? <img className="sfi-card__image" src={image} alt="" width={240} height={240} loading="lazy" /> : null}
        <Heading className="sfi-card__name">{product.name}</Heading>
      </a>
      {product.subheading ? <p className="sfi-card__sub">{product.subheading}</p> : null}
      <p className="sfi-card__blurb">{productBlurb(productSummary(product))}</p>
      <RatingStars rating={product.rating} reviewCount={product.reviewCount} />
      <ProductShopper product={product} choice={choice} categoryId={categoryId} />
      {quickView ? (
        <button type="button" className="sfi-card__quick" onClick={() => open('quick-view', { productId: product.id, ...(categoryId ? { categoryId } : {}) })}>
          Quick view<span className="sfi-visually-hidden"> {product.name}</span>
        </button>
      ) : null}
    </article>
  );
}
