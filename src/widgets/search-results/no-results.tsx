// Nothing found (docs/requirements.md §2): the corrections and did-you-mean terms as links, then bestsellers.
import type { SearchResults } from '../../model/search';
import { searchPageUrl } from '../../ui/urls';
import { ProductTile } from './product-tile';
import { quoted } from './summary';

interface NoResultsProps {
  results: SearchResults;
  term: string;
  bestsellers: SearchResults | null;
  locale: string;
  pathPrefix: string;
}

export function NoResults({ results, term, bestsellers, locale, pathPrefix }: NoResultsProps) {
  const suggestions = [...(results.correctedTerm ? [results.correctedTerm] : []), ...results.didYouMean];
  return (
    <div className="sfi-search__none">
      <p>We could not find anything for {quoted(term)}.</p>
      {suggestions.length ? (
        <p>
          Did you mean{' '}
          {suggestions.map((suggestion, i) => (
            <span key={suggestion}>
              {i > 0 ? ' or ' : ''}
              <a href={searchPageUrl(pathPrefix, suggestion)}>{suggestion}</a>
            </span>
          ))}
          ?
        </p>
      ) : null}
      {bestsellers && bestsellers.products.length ? (
        <section aria-label="Bestsellers">
          <h2>Bestsellers</h2>
          <ul className="sfi-search__grid">
            {bestsellers.products.map((product) => (
              <ProductTile key={product.id} product={product} locale={locale} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
