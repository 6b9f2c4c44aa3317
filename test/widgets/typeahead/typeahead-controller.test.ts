// What the typeahead searches and when (docs/requirements.md §5, §9), driven by jest's fake timers.
import type { SearchResults } from '../../../src/model/search';
import { TypeaheadController, type TypeaheadState } from '../../../src/widgets/typeahead/typeahead-controller';
import { searchProduct, searchResults } from '../../helpers/endeca-fixtures';

interface Call {
  term: string;
  signal: AbortSignal;
  resolve(results: SearchResults): void;
  reject(error: unknown): void;
}

/** A controller over a fake search whose answers the test releases by hand. */
function setup(options: { cacheSize?: number } = {}) {
  const calls: Call[] = [];
  const states: TypeaheadState[] = [];
  const search = jest.fn(
    (term: string, signal: AbortSignal) =>
      new Promise<SearchResults>((resolve, reject) => {
        calls.push({ term, signal, resolve, reject });
      }),
  );
  const controller = new TypeaheadController({ search, onChange: (state) => states.push(state), ...options });
  return { controller, search, calls, states, last: () => states[states.length - 1] };
}

const resultsFor = (term: string) => searchResults({ term, products: [searchProduct(term.length)] });

/** Lets promise callbacks run (fake timers do not touch microtasks). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

/** Types `text` one character at a time, `msPerKey` apart, as `input` events carrying the whole value. */
function type(controller: TypeaheadController, text: string, msPerKey: number, from = '') {
  for (let i = from.length + 1; i <= text.length; i++) {
    controller.input(text.slice(0, i));
    if (i < text.length) jest.advanceTimersByTime(msPerKey);
  }
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('TypeaheadController: when it searches', () => {
  it.each(['', 'l', 'li', '  li  ', '\tli\n'])('searches nothing for %j (under 3 trimmed characters)', (value) => {
    const { controller, search } = setup();
    controller.input(value);
    jest.advanceTimersByTime(1000);
    expect(search).not.toHaveBeenCalled();
    expect(controller.requestCount).toBe(0);
    expect(controller.current.status).toBe('idle');
  });

  it('searches 3 trimmed characters, 175 ms after the keystroke and not before', () => {
    const { controller, search } = setup();
    controller.input('  lip ');
    jest.advanceTimersByTime(174);
    expect(search).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]![0]).toBe('lip');
    expect(controller.current).toMatchObject({ status: 'loading', term: 'lip' });
  });

  it('sends exactly one request for a 12-character term typed at 80 ms per key, 175 ms after the LAST keystroke', () => {
    const { controller, search } = setup();
    type(controller, 'lipstick red', 80);
    expect(search).not.toHaveBeenCalled();
    jest.advanceTimersByTime(174);
    expect(search).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(controller.requestCount).toBe(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]![0]).toBe('lipstick red');
    jest.advanceTimersByTime(5000);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('searches each pause longer than the debounce', () => {
    const { controller, search } = setup();
    type(controller, 'lip', 80);
    jest.advanceTimersByTime(200);
    type(controller, 'lipstick', 80, 'lip');
    jest.advanceTimersByTime(175);
    expect(search.mock.calls.map(([term]) => term)).toEqual(['lip', 'lipstick']);
    expect(controller.requestCount).toBe(2);
  });

  it('sends no new request for the same term again (spaces or case aside)', async () => {
    const { controller, search, calls } = setup();
    controller.input('lip');
    jest.advanceTimersByTime(175);
    calls[0]!.resolve(resultsFor('lip'));
    await settle();
    for (const value of ['lip', 'lip ', ' lip', 'LIP', 'lip  ']) {
      controller.input(value);
      jest.advanceTimersByTime(500);
    }
    expect(search).toHaveBeenCalledTimes(1);
    expect(controller.requestCount).toBe(1);
    expect(controller.current.status).toBe('ready');
  });

  it('does not search again the term whose request is still in flight', () => {
    const { controller, search, calls } = setup();
    controller.input('lip');
    jest.advanceTimersByTime(175);
    controller.input('lip ');
    jest.advanceTimersByTime(175);
    expect(search).toHaveBeenCalledTimes(1);
    expect(calls[0]!.signal.aborted).toBe(false);
  });

  it.each(['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'lipstick <b>'])('sends no request for %j (angle brackets)', (value) => {
    const { controller, search } = setup();
    controller.input(value);
    jest.advanceTimersByTime(1000);
    expect(search).not.toHaveBeenCalled();
    expect(controller.current.status).toBe('idle');
  });

  it('searches at most 200 characters of a 1,000-character paste', () => {
    const { controller, search } = setup();
    controller.input('m'.repeat(1000));
    jest.advanceTimersByTime(175);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]![0]).toBe('m'.repeat(200));
  });

  it('cancels a pending search when the input drops under 3 characters', () => {
    const { controller, search } = setup();
    controller.input('lip');
    jest.advanceTimersByTime(100);
    controller.input('li');
    jest.advanceTimersByTime(1000);
    expect(search).not.toHaveBeenCalled();
    expect(controller.current.status).toBe('idle');
  });
});

