// Prints the gzip size of every output file per flavour; with --check, fails when a budget is exceeded.
// Budgets are bytes (stable), never times. "Boot" = the entry plus every chunk it imports statically,
// i.e. what a page downloads before any island or call is needed.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { requireFreshDist } from '../build/dist-fresh.mjs';

const KB = 1024;
/**
 * Budgets, preact flavour, gzip bytes (docs/architecture.md, "Builds and budgets"). Keys: "boot" and every island of
 * the manifest; the check fails for an island without a budget and for a budget whose island was not built.
 */
export const BUDGETS = {
  boot: 12 * KB, // runtime, store, rpc; the framework loads with the first island
  'cart-count': 6 * KB,
  'csr-header': 6 * KB,
  typeahead: 6.25 * KB, // 6 KB until a slow search said "Searching…" and the active option kept its mark in forced colours (docs/decisions.md "Forced colours")
  'recent-searches': 6 * KB,
  'search-results': 11.3125 * KB, // 11.25 KB until content zones later than the results came below them (docs/decisions.md "What moves while islands arrive"); 10.75 KB until Back from a product kept the shopper's place (ui/place-in-history.ts, its own chunk: docs/decisions.md "The place on Back"); 10.5 KB until its page fitted a phone-width window at double text size (docs/decisions.md "Text spacing and zoom"); 10 KB until a failed search kept its page consistent (docs/decisions.md "Search failures"); 10.25 KB until the sort menu kept the focus and "More" put it on the values it brought
  'product-card': 8.0625 * KB, // 8 KB until it sat at its budget to the byte, and the hashed names of the chunks it imports moved its gzip by 3 bytes with no byte of its code changed; 8.03125 until the heart showed its call out and it sat at that to the byte (docs/decisions.md "All islands together")
  'product-grid': 6 * KB,
  'quick-view': 6.25 * KB, // 6 KB until the shared dialog kept a fetched page to read at its start (docs/decisions.md "The modal loader: a fetched page to read is read from its start")
  'add-to-bag': 8 * KB,
  favorite: 6 * KB,
  'pwp-popup': 6 * KB,
  'overlay-link': 6.75 * KB, // 6.5 KB until a fetched page to read kept the focus at its start and DOMPurify's failed chunk was asked for under a new URL (docs/decisions.md "Failed downloads asked for again under a new URL"); 6 KB until a dialog whose opener had gone put the focus where it had stood (docs/decisions.md "Products and bag"); 6.25 KB until "Loading…" was said and a dialog had one heading (docs/decisions.md "All islands together")
  'waitlist-popup': 6 * KB,
  'waitlist-form': 6 * KB,
  'back-to-top': 6 * KB,
  accordion: 6 * KB,
  'date-picker': 10 * KB,
  quiz: 6 * KB,
  'foundation-finder': 6.25 * KB, // 6 KB until "Finding your shade…" was said in a region there from the first question (docs/decisions.md "Quiz, foundation finder and hash triggers")
  'account-form': 6 * KB,
  'loyalty-join': 6 * KB,
  'loyalty-nav': 6 * KB,
  'loyalty-offers': 6 * KB,
  'user-fields': 6 * KB,
  'video-player': 16.25 * KB, // core and views; mpegts.js is its own lazy chunk (an .flv without Flash), not counted. 15 KB until the seek bar's tip named the chapter, 15.5 until a film that cannot play disabled its controls, 15.625 until a film option's problem named its whole path (docs/decisions.md "Video player (island and demo)"), 15.75 until the full-window mode made the page under it inert and the arrows stepped from the end after it ("Video player: keys after the end, and the full-window mode"), 15.875 until the seek thumb stayed under a finger holding it and the volume bar went where a script's volume is ignored ("Video player: the seek bar under a finger"), 16 until the thumb was drawn at our own size, ↑/↓ were left to the page where the volume is not ours and late page elements were made inert in the full-window film ("Video player: volume keys where the volume is not ours")
};

/**
 * Every island together: each file a page can load beyond boot (island chunks, the framework, shared chunks, ky,
 * the Flash engine), each gzipped on its own as it travels. Not counted: boot, the classic loader, and the two
 * fallbacks most browsers never load (DOMPurify where the Sanitizer API is missing, mpegts.js for an .flv without
 * Flash). A ceiling that holds today's figure with little room, so that growth is a decision; the goal of 50 KB is
 * not met (docs/decisions.md, "All islands together").
 */
export const TOTAL_BUDGET = 98.25 * KB;
const NOT_IN_TOTAL = /^(storefront\.loader\.js|chunks\/(sanitize-purify|mpegts)-[^/]+\.js)$/;

const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
const files = (dir) => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));

/** Files an ES module imports statically (relative specifiers), transitively. */
function staticClosure(entry) {
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop();
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w${},\s*]+from\s*)?["'](\.[^"']+)["']/g)) {
      const target = join(file, '..', match[1]);
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...seen];
}

