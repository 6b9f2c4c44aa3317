import { createElement, useEffect } from 'react';
import { IslandRuntime } from '../../src/mount/runtime';
import type { IslandDefinition, IslandRegistry } from '../../src/ui/island-context';
import { PropsError, requiredString } from '../../src/ui/island-props';
import { useIsland } from '../../src/ui/use-island';
import { getStore } from '../../src/store/store';
import { resolvePageConfig } from '../../src/config/page-config';
import { JsonRpcClient } from '../../src/rpc/client';
import { waitFor } from '../setup/wait-for';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

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
  };
}

function makeRuntime() {
  const runtime = new IslandRuntime({
    registry: registry(),
    services: { config: resolvePageConfig({}), rpc: new JsonRpcClient(), store: getStore(), emit: () => {}, debug: () => {} },
  });
  return runtime;
}

let warn: jest.SpyInstance;
let runtime: IslandRuntime;
beforeEach(() => {
  document.body.innerHTML = '';
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  runtime?.stop();
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
    await flush();
    expect(document.querySelector('#a')!.textContent).toBe('Hello Script');
    expect(document.querySelector('#b')!.textContent).toBe('Hello Props');
    expect(document.querySelector('#c')!.textContent).toBe('Hello Attr');
    for (const id of ['a', 'b', 'c']) expect(document.getElementById(id)!.getAttribute('data-widget-state')).toBe('mounted');
    expect(loads.greeting).toBe(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once naming the host for bad JSON, unknown names and bad props, leaving the host as it was', async () => {
    document.body.innerHTML = `
      <div id="badjson" data-widget="greeting" data-props='{"name":'>fallback one</div>
      <div id="unknown" data-widget="no-such-island">fallback two</div>
      <div id="badprops" data-widget="greeting" data-props='{"name":""}'>fallback three</div>
      <div id="good" data-widget="greeting" data-prop-name="Ok"></div>`;
    runtime = makeRuntime();
    runtime.start();
    await flush();
    expect(warn).toHaveBeenCalledTimes(3);
    const messages = warn.mock.calls.map((call) => String(call[0]));
    expect(messages.some((m) => m.includes('<div#badjson data-widget="greeting">') && m.includes('not valid JSON'))).toBe(true);
    expect(messages.some((m) => m.includes('#unknown') && m.includes('no island named "no-such-island"'))).toBe(true);
    expect(messages.some((m) => m.includes('#badprops') && m.includes('prop "name" is required'))).toBe(true);
    expect(document.getElementById('badjson')!.textContent).toBe('fallback one');
    expect(document.getElementById('unknown')!.textContent).toBe('fallback two');
    expect(document.getElementById('badprops')!.textContent).toBe('fallback three');
    for (const id of ['badjson', 'unknown', 'badprops']) expect(document.getElementById(id)!.getAttribute('data-widget-state')).toBe('error');
    expect(document.getElementById('good')!.textContent).toBe('Hello Ok');
  });

  it('isolates an island that throws in render or in an effect: its server content returns, others keep working', async () => {
    document.body.innerHTML = `
      <div id="broken" data-widget="broken"><a href="/cart">Bag (2)</a></div>
      <div id="broken-effect" data-widget="broken-effect">server text</div>
      <div id="good" data-widget="greeting" data-prop-name="Still here"></div>`;
    runtime = makeRuntime();
    runtime.start();
    await waitFor(() => expect(document.getElementById('broken-effect')!.getAttribute('data-widget-state')).toBe('error'));
    expect(document.getElementById('broken')!.getAttribute('data-widget-state')).toBe('error');
    expect(document.getElementById('broken')!.innerHTML).toBe('<a href="/cart">Bag (2)</a>');
    expect(document.getElementById('broken-effect')!.getAttribute('data-widget-state')).toBe('error');
    expect(document.getElementById('broken-effect')!.textContent).toBe('server text');
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
    await flush();
    await flush();
    expect(host.textContent).toBe('Hello Late');
    expect(runtime.size).toBe(1);
    host.remove();
    await flush();
    expect(runtime.size).toBe(0);
  });

  it('does not mount a host twice when scanned again', async () => {
    document.body.innerHTML = `<div id="a" data-widget="greeting" data-prop-name="Once"></div>`;
    runtime = makeRuntime();
    runtime.start();
    runtime.scan(document);
    await flush();
    runtime.scan(document);
    await flush();
    expect(document.querySelectorAll('.sfi-greeting')).toHaveLength(1);
  });

  it('gives the island its host through the context and restores server content on unmount', async () => {
    document.body.innerHTML = `<div id="reader" data-widget="host-reader">server</div>`;
    runtime = makeRuntime();
    runtime.start();
    await flush();
    const host = document.getElementById('reader')!;
    expect(host.textContent).toBe('reader');
    runtime.unmount(host);
    expect(host.textContent).toBe('server');
    expect(host.hasAttribute('data-widget-state')).toBe(false);
    runtime.scan(document); // an automatic scan leaves a host the caller unmounted alone
    await flush();
    expect(host.textContent).toBe('server');
    runtime.scan(document, true);
    await flush();
    expect(host.textContent).toBe('reader');
  });

  it('waits for interaction before mounting data-hydrate="interaction" hosts', async () => {
    document.body.innerHTML = `<div id="i" data-widget="greeting" data-prop-name="Now" data-hydrate="interaction">static</div>`;
    runtime = makeRuntime();
    runtime.start();
    await flush();
    const host = document.getElementById('i')!;
    expect(host.getAttribute('data-widget-state')).toBe('pending');
    expect(loads.greeting).toBeUndefined();
    host.dispatchEvent(new Event('focusin'));
    await flush();
    expect(host.textContent).toBe('Hello Now');
  });

  it('opens an island on demand at the end of the body', async () => {
    runtime = makeRuntime();
    runtime.start();
    const opened = runtime.open('greeting', { name: 'Dialog' });
    await flush();
    expect(document.body.lastElementChild).toBe(opened.host);
    expect(opened.host.textContent).toBe('Hello Dialog');
    opened.close();
    await flush();
    expect(opened.host.isConnected).toBe(false);
    expect(runtime.size).toBe(0);
  });

  it('reports a PropsError thrown by parseProps as bad props', () => {
    expect(() => Greeting.parseProps!({})).toThrow(PropsError);
  });
});
