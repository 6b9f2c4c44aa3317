// The typeahead's listbox: one option per suggestion. Options hold no links (APG); a click goes where the
// option leads, and pressing on one keeps focus in the input.
import { formatPriceRange } from '../../ui/format-price';
import { VisuallyHidden } from '../../ui/visually-hidden';
import type { TypeaheadOption } from './options';

export interface SuggestionListProps {
  id: string;
  options: TypeaheadOption[];
  active: number;
  expanded: boolean;
  locale: string;
  onChoose(option: TypeaheadOption): void;
}

function OptionBody({ option, locale }: { option: TypeaheadOption; locale: string }) {
  if (option.kind === 'all') return <>See all results for “{option.term}”</>;
  if (option.kind === 'term') {
    return (
      <>
        <VisuallyHidden>Search for </VisuallyHidden>
        {option.term}
      </>
    );
  }
  const { product, image } = option;
  return (
    <>
      {image ? <img src={image} alt="" width={40} height={40} loading="lazy" /> : null}
      <span className="sfi-typeahead__name">{product.name}</span>
      <span className="sfi-typeahead__price">{product.priceMin ? formatPriceRange(product.priceMin, product.priceMax, locale) : ''}</span>
    </>
  );
}

export function SuggestionList({ id, options, active, expanded, locale, onChoose }: SuggestionListProps) {
  return (
    <ul id={id} role="listbox" aria-label="Search suggestions" className="sfi-typeahead__panel" hidden={!expanded}>
      {options.map((option, index) => (
        <li
          key={option.id}
          id={option.id}
          role="option"
          aria-selected={index === active}
          className={`sfi-typeahead__option sfi-typeahead__option--${option.kind}${index === active ? ' is-active' : ''}`}
          onPointerDown={(event) => event.preventDefault()}
          onClick={() => onChoose(option)}
        >
          <OptionBody option={option} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
