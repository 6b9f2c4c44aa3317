// The island runtime (docs/architecture.md): hosts, props, hydration, failures, islands on demand.
import { createElement, useEffect, useLayoutEffect, useRef } from 'react';
import { resolvePageConfig } from '../../src/config/page-config';
import { IslandRuntime } from '../../src/mount/runtime';
import { JsonRpcClient } from '../../src/rpc/client';
import { getStore } from '../../src/store/store';
import type { IslandDefinition, IslandRegistry, OpenedIsland } from '../../src/ui/island-context';
import { MarkupError, PropsError, requiredString } from '../../src/ui/island-props';
import { defineIsland, useIsland } from '../../src/ui/use-island';
import { closeBroadcastChannels, trackBroadcastChannels } from '../helpers/channels';
import { resetStore } from '../helpers/reset';
import { waitFor } from '../helpers/wait-for';

const Greeting: IslandDefinition<{ name: string }> = {
  component: ({ name }) => createElement('p', { className: 'sfi-greeting' }, `Hello ${name}`),
  parseProps: (raw) => ({ name: requiredString(raw, 'name') }),
};
function Thrower(): never {
  throw new Error('boom');
}
const Broken: IslandDefinition<object> = { component: Thrower };
function EffectThrower() {
  useEffect(() => {
    throw new Error('effect boom');
  }, []);
  return createElement('span', null, 'x');
}
const BrokenEffect: IslandDefinition<object> = { component: EffectThrower };
const HostReader: IslandDefinition<object> = {
  component: () => createElement('em', null, useIsland().host.id),
};
/** Says whether it was opened on demand, and closes itself from a button. */
const SelfCloser: IslandDefinition<object> = {
  component: () => {
    const { onDemand, close } = useIsland();
    return createElement('button', { type: 'button', onClick: () => close() }, `on demand: ${onDemand}`);
  },
};
/** Shows a copy of its host's server content, changed, inside a <section>. */
const ContentCopier: IslandDefinition<object> = {
  component: () => {
    const { serverContent } = useIsland();
    const ref = useRef<HTMLElement>(null);
    useLayoutEffect(() => {
      const copy = serverContent();
      copy.querySelector('b')?.replaceChildren('changed');
      ref.current!.append(copy);
    }, []);
    return createElement('section', { ref });
  },
};
/** A search field of its own, as the typeahead renders one in place of the server's. */
const Field: IslandDefinition<object> = {
  component: () => createElement('form', null, createElement('input', { name: 'search', defaultValue: 'foundation' }), createElement('button', null, 'Go')),
};
/** Asks the runtime which islands this build has. */
const Asker: IslandDefinition<object> = {
  component: () => {
    const { hasIsland } = useIsland();
    return createElement('i', null, ['greeting', 'waitlist-form', 'toString'].map((name) => `${name}=${hasIsland(name)}`).join(' '));
  },
};

/** Finds no part of its host's markup it can use, and says so as it renders (as the accordion does with no heading). */
const MarkupRefuser: IslandDefinition<object> = {
  component: () => {
    throw new MarkupError('the host holds no <fieldset> to work on');
  },
};

/** Throws while rendering as long as `throwing` is on (whatever it depends on is broken), then greets. */
let throwing = false;
const ThrowsFirst: IslandDefinition<object> = {
  component: () => {
    if (throwing) throw new Error('boom');
    return createElement('p', null, 'recovered');
  },
};
/** How many more times the `flaky` island's module fails to load (a network that comes back). */
let flakyFailures = 0;
/** The query each load of the `flaky` island's chunk was asked with. */
let flakyQueries: string[] = [];

let loads: Record<string, number>;
function registry(): IslandRegistry {
  loads = {};
  const counted = (name: string, def: IslandDefinition<any>) => () => {
    loads[name] = (loads[name] ?? 0) + 1;
    return Promise.resolve({ default: def });
  };
  return {
    greeting: counted('greeting', Greeting),
    broken: counted('broken', Broken),
    'broken-effect': counted('broken-effect', BrokenEffect),
    'host-reader': counted('host-reader', HostReader),
    'self-closer': counted('self-closer', SelfCloser),
    asker: counted('asker', Asker),
    'content-copier': counted('content-copier', ContentCopier),
    field: counted('field', Field),
    unloadable: () => Promise.reject(new Error('chunk failed to load')),
    'throws-first': counted('throws-first', ThrowsFirst),
    'markup-refuser': counted('markup-refuser', MarkupRefuser),
    flaky: (query) => {
      loads.flaky = (loads.flaky ?? 0) + 1;
      flakyQueries.push(query);
      return flakyFailures-- > 0 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Greeting });
    },
  };
}

