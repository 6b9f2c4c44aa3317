// The island runtime: finds hosts by data-widget, reads props, waits for the hydration strategy,
// loads the island lazily and mounts it; mounts hosts added later and unmounts removed ones.
import {
  type IslandDefinition,
  type IslandLoader,
  type IslandRegistry,
  type IslandServices,
  type OpenedIsland,
} from '../ui/island-context';
import { PropsError, type HostProblem, type RawProps } from '../ui/island-props';
import { adoptStyles } from './adopt-styles';
import { carryFocus } from './focus-carry';
import { warnHost } from './host-warning';
import { isHydrationStrategy, scheduleHydration } from './hydration';
import type { IslandRoot } from './island-root';
import { readHostProps } from './read-props';

type Renderer = typeof import('./island-root');
let renderer: Promise<Renderer> | undefined;
/**
 * The renderer, and with it the framework, loads with the first island rather than with boot: a page
 * without hosts never pays for it, and the request goes out beside the island's own chunk.
 */
function loadRenderer(): Promise<Renderer> {
  if (!renderer) {
    renderer = import('./island-root');
    renderer.catch(() => (renderer = undefined)); // a flaky network may do better next time
  }
  return renderer;
}

const HOST_SELECTOR = '[data-widget]';
export type HostState = 'pending' | 'mounted' | 'error';

interface HostRecord {
  cancelHydration?: () => void;
  root?: IslandRoot;
  /** Server-rendered children, put back if the island fails or is unmounted. */
  original?: DocumentFragment;
  /** Set when unmounted: a late module load must not mount it again. */
  dead: boolean;
}

interface PendingMount {
  host: HTMLElement;
  record: HostRecord;
  raw: RawProps;
}

/** Class of the hosts open() makes, so page CSS can find them. */
const ON_DEMAND_CLASS = 'sfi-on-demand';
/** Class of the notes written beside a host with `debug` on (#report). */
const PROBLEM_CLASS = 'sfi-problem';

export interface RuntimeOptions {
  registry: IslandRegistry;
  /** Services for islands, minus what the runtime supplies itself. */
  services: Omit<IslandServices, 'open' | 'hasIsland'>;
  /** Shared CSS adopted before the first island mounts. */
  baseCss?: string;
}

function setState(host: HTMLElement, state: HostState): void {
  host.setAttribute('data-widget-state', state);
}

export class IslandRuntime {
  // Private members are `#` fields: the minifier shortens their names, which it cannot do for TypeScript's `private`.
  readonly #records = new Map<HTMLElement, HostRecord>();
  /** Hosts a caller unmounted on purpose: automatic scans leave them alone. */
  readonly #parked = new WeakSet<HTMLElement>();
  /** Hosts this runtime marked `error`: automatic scans leave them so; only an explicit scan tries them again. */
  readonly #failed = new WeakSet<HTMLElement>();
  #observer: MutationObserver | null = null;
  readonly #loaded = new Map<string, Promise<IslandDefinition<any>>>();
  /** Per island whose chunk failed to load, the query its next load goes out with. */
  readonly #retryQueries = new Map<string, string>();
  #retries = 0;
  /** Per island, the hosts waiting for its module (see enqueue). */
  readonly #batches = new Map<string, PendingMount[]>();
  /** Hosts made by open(), with what settles their `closed` promise. */
  readonly #onDemand = new Map<HTMLElement, () => void>();
  readonly services: IslandServices;

  readonly #options: RuntimeOptions;

  constructor(options: RuntimeOptions) {
    this.#options = options;
    this.services = {
      ...options.services,
      open: (name, props) => this.open(name, props),
      hasIsland: (name) => Object.hasOwn(options.registry, name),
    };
  }

