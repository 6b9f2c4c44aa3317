import { describe, expect, it } from '@jest/globals';
import { islandsInMarkup, modulePreloadLinks, scriptTag, type BundleManifest } from '../../../demo/html/script-tag';

const MANIFEST: BundleManifest = {
  files: {
    'storefront.js': { integrity: 'sha384-ENTRY' },
    'storefront.loader.js': { integrity: 'sha384-LOADER' },
    'islands/typeahead-A.js': { integrity: 'sha384-TA' },
    'islands/product-card-B.js': { integrity: 'sha384-PC' },
    'chunks/framework-C.js': { integrity: 'sha384-FW' },
    'chunks/boot-D.js': { integrity: 'sha384-BOOT' },
  },
  preload: { typeahead: ['islands/typeahead-A.js', 'chunks/framework-C.js'], 'product-card': ['islands/product-card-B.js', 'chunks/framework-C.js'] },
  entryImports: ['chunks/boot-D.js'],
};

describe('scriptTag', () => {
  it('renders the module entry with its integrity and crossorigin', () => {
    expect(String(scriptTag('https://cdn.example.com/sfi/0.1.0/preact/', MANIFEST)))
      .toBe('<script type="module" src="https://cdn.example.com/sfi/0.1.0/preact/storefront.js" integrity="sha384-ENTRY" crossorigin="anonymous"></script>');
  });

  it('renders the classic loader, deferred, with its own integrity', () => {
    expect(String(scriptTag('/dist/react/', MANIFEST, 'storefront.loader.js')))
      .toBe('<script src="/dist/react/storefront.loader.js" defer integrity="sha384-LOADER" crossorigin="anonymous"></script>');
  });

  it('goes without integrity when there is no manifest (a flavour not built)', () => {
    expect(String(scriptTag('/dist/preact/', null))).toBe('<script type="module" src="/dist/preact/storefront.js"></script>');
  });

  it('escapes the base', () => {
    expect(String(scriptTag('/x"y/', null))).toBe('<script type="module" src="/x&quot;y/storefront.js"></script>');
  });
});

describe('islandsInMarkup', () => {
  it('names each island once, in order, leaving out hosts that wait for interaction', () => {
    const markup = `<div data-widget="typeahead" data-hydrate="idle"></div>
      <li class="tile" data-widget="product-card" data-hydrate="visible"><script type="application/json">{}</script></li>
      <span data-widget="cart-count"></span><li data-widget="product-card"></li>
      <div data-hydrate="interaction" data-widget="quiz"></div>
      <a href="/x" data-widget="overlay-link" data-prop-title="Sign in">Sign in</a>
      <p>data-widget="not-a-host"</p>`;
    expect(islandsInMarkup(markup)).toEqual(['typeahead', 'product-card', 'cart-count', 'overlay-link']);
  });
});

describe('modulePreloadLinks', () => {
  it('links the entry\'s imports and each island\'s chunks once, with their integrity', () => {
    expect(String(modulePreloadLinks('/dist/preact/', MANIFEST, ['typeahead', 'product-card', 'unknown-island'])).split('\n').map((l) => l.trim()).filter(Boolean)).toEqual([
      '<link rel="modulepreload" href="/dist/preact/chunks/boot-D.js" integrity="sha384-BOOT" crossorigin="anonymous">',
      '<link rel="modulepreload" href="/dist/preact/islands/typeahead-A.js" integrity="sha384-TA" crossorigin="anonymous">',
      '<link rel="modulepreload" href="/dist/preact/chunks/framework-C.js" integrity="sha384-FW" crossorigin="anonymous">',
      '<link rel="modulepreload" href="/dist/preact/islands/product-card-B.js" integrity="sha384-PC" crossorigin="anonymous">',
    ]);
  });

  it('links nothing without a manifest', () => {
    expect(String(modulePreloadLinks('/dist/preact/', null, ['typeahead']))).toBe('');
  });
});
