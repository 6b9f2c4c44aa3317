// jsdom has no media playback: HTMLMediaElement methods throw "not implemented". Stub them so
// components can call play()/pause()/load(); real playback is tested in the browser suite.
if (typeof HTMLMediaElement !== 'undefined') {
  Object.defineProperty(HTMLMediaElement.prototype, 'play', { configurable: true, value: () => Promise.resolve() });
  Object.defineProperty(HTMLMediaElement.prototype, 'pause', { configurable: true, value: () => {} });
  Object.defineProperty(HTMLMediaElement.prototype, 'load', { configurable: true, value: () => {} });
}