  /**
   * Mounts every host in `root`, then watches the document for hosts added and removed. Returns the props of the
   * hosts it took, as read for them (boot plans its load batch from these rather than read every host again).
   */
  start(root: ParentNode = document): RawProps[] {
    const read = this.scan(root);
    if (!this.#observer && typeof MutationObserver === 'function') {
      this.#observer = new MutationObserver((mutations) => this.#onMutations(mutations));
      this.#observer.observe(document.documentElement, { childList: true, subtree: true });
    }
    return read;
  }

  stop(): void {
    this.#observer?.disconnect();
    this.#observer = null;
  }

  /** Hosts in `root` (itself included). `explicit` also takes hosts a caller had unmounted, and tries failed ones again. */
  scan(root: ParentNode = document, explicit = false): RawProps[] {
    const hosts: HTMLElement[] = [];
    if (root instanceof HTMLElement && root.matches(HOST_SELECTOR)) hosts.push(root);
    root.querySelectorAll<HTMLElement>(HOST_SELECTOR).forEach((host) => hosts.push(host));
    const read: RawProps[] = [];
    for (const host of hosts) {
      if (explicit) this.#parked.delete(host);
      const props = this.#connect(host, explicit);
      if (props) read.push(props);
    }
    return read;
  }

  /** Unmounts the island on `host` and puts its server-rendered content back. */
  unmount(host: HTMLElement, park = true): void {
    const record = this.#records.get(host);
    if (park) this.#parked.add(host);
    if (!record) return;
    record.dead = true;
    record.cancelHydration?.();
    this.#records.delete(host);
    this.#teardown(host, record);
    host.removeAttribute('data-widget-state');
    this.#settleOnDemand(host);
  }

