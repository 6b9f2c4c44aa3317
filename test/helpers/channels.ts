// Test helper: the real Node BroadcastChannel, with two changes for isolation between test files,
// which share one Node process (and so one set of channels) when jest runs them in one worker:
// - channel names get a suffix unique to this test file, so a store left open by another file
//   (whose document is already gone) never hears this file's messages, nor this file's stores its;
// - every channel opened while tracking is on is closed afterwards.
// Two channels opened here under the same name still talk to each other exactly as in a browser.
import { resetStore } from './reset';

const FILE_SUFFIX = `#test-file-${Math.random().toString(36).slice(2)}`;
const opened: BroadcastChannel[] = [];
let original: typeof BroadcastChannel | undefined;

export function trackBroadcastChannels(): void {
  original = globalThis.BroadcastChannel;
  const Real = original;
  class TrackedBroadcastChannel extends Real {
    constructor(name: string) {
      super(name + FILE_SUFFIX);
      opened.push(this);
    }
  }
  globalThis.BroadcastChannel = TrackedBroadcastChannel as typeof BroadcastChannel;
}

export function closeBroadcastChannels(): void {
  for (const channel of opened.splice(0)) channel.close();
  if (original) globalThis.BroadcastChannel = original;
}

/**
 * Every test of the calling file (or describe block) starts on a fresh page: no page singletons, no cookies,
 * broadcast channels of its own, all closed afterwards.
 */
export function freshPageEachTest(): void {
  beforeEach(() => {
    trackBroadcastChannels();
    resetStore();
  });
  afterEach(() => {
    closeBroadcastChannels();
    resetStore();
  });
}