describe('TypeaheadController: answers', () => {
  it('shows the answer for the term as ready', async () => {
    const { controller, calls, last } = setup();
    controller.input('lip');
    jest.advanceTimersByTime(175);
    const answer = resultsFor('lip');
    calls[0]!.resolve(answer);
    await settle();
    expect(last()).toEqual({ status: 'ready', term: 'lip', results: answer });
  });

  it('aborts a superseded in-flight request and never shows its late answer', async () => {
    const { controller, calls, states } = setup();
    controller.input('lip');
    jest.advanceTimersByTime(175);
    controller.input('lipstick');
    expect(calls[0]!.signal.aborted).toBe(true);
    jest.advanceTimersByTime(175);
    expect(calls).toHaveLength(2);
    const late = resultsFor('lip');
    const current = resultsFor('lipstick');
    calls[1]!.resolve(current);
    await settle();
    calls[0]!.resolve(late); // the server answered anyway, after the newer request
    await settle();
    expect(states.some((s) => s.results === late)).toBe(false);
    expect(controller.current).toEqual({ status: 'ready', term: 'lipstick', results: current });
  });

  it('never shows an out-of-order answer even when it arrives first', async () => {
    const { controller, calls, states } = setup();
    controller.input('blu');
    jest.advanceTimersByTime(175);
    controller.input('blush');
    jest.advanceTimersByTime(175);
    const stale = resultsFor('blu');
    calls[0]!.resolve(stale);
    await settle();
    expect(states.some((s) => s.results === stale)).toBe(false);
    expect(controller.current).toMatchObject({ status: 'loading', term: 'blush' });
    calls[1]!.resolve(resultsFor('blush'));
    await settle();
    expect(controller.current).toMatchObject({ status: 'ready', term: 'blush' });
  });

  it('ignores the rejection of an aborted request', async () => {
    const { controller, calls } = setup();
    controller.input('lip');
    jest.advanceTimersByTime(175);
    controller.input('lipstick');
    calls[0]!.reject(new DOMException('aborted', 'AbortError'));
    await settle();
    expect(controller.current.status).not.toBe('error');
  });

  it('serves an earlier term from the cache when the shopper goes back to it, with no new request', async () => {
    const { controller, calls, search } = setup();
    const lip = resultsFor('lip');
    controller.input('lip');
    jest.advanceTimersByTime(175);
    calls[0]!.resolve(lip);
    await settle();
    controller.input('lipstick');
    jest.advanceTimersByTime(175);
    calls[1]!.resolve(resultsFor('lipstick'));
    await settle();
    controller.input('lip'); // backspaced to the earlier term
    jest.advanceTimersByTime(175);
    await settle();
    expect(search).toHaveBeenCalledTimes(2);
    expect(controller.requestCount).toBe(2);
    expect(controller.current).toEqual({ status: 'ready', term: 'lip', results: lip });
  });

  it('forgets the oldest terms past the cache size', async () => {
    const { controller, calls, search } = setup({ cacheSize: 1 });
    for (const [i, term] of ['lip', 'blush'].entries()) {
      controller.input(term);
      jest.advanceTimersByTime(175);
      calls[i]!.resolve(resultsFor(term));
      await settle();
    }
    controller.input('lip');
    jest.advanceTimersByTime(175);
    expect(search.mock.calls.map(([term]) => term)).toEqual(['lip', 'blush', 'lip']);
  });

  it('reports an error as status error, and lets the same term be searched again', async () => {
    const { controller, calls, search } = setup();
    controller.input('lip');
    jest.advanceTimersByTime(175);
    calls[0]!.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(controller.current).toEqual({ status: 'error', term: 'lip', results: null });
    controller.input('lip');
    jest.advanceTimersByTime(175);
    expect(search).toHaveBeenCalledTimes(2);
    const answer = resultsFor('lip');
    calls[1]!.resolve(answer);
    await settle();
    expect(controller.current).toEqual({ status: 'ready', term: 'lip', results: answer });
  });

  it('does not cache a failed search', async () => {
    const { controller, calls, search } = setup();
    controller.input('lip');
    jest.advanceTimersByTime(175);
    calls[0]!.reject(new Error('500'));
    await settle();
    controller.input('lipstick');
    jest.advanceTimersByTime(175);
    controller.input('lip');
    jest.advanceTimersByTime(175);
    expect(search.mock.calls.map(([term]) => term)).toEqual(['lip', 'lipstick', 'lip']);
  });

  it('returning to the last searched term before the debounce fires drops the abandoned term', async () => {
    // "lip" is shown; the shopper types "s" and deletes it within 175 ms: the input reads "lip" again,
    // so a search for "lips" must not be sent nor its results shown under the input "lip".
    const { controller, calls, search } = setup();
    const lip = resultsFor('lip');
    controller.input('lip');
    jest.advanceTimersByTime(175);
    calls[0]!.resolve(lip);
    await settle();
    controller.input('lips');
    jest.advanceTimersByTime(80);
    controller.input('lip');
    jest.advanceTimersByTime(1000);
    await settle();
    expect(search.mock.calls.map(([term]) => term)).toEqual(['lip']);
    expect(controller.current).toEqual({ status: 'ready', term: 'lip', results: lip });
  });
  it('returning to a term whose request was just aborted ends with that term shown, not the abandoned one', async () => {
    // "lip" is in flight; "lipx" aborts it; the shopper deletes the "x" within 175 ms.
    const { controller, calls, search } = setup();
    controller.input('lip');
    jest.advanceTimersByTime(175);
    controller.input('lipx');
    jest.advanceTimersByTime(80);
    controller.input('lip');
    jest.advanceTimersByTime(1000);
    for (const call of calls) if (!call.signal.aborted) call.resolve(resultsFor(call.term));
    await settle();
    expect(search.mock.calls.map(([term]) => term)).not.toContain('lipx');
    expect(controller.current).toMatchObject({ status: 'ready', term: 'lip' });
  });
});