  /** Mounts an island on a new host at the end of <body>; it goes when closed. */
  open(name: string, props: RawProps = {}): OpenedIsland {
    const host = document.createElement('div');
    host.setAttribute('data-widget', name);
    host.setAttribute('data-props', JSON.stringify(props));
    host.className = ON_DEMAND_CLASS;
    const closed = new Promise<void>((resolve) => this.#onDemand.set(host, resolve));
    document.body.append(host);
    this.#connect(host);
    return { host, close: () => this.close(host), closed };
  }

  /** Closes an island opened on demand: unmounted, its host removed. */
  close(host: HTMLElement): void {
    if (!this.#onDemand.has(host)) return;
    this.unmount(host, false);
    host.remove();
    this.#settleOnDemand(host);
  }

  #settleOnDemand(host: HTMLElement): void {
    this.#onDemand.get(host)?.();
    this.#onDemand.delete(host);
  }

  /** Hosts the runtime has seen and not yet released (for diagnostics and tests). */
  get size(): number {
    return this.#records.size;
  }

  #onMutations(mutations: MutationRecord[]): void {
    let removedHost = false;
    for (const mutation of mutations) {
      mutation.addedNodes.forEach((node) => {
        if (node instanceof HTMLElement && node.isConnected) this.scan(node);
      });
      mutation.removedNodes.forEach((node) => {
        if (node instanceof HTMLElement && (node.matches(HOST_SELECTOR) || node.querySelector(HOST_SELECTOR))) removedHost = true;
      });
    }
    if (!removedHost) return;
    for (const host of [...this.#records.keys()]) {
      if (!host.isConnected) this.unmount(host, false);
    }
  }

  /**
   * Takes a host: its props when it is now waiting to mount, else undefined. The runtime owns `data-widget-state`:
   * a host it is mounting is in #records, one it marked `error` in #failed; any other host that has the attribute
   * brought it with its markup (copied from a live page) and is mounted afresh.
   */
  #connect(host: HTMLElement, explicit?: boolean): RawProps | undefined {
    if (this.#records.has(host) || this.#parked.has(host)) return;
    let pasted = host.getAttribute('data-widget-state');
    if (pasted && this.#failed.has(host)) {
      if (!explicit) return;
      pasted = null;
      // Its notes from the try that failed go; this try writes its own.
      while (host.nextElementSibling?.className == PROBLEM_CLASS) host.nextElementSibling.remove();
    }
    const name = host.getAttribute('data-widget') ?? '';
    const loader = Object.hasOwn(this.#options.registry, name) ? this.#options.registry[name] : undefined;
    if (!loader) {
      this.#refuse(host, `there is no island named "${name}". Known islands: ${Object.keys(this.#options.registry).join(', ')}.`);
      return;
    }
    const props = readHostProps(host);
    if (!props.ok) {
      this.#refuse(host, `${props.problem}; the host was left as it was.`);
      return;
    }
    const strategyName = host.getAttribute('data-hydrate') ?? 'load';
    if (!isHydrationStrategy(strategyName)) {
      this.#report(host, `data-hydrate="${strategyName}" is not one of load, idle, visible, interaction; mounting on load.`, undefined, undefined, true);
    }
    const record: HostRecord = { dead: false };
    this.#records.set(host, record);
    setState(host, 'pending');
    if (pasted) this.#report(host, `data-widget-state="${pasted}" came with the markup; mounting afresh.`, undefined, undefined, true);
    record.cancelHydration = scheduleHydration(isHydrationStrategy(strategyName) ? strategyName : 'load', host, () => {
      this.#enqueue({ host, record, raw: props.props }, name, loader);
    });
    return props.props;
  }

  /**
   * Hosts whose time has come wait here, per island, for its module and the renderer; then the whole batch mounts
   * in one synchronous pass (a page's thousand hosts of one island: one await, not a thousand).
   */
  #enqueue(item: PendingMount, name: string, loader: IslandLoader): void {
    const waiting = this.#batches.get(name);
    if (waiting) {
      waiting.push(item);
      return;
    }
    const batch = [item];
    this.#batches.set(name, batch);
    Promise.all([this.#load(name, loader), loadRenderer()]).then(
      ([definition, { renderIsland }]) => {
        this.#batches.delete(name);
        for (const { host, record, raw } of batch) {
          if (record.dead) continue;
          try {
            this.#mountNow(host, name, definition, renderIsland, raw, record);
          } catch (error) {
            // Whatever one host does, the rest of the batch still mounts.
            this.#fail(host, record, 'the island could not mount; the page goes on', error);
          }
        }
      },
      (error: unknown) => {
        this.#batches.delete(name);
        for (const { host, record } of batch) if (!record.dead) this.#fail(host, record, `the "${name}" island could not be loaded`, error);
      },
    );
  }

  #load(name: string, loader: IslandLoader): Promise<IslandDefinition<any>> {
    let promise = this.#loaded.get(name);
    if (!promise) {
      promise = loader(this.#retryQueries.get(name) ?? '').then((module) => module.default);
      // A failed chunk load may succeed later (flaky network): the failure is not kept, and the chunk is asked for
      // next time under a URL of its own (`?retry=n`), as some browsers keep a failed module download for the page's
      // life and would fail the same URL again at once (Chromium before 156).
      promise.catch(() => {
        this.#loaded.delete(name);
        this.#retryQueries.set(name, `?retry=${++this.#retries}`);
      });
      this.#loaded.set(name, promise);
    }
    return promise;
  }

  #mountNow(
    host: HTMLElement,
    name: string,
    definition: IslandDefinition<any>,
    renderIsland: Renderer['renderIsland'],
    raw: RawProps,
    record: HostRecord,
  ): void {
    let props: unknown;
    try {
      props = definition.parseProps ? definition.parseProps(raw, (problem, problems) => this.#report(host, problem, undefined, problems, true)) : {};
    } catch (error) {
      this.#fail(host, record, 'its props could not be read; the host was left as it was.', error, 'bad props: ');
      return;
    }
    adoptStyles('base', this.#options.baseCss);
    adoptStyles(name, definition.css);
    // Hosts inside go back to their server content first, so the content kept (and any copy of it) is the server's.
    if (host.firstElementChild) for (const inner of host.querySelectorAll<HTMLElement>('[data-widget-state]')) this.unmount(inner, false);
    // A shopper may be in the server's markup already (typing in its search box before the island came): the focus
    // goes over to the island's like element (focus-carry.ts).
    const active = document.activeElement;
    const focused = active && active !== document.body && host.contains(active) ? active : null;
    const original = (record.original = document.createDocumentFragment());
    for (let node = host.firstChild; node; node = host.firstChild) original.appendChild(node);
    const context = {
      ...this.services,
      host,
      onDemand: this.#onDemand.has(host),
      close: () => this.close(host),
      serverContent: () => original.cloneNode(true) as DocumentFragment,
      report: (problems: HostProblem[]) => this.#report(host, problems.map((p) => p.message).join('; '), undefined, problems, true),
    };
    try {
      record.root = renderIsland(
        context,
        definition.component,
        props as object,
        (error) => queueMicrotask(() => this.#fail(host, record, 'the island threw and was removed; the page goes on', error)),
      );
    } catch (error) {
      this.#fail(host, record, 'the island threw while mounting; the page goes on', error);
      return;
    }
    if (record.dead) return;
    if (focused) carryFocus(focused, host);
    if (host.getAttribute('data-widget-state') === 'pending') setState(host, 'mounted');
  }

  /**
   * Takes a host that failed back to its server content and refuses it. A PropsError (a MarkupError among them) is the
   * island's word that the host cannot be used as written, a merchandiser's mistake rather than a crash: it is reported
   * in its own words after `lead`, without the error (no stack). Any other error is reported as `problem`, with it.
   */
  #fail(host: HTMLElement, record: HostRecord, problem: string, error?: unknown, lead = ''): void {
    if (record.dead && this.#records.get(host) !== record) return;
    record.dead = true;
    this.#records.delete(host);
    this.#teardown(host, record);
    if (error instanceof PropsError) this.#refuse(host, `${lead}${error.message}; the host was left as it was.`, undefined, error.problems);
    else this.#refuse(host, problem, error);
  }

  /**
   * Marks a host that will not mount. A page host keeps its server content; a host open() made has none, so it
   * goes, and whoever opened it hears so through `closed`.
   */
  #refuse(host: HTMLElement, problem: string, error?: unknown, problems?: HostProblem[]): void {
    setState(host, 'error');
    this.#failed.add(host);
    this.#report(host, problem, error, problems);
    if (this.#onDemand.has(host)) host.remove();
    this.#settleOnDemand(host);
  }

  /**
   * One console warning naming the host; the same as a bubbling `sfi:problem` event on the host (detail: widget,
   * problems, whether it mounted: the catalogue's try-it box listens), and with `debug` on in the page config as
   * text beside the host, for whoever is previewing the page.
   */
  #report(host: HTMLElement, problem: string, error?: unknown, problems?: HostProblem[], mounted = false): void {
    warnHost(host, problem, error);
    // The words the page gets (the event, the note) carry the error's own (`prodcat has no product "PROD9"`): whoever
    // previews a page reads them there, and the console has the error itself.
    if (error instanceof Error && error.message) problem += ` (${error.message})`;
    problems ??= [{ message: problem }];
    const widget = host.getAttribute('data-widget');
    host.dispatchEvent(new CustomEvent('sfi:problem', { bubbles: true, detail: { widget, problems, mounted } }));
    if (!this.services.config.debug) return;
    const note = document.createElement(host.tagName == 'LI' ? 'li' : 'small');
    note.className = PROBLEM_CLASS;
    note.textContent = `${widget}: ${problem}`;
    host.after(note);
  }

  #teardown(host: HTMLElement, record: HostRecord): void {
    try {
      record.root?.unmount();
    } catch (error) {
      warnHost(host, 'unmounting threw', error);
    }
    record.root = undefined;
    if (record.original) {
      host.replaceChildren(record.original);
      record.original = undefined;
    }
  }
}

