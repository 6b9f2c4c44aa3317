// Import rules of docs/architecture.md, checked in `npm test` (`npm run lint:deps`). Layers, lowest first:
// config ← model ← rpc, store ← data ← ui ← widgets, video; mount knows islands only through the registry,
// which only the boot (src/index.ts) imports. Each rule says what it protects.
const layer = (name, mayNotReach, comment, pathNot) => ({
  name: `layer-${name}`,
  comment,
  severity: 'error',
  from: { path: `^src/${name}/`, ...(pathNot ? { pathNot } : {}) },
  to: { path: `^src/(${mayNotReach.join('|')})/` },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A cycle ties modules into one chunk and one thing to understand; break it with a lower module.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    layer('config', ['model', 'rpc', 'store', 'data', 'ui', 'widgets', 'video', 'mount'], 'config is the bottom layer: constants and page configuration only.'),
    layer('model', ['rpc', 'store', 'data', 'ui', 'widgets', 'video', 'mount'], 'model holds the storefront types and tiny rules over them; it knows no transport, store or view.'),
    layer('rpc', ['store', 'data', 'ui', 'widgets', 'video', 'mount'], 'rpc talks to the server and parses answers into model types; what it needs from the page is passed in.'),
    layer('store', ['rpc', 'data', 'ui', 'widgets', 'video', 'mount'], 'store keeps page state and cookies; it holds model types and never calls the server.'),
    layer('data', ['ui', 'widgets', 'video', 'mount'], 'data joins rpc and store (load batch, product loading) for the views above it.'),
    layer('ui', ['widgets', 'video', 'mount'], 'ui holds what several islands share; it never reaches into one island or the runtime.'),
    layer('widgets', ['video', 'mount'], 'an island learns what it needs from its context, not from the runtime or the player; the registry lists the player\'s island too.', '^src/widgets/registry\\.ts$'),
    layer('video', ['widgets', 'mount'], 'the player is its own island family; it shares code through ui/, not with other widgets.'),
    layer('mount', ['widgets', 'video'], 'the runtime knows islands only through the registry that src/index.ts hands it.'),
    {
      name: 'no-widget-to-widget',
      comment: 'An island never imports another island; what two islands share lives in ui/, model/ or config/.',
      severity: 'error',
      from: { path: '^src/widgets/([^/]+)/' },
      to: { path: '^src/widgets/[^/]+/', pathNot: '^src/widgets/$1/' },
    },
    {
      name: 'registry-only-from-boot',
      comment: 'Only the boot imports the registry; an island asks its context (hasIsland, open) about others.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/index\\.ts$' },
      to: { path: '^src/widgets/registry\\.ts$' },
    },
    {
      name: 'nothing-imports-boot',
      comment: 'src/index.ts starts the page; importing it would start a second runtime.',
      severity: 'error',
      from: {},
      to: { path: '^src/(index|loader)\\.ts$' },
    },
    {
      name: 'loader-stands-alone',
      comment: 'The classic-script loader is a few bytes that load the module entry; it imports nothing.',
      severity: 'error',
      from: { path: '^src/loader\\.ts$' },
      to: { path: '^src/' },
    },
    {
      name: 'bundle-apart-from-demo-and-tests',
      comment: 'The bundle ships alone: it imports neither the demo server nor test helpers.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(demo|test|bench)/' },
    },
    {
      name: 'demo-apart-from-bundle',
      comment: 'The demo server is a storefront backend of its own; it serves the built bundle, it does not import it.',
      severity: 'error',
      from: { path: '^demo/' },
      to: { path: '^src/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