describe('TypeaheadController: IME composition', () => {
  it('sends nothing while a composition is open, then searches the composed value', () => {
    const { controller, search } = setup();
    controller.compositionStart();
    for (const value of ['k', 'ky', 'きょ', 'きょう', 'きょうと']) {
      controller.input(value);
      jest.advanceTimersByTime(500);
    }
    expect(search).not.toHaveBeenCalled();
    controller.compositionEnd('京都コスメ');
    jest.advanceTimersByTime(175);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]![0]).toBe('京都コスメ');
  });

  it('cancels a search that was pending when the composition started', () => {
    const { controller, search } = setup();
    controller.input('lip');
    jest.advanceTimersByTime(100);
    controller.compositionStart();
    jest.advanceTimersByTime(1000);
    expect(search).not.toHaveBeenCalled();
  });
});

describe('TypeaheadController: dismiss', () => {
  it('hides the results and cancels the in-flight request', async () => {
    const { controller, calls, states } = setup();
    controller.input('lip');
    jest.advanceTimersByTime(175);
    controller.dismiss();
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(controller.current.status).toBe('idle');
    expect(controller.current.results).toBeNull();
    const late = resultsFor('lip');
    calls[0]!.resolve(late);
    await settle();
    expect(states.some((s) => s.results === late)).toBe(false);
  });

  it('hides shown results; typing the same term again shows them (from the cache) without a request', async () => {
    const { controller, calls, search } = setup();
    const answer = resultsFor('lip');
    controller.input('lip');
    jest.advanceTimersByTime(175);
    calls[0]!.resolve(answer);
    await settle();
    controller.dismiss();
    expect(controller.current).toMatchObject({ status: 'idle', results: null });
    controller.input('lip');
    jest.advanceTimersByTime(175);
    expect(search).toHaveBeenCalledTimes(1);
    expect(controller.current).toEqual({ status: 'ready', term: 'lip', results: answer });
  });

  it('cancels a pending debounce', () => {
    const { controller, search } = setup();
    controller.input('lip');
    jest.advanceTimersByTime(100);
    controller.dismiss();
    jest.advanceTimersByTime(1000);
    expect(search).not.toHaveBeenCalled();
  });

  it('dispose cancels pending work', () => {
    const { controller, search } = setup();
    controller.input('lip');
    controller.dispose();
    jest.advanceTimersByTime(1000);
    expect(search).not.toHaveBeenCalled();
  });
});

