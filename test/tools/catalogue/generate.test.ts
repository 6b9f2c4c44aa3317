// docs/widgets.md and the demo's catalogue data are generated from the islands' declarations and committed:
// this fails while either is stale. dist/storefront.d.ts (written at build) must compile and type a page script.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { generate, OUTPUTS } from '../../../tools/catalogue/generate';
import { islands as registry } from '../../../src/widgets/registry';

let texts: Awaited<ReturnType<typeof generate>>;
beforeAll(async () => {
  texts = await generate();
});

describe('generated from the declarations', () => {
  it.each(['docs', 'demo'] as const)('the committed %s file is up to date (run `npm run docs:widgets`)', (key) => {
    expect(readFileSync(OUTPUTS[key], 'utf8')).toBe(texts[key]);
  });

  it('docs/widgets.md has a section with a props table for every island, and keeps the prose of about.md', () => {
    const sections = [...texts.docs.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    // In the registry's order, then the footer's sections.
    expect(sections).toEqual([...Object.keys(registry), 'Hash triggers', 'Global API (legacy page scripts)']);
    expect(sections).toContain('product-card');
    expect(texts.docs).toContain("| `productId` | string | yes | — | any | the product's id, `PROD345` or `345` |");
    expect(texts.docs).toContain('| `variant` | string | no | `sticky` | `sticky`, `nav` |');
    expect(texts.docs).toContain('**Presets** (`preset` prop)');
  });

  it('dist/storefront.d.ts types the global API (the same members as the bundle\'s), the events and each island\'s props', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sfi-dts-'));
    try {
      writeFileSync(join(dir, 'storefront.d.ts'), texts.dts);
      writeFileSync(join(dir, 'page.ts'), `
        import type { StorefrontIslandsApi } from './storefront';
        import type { StorefrontIslandsApi as Bundle } from ${JSON.stringify(join(process.cwd(), 'src/mount/global-api'))};
        type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
        export const sameMembers: Same<keyof Bundle, keyof StorefrontIslandsApi> = true;
        const api = window.StorefrontIslands!;
        api.open('product-card', { productId: 'PROD1', headingLevel: 3, quickView: false });
        api.open('loyalty-join', { variant: 'nav' });
        api.open('loyalty-nav', { links: [{ href: '#offers', label: 'Offers' }] });
        // @ts-expect-error an unknown prop
        api.open('product-card', { productId: 'PROD1', colour: 'red' });
        // @ts-expect-error productId is required
        api.open('product-card', {});
        // @ts-expect-error not one of the variants
        api.open('loyalty-join', { variant: 'modal' });
        // @ts-expect-error no such island
        api.open('no-such-island');
        api.on('cart:added', (detail) => detail.itemCount.toFixed());
        api.on('sfi:problem', (detail) => detail.problems.map((p) => p.prop ?? p.message));
        document.addEventListener('sfi:ready', (event) => event.detail.version.trim());
        document.querySelector('div')!.addEventListener('sfi:sku', (event) => event.detail.skuId.trim());
        api.on('waitlist:failed', (detail) => detail.text.trim() + detail.lastSource.trim());
        document.addEventListener('sfi:video:ended', (event) => event.detail.duration.toFixed());
      `);
      const program = ts.createProgram([join(dir, 'page.ts')], {
        strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'], jsx: ts.JsxEmit.ReactJSX, skipLibCheck: true, types: [],
      });
      const problems = ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName.replace(dir, '') ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('dist/storefront.d.ts types every event an island or boot emits on document', () => {
    const typed = [.../interface StorefrontEvents \{([^]*?)\n\}/.exec(texts.dts)![1]!.matchAll(/^  '?([\w:-]+)'?:/gm)].map((m) => m[1]);
    // Islands and boot emit through the runtime's `emit` (mount/events.ts); the video core's `emit` is its own.
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !file.startsWith(join('video', 'core')));
    const emitted = new Set(files.flatMap((file) => [...readFileSync(join('src', file), 'utf8').matchAll(/\bemit\('([\w:-]+)'/g)].map((m) => m[1])));
    expect(emitted.size).toBeGreaterThanOrEqual(12);
    expect([...emitted].filter((name) => !typed.includes(name))).toEqual([]);
  });
});
