// Star rating with its words for screen readers: "4.3 out of 5 stars, 120 reviews".
import { roundRating } from './rating';

export function RatingStars({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  if (!(reviewCount > 0)) return null;
  const rounded = roundRating(rating);
  const label = `${rounded.toFixed(1)} out of 5 stars, ${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`;
  return (
    <span className="sfi-rating" role="img" aria-label={label}>
      <span className="sfi-rating__stars" aria-hidden="true">
        <span className="sfi-rating__fill" data-rating={Math.round(rounded * 2) / 2} />
      </span>
      <span className="sfi-rating__value" aria-hidden="true">
        {rounded.toFixed(1)} ({reviewCount})
      </span>
    </span>
  );
}

/** CSS for RatingStars; the fill width comes from data-rating (no inline style under CSP). */
export const RATING_CSS = `.sfi-rating{display:inline-flex;align-items:center;gap:.35rem;font-size:.85rem;color:#3d3d3d}
.sfi-rating__stars{position:relative;display:inline-block;line-height:1;color:#949494}
.sfi-rating__stars::before{content:"\\2605\\2605\\2605\\2605\\2605"}
.sfi-rating__fill{position:absolute;inset:0 auto 0 0;overflow:hidden;white-space:nowrap;color:#a0521a}
.sfi-rating__fill::before{content:"\\2605\\2605\\2605\\2605\\2605"}
${Array.from({ length: 11 }, (_, i) => `.sfi-rating__fill[data-rating="${i / 2}"]{width:${i * 10}%}`).join('')}`;