describe('TypeaheadController: a slow answer', () => {
  it('marks the search stalled 500 ms after it went out, and not before', async () => {
    const { controller, calls, last } = setup();
    controller.input('lip');
    jest.advanceTimersByTime(175);
    expect(last()).toEqual({ status: 'loading', term: 'lip', results: null });
    jest.advanceTimersByTime(499);
    expect(last()?.stalled).toBeUndefined();
    jest.advanceTimersByTime(1);
    expect(last()).toEqual({ status: 'loading', term: 'lip', results: null, stalled: true });
    const answer = resultsFor('lip');
    calls[0]!.resolve(answer);
    await settle();
    expect(last()).toEqual({ status: 'ready', term: 'lip', results: answer });
  });

  it('does not mark an answer that came in time', async () => {
    const { controller, calls, states } = setup();
    controller.input('lip');
    jest.advanceTimersByTime(175 + 499);
    calls[0]!.resolve(resultsFor('lip'));
    await settle();
    jest.advanceTimersByTime(2000);
    expect(states.some((state) => state.stalled)).toBe(false);
  });

  it('does not mark a search from its superseded one\'s timer', async () => {
    const { controller, calls, states } = setup();
    controller.input('lip');
    jest.advanceTimersByTime(175 + 300);
    controller.input('lips'); // aborts the first; the second goes out 175 ms later, before the first's 500 ms are up
    jest.advanceTimersByTime(175 + 400);
    expect(calls.map((call) => call.signal.aborted)).toEqual([true, false]);
    calls[1]!.resolve(resultsFor('lips'));
    await settle();
    jest.advanceTimersByTime(2000);
    expect(states.some((state) => state.stalled)).toBe(false);
  });

  it('does not mark a dismissed search or a failed one', async () => {
    const { controller, calls, states } = setup();
    controller.input('lip');
    jest.advanceTimersByTime(175 + 100);
    controller.dismiss();
    jest.advanceTimersByTime(1000);
    controller.input('mascara');
    jest.advanceTimersByTime(175 + 100);
    calls[1]!.reject(new Error('offline'));
    await settle();
    jest.advanceTimersByTime(2000);
    expect(states.some((state) => state.stalled)).toBe(false);
    expect(controller.current.status).toBe('error');
  });

  it('leaves the last term\'s results as they are while a newer term is slow', () => {
    const { controller, calls, states } = setup();
    controller.input('lip');
    jest.advanceTimersByTime(175);
    calls[0]!.resolve(resultsFor('lip'));
    return settle().then(() => {
      controller.input('lipstick');
      jest.advanceTimersByTime(175);
      const before = states.length;
      jest.advanceTimersByTime(2000);
      expect(states.length).toBe(before);
      expect(states[before - 1]).toMatchObject({ status: 'loading', term: 'lipstick' });
    });
  });
});
