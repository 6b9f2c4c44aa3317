// The classic loader (src/loader.ts): it adds the module entry beside itself, through its own Trusted Types policy
// where the browser has Trusted Types, and that policy signs nothing but the entry's URL.

interface Rules {
  createScriptURL(url: string): string;
}

// jsdom's script elements lack `noModule`, by which the loader knows a browser that runs modules.
beforeAll(() => {
  if (!('noModule' in HTMLScriptElement.prototype)) Object.defineProperty(HTMLScriptElement.prototype, 'noModule', { configurable: true, value: false });
});

/** Runs the loader as the browser would: as the current script, from `src`. */
function runLoader(src: string): HTMLScriptElement | null {
  const current = document.createElement('script');
  current.src = src;
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => current });
  try {
    jest.isolateModules(() => require('../../src/loader'));
  } finally {
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => null });
  }
  return document.head.querySelector('script[type="module"]');
}

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as { trustedTypes?: unknown }).trustedTypes;
});

describe('classic loader', () => {
  it('adds storefront.js from its own folder as a module script', () => {
    const script = runLoader('https://cdn.example.com/sfi/1.0/preact/storefront.loader.js?v=3');
    expect(script?.src).toBe('https://cdn.example.com/sfi/1.0/preact/storefront.js');
  });

  it('with Trusted Types, signs the entry with its own policy, which refuses any other URL', () => {
    const made: Array<{ name: string; rules: Rules }> = [];
    (window as { trustedTypes?: unknown }).trustedTypes = {
      createPolicy(name: string, rules: Rules) {
        made.push({ name, rules });
        return { createScriptURL: (url: string) => rules.createScriptURL(url) };
      },
    };
    const script = runLoader('https://shop.example.com/dist/preact/storefront.loader.js');
    expect(script?.src).toBe('https://shop.example.com/dist/preact/storefront.js');
    expect(made.map(({ name }) => name)).toEqual(['storefront-islands-loader']);
    const { rules } = made[0]!;
    expect(() => rules.createScriptURL('https://evil.example/x.js')).toThrow(/only https:\/\/shop\.example\.com\/dist\/preact\/storefront\.js/);
    expect(() => rules.createScriptURL('https://shop.example.com/dist/preact/storefront.js?x')).toThrow();
  });

  it('where the page allows no such policy, hands the browser the plain URL (which decides)', () => {
    (window as { trustedTypes?: unknown }).trustedTypes = {
      createPolicy() {
        throw new TypeError('Policy "storefront-islands-loader" disallowed.');
      },
    };
    expect(runLoader('/dist/react/storefront.loader.js')?.src).toBe('http://localhost/dist/react/storefront.js');
  });

  it('where the page also enforces Trusted Types, which refuses that plain URL, adds nothing and says why once (no uncaught error)', () => {
    (window as { trustedTypes?: unknown }).trustedTypes = {
      createPolicy() {
        throw new TypeError('Policy "storefront-islands-loader" disallowed.');
      },
    };
    const src = Object.getOwnPropertyDescriptor(HTMLScriptElement.prototype, 'src')!;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    let loaded: HTMLScriptElement | null = null;
    let warned: unknown[][] = [];
    try {
      // The loader's own script element is made before the page's rule applies here, so only a module script refuses.
      Object.defineProperty(HTMLScriptElement.prototype, 'src', {
        configurable: true,
        get: src.get,
        set(this: HTMLScriptElement, value: string) {
          if (this.type === 'module') throw new TypeError("This document requires 'TrustedScriptURL' assignment.");
          src.set!.call(this, value);
        },
      });
      loaded = runLoader('/dist/preact/storefront.loader.js');
      warned = warn.mock.calls;
    } finally {
      Object.defineProperty(HTMLScriptElement.prototype, 'src', src);
      warn.mockRestore();
    }
    expect(loaded).toBeNull();
    expect(warned).toEqual([['[storefront-islands] not loaded: the page\'s Trusted Types do not allow "storefront-islands-loader".', expect.any(TypeError)]]);
  });

  it('does nothing when it is not running as a script of the page (no current script)', () => {
    jest.isolateModules(() => require('../../src/loader'));
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('does nothing in a browser without modules, which keeps the server-rendered page', () => {
    const noModule = Object.getOwnPropertyDescriptor(HTMLScriptElement.prototype, 'noModule')!;
    delete (HTMLScriptElement.prototype as { noModule?: boolean }).noModule;
    try {
      expect(runLoader('/dist/preact/storefront.loader.js')).toBeNull();
    } finally {
      Object.defineProperty(HTMLScriptElement.prototype, 'noModule', noModule);
    }
  });
});
