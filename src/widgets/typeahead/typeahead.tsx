// The header search with typeahead: the WAI-ARIA APG combobox pattern with a listbox popup
// (input role=combobox, aria-expanded, aria-controls, aria-activedescendant, aria-autocomplete=list;
// options carry no links; a polite live region announces the result count).
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { searchWithWildcardRetry } from '../../rpc/endeca-client';
import { cleanSearchTerm } from '../../rpc/endeca-query';
import { formatPriceRange } from '../../ui/format-price';
import { useIsland } from '../../ui/use-island';
import { useStableId } from '../../ui/use-id';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { panelContent, searchPageUrl } from './suggestions';
import { TypeaheadController, type TypeaheadState } from './typeahead-controller';

export interface TypeaheadProps {
  label: string;
  placeholder: string;
  /** Overrides the page config's path prefix for the results page. */
  pathPrefix: string | null;
  initialTerm: string;
}

interface Option {
  kind: 'product' | 'term' | 'all';
  id: string;
  url: string;
  body: ReactNode;
}

export function Typeahead({ label, placeholder, pathPrefix, initialTerm }: TypeaheadProps) {
  const { config, host } = useIsland();
  const prefix = pathPrefix ?? config.pathPrefix;
  const id = useStableId('typeahead');
  const listboxId = `${id}-listbox`;
  const [value, setValue] = useState(initialTerm);
  const [state, setState] = useState<TypeaheadState>({ status: 'idle', term: '', results: null });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);

  const controller = useMemo(
    () =>
      new TypeaheadController({
        search: (term, signal) => searchWithWildcardRetry({ term, locale: config.locale, oneRecordPerProduct: false }, { signal }),
        onChange: (next) => {
          setState(next);
          setActive(-1);
          setOpen(next.status === 'ready' || (next.status === 'loading' && next.results !== null));
        },
      }),
    [config.locale],
  );
  useEffect(() => () => controller.dispose(), [controller]);

  // A click or tap outside hides the panel (spec §4).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!host.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, host]);

  const content = state.results ? panelContent(state.results, state.term) : null;
  const options: Option[] = [];
  if (content) {
    content.products.forEach((p) =>
      options.push({
        kind: 'product',
        id: `${id}-p-${p.productId}`,
        url: p.url,
        body: (
          <>
            {p.image ? <img src={p.image} alt="" width={40} height={40} loading="lazy" /> : null}
            <span className="sfi-typeahead__name">{p.name}</span>
            <span className="sfi-typeahead__price">{p.priceMin ? formatPriceRange(p.priceMin, p.priceMax, config.locale) : ''}</span>
          </>
        ),
      }),
    );
    content.terms.forEach((t, i) =>
      options.push({
        kind: 'term',
        id: `${id}-t-${i}`,
        url: searchPageUrl(prefix, t),
        body: (
          <>
            <VisuallyHidden>Search for </VisuallyHidden>
            {t}
          </>
        ),
      }),
    );
    options.push({ kind: 'all', id: `${id}-all`, url: searchPageUrl(prefix, state.term), body: `See all results for “${state.term}”` });
  }
  const expanded = open && options.length > 0;
  const announcement =
    state.status === 'ready' && content
      ? content.products.length === 0
        ? `No products found for ${state.term}.`
        : `${content.products.length} products and ${content.terms.length} suggestions for ${state.term}. Use the up and down arrows to review.`
      : '';

  const go = (url: string) => window.location.assign(url);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        if (!expanded) {
          if (state.results) setOpen(true);
          else controller.input(value);
          setActive(0);
        } else setActive((i) => (i + 1) % options.length);
        event.preventDefault();
        break;
      case 'ArrowUp':
        if (expanded) setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
        event.preventDefault();
        break;
      case 'Enter':
        if (expanded && active >= 0 && options[active]) {
          event.preventDefault();
          go(options[active]!.url);
        }
        break;
      case 'Escape':
        if (expanded) {
          setOpen(false);
          setActive(-1);
        } else if (value) {
          setValue('');
          controller.dismiss();
        }
        event.preventDefault();
        break;
      case 'Home':
      case 'End':
        setActive(-1); // APG: the caret moves in the input, the active option is cleared
        break;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const term = cleanSearchTerm(value);
    if (!term) {
      event.preventDefault();
      inputRef.current?.focus();
      return;
    }
    event.preventDefault();
    go(searchPageUrl(prefix, term));
  };

  return (
    <form className="sfi-typeahead" role="search" aria-label={label} action={`${prefix}esearch`} method="get" onSubmit={onSubmit}>
      <label htmlFor={`${id}-input`} className="sfi-visually-hidden">
        {label}
      </label>
      <div className="sfi-typeahead__field">
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="sfi-typeahead__input"
          type="text"
          name="search"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? options[active]?.id : undefined}
          onChange={(event) => {
            // React's onChange fires on every keystroke (preact/compat maps it to the input event).
            const next = event.currentTarget.value;
            setValue(next);
            controller.input(next);
          }}
          onCompositionStart={() => controller.compositionStart()}
          onCompositionEnd={(event) => controller.compositionEnd((event.target as HTMLInputElement).value)}
          onKeyDown={onKeyDown}
          onFocus={() => state.results && setOpen(true)}
        />
        <button type="submit" className="sfi-typeahead__submit">
          Search
        </button>
      </div>
      <ul id={listboxId} role="listbox" aria-label="Search suggestions" className="sfi-typeahead__panel" hidden={!expanded}>
        {options.map((option, index) => (
          <li
            key={option.id}
            id={option.id}
            role="option"
            aria-selected={index === active}
            className={`sfi-typeahead__option sfi-typeahead__option--${option.kind}${index === active ? ' is-active' : ''}`}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => go(option.url)}
          >
            {option.body}
          </li>
        ))}
      </ul>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </form>
  );
}
