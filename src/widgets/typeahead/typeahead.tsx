// The header search with typeahead: the WAI-ARIA APG combobox pattern with a listbox popup
// (input role=combobox, aria-expanded, aria-controls, aria-activedescendant, aria-autocomplete=list;
// a polite live region announces the result count). What is searched and when is
// typeahead-controller.ts, what is listed options.ts, what each key does combobox-keys.ts.
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { searchWithWildcardRetry } from '../../rpc/endeca-client';
import { cleanSearchTerm } from '../../rpc/endeca-query';
import { safeUrl, searchPageUrl } from '../../ui/urls';
import { useStableId } from '../../ui/use-id';
import { useIsland } from '../../ui/use-island';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { comboboxKey } from './combobox-keys';
import { typeaheadAnnouncement, typeaheadOptions } from './options';
import { SuggestionList } from './suggestion-list';
import { TypeaheadController, type TypeaheadState } from './typeahead-controller';

export interface TypeaheadProps {
  label: string;
  placeholder: string;
  /** Overrides the page config's path prefix for the results page. */
  pathPrefix: string | null;
  initialTerm: string;
}

/** The value of the server markup's text field, as the shopper left it (a clone keeps what was typed). */
function typedBeforeMount(server: DocumentFragment): string {
  return server.querySelector<HTMLInputElement>('input[name="search"], input[type="search"], input:not([type]), input[type="text"]')?.value ?? '';
}

export function Typeahead({ label, placeholder, pathPrefix, initialTerm }: TypeaheadProps) {
  const { config, host, serverContent } = useIsland();
  const prefix = pathPrefix ?? config.pathPrefix;
  // Options carry checked URLs already; the check here keeps any future option from navigating elsewhere.
  const go = (url: string) => {
    const safe = safeUrl(url, config.linkHosts);
    if (safe) window.location.assign(safe);
  };
  const id = useStableId('typeahead');
  const listboxId = `${id}-listbox`;
  // What the shopper typed into the server's search box before the island came is theirs: it stays.
  const [value, setValue] = useState(() => typedBeforeMount(serverContent()) || initialTerm);
  const [state, setState] = useState<TypeaheadState>({ status: 'idle', term: '', results: null });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // A submit with nothing to search (blank, or angle brackets, docs/requirements.md §5) says why, until the next key.
  const [refused, setRefused] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // The shopper closed the panel (Escape, a click or the focus outside): an answer still on its way does not open
  // it again. Typing, Down and coming back to the input open it.
  const closed = useRef(false);
  const close = () => {
    closed.current = true;
    setOpen(false);
  };

  const controller = useMemo(
    () =>
      new TypeaheadController({
        search: (term, signal) => searchWithWildcardRetry({ term, locale: config.locale }, { signal }),
        onChange: (next) => {
          setState(next);
          setActive(-1);
          setOpen(!closed.current && (next.status === 'ready' || (next.status === 'loading' && (next.results !== null || !!next.stalled))));
        },
      }),
    [config.locale],
  );
  useEffect(() => () => controller.dispose(), [controller]);

  // A click or tap outside hides the panel (docs/requirements.md §4), and so does the focus moving outside (Tab):
  // the panel would cover the links the keyboard goes on to. Coming back to the input shows it again.
  // Listening while the panel is shut too: a search still on its way must not open it once the shopper has left.
  useEffect(() => {
    const onPointerDown = (event: Event) => {
      if (!host.contains(event.target as Node)) close();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !host.contains(next)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    host.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      host.removeEventListener('focusout', onFocusOut);
    };
  }, [host]);

  // "See all" follows the box: while a newer term is typed or on its way, the results shown are the last term's.
  const options = state.results ? typeaheadOptions(state.results, state.term, prefix, id, config.linkHosts, cleanSearchTerm(value)) : [];
  const expanded = open && options.length > 0;
  // A slow answer with no panel to show meanwhile: the shopper is told it is coming, in the panel's place (and closes
  // that line as they would the panel).
  const waiting = open && !expanded && state.status === 'loading' && !!state.stalled;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const outcome = comboboxKey(event.key, { expanded: expanded || waiting, active, count: options.length, hasResults: !!state.results, hasValue: !!value }, event.altKey);
    if (!outcome) return;
    if (outcome.preventDefault) event.preventDefault();
    const action = outcome.action;
    if (!action) return;
    if (action.type === 'choose') return go(options[action.index]!.url);
    if (action.type === 'collapse') close();
    if (action.type === 'clear') {
      setValue('');
      setRefused(false);
      controller.dismiss();
    }
    if (action.type === 'open' || action.type === 'search') closed.current = false;
    if (action.type === 'open') setOpen(true);
    if (action.type === 'search') controller.input(value);
    const next = 'active' in action ? action.active : -1;
    setActive(next);
    // The panel scrolls when it is taller than it may be (a short window, large text): the option the arrow keys
    // reach is brought into sight, or the shopper would move through options they cannot see.
    if (next >= 0 && options[next]) document.getElementById(options[next].id)?.scrollIntoView?.({ block: 'nearest' });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = cleanSearchTerm(value);
    if (term) return go(searchPageUrl(prefix, term));
    setRefused(true);
    inputRef.current?.focus();
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
          aria-invalid={refused || undefined}
          aria-describedby={refused ? `${id}-error` : undefined}
          onChange={(event) => {
            // React's onChange fires on every keystroke (preact/compat maps it to the input event).
            const next = event.currentTarget.value;
            closed.current = false;
            setRefused(false);
            setValue(next);
            // Typing puts the shopper back in the text: Enter searches what they typed, not an option of the last answer.
            setActive(-1);
            controller.input(next);
          }}
          onCompositionStart={() => controller.compositionStart()}
          onCompositionEnd={(event) => controller.compositionEnd((event.target as HTMLInputElement).value)}
          onKeyDown={onKeyDown}
          onFocus={() => {
            closed.current = false;
            // Its results, or the "Searching…" line of an answer still on its way, come back with the focus.
            if (state.results || state.stalled) setOpen(true);
            // Typed before the island came (the focus comes over with it), or kept by the browser on the way back:
            // searched as the shopper's typing would have been.
            else if (state.status === 'idle' && value && value !== initialTerm) controller.input(value);
          }}
        />
        <button type="submit" className="sfi-typeahead__submit">
          Search
        </button>
      </div>
      {refused ? (
        <p id={`${id}-error`} className="sfi-typeahead__error" role="alert">
          {/[<>]/.test(value) ? 'A search cannot contain < or >. Please remove them.' : 'Please type what you are looking for.'}
        </p>
      ) : null}
      {waiting ? <p className="sfi-typeahead__panel sfi-typeahead__waiting">Searching…</p> : null}
      <SuggestionList id={listboxId} options={options} active={active} expanded={expanded} locale={config.locale} onChoose={(option) => go(option.url)} />
      <VisuallyHidden role="status" aria-live="polite">
        {waiting ? 'Searching…' : expanded && state.status === 'ready' ? typeaheadAnnouncement(options, state.term) : ''}
      </VisuallyHidden>
    </form>
  );
}
