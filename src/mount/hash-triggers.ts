// Hash triggers in boot (docs/requirements.md §2.2): only a listener and the names of the hashes that open a
// dialog; what each opens (hash-routes.ts) and the dialogs (hash-dialogs.ts) load with the first such hash.
import type { OpenIsland } from './hash-dialogs';

/** Every hash hash-routes.ts routes (test/mount/hash-routes.test.ts keeps the two in step). */
export const TRIGGER_HASH = /^#(?:sign-in|new-account|blue_ocean(?:_women|_men)?|foundation_finder)$/;

export function watchHashTriggers(open: OpenIsland, win: Window = window): () => void {
  let dialogs: Promise<typeof import('./hash-dialogs')> | undefined;
  const check = () => {
    const hash = win.location.hash;
    const seenAt = Date.now();
    if (!dialogs && !TRIGGER_HASH.test(hash)) return;
    dialogs ??= import('./hash-dialogs');
    void dialogs.then((module) => module.hashSeen(open, win, hash, seenAt));
  };
  win.addEventListener('hashchange', check);
  check();
  return () => win.removeEventListener('hashchange', check);
}