function makeRuntime() {
  return new IslandRuntime({
    registry: registry(),
    services: { config: resolvePageConfig({}), rpc: new JsonRpcClient(), store: getStore(), emit: () => {}, debug: () => {} },
  });
}

const stateOf = (host: Element) => host.getAttribute('data-widget-state');
const mounted = (host: Element) => waitFor(() => expect(stateOf(host)).toBe('mounted'));

/** Follows a promise: `settled` turns true once it has resolved. */
function follow(promise: Promise<void>) {
  const seen = { settled: false };
  void promise.then(() => {
    seen.settled = true;
  });
  return seen;
}

/** Lets every queued promise callback run (no timer involved). */
async function drainMicrotasks(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** Listeners a test added to the document, removed after it so they do not hear the next test's problems. */
const removals: Array<() => void> = [];
/** Hands each `sfi:problem` the document hears until this test ends to `heard`. */
function onProblem(heard: (event: CustomEvent) => void): void {
  const listener = (event: Event) => heard(event as CustomEvent);
  document.addEventListener('sfi:problem', listener);
  removals.push(() => document.removeEventListener('sfi:problem', listener));
}

let warn: jest.SpyInstance;
let runtime: IslandRuntime;
beforeEach(() => {
  throwing = false;
  flakyFailures = 0;
  flakyQueries = [];
  trackBroadcastChannels();
  resetStore();
  document.body.innerHTML = '';
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  for (const remove of removals.splice(0)) remove();
  runtime?.stop();
  document.body.innerHTML = '';
  closeBroadcastChannels();
  resetStore();
  jest.restoreAllMocks();
});

describe('island runtime', () => {
  it('mounts hosts with props from a JSON script, data-props and data-prop-* (in that order)', async () => {
    document.body.innerHTML = `
      <div id="a" data-widget="greeting" data-props='{"name":"ignored"}'><script type="application/json">{"name":"Script"}</script></div>
      <div id="b" data-widget="greeting" data-props='{"name":"Props"}' data-prop-name="ignored"></div>
      <div id="c" data-widget="greeting" data-prop-name="Attr"></div>`;
    runtime = makeRuntime();
    runtime.start();
    for (const id of ['a', 'b', 'c']) await mounted(document.getElementById(id)!);
    expect(document.querySelector('#a')!.textContent).toBe('Hello Script');
    expect(document.querySelector('#b')!.textContent).toBe('Hello Props');
    expect(document.querySelector('#c')!.textContent).toBe('Hello Attr');
    expect(loads.greeting).toBe(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('start() hands back the props of the hosts it took, once each, for boot to plan its load batch from', async () => {
    document.body.innerHTML = `
      <div data-widget="greeting" data-props='{"name":"One","productId":"PROD1"}'></div>
      <div data-widget="greeting" data-hydrate="visible" data-prop-name="Two"></div>
      <div data-widget="greeting" data-props='{"name":'>bad JSON: not taken</div>
      <div data-widget="no-such-island" data-prop-name="Unknown"></div>`;
    runtime = makeRuntime();
    expect(runtime.start()).toEqual([{ name: 'One', productId: 'PROD1' }, { name: 'Two' }]);
    expect(runtime.scan(document)).toEqual([]); // taken already
  });

  it('warns once naming the host for bad JSON, unknown names and bad props, leaving the host as it was', async () => {
    document.body.innerHTML = `
      <div id="badjson" data-widget="greeting" data-props='{"name":'>fallback one</div>
      <div id="unknown" data-widget="no-such-island">fallback two</div>
      <div id="badprops" data-widget="greeting" data-props='{"name":""}'>fallback three</div>
      <div id="good" data-widget="greeting" data-prop-name="Ok"></div>`;
    runtime = makeRuntime();
    runtime.start();
    await mounted(document.getElementById('good')!);
    await waitFor(() => expect(stateOf(document.getElementById('badprops')!)).toBe('error'));
    expect(warn).toHaveBeenCalledTimes(3);
    const messages = warn.mock.calls.map((call) => String(call[0]));
    expect(messages.filter((m) => m.includes('<div#badjson data-widget="greeting">') && m.includes('not valid JSON'))).toHaveLength(1);
    expect(messages.filter((m) => m.includes('#unknown') && m.includes('no island named "no-such-island"'))).toHaveLength(1);
    expect(messages.filter((m) => m.includes('#badprops') && m.includes('prop "name" is required'))).toHaveLength(1);
    expect(document.getElementById('badjson')!.textContent).toBe('fallback one');
    expect(document.getElementById('unknown')!.textContent).toBe('fallback two');
    expect(document.getElementById('badprops')!.textContent).toBe('fallback three');
    for (const id of ['badjson', 'unknown', 'badprops']) expect(stateOf(document.getElementById(id)!)).toBe('error');
    expect(document.getElementById('good')!.textContent).toBe('Hello Ok');
  });

  it('reports markup an island cannot use (a MarkupError as it renders) as a host problem: its words, no stack, the host as it was', async () => {
    const details: unknown[] = [];
    onProblem((event) => details.push(event.detail));
    document.body.innerHTML = '<div id="form" data-widget="markup-refuser"><p>Sign up <b>here</b></p></div>';
    runtime = makeRuntime();
    runtime.start();
    const host = document.getElementById('form')!;
    await waitFor(() => expect(stateOf(host)).toBe('error'));
    const words = 'the host holds no <fieldset> to work on; the host was left as it was.';
    // One argument: the words alone, no error (whose stack would read as our crash, not the merchandiser's mistake).
    expect(warn.mock.calls).toEqual([[`[storefront-islands] <div#form data-widget="markup-refuser">: ${words}`]]);
    expect(details).toEqual([{ widget: 'markup-refuser', problems: [{ message: words }], mounted: false }]);
    expect(host.innerHTML).toBe('<p>Sign up <b>here</b></p>');
  });

  it('isolates an island that throws in render or in an effect: its server content returns, others keep working', async () => {
    document.body.innerHTML = `
      <div id="broken" data-widget="broken"><a href="/cart">Bag (2)</a></div>
      <div id="broken-effect" data-widget="broken-effect">server text</div>
      <div id="good" data-widget="greeting" data-prop-name="Still here"></div>`;
    runtime = makeRuntime();
    runtime.start();
    await waitFor(() => expect(stateOf(document.getElementById('broken-effect')!)).toBe('error'));
    await waitFor(() => expect(stateOf(document.getElementById('broken')!)).toBe('error'));
    expect(document.getElementById('broken')!.innerHTML).toBe('<a href="/cart">Bag (2)</a>');
    expect(document.getElementById('broken-effect')!.textContent).toBe('server text');
    await mounted(document.getElementById('good')!);
    expect(document.getElementById('good')!.textContent).toBe('Hello Still here');
    const warningsFor = (id: string) => warn.mock.calls.filter((call) => String(call[0]).includes(`<div#${id} `)).length;
    expect(warningsFor('broken')).toBe(1);
    expect(warningsFor('broken-effect')).toBe(1);
  });

  it('mounts hosts added later and unmounts removed ones', async () => {
    runtime = makeRuntime();
    runtime.start();
    const host = document.createElement('div');
    host.setAttribute('data-widget', 'greeting');
    host.setAttribute('data-prop-name', 'Late');
    document.body.append(host);
    await mounted(host);
    expect(host.textContent).toBe('Hello Late');
    expect(runtime.size).toBe(1);
    host.remove();
    await waitFor(() => expect(runtime.size).toBe(0));
  });

  it('does not mount a host twice when scanned again', async () => {
    document.body.innerHTML = `<div id="a" data-widget="greeting" data-prop-name="Once"></div>`;
    runtime = makeRuntime();
    runtime.start();
    runtime.scan(document);
    await mounted(document.getElementById('a')!);
    runtime.scan(document);
    expect(document.querySelectorAll('.sfi-greeting')).toHaveLength(1);
    expect(runtime.size).toBe(1);
    expect(loads.greeting).toBe(1);
  });

  it('mounts afresh a host whose data-widget-state came with its markup (copied from a live page), warning once naming it', async () => {
    const events: unknown[] = [];
    onProblem((event) => events.push(event.detail));
    // What DevTools' "Copy outerHTML" gives of a mounted host: the attribute and the island's rendered DOM.
    document.body.innerHTML = `<div id="pasted" data-widget="greeting" data-prop-name="Ann" data-widget-state="mounted"><p class="sfi-greeting">Hello Old</p></div>`;
    runtime = makeRuntime();
    runtime.start();
    const host = document.getElementById('pasted')!;
    await waitFor(() => expect(host.querySelector('.sfi-greeting')!.textContent).toBe('Hello Ann'));
    expect(stateOf(host)).toBe('mounted');
    expect(host.querySelectorAll('.sfi-greeting')).toHaveLength(1);
    const message = 'data-widget-state="mounted" came with the markup; mounting afresh.';
    expect(warn.mock.calls).toEqual([[`[storefront-islands] <div#pasted data-widget="greeting">: ${message}`]]);
    expect(events).toEqual([{ widget: 'greeting', problems: [{ message }], mounted: true }]);
    // A page script inserting such markup later gets the same.
    const later = document.createElement('div');
    later.setAttribute('data-widget', 'greeting');
    later.setAttribute('data-prop-name', 'Bo');
    later.setAttribute('data-widget-state', 'error');
    later.textContent = 'dead copy';
    document.body.append(later);
    await waitFor(() => expect(later.textContent).toBe('Hello Bo'));
    expect(stateOf(later)).toBe('mounted');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[1][0])).toContain('data-widget-state="error" came with the markup');
  });

  it('keeps the props of a props <script> on the live host, so a copy of it (DevTools\' "Copy outerHTML") mounts with them', async () => {
    document.body.innerHTML = `<div id="live" data-widget="greeting"><script type="application/json">{"name": "Cy"}</script><p>server</p></div>`;
    runtime = makeRuntime();
    runtime.start();
    const live = document.getElementById('live')!;
    await waitFor(() => expect(live.textContent).toBe('Hello Cy'));
    expect(live.querySelector('script')).toBeNull();
    // Pasted into the page as a merchandiser would: the island's rendered DOM, the state, and no script.
    const wrapper = document.createElement('section');
    // (Its text changed, so that what the island renders afresh can be told from what was pasted.)
    wrapper.innerHTML = live.outerHTML.replace('id="live"', 'id="copy"').replace('Hello Cy', 'Hello Old');
    document.body.append(wrapper);
    const copy = document.getElementById('copy')!;
    await waitFor(() => expect(copy.textContent).toBe('Hello Cy'));
    expect(stateOf(copy)).toBe('mounted');
    expect(warn.mock.calls).toEqual([['[storefront-islands] <div#copy data-widget="greeting">: data-widget-state="mounted" came with the markup; mounting afresh.']]);
    // Unmounted, the live host is its server content again, script and all, and reads the same props.
    runtime.unmount(live);
    expect(live.querySelector('script')!.textContent).toBe('{"name": "Cy"}');
    runtime.scan(live, true);
    await waitFor(() => expect(live.textContent).toBe('Hello Cy'));
  });

  it('leaves the hosts it marked itself as they are: a mounted host, and a failed one scanned again or moved, mount once and warn once', async () => {
    document.body.innerHTML = `
      <div id="good" data-widget="greeting" data-prop-name="Once"></div>
      <div id="bad" data-widget="greeting" data-props='{"name":""}'>kept</div>
      <div id="gone" data-widget="unloadable">kept too</div>
      <section id="elsewhere"></section>`;
    runtime = makeRuntime();
    runtime.start();
    const [good, bad, gone] = ['good', 'bad', 'gone'].map((id) => document.getElementById(id)!) as [HTMLElement, HTMLElement, HTMLElement];
    await mounted(good);
    await waitFor(() => expect(stateOf(bad)).toBe('error'));
    await waitFor(() => expect(stateOf(gone)).toBe('error'));
    expect(warn).toHaveBeenCalledTimes(2);
    runtime.scan(document);
    document.getElementById('elsewhere')!.append(good, bad, gone); // a page script moves them: the observer sees them added
    await drainMicrotasks();
    expect([stateOf(good), stateOf(bad), stateOf(gone)]).toEqual(['mounted', 'error', 'error']);
    expect(good.querySelectorAll('.sfi-greeting')).toHaveLength(1);
    expect(bad.textContent).toBe('kept');
    expect(gone.textContent).toBe('kept too');
    expect(loads.greeting).toBe(1);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('an explicit scan (StorefrontIslands.mount) tries a failed host again: its chunk now loads, its props were fixed, it no longer throws', async () => {
    flakyFailures = 1;
    throwing = true;
    document.body.innerHTML = `
      <div id="flaky" data-widget="flaky" data-prop-name="Net">server one</div>
      <div id="props" data-widget="greeting" data-props='{"name":""}'>server two</div>
      <div id="thrower" data-widget="throws-first"><a href="/cart">server three</a></div>`;
    runtime = makeRuntime();
    runtime.start();
    const [flaky, props, thrower] = ['flaky', 'props', 'thrower'].map((id) => document.getElementById(id)!) as [HTMLElement, HTMLElement, HTMLElement];
    for (const host of [flaky, props, thrower]) await waitFor(() => expect(stateOf(host)).toBe('error'));
    expect(thrower.innerHTML).toBe('<a href="/cart">server three</a>');
    expect(warn).toHaveBeenCalledTimes(3);

    props.setAttribute('data-props', '{"name":"Fixed"}');
    throwing = false;
    for (const host of [flaky, props, thrower]) runtime.scan(host, true);
    await mounted(flaky);
    await mounted(props);
    await mounted(thrower);
    expect([flaky.textContent, props.textContent, thrower.textContent]).toEqual(['Hello Net', 'Hello Fixed', 'recovered']);
    expect(loads.flaky).toBe(2);
    expect(warn).toHaveBeenCalledTimes(3);
    runtime.unmount(thrower); // the retry started from the server content the failure had put back
    expect(thrower.innerHTML).toBe('<a href="/cart">server three</a>');
  });

  it('a failed host is tried again only when asked: not by automatic scans, and once per explicit scan of a root over it', async () => {
    flakyFailures = 2;
    document.body.innerHTML = `<main><div id="flaky" data-widget="flaky" data-prop-name="Net">server</div><div id="good" data-widget="greeting" data-prop-name="Ok"></div></main>`;
    runtime = makeRuntime();
    runtime.start();
    const flaky = document.getElementById('flaky')!;
    await waitFor(() => expect(stateOf(flaky)).toBe('error'));
    await mounted(document.getElementById('good')!);
    runtime.scan(document);
    document.body.append(flaky); // moved by a page script: the observer sees it added
    await drainMicrotasks();
    expect(loads.flaky).toBe(1);
    expect(stateOf(flaky)).toBe('error');

    runtime.scan(document, true); // the network is still down: one more try, one more warning, no loop
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(stateOf(flaky)).toBe('error');
    await drainMicrotasks();
    expect(loads.flaky).toBe(2);
    expect(flaky.textContent).toBe('server');

    runtime.scan(document, true); // now it is back
    await mounted(flaky);
    expect(flaky.textContent).toBe('Hello Net');
    expect(loads.flaky).toBe(3);
    // Each try after a failure asks under a URL of its own: a browser may keep a failed download for the page's life.
    expect(flakyQueries).toEqual(['', '?retry=1', '?retry=2']);
    expect(loads.greeting).toBe(1); // the host that had mounted was left alone
    expect(document.querySelectorAll('.sfi-greeting')).toHaveLength(2);
  });

  it('gives the island its host through the context and restores server content on unmount', async () => {
    document.body.innerHTML = `<div id="reader" data-widget="host-reader">server</div>`;
    runtime = makeRuntime();
    runtime.start();
    const host = document.getElementById('reader')!;
    await mounted(host);
    expect(host.textContent).toBe('reader');
    runtime.unmount(host);
    expect(host.textContent).toBe('server');
    expect(host.hasAttribute('data-widget-state')).toBe(false);
    runtime.scan(document); // an automatic scan leaves a host the caller unmounted alone
    expect(host.hasAttribute('data-widget-state')).toBe(false);
    expect(host.textContent).toBe('server');
    runtime.scan(document, true);
    await mounted(host);
    expect(host.textContent).toBe('reader');
  });

  it('gives the island a copy of its server content; the original comes back on unmount', async () => {
    document.body.innerHTML = `<div id="copier" data-widget="content-copier"><p>Server <b>bold</b></p></div>`;
    runtime = makeRuntime();
    runtime.start();
    const host = document.getElementById('copier')!;
    await mounted(host);
    expect(host.innerHTML).toBe('<section><p>Server <b>changed</b></p></section>');
    runtime.unmount(host);
    expect(host.innerHTML).toBe('<p>Server <b>bold</b></p>');
  });

  it('hands the focus over to the island\'s like field when it replaces the server field the shopper is typing in', async () => {
    document.body.innerHTML = `<div id="search" data-widget="field" data-hydrate="interaction"><form><label>Search <input name="search"></label></form></div><input id="elsewhere">`;
    runtime = makeRuntime();
    runtime.start();
    const host = document.getElementById('search')!;
    const server = host.querySelector('input')!;
    server.focus();
    server.value = 'foun';
    server.setSelectionRange(4, 4);
    server.dispatchEvent(new Event('focusin', { bubbles: true })); // the interaction that mounts it
    await waitFor(() => expect(stateOf(host)).not.toBe('pending'));
    expect(warn.mock.calls).toEqual([]);
    await mounted(host);
    const field = host.querySelector('input')!;
    expect(field).not.toBe(server);
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([4, 4]);
  });

  it('leaves the focus alone when it was not in the host, or went elsewhere meanwhile', async () => {
    document.body.innerHTML = `<div id="search" data-widget="field" data-hydrate="interaction"><form><input name="search"></form></div><input id="elsewhere">`;
    runtime = makeRuntime();
    runtime.start();
    const host = document.getElementById('search')!;
    document.getElementById('elsewhere')!.focus();
    host.dispatchEvent(new Event('pointerenter'));
    await mounted(host);
    expect(document.activeElement!.id).toBe('elsewhere');
  });

  it('puts hosts inside a host back to their server content before the outer island takes it, so copies of it mount afresh', async () => {
    document.body.innerHTML = `<div id="outer" data-widget="content-copier"><p><span id="inner" data-widget="greeting" data-prop-name="Ann"><b>server</b></span></p></div>`;
    const inner = document.getElementById('inner')!;
    runtime = makeRuntime();
    runtime.scan(inner); // the inner island mounts first
    await mounted(inner);
    expect(inner.textContent).toBe('Hello Ann');
    runtime.start();
    const outer = document.getElementById('outer')!;
    await mounted(outer);
    // The copy holds the inner host as the server wrote it, which mounts as a host added to the page.
    const copy = outer.querySelector<HTMLElement>('section [data-widget="greeting"]')!;
    await mounted(copy);
    expect(copy.textContent).toBe('Hello Ann');
    expect(inner.isConnected).toBe(false);
    expect(inner.hasAttribute('data-widget-state')).toBe(false);
    expect(inner.innerHTML).toBe('<b>server</b>');
  });

  it('waits for interaction before mounting data-hydrate="interaction" hosts', async () => {
    document.body.innerHTML = `
      <div id="i" data-widget="greeting" data-prop-name="Now" data-hydrate="interaction">static</div>
      <div id="other" data-widget="host-reader">other</div>`;
    runtime = makeRuntime();
    runtime.start();
    await mounted(document.getElementById('other')!); // by now a host mounting on load has mounted
    const host = document.getElementById('i')!;
    expect(stateOf(host)).toBe('pending');
    expect(host.textContent).toBe('static');
    expect(loads.greeting).toBeUndefined();
    host.dispatchEvent(new Event('focusin'));
    await mounted(host);
    expect(host.textContent).toBe('Hello Now');
  });

  it('reports a PropsError thrown by parseProps as bad props', () => {
    expect(() => Greeting.parseProps!({})).toThrow(PropsError);
    expect(() => Greeting.parseProps!({})).toThrow('prop "name" is required');
  });
});

describe('islands on demand (open)', () => {
  it('mounts the island on a host it creates at the end of the body, with the props as data-props', async () => {
    document.body.innerHTML = '<main id="page"></main>';
    runtime = makeRuntime();
    runtime.start();
    const opened = runtime.open('greeting', { name: 'Dialog' });
    expect(document.body.lastElementChild).toBe(opened.host);
    expect(opened.host.getAttribute('data-widget')).toBe('greeting');
    expect(opened.host.getAttribute('data-props')).toBe('{"name":"Dialog"}');
    expect(opened.host.className).toBe('sfi-on-demand');
    await mounted(opened.host);
    expect(opened.host.textContent).toBe('Hello Dialog');
    expect(runtime.size).toBe(1);
  });

  it('tells the island it was opened on demand; a host placed on the page is not', async () => {
    document.body.innerHTML = '<div id="placed" data-widget="self-closer"></div>';
    runtime = makeRuntime();
    runtime.start();
    const opened = runtime.open('self-closer');
    await mounted(opened.host);
    await mounted(document.getElementById('placed')!);
    expect(opened.host.textContent).toBe('on demand: true');
    expect(document.getElementById('placed')!.textContent).toBe('on demand: false');
  });

  it('close() unmounts the island, removes its host and settles `closed`', async () => {
    runtime = makeRuntime();
    runtime.start();
    const opened = runtime.open('greeting', { name: 'Dialog' });
    const closed = follow(opened.closed);
    await mounted(opened.host);
    await drainMicrotasks();
    expect(closed.settled).toBe(false);
    opened.close();
    await expect(opened.closed).resolves.toBeUndefined();
    expect(opened.host.isConnected).toBe(false);
    expect(runtime.size).toBe(0);
  });

  it('runtime.close(host) does the same, and is a no-op for a host it did not open', async () => {
    document.body.innerHTML = '<div id="placed" data-widget="greeting" data-prop-name="Placed"></div>';
    runtime = makeRuntime();
    runtime.start();
    const placed = document.getElementById('placed')!;
    const opened = runtime.open('greeting', { name: 'Dialog' });
    await mounted(opened.host);
    await mounted(placed);
    runtime.close(placed);
    expect(placed.isConnected).toBe(true);
    expect(stateOf(placed)).toBe('mounted');
    runtime.close(opened.host);
    await expect(opened.closed).resolves.toBeUndefined();
    expect(opened.host.isConnected).toBe(false);
    expect(runtime.size).toBe(1);
  });

  it('an island closes itself through its context', async () => {
    runtime = makeRuntime();
    runtime.start();
    const opened = runtime.open('self-closer');
    await mounted(opened.host);
    opened.host.querySelector('button')!.click();
    await expect(opened.closed).resolves.toBeUndefined();
    expect(opened.host.isConnected).toBe(false);
    expect(runtime.size).toBe(0);
  });

  it('settles `closed` when the island is unmounted rather than closed', async () => {
    runtime = makeRuntime();
    runtime.start();
    const opened = runtime.open('greeting', { name: 'Dialog' });
    await mounted(opened.host);
    runtime.unmount(opened.host);
    await expect(opened.closed).resolves.toBeUndefined();
    expect(opened.host.hasAttribute('data-widget-state')).toBe(false);
    expect(runtime.size).toBe(0);
  });

  it('settles `closed` when a page script removes the host', async () => {
    runtime = makeRuntime();
    runtime.start();
    const opened = runtime.open('greeting', { name: 'Dialog' });
    await mounted(opened.host);
    opened.host.remove();
    await expect(opened.closed).resolves.toBeUndefined();
    expect(runtime.size).toBe(0);
  });

  it.each<[string, string, string]>([
    ['its module fails to load', 'unloadable', 'the "unloadable" island could not be loaded'],
    ['it throws while rendering', 'broken', 'the island threw'],
    ['there is no island of that name', 'no-such-island', 'there is no island named "no-such-island"'],
    ['its props are bad', 'greeting', 'bad props'],
  ])('settles `closed` and removes its host when the island fails (%s), warning once', async (_label, name, problem) => {
    runtime = makeRuntime();
    runtime.start();
    const opened: OpenedIsland = runtime.open(name);
    await expect(opened.closed).resolves.toBeUndefined();
    expect(stateOf(opened.host)).toBe('error');
    expect(opened.host.isConnected).toBe(false);
    expect(document.body.children).toHaveLength(0);
    expect(runtime.size).toBe(0);
    const warnings = warn.mock.calls.map((call) => String(call[0])).filter((m) => m.includes(`data-widget="${name}"`));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(problem);
  });

  it('settles each island of several opened at once on its own', async () => {
    runtime = makeRuntime();
    runtime.start();
    const first = runtime.open('greeting', { name: 'One' });
    const second = runtime.open('greeting', { name: 'Two' });
    const secondClosed = follow(second.closed);
    await mounted(first.host);
    await mounted(second.host);
    first.close();
    await first.closed;
    await drainMicrotasks();
    expect(secondClosed.settled).toBe(false);
    expect(second.host.textContent).toBe('Hello Two');
    second.close();
    await expect(second.closed).resolves.toBeUndefined();
  });
});

describe('services.hasIsland', () => {
  it('says whether the registry has an island of that name (own names only)', () => {
    runtime = makeRuntime();
    expect(runtime.services.hasIsland('greeting')).toBe(true);
    expect(runtime.services.hasIsland('unloadable')).toBe(true);
    expect(runtime.services.hasIsland('waitlist-form')).toBe(false);
    expect(runtime.services.hasIsland('toString')).toBe(false);
    expect(runtime.services.hasIsland('')).toBe(false);
  });

  it('reaches islands through their context', async () => {
    document.body.innerHTML = '<div id="asker" data-widget="asker"></div>';
    runtime = makeRuntime();
    runtime.start();
    const host = document.getElementById('asker')!;
    await mounted(host);
    expect(host.textContent).toBe('greeting=true waitlist-form=false toString=false');
  });
});

describe('host problems: the sfi:problem event and, with debug on, a note beside the host', () => {
  /** Takes a declared colour and a required name (through defineIsland, which checks the declaration first). */
  const Declared = defineIsland<{ name: string }>({
    component: ({ name }) => createElement('p', null, `Hello ${name}`),
    props: { name: { type: 'string', required: true, example: 'Ana' }, color: { type: 'string' } },
    parseProps: (raw) => ({ name: requiredString(raw, 'name') }),
  });

  function declaredRuntime(debug: boolean) {
    return new IslandRuntime({
      registry: { greeting: () => Promise.resolve({ default: Declared }) },
      services: { config: resolvePageConfig({ debug }), rpc: new JsonRpcClient(), store: getStore(), emit: () => {}, debug: () => {} },
    });
  }

  function listen() {
    const events: Array<{ target: string; detail: unknown }> = [];
    onProblem((event) => events.push({ target: (event.target as HTMLElement).id, detail: event.detail }));
    return events;
  }

  it('mounts a host with an unknown prop, with one warning and a bubbling event naming the prop and the near name', async () => {
    const events = listen();
    document.body.innerHTML = '<ul><li id="a" data-widget="greeting" data-props=\'{"name": "Ana", "colour": "red"}\'>server</li></ul>';
    runtime = declaredRuntime(false);
    runtime.start();
    await mounted(document.getElementById('a')!);
    const message = 'unknown prop "colour" is ignored — did you mean "color"?';
    expect(warn.mock.calls).toEqual([[`[storefront-islands] <li#a data-widget="greeting">: ${message}; the island mounted without them`]]);
    expect(events).toEqual([{ target: 'a', detail: { widget: 'greeting', problems: [{ prop: 'colour', message }], mounted: true } }]);
    expect(document.querySelector('.sfi-problem')).toBeNull();
  });

  it('reports a misspelt data-hydrate as a problem of a host that mounts anyway (on load): the warning, the event, the note', async () => {
    const events = listen();
    document.body.innerHTML = '<div id="a" data-widget="greeting" data-hydrate="onload" data-props=\'{"name": "Ana"}\'>server</div>';
    runtime = declaredRuntime(true);
    runtime.start();
    await mounted(document.getElementById('a')!);
    const message = 'data-hydrate="onload" is not one of load, idle, visible, interaction; mounting on load.';
    expect(warn.mock.calls).toEqual([[`[storefront-islands] <div#a data-widget="greeting">: ${message}`]]);
    expect(events).toEqual([{ target: 'a', detail: { widget: 'greeting', problems: [{ message }], mounted: true } }]);
    expect(document.querySelector('.sfi-problem')!.textContent).toBe(`greeting: ${message}`);
  });

  it('with debug on, writes each problem beside its host as text (an <li> in a list), for a mounted and a refused host alike', async () => {
    const events = listen();
    document.body.innerHTML = `<ul><li id="a" data-widget="greeting" data-props='{"name": "<b>Ana</b>", "colour": "<img src=x>"}'>server</li></ul>
      <p><span id="b" data-widget="greeting">kept</span></p>
      <div id="c" data-widget="no-such">kept too</div>`;
    runtime = declaredRuntime(true);
    runtime.start();
    await mounted(document.getElementById('a')!);
    await waitFor(() => expect(stateOf(document.getElementById('b')!)).toBe('error'));
    const notes = [...document.querySelectorAll('.sfi-problem')].map((note) => [note.tagName, note.previousElementSibling!.id, note.textContent]);
    expect(notes).toEqual([
      ['LI', 'a', 'greeting: unknown prop "colour" is ignored — did you mean "color"?; the island mounted without them'],
      ['SMALL', 'b', 'greeting: bad props: prop "name" is required, like "Ana"; the host was left as it was.'],
      ['SMALL', 'c', 'no-such: there is no island named "no-such". Known islands: greeting.'],
    ]);
    expect(document.querySelector('.sfi-problem img, .sfi-problem b')).toBeNull();
    expect(document.getElementById('b')!.textContent).toBe('kept');
    expect(events.map((e) => e.detail)).toEqual([
      { widget: 'no-such', problems: [{ message: 'there is no island named "no-such". Known islands: greeting.' }], mounted: false },
      { widget: 'greeting', problems: [{ prop: 'colour', message: 'unknown prop "colour" is ignored — did you mean "color"?' }], mounted: true },
      { widget: 'greeting', problems: [{ prop: 'name', message: 'prop "name" is required, like "Ana"' }], mounted: false },
    ]);
  });

  it('with debug on, a failed host tried again loses the notes of the try that failed', async () => {
    document.body.innerHTML = `<p><span id="b" data-widget="greeting">kept</span><span id="next">next</span></p>`;
    runtime = declaredRuntime(true);
    runtime.start();
    const host = document.getElementById('b')!;
    await waitFor(() => expect(stateOf(host)).toBe('error'));
    expect(host.nextElementSibling!.className).toBe('sfi-problem');
    host.setAttribute('data-prop-name', 'Ana');
    runtime.scan(host, true);
    await mounted(host);
    expect(host.textContent).toBe('Hello Ana');
    expect(document.querySelector('.sfi-problem')).toBeNull();
    expect(host.nextElementSibling!.id).toBe('next');
  });
});
