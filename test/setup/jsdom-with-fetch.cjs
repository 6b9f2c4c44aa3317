// jsdom lacks fetch, TextEncoder, streams and BroadcastChannel: lend Node's own to the test window.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob',
  'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder',
  'ReadableStream', 'WritableStream', 'TransformStream', 'structuredClone', 'BroadcastChannel',
];

let files = 0;

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    // Test files run one after another in a worker, which is one Node process and so one set of broadcast channels: a
    // store a file left open would hear the next file's stores (each page tells the others as it starts) after its
    // document has gone. Each file's channels get names of their own, and are closed when the file is done.
    // (test/helpers/channels.ts goes further for the files that want a fresh page, and channels, per test.)
    const suffix = `#file-${++files}`;
    const opened = (this.openedChannels = []);
    const Real = globalThis.BroadcastChannel;
    this.global.BroadcastChannel = class FileBroadcastChannel extends Real {
      constructor(name) {
        super(`${name}${suffix}`);
        opened.push(this);
      }
    };
  }

  async teardown() {
    for (const channel of this.openedChannels.splice(0)) channel.close();
    await super.teardown();
  }
}

module.exports = JsdomWithFetchEnvironment;
