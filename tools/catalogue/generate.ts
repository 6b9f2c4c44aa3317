// `npm run docs:widgets`: writes docs/widgets.md and demo/pages/widgets-catalogue.json from the islands'
// declarations (test/tools/catalogue/generate.test.ts fails while either is stale). `--dts` (run by `npm run build`)
// writes dist/storefront.d.ts instead.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { islands as registry } from '../../src/widgets/registry';
import { loadIslands, ROOT } from './declarations';
import { catalogueData, storefrontDts, widgetsMarkdown } from './outputs';

export const OUTPUTS = {
  docs: 'docs/widgets.md',
  demo: 'demo/pages/widgets-catalogue.json',
  dts: 'dist/storefront.d.ts',
} as const;

/** The text of each output, from the declarations on disk. */
export async function generate(): Promise<Record<keyof typeof OUTPUTS, string>> {
  const islands = await loadIslands();
  return {
    docs: widgetsMarkdown(islands, Object.keys(registry)),
    demo: `${JSON.stringify(catalogueData(islands), null, 2)}\n`,
    dts: storefrontDts(islands),
  };
}

async function main(): Promise<void> {
  const texts = await generate();
  const which = process.argv.includes('--dts') ? (['dts'] as const) : (['docs', 'demo'] as const);
  for (const key of which) {
    const path = join(ROOT, OUTPUTS[key]);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, texts[key]);
    console.log(`wrote ${OUTPUTS[key]}`);
  }
}

if (process.argv[1]?.endsWith('generate.ts')) void main();
