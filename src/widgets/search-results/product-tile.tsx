import type { SearchProduct } from '../../model/search';
import { formatPriceRange } from '../../ui/format-price';
import { RatingStars } from '../../ui/rating-stars';
import { safeUrl } from '../../ui/urls';
import { useIsland } from '../../ui/use-island';

/** A result: image, name, subheading, price or range, rating. The whole tile is one link. */
export function ProductTile({ product, locale }: { product: SearchProduct; locale: string }) {
  const { linkHosts } = useIsland().config;
  const shades = product.skus.filter((s) => s.colours.length > 0);
  const image = safeUrl(product.image, linkHosts);
  return (
    <li className="sfi-result">
      <a className="sfi-result__link" href={safeUrl(product.url, linkHosts)}>
        {image ? <img className="sfi-result__image" src={image} alt="" width={160} height={160} loading="lazy" /> : null}
        <span className="sfi-result__name">{product.name}</span>
        {product.subheading ? <span className="sfi-result__sub">{product.subheading}</span> : null}
      </a>
      <span className="sfi-result__price">{product.priceMin ? formatPriceRange(product.priceMin, product.priceMax, locale) : ''}</span>
      <RatingStars rating={product.rating} reviewCount={product.reviewCount} />
      {shades.length > 1 ? <span className="sfi-result__shades">{shades.length} shades</span> : null}
    </li>
  );
}
