// A product card (spec §2): image, name and subheading, a 120-character blurb, rating, price or range,
// shades and sizes, add to bag, favorites and a quick-view button. Choosing a shade or size changes
// the price, the image and the button.
import type { Product } from '../../rpc/types';
import { productBlurb } from '../../ui/product-info';
import { ProductShopper } from '../../ui/product-shopper';
import { RatingStars } from '../../ui/rating-stars';
import { ProductUnavailableError, useProduct } from '../../ui/use-product';
import { useSkuChoice } from '../../ui/use-sku-choice';
import { useIsland } from '../../ui/use-island';
import { isRegistered } from '../index';

export interface ProductCardProps {
  productId: string;
  categoryId?: string;
  /** Level of the product name's heading (2–6), to fit the page's outline. */
  headingLevel: number;
  quickView: boolean;
}

export function ProductCard(props: ProductCardProps) {
  const state = useProduct(props.productId, props.categoryId);
  if (state.status === 'missing') {
    throw new ProductUnavailableError(`product-card: prodcat has no product "${props.productId}"; the server-rendered card stays.`, { cause: state.error });
  }
  if (state.status === 'loading') return <div className="sfi-card sfi-card--loading" aria-busy="true" />;
  return <ProductCardView {...props} product={state.product} />;
}

export function ProductCardView({ product, categoryId, headingLevel, quickView }: Omit<ProductCardProps, 'productId'> & { product: Product }) {
  const { open, config } = useIsland();
  const choice = useSkuChoice(product);
  const { sku } = choice;
  const Heading = `h${headingLevel}` as 'h3';
  const image = sku?.IMAGE_5UP || sku?.LARGE_IMAGE;
  return (
    <article className="sfi-card" data-product-id={product.PRODUCT_ID} data-sku-id={sku?.SKU_ID}>
      <a className="sfi-card__link" href={product.url || '#'}>
        {image ? <img className="sfi-card__image" src={image} alt="" width={240} height={240} loading="lazy" /> : null}
        <Heading className="sfi-card__name">{product.PROD_RGN_NAME}</Heading>
      </a>
      {product.PROD_RGN_SUBHEADING ? <p className="sfi-card__sub">{product.PROD_RGN_SUBHEADING}</p> : null}
      <p className="sfi-card__blurb">{productBlurb(product.SHORT_DESC || product.DESCRIPTION)}</p>
      <RatingStars rating={product.AVERAGE_RATING ?? 0} reviewCount={product.TOTAL_REVIEW_COUNT ?? 0} />
      <ProductShopper product={product} choice={choice} categoryId={categoryId} waitlist={config.flags.waitlistNotification && isRegistered('waitlist-form')} />
      {quickView ? (
        <button type="button" className="sfi-card__quick" onClick={() => open('quick-view', { productId: product.PRODUCT_ID, ...(categoryId ? { categoryId } : {}) })}>
          Quick view<span className="sfi-visually-hidden"> {product.PROD_RGN_NAME}</span>
        </button>
      ) : null}
    </article>
  );
}

export const CARD_CSS = `
.sfi-card{display:flex;flex-direction:column;gap:.4rem}
.sfi-card--loading{min-height:20rem;background:#f4f4f4}
.sfi-card__link{color:#1d1d1f;text-decoration:none}
.sfi-card__image{width:100%;height:auto;border-radius:.5rem}
.sfi-card__name{margin:.3rem 0 0;font-size:1rem}
.sfi-card__sub,.sfi-card__blurb{margin:0;font-size:.85rem;color:#3d3d3d}
.sfi-card__quick{font:inherit;padding:.4rem;border-radius:.5rem;border:1px solid #1d1d1f;background:#fff;cursor:pointer}
`;
