// ky, our one HTTP client, loaded with the first request in its own chunk: a page that makes no
// request never downloads it, and the entry stays within its size budget (docs/decisions.md).
import type { KyInstance, Options } from 'ky';

let kyLoading: Promise<KyInstance> | undefined;

export function loadKy(): Promise<KyInstance> {
  kyLoading ??= import('ky').then(
    (module) => module.default,
    (error: unknown) => {
      kyLoading = undefined; // a failed chunk load may work next time
      throw error;
    },
  );
  return kyLoading;
}

export function isTimeout(error: unknown): boolean {
  return (error as Error | null)?.name === 'TimeoutError';
}

/**
 * Runs `work`, a request and the reading of its body, under one deadline of `ms`: ky's own timeout ends when the
 * headers arrive, and a body that stalls after them (a proxy, a phone losing signal) would otherwise be waited on
 * for ever, with the button that sent it busy. At the deadline the request's signal aborts and the promise rejects
 * with a `TimeoutError`; when `outer` aborts first, with its reason. Either way it rejects even if `work` ignores
 * the signal.
 */
export async function withDeadline<T>(ms: number, outer: AbortSignal | undefined, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const { signal } = controller;
  const fromOuter = () => controller.abort(outer!.reason);
  if (outer?.aborted) fromOuter();
  else outer?.addEventListener('abort', fromOuter);
  const timer = setTimeout(() => {
    const timeout = new Error(`no answer within ${ms} ms`);
    timeout.name = 'TimeoutError';
    controller.abort(timeout);
  }, ms);
  const stopped = new Promise<never>((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason));
  });
  try {
    return await Promise.race([work(signal), stopped]);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', fromOuter);
  }
}

/** ky, and what `send` does with it (the request and the reading of its body), under one deadline (withDeadline). */
export async function kyWithDeadline<T>(
  ms: number,
  outer: AbortSignal | undefined,
  send: (ky: KyInstance, options: Pick<Options, 'signal' | 'timeout' | 'retry' | 'credentials'>) => Promise<T>,
): Promise<T> {
  const ky = await loadKy();
  return withDeadline(ms, outer, (signal) => send(ky, { signal, timeout: false, retry: 0, credentials: 'same-origin' }));
}
