// When a host mounts (src/mount/hydration.ts): `visible` hosts share one IntersectionObserver, start once, and a
// cancelled host never starts.
import { scheduleHydration as schedule, type HydrationStrategy } from '../../src/mount/hydration';

/** A stand-in for the browser's observer: the test says which targets intersect. */
class FakeObserver {
  static made: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;
  constructor(
    private readonly callback: (entries: Array<Pick<IntersectionObserverEntry, 'target' | 'isIntersecting'>>) => void,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.made.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.disconnected = true;
    this.targets.clear();
  }
  /** What the browser reports at a frame: each target given, intersecting or not. */
  report(entries: Array<[Element, boolean]>) {
    this.callback(entries.map(([target, isIntersecting]) => ({ target, isIntersecting })));
  }
}

/** Every schedule of a test, cancelled after it: the module's one observer outlives a test otherwise. */
let cancels: Array<() => void> = [];
function scheduleHydration(strategy: HydrationStrategy, host: HTMLElement, start: () => void): () => void {
  const cancel = schedule(strategy, host, start);
  cancels.push(cancel);
  return cancel;
}

const hosts = (count: number) => Array.from({ length: count }, () => document.body.appendChild(document.createElement('div')));

beforeEach(() => {
  FakeObserver.made = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
});
afterEach(() => {
  cancels.forEach((cancel) => cancel());
  cancels = [];
  FakeObserver.made.forEach((observer) => expect(observer.disconnected).toBe(true));
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  document.body.innerHTML = '';
});

describe('data-hydrate="visible"', () => {
  it('watches every host with one observer (200px ahead) and starts each once, as it comes into view', () => {
    const list = hosts(500);
    const started: number[] = [];
    list.forEach((host, i) => scheduleHydration('visible', host, () => started.push(i)));
    expect(FakeObserver.made).toHaveLength(1);
    const [observer] = FakeObserver.made;
    expect(observer!.options).toEqual({ rootMargin: '200px' });
    expect(observer!.targets.size).toBe(500);

    observer!.report([[list[0]!, true], [list[1]!, false], [list[0]!, true]]);
    expect(started).toEqual([0]);
    observer!.report([[list[0]!, true], [list[1]!, true], [list[2]!, true]]);
    expect(started).toEqual([0, 1, 2]);
    expect(observer!.targets.size).toBe(497);
  });

  it('lets the observer go once no host waits, and makes a new one for hosts that come later', () => {
    const [a, b] = hosts(2);
    const started: string[] = [];
    scheduleHydration('visible', a!, () => started.push('a'));
    FakeObserver.made[0]!.report([[a!, true]]);
    expect(FakeObserver.made[0]!.disconnected).toBe(true);
    scheduleHydration('visible', b!, () => started.push('b'));
    expect(FakeObserver.made).toHaveLength(2);
    FakeObserver.made[1]!.report([[b!, true]]);
    expect(started).toEqual(['a', 'b']);
  });

  it('never starts a cancelled host; the others still start', () => {
    const [a, b] = hosts(2);
    const started: string[] = [];
    const cancelA = scheduleHydration('visible', a!, () => started.push('a'));
    scheduleHydration('visible', b!, () => started.push('b'));
    cancelA();
    const [observer] = FakeObserver.made;
    expect(observer!.targets.has(a!)).toBe(false);
    observer!.report([[a!, true], [b!, true]]);
    expect(started).toEqual(['b']);
  });

  it('a host scheduled again starts once, and the first schedule’s cancel no longer touches it', () => {
    const [a] = hosts(1);
    const started: string[] = [];
    const cancelFirst = scheduleHydration('visible', a!, () => started.push('first'));
    scheduleHydration('visible', a!, () => started.push('second'));
    cancelFirst();
    const observer = FakeObserver.made.at(-1)!;
    expect(observer.targets.has(a!)).toBe(true);
    observer.report([[a!, true]]);
    expect(started).toEqual(['second']);
  });

  it('starts at once where the browser has no IntersectionObserver', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    const start = jest.fn();
    scheduleHydration('visible', hosts(1)[0]!, start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
