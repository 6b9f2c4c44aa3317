// Waiting for the island on another host to mount (src/ui/when-mounted.ts): the runtime's
// data-widget-state attribute says when.
import { whenMounted } from '../../src/ui/when-mounted';

/**
 * Resolves once the next attribute change of `host` has been delivered to mutation observers. Made before
 * the change, so whenMounted's own observer (if still listening) has been called by the time it resolves.
 */
function attributeChangeDelivered(host: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(host, { attributes: true });
  });
}

/** Sets an attribute of `host` and waits until observers have heard of it. */
async function setAndDeliver(host: Element, name: string, value: string): Promise<void> {
  const delivered = attributeChangeDelivered(host);
  host.setAttribute(name, value);
  await delivered;
}

function makeHost(state?: string): HTMLElement {
  const host = document.createElement('div');
  host.setAttribute('data-widget', 'product-card');
  if (state) host.setAttribute('data-widget-state', state);
  document.body.append(host);
  return host;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('whenMounted', () => {
  it('runs at once, synchronously, for a host already mounted', () => {
    const then = jest.fn();
    const stop = whenMounted(makeHost('mounted'), then);
    expect(then).toHaveBeenCalledTimes(1);
    stop(); // stopping afterwards is harmless
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits while the host is pending, and runs once when it mounts', async () => {
    const host = makeHost('pending');
    const then = jest.fn();
    whenMounted(host, then);
    expect(then).not.toHaveBeenCalled();
    await setAndDeliver(host, 'data-widget-state', 'mounted');
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits for a host the runtime has not reached yet (no state at all)', async () => {
    const host = makeHost();
    const then = jest.fn();
    whenMounted(host, then);
    await setAndDeliver(host, 'data-widget-state', 'pending');
    expect(then).not.toHaveBeenCalled();
    await setAndDeliver(host, 'data-widget-state', 'mounted');
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('does not run for an island that failed, nor for other attribute changes', async () => {
    const host = makeHost('pending');
    const then = jest.fn();
    whenMounted(host, then);
    await setAndDeliver(host, 'data-widget-state', 'error');
    await setAndDeliver(host, 'class', 'mounted');
    await setAndDeliver(host, 'data-props', '{"state":"mounted"}');
    expect(then).not.toHaveBeenCalled();
  });

  it('with orFailed, runs for an island that failed too (its server content is back)', async () => {
    const host = makeHost('pending');
    const then = jest.fn();
    whenMounted(host, then, true);
    await setAndDeliver(host, 'data-widget-state', 'error');
    expect(then).toHaveBeenCalledTimes(1);
    const failed = jest.fn();
    whenMounted(makeHost('error'), failed, true);
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('runs only once, even when the host mounts again (unmounted and remounted)', async () => {
    const host = makeHost('pending');
    const then = jest.fn();
    whenMounted(host, then);
    await setAndDeliver(host, 'data-widget-state', 'mounted');
    await setAndDeliver(host, 'data-widget-state', 'pending');
    await setAndDeliver(host, 'data-widget-state', 'mounted');
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('never runs once stopped', async () => {
    const host = makeHost('pending');
    const then = jest.fn();
    const stop = whenMounted(host, then);
    stop();
    await setAndDeliver(host, 'data-widget-state', 'mounted');
    expect(then).not.toHaveBeenCalled();
  });

  it('follows each host on its own', async () => {
    const first = makeHost('pending');
    const second = makeHost('pending');
    const thenFirst = jest.fn();
    const thenSecond = jest.fn();
    whenMounted(first, thenFirst);
    whenMounted(second, thenSecond);
    await setAndDeliver(second, 'data-widget-state', 'mounted');
    expect(thenFirst).not.toHaveBeenCalled();
    expect(thenSecond).toHaveBeenCalledTimes(1);
  });
});
