// Typeahead search logic (docs/requirements.md §5, §9), free of DOM and framework so it is tested directly:
// at least 3 trimmed characters, only when the term changed, 175 ms after the last keystroke,
// angle brackets mean empty, wildcard retry once, redirects not followed. Beyond the old site:
// a superseded request is aborted and a late answer is never shown; repeated terms come from a
// page cache; nothing is searched while an IME composition is open.
import { TYPEAHEAD_DEBOUNCE_MS, TYPEAHEAD_MIN_CHARS, TYPEAHEAD_STALL_MS } from '../../config/search';
import { cleanSearchTerm } from '../../rpc/endeca-query';
import type { SearchResults } from '../../model/search';

export type TypeaheadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface TypeaheadState {
  status: TypeaheadStatus;
  /** The term the shown results belong to. */
  term: string;
  results: SearchResults | null;
  /** Loading, and its answer is later than TYPEAHEAD_STALL_MS. */
  stalled?: boolean;
}

export interface TypeaheadControllerOptions {
  search(term: string, signal: AbortSignal): Promise<SearchResults>;
  onChange(state: TypeaheadState): void;
  debounceMs?: number;
  minChars?: number;
  stallMs?: number;
  /** Terms kept in the page cache. */
  cacheSize?: number;
}

const IDLE: TypeaheadState = { status: 'idle', term: '', results: null };

export class TypeaheadController {
  // Private members are `#` fields: the minifier shortens their names, which it cannot do for TypeScript's `private`.
  #timer: ReturnType<typeof setTimeout> | undefined;
  #inFlight: AbortController | undefined;
  #inFlightKey: string | undefined;
  #lastSearchedTerm = '';
  #composing = false;
  readonly #cache = new Map<string, SearchResults>();
  #state: TypeaheadState = IDLE;
  readonly #options: TypeaheadControllerOptions;
  /** Requests sent to the server (the cache and aborted timers do not count). */
  requestCount = 0;

  constructor(options: TypeaheadControllerOptions) {
    this.#options = options;
  }

  get current(): TypeaheadState {
    return this.#state;
  }

  /** The input's value changed (an `input` event). */
  input(value: string): void {
    if (this.#composing) return;
    const term = cleanSearchTerm(value);
    const key = term.toLowerCase();
    if (term.length < (this.#options.minChars ?? TYPEAHEAD_MIN_CHARS)) {
      this.#cancelPending();
      this.#lastSearchedTerm = '';
      this.#set(IDLE);
      return;
    }
    if (key === this.#lastSearchedTerm) {
      // Back to the last searched term: drop a search pending for a term the shopper abandoned, and
      // show this term's results again. Ask again only if its own request was aborted on the way.
      if (this.#timer !== undefined) clearTimeout(this.#timer);
      this.#timer = undefined;
      const cached = this.#cache.get(key);
      if (cached) {
        if (this.#state.results !== cached) this.#set({ status: 'ready', term, results: cached });
      } else if (this.#inFlightKey !== key) {
        this.#schedule(term, key);
      }
      return;
    }
    this.#cancelPending();
    this.#schedule(term, key);
  }

  #schedule(term: string, key: string): void {
    this.#timer = setTimeout(() => this.#run(term, key), this.#options.debounceMs ?? TYPEAHEAD_DEBOUNCE_MS);
  }

  compositionStart(): void {
    this.#composing = true;
    this.#cancelPending();
  }

  compositionEnd(value: string): void {
    this.#composing = false;
    this.input(value);
  }

  /** Hides results and forgets the last term (Escape, a click outside). */
  dismiss(): void {
    this.#cancelPending();
    this.#set({ ...this.#state, status: 'idle', results: null });
    this.#lastSearchedTerm = '';
  }

  dispose(): void {
    this.#cancelPending();
  }

  #run(term: string, key: string): void {
    this.#timer = undefined;
    this.#lastSearchedTerm = key;
    const cached = this.#cache.get(key);
    if (cached) {
      this.#set({ status: 'ready', term, results: cached });
      return;
    }
    const controller = new AbortController();
    this.#inFlight = controller;
    this.#inFlightKey = key;
    this.requestCount += 1;
    this.#set({ status: 'loading', term, results: this.#state.results });
    // Nothing to clear: once this request is answered, aborted or superseded, the check below fails. While the last
    // term's results are shown, they stay as they are (the shopper may be moving through them).
    setTimeout(() => {
      if (this.#inFlight === controller && !this.#state.results) this.#set({ ...this.#state, stalled: true });
    }, this.#options.stallMs ?? TYPEAHEAD_STALL_MS);
    this.#options.search(term, controller.signal).then(
      (results) => {
        if (this.#inFlight !== controller) return; // superseded: a late answer is never shown
        this.#inFlight = undefined;
        this.#inFlightKey = undefined;
        this.#remember(key, results);
        this.#set({ status: 'ready', term, results });
      },
      () => {
        if (this.#inFlight !== controller) return;
        this.#inFlight = undefined;
        this.#inFlightKey = undefined;
        // Search transport errors are silent to the shopper (docs/requirements.md §8): the panel just closes.
        this.#lastSearchedTerm = '';
        this.#set({ status: 'error', term, results: null });
      },
    );
  }

  #remember(key: string, results: SearchResults): void {
    this.#cache.delete(key);
    this.#cache.set(key, results);
    const max = this.#options.cacheSize ?? 30;
    while (this.#cache.size > max) this.#cache.delete(this.#cache.keys().next().value as string);
  }

  #cancelPending(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#inFlight?.abort();
    this.#inFlight = undefined;
    this.#inFlightKey = undefined;
  }

  #set(state: TypeaheadState): void {
    this.#state = state;
    this.#options.onChange(state);
  }
}
