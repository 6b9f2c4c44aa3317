// ky, our one HTTP client, loaded with the first request in its own chunk: a page that makes no
// request never downloads it, and the entry stays within its size budget (docs/decisions.md).
import type { KyInstance } from 'ky';

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

