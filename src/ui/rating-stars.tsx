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