export function measure(flavour) {
  const dir = join('dist', flavour);
  const rows = files(dir).filter((f) => f.endsWith('.js')).map((f) => ({ file: relative(dir, f), gzip: gz(f), raw: statSync(f).size }));
  const boot = staticClosure(join(dir, 'storefront.js'));
  const bootGzip = boot.reduce((sum, f) => sum + gz(f), 0);
  // An island's weight: its chunk plus the chunks it imports statically, less what boot already
  // loaded and the shared framework chunk (preact/compat + hooks) that every island uses.
  const shared = new Set([...boot, ...(existsSync(join(dir, 'chunks')) ? files(join(dir, 'chunks')) : []).filter((f) => /[\\/]framework-/.test(f))]);
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  const islands = Object.fromEntries(
    Object.entries(manifest.islands).map(([name, file]) => [name, staticClosure(join(dir, file)).filter((f) => !shared.has(f)).reduce((sum, f) => sum + gz(f), 0)]),
  );
  const bootFiles = new Set(boot.map((f) => relative(dir, f)));
  const total = rows.filter((r) => !bootFiles.has(r.file) && !NOT_IN_TOTAL.test(r.file)).reduce((sum, r) => sum + r.gzip, 0);
  return { rows, boot: { files: boot.map((f) => relative(dir, f)), gzip: bootGzip }, islands, total };
}

/**
 * The budget table of docs/architecture.md ("Builds and budgets") as `{name: bytes}`: a row names one or more budgets
 * (comma-separated, "KB each" for more than one; a parenthesis after a name is a note), the all-islands row is `total`.
 */
function documentedBudgets(markdown) {
  const table = markdown.split('\n| what | budget (gzip) |\n')[1]?.split('\n\n')[0] ?? '';
  const budgets = {};
  for (const [, what, kb] of table.matchAll(/^\| (.+?) \| ([\d.]+) KB(?: each)? \|$/gm)) {
    const names = what.startsWith('all islands together') ? ['total'] : what.replace(/ \(.*\)$/, '').split(', ');
    for (const name of names) budgets[name] = Number(kb) * KB;
  }
  return budgets;
}

/** Where the documented table and the budgets here disagree, one line each. */
function docsDisagreements() {
  const documented = documentedBudgets(readFileSync('docs/architecture.md', 'utf8'));
  const actual = { ...BUDGETS, total: TOTAL_BUDGET };
  const kb = (bytes) => (bytes === undefined ? 'nothing' : `${bytes / KB} KB`);
  return [...new Set([...Object.keys(actual), ...Object.keys(documented)])]
    .filter((name) => documented[name] !== actual[name])
    .map((name) => `docs/architecture.md's budget table says ${kb(documented[name])} for ${name}, bench/size.mjs ${kb(actual[name])}`);
}

function main() {
  requireFreshDist();
  const check = process.argv.includes('--check');
  const failures = [];
  let passed = 0;
  for (const flavour of ['preact', 'react']) {
    const { rows, boot, islands, total } = measure(flavour);
    console.log(`\n${flavour}: gzip bytes (raw bytes)`);
    for (const row of rows.sort((a, b) => a.file.localeCompare(b.file))) console.log(`  ${row.file.padEnd(40)} ${String(row.gzip).padStart(7)} (${row.raw})`);
    console.log(`  boot (entry + static imports: ${boot.files.join(', ')}) ${boot.gzip}`);
    const ky = rows.find((r) => r.file.startsWith('chunks/ky-'));
    if (ky) console.log(`  boot + JSON-RPC transport (ky, loaded with the first call) ${boot.gzip + ky.gzip}`);
    console.log(`  all islands together (every file beyond boot, less the loader, DOMPurify and mpegts.js) ${total}`);
    if (flavour !== 'preact') continue;
    console.log('  islands with their own static imports (less boot and the shared framework chunk):');
    for (const [name, bytes] of Object.entries(islands)) console.log(`    ${name.padEnd(38)} ${String(bytes).padStart(7)}`);
    const measured = { boot: boot.gzip, ...islands };
    const totalOk = total <= TOTAL_BUDGET;
    console.log(`  budget all islands together: ${total} of ${TOTAL_BUDGET} ${totalOk ? 'ok' : 'OVER'}`);
    if (totalOk) passed += 1;
    else failures.push(`all islands together are ${total} bytes gzip, over their budget of ${TOTAL_BUDGET}`);
    for (const name of Object.keys(islands).filter((island) => !(island in BUDGETS))) {
      console.log(`  budget ${name}: ${measured[name]}, NO BUDGET`);
      failures.push(`${name} is in dist/${flavour}/manifest.json but has no budget in bench/size.mjs`);
    }
    for (const [name, budget] of Object.entries(BUDGETS)) {
      if (!(name in measured)) {
        console.log(`  budget ${name}: NOT BUILT`);
        failures.push(`${name} has a budget but no chunk in dist/${flavour}/manifest.json`);
        continue;
      }
      const ok = measured[name] <= budget;
      console.log(`  budget ${name}: ${measured[name]} of ${budget} ${ok ? 'ok' : 'OVER'}`);
      if (ok) passed += 1;
      else failures.push(`${name} is ${measured[name]} bytes gzip, over its budget of ${budget}`);
    }
  }
  failures.push(...docsDisagreements());
  if (check && failures.length) {
    console.error(`\nSize budgets not met (preact flavour):\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`\nsize budgets: ${passed} passed, ${failures.length} failed`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
