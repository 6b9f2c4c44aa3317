// The widget catalogue's own script (/widgets, demo/pages/widgets-view.ts): the filter by name, the copy buttons
// and the "try it" box. A file of its own, as the pages' Content-Security-Policy allows no inline script. The box
// mounts pasted markup through the bundle's runtime (which mounts hosts added to the page by itself) and explains
// what the runtime reports: its `sfi:problem` events, with each prop's description from the catalogue's data.
// Everything it writes is text (textContent), never markup.

const data = JSON.parse(document.getElementById('widget-catalogue-data')?.textContent ?? '{"islands":[]}');
const islands = new Map(data.islands.map((island) => [island.name, island]));

/** Edit distance, ignoring case (the runtime's did-you-mean uses the same measure over prop names). */
function distance(a, b) {
  a = a.toLowerCase();
  b = b.toLowerCase();
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}

/** As the runtime's did-you-mean (src/ui/prop-check.ts), which this page cannot import: the demo never imports src/. */
function nearest(name, names) {
  let best = null;
  let bestDistance = Infinity;
  for (const candidate of names) {
    const d = distance(name, candidate);
    const longer = Math.max(name.length, candidate.length);
    if (d < bestDistance && d <= Math.max(2, Math.floor(longer / 3)) && d < Math.min(name.length, candidate.length)) [best, bestDistance] = [candidate, d];
  }
  return best;
}

function element(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

// --- Filter by name -------------------------------------------------------------------------------------------

function setUpFilter() {
  const box = document.querySelector('.widget-filter');
  const input = document.getElementById('widget-filter-input');
  const status = document.getElementById('widget-filter-status');
  if (!box || !input || !status) return;
  const sections = [...document.querySelectorAll('section[data-island]')];
  const items = [...document.querySelectorAll('#widget-index li[data-island]')];
  input.addEventListener('input', () => {
    // Names are hyphenated: "add to bag" finds add-to-bag.
    const words = input.value.trim().toLowerCase().replace(/[\s_]+/g, '-');
    let shown = 0;
    for (const section of sections) {
      const match = section.dataset.island.includes(words);
      section.hidden = !match;
      if (match) shown += 1;
    }
    for (const item of items) item.hidden = !item.dataset.island.includes(words);
    status.textContent = words ? `${shown} of ${sections.length} islands match “${input.value.trim()}”` : `${sections.length} islands`;
  });
}

// --- Copy buttons ---------------------------------------------------------------------------------------------

function setUpCopy() {
  const status = document.getElementById('widget-copy-status');
  for (const button of document.querySelectorAll('button.widget-copy[data-copy]')) {
    const source = document.getElementById(button.dataset.copy);
    if (!source) continue;
    button.addEventListener('click', async () => {
      const what = button.querySelector('.visually-hidden')?.textContent.trim() ?? 'the host markup';
      try {
        await navigator.clipboard.writeText(source.textContent);
        status.textContent = `Copied ${what}.`;
      } catch {
        // No clipboard (permission refused, or not a secure page): select the text so the shopper can copy it.
        getSelection()?.selectAllChildren(source);
        source.focus();
        status.textContent = `Could not copy: ${what} is selected, press Ctrl+C (or ⌘C) to copy it.`;
      }
    });
  }
}

// --- Try it ---------------------------------------------------------------------------------------------------

const DROPPED_ELEMENTS = 'script:not([type="application/json"]), style, link, meta, base, iframe, frame, frameset, object, embed';
// SVG animation sets any attribute, an href among them, to its `to`/`values`/`from`: not a host's business.
const ANIMATIONS = ['set', 'animate', 'animatemotion', 'animatetransform'];
const STYLE_NOTE = 'style attributes (the page\'s Content-Security-Policy blocks inline styles: use classes)';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'srcset'];
/**
 * Video-player props naming global functions the player calls (cue points, a chapter's `onenter`/`onexit`, at the
 * top level or in `controls`): a pasted host could call any of the page's, with no click.
 */
const FUNCTION_NOTE = 'video-player cuepoints and chapters\' onenter and onexit (function names are not taken in the try-it box)';

/**
 * A URL as the bundle's own check judges it (src/ui/urls.ts, which this page cannot import): the tabs and line
 * breaks a browser drops taken out first (`java&#9;script:`), nothing before it that a browser would skip (a
 * control character, white space), and then http(s), mailto:, tel: or a relative URL.
 */
function urlAllowed(value) {
  const url = value.replace(/[\t\n\r]/g, '');
  if (/^[\u0000-\u0020\u007f]/.test(url)) return false;
  const scheme = /^([^:/?#]*):/.exec(url);
  return !scheme || /^(https?|mailto|tel)$/i.test(scheme[1]);
}

/** Every URL of an attribute's value: srcset lists several, each before its size. */
const urlsOf = (name, value) => (name === 'srcset' ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '') : [value]);

/** An id or name the page's document or a form already has as a property: the element would replace it (DOM clobbering). */
const clobbers = (value) => value in document || value in HTMLFormElement.prototype;

/** Takes the function names out of video-player props (an object), in place; whether there were any. */
function stripFunctionNames(props) {
  if (!props || typeof props !== 'object' || Array.isArray(props)) return false;
  let found = false;
  for (const options of [props, props.controls]) {
    if (!options || typeof options !== 'object' || Array.isArray(options)) continue;
    if (Object.hasOwn(options, 'cuepoints')) {
      delete options.cuepoints;
      found = true;
    }
    for (const chapter of Array.isArray(options.chapters) ? options.chapters : []) {
      for (const action of ['onenter', 'onexit']) {
        if (!chapter || typeof chapter !== 'object' || !Object.hasOwn(chapter, action)) continue;
        delete chapter[action];
        found = true;
      }
    }
  }
  return found;
}

/** A video-player host without the function names of its props (data-props, data-prop-*, a props script); whether it had any. */
function withoutFunctionNames(host) {
  let found = false;
  if (host.hasAttribute('data-prop-cuepoints')) {
    host.removeAttribute('data-prop-cuepoints');
    found = true;
  }
  const sources = [...host.attributes].filter((a) => a.name === 'data-props' || a.name === 'data-prop-chapters' || a.name === 'data-prop-controls');
  for (const source of [...sources, ...host.querySelectorAll(':scope > script[type="application/json"]')]) {
    const isAttribute = source.nodeType === Node.ATTRIBUTE_NODE;
    let value;
    try {
      value = JSON.parse(isAttribute ? source.value : source.textContent);
    } catch {
      continue; // Not JSON: the runtime refuses the host, or the player the prop, and says so.
    }
    const wrapped = source.name === 'data-prop-chapters' ? { chapters: value } : source.name === 'data-prop-controls' ? { controls: value } : value;
    if (!stripFunctionNames(wrapped)) continue;
    if (isAttribute) source.value = JSON.stringify(value);
    else {
      // A script's text is a Trusted Types sink even in the inert document: the props move to data-props, which the
      // runtime reads when there is no props script (the script won over it, so its old value was not in use).
      source.remove();
      host.setAttribute('data-props', JSON.stringify(value));
    }
    found = true;
  }
  return found;
}

/** Takes out what must not run or style the page; says what it took out. */
function clean(fragment) {
  const removed = new Set();
  for (const node of fragment.querySelectorAll(DROPPED_ELEMENTS)) {
    removed.add(`<${node.tagName.toLowerCase()}> (only a props <script type="application/json"> belongs in a host)`);
    node.remove();
  }
  for (const node of [...fragment.querySelectorAll('*')].filter((element) => ANIMATIONS.includes(element.localName.toLowerCase()))) {
    removed.add(`<${node.tagName}> (SVG animation can set a link to a script)`);
    node.remove();
  }
  for (const host of fragment.querySelectorAll('[data-widget="video-player"]')) {
    if (withoutFunctionNames(host)) removed.add(FUNCTION_NOTE);
  }
  for (const node of fragment.querySelectorAll('*')) {
    for (const { name, value } of [...node.attributes]) {
      const scripted = name.startsWith('on') || name === 'srcdoc' || (URL_ATTRIBUTES.includes(name) && !urlsOf(name, value).every(urlAllowed));
      if (name === 'style') removed.add(STYLE_NOTE);
      else if (scripted) removed.add(`${name}="…" (scripts do not run from markup)`);
      else if ((name === 'id' || name === 'name') && clobbers(value)) removed.add(`${name}="${value}" (the page's document or its forms already have a property of that name, which it would replace)`);
      else continue;
      node.removeAttribute(name);
    }
  }
  return [...removed];
}

/** Capitalised, with a full stop unless it ends in one already (a question mark, say). */
function sentence(text) {
  const trimmed = text.trim();
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}${/[.?!]$/.test(trimmed) ? '' : '.'}`;
}

function hostLabel(host, index) {
  const name = host.getAttribute('data-widget');
  return `Host ${index + 1}, data-widget="${name}"`;
}

/** The longest example of props the bad-JSON hint shows (longer ones, a quiz's questions, are in the snippets). */
const PROPS_EXAMPLE_MAX = 120;

/** The plain words for one problem the runtime reported; the prop's description when it is about one. */
function explain(widget, problem) {
  const island = islands.get(widget);
  const unknownIsland = /^there is no island named/.exec(problem.message);
  if (unknownIsland) {
    const near = nearest(widget ?? '', [...islands.keys()]);
    return `There is no island called “${widget}”${near ? ` — did you mean “${near}”?` : '.'} The islands are listed on this page.`;
  }
  if (/is not valid JSON|must be a JSON object/.test(problem.message)) {
    const read = `The props could not be read: ${problem.message.replace(/; the host was left as it was\.$/, '')}. Props are one JSON object, with double quotes around names and text`;
    // The island's own smallest host (catalogue data), when it is short enough to read in one line.
    const example = island ? JSON.stringify(island.example) : '';
    if (example === '{}') return `${read}; “${widget}” needs none: {} or no props at all.`;
    if (example && example.length <= PROPS_EXAMPLE_MAX) return `${read}, such as ${example}.`;
    return `${read}${island ? `: see “${widget}”'s snippets on this page` : ''}.`;
  }
  if (/came with the markup; mounting afresh\.$/.test(problem.message)) {
    return 'data-widget-state came with the markup (copied from a live page?): the runtime sets it itself, so it mounted the host afresh from its content. Leave the attribute out of page markup.';
  }
  if (/^data-hydrate=/.test(problem.message)) return problem.message.replace(/; mounting on load\.$/, ': it mounts on load.');
  const said = sentence(problem.message.replace(/; the host was left as it was\.$/, ''));
  const prop = problem.prop && island?.props.find((p) => p.name === problem.prop);
  if (!prop) return said;
  const description = prop.description.replace(/`/g, '');
  if (/ is required/.test(problem.message)) return `“${prop.name}” is required: ${description}${/[.?!]$/.test(description) ? '' : '.'}`;
  return `${said} (“${prop.name}”: ${description}${prop.allowed ? `; allowed: ${prop.allowed.replace(/`/g, '')}` : ''}.)`;
}

/** The data-hydrate values that wait for something before the host mounts. */
const WAITING = ['idle', 'visible', 'interaction'];

/**
 * The try-it box mounts at most this many hosts at once: it explains a few hosts, and 20,000 pasted favorites held
 * the page for 10–12 s (one task in React's flavour) before it could be clicked again.
 */
const MAX_TRY_HOSTS = 50;

function setUpTryIt() {
  const section = document.getElementById('try-it');
  const form = document.getElementById('try-it-form');
  const textarea = document.getElementById('try-it-markup');
  const report = document.getElementById('try-it-report');
  const summary = document.getElementById('try-it-summary');
  const output = document.getElementById('try-it-output');
  if (!section || !form || !textarea || !report || !summary || !output) return;
  /** Problems the runtime reported, per host of the current try. */
  let problems = new Map();
  let notes = [];
  /** Whether clean() took anything out of the current try. */
  let tookOut = false;
  /** The summary last announced: the live region speaks only when it changes. */
  let announced = '';

  /** What one host came to: mounted, refused, waiting for its data-hydrate, or not yet (null). */
  function outcome(host) {
    const state = host.getAttribute('data-widget-state');
    const hydrate = host.getAttribute('data-hydrate');
    if (state === 'mounted' || state === 'error') return state;
    return state === 'pending' && WAITING.includes(hydrate) ? 'waiting' : null;
  }

  function announce(text) {
    if (text === announced) return;
    announced = text;
    summary.textContent = text;
  }

  function render() {
    // The hosts the runtime mounts, read afresh: an island that moves its content (an accordion, a grid) clones
    // the hosts inside it, and the pasted elements are then gone.
    const hosts = [...output.querySelectorAll('[data-widget]')];
    const list = element('ul', undefined, 'widget-try__results');
    for (const note of notes) list.append(element('li', note, 'widget-try__note'));
    hosts.forEach((host, index) => {
      const state = host.getAttribute('data-widget-state');
      const hydrate = host.getAttribute('data-hydrate');
      const said = state === 'mounted' ? 'mounted' : state === 'error' ? 'not mounted: the host keeps its own content' : WAITING.includes(hydrate) ? `waiting (data-hydrate="${hydrate}")` : 'mounting…';
      const item = element('li', undefined, `widget-try__host widget-try__host--${state ?? 'new'}`);
      item.append(element('strong', hostLabel(host, index)), document.createTextNode(`: ${said}.`));
      const found = problems.get(host) ?? [];
      if (found.length) {
        const why = element('ul');
        for (const problem of found) why.append(element('li', explain(host.getAttribute('data-widget'), problem)));
        item.append(why);
      }
      list.append(item);
    });
    report.replaceChildren(list);
    // One line for a screen reader, once every host has settled (and again if that changes), not every change.
    if (!hosts.length) return announce(notes.at(-1) ?? '');
    const outcomes = hosts.map(outcome);
    if (outcomes.includes(null)) return;
    const count = (what) => outcomes.filter((o) => o === what).length;
    const parts = [[count('mounted'), 'mounted'], [count('error'), 'refused'], [count('waiting'), 'waiting']].filter(([n]) => n).map(([n, what]) => `${n} ${what}`);
    announce(`${hosts.length} ${hosts.length === 1 ? 'host' : 'hosts'}: ${parts.join(', ')}.${tookOut ? ' Some markup was taken out first.' : ''}`);
  }

  output.addEventListener('sfi:problem', (event) => {
    const host = event.target;
    problems.set(host, [...(problems.get(host) ?? []), ...event.detail.problems]);
    render();
  });
  // Host states change as the runtime mounts them: the report follows.
  new MutationObserver(() => render()).observe(output, { attributes: true, attributeFilter: ['data-widget-state'], subtree: true });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    output.replaceChildren();
    problems = new Map();
    announced = '';
    // Style attributes and event handlers go before any parsing: even an inert document of the page's applies its
    // CSP to them (Chromium reports each handler in it as a blocked inline script).
    // An attribute may also follow a quoted value with no space between (`src="x"onerror=…`): the parser reads it.
    const STYLE_ATTRIBUTE = /(<[^<>]*?[\s/"'])style\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'<>]+)/gi;
    const HANDLER_ATTRIBUTE = /(<[^<>]*?[\s/"'])(on[\w-]*)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'<>]+))?(?=[\s/>])/gi;
    const styled = STYLE_ATTRIBUTE.test(textarea.value);
    const handlers = new Set();
    let markup = textarea.value.replace(STYLE_ATTRIBUTE, '$1').replace(STYLE_ATTRIBUTE, '$1');
    for (let before = ''; before !== markup; ) {
      before = markup;
      markup = markup.replace(HANDLER_ATTRIBUTE, (_match, start, name) => {
        handlers.add(`${name.toLowerCase()}="…" (scripts do not run from markup)`);
        return start;
      });
    }
    // Parsed in a document of its own (inert: nothing in it runs), cleaned, then moved into the page.
    let parsed;
    try {
      parsed = new DOMParser().parseFromString(asInertHtml(`<body>${markup}</body>`), 'text/html');
    } catch {
      // The page's Trusted Types policy does not allow this box's own (a page other than /widgets, a changed CSP).
      tookOut = false;
      notes = ['The try-it box cannot run on this page: its Content-Security-Policy does not allow the box to read markup. The rest of the page works.'];
      render();
      return;
    }
    const removed = [...new Set([...(styled ? [STYLE_NOTE] : []), ...handlers, ...clean(parsed.body)])];
    tookOut = removed.length > 0;
    notes = tookOut ? [`Taken out before mounting: ${removed.join('; ')}.`] : [];
    if (!textarea.value.trim()) notes.push('Paste a host first: an element with data-widget="<island name>", and its props.');
    else if (!parsed.body.querySelector('[data-widget]')) {
      const overlay = parsed.body.querySelector('[data-overlay-widget]')?.getAttribute('data-overlay-widget');
      notes.push(
        overlay
          ? `No host found: data-overlay-widget="${overlay}" mounts only when its page is shown in a dialog (a link's overlay); to try the island here, write data-widget="${overlay}".`
          : 'No host found: an island\'s host is an element with data-widget="<island name>", like <div data-widget="favorite">.',
      );
    }
    const pasted = parsed.body.querySelectorAll('[data-widget]').length;
    if (pasted > MAX_TRY_HOSTS) {
      notes = [`Nothing was mounted: the box mounts at most ${MAX_TRY_HOSTS} hosts at a time, and this markup has ${pasted}. Paste fewer.`];
      render();
      return;
    }
    output.append(...[...parsed.body.childNodes].map((node) => document.adoptNode(node)));
    render();
  });

  document.getElementById('try-it-clear')?.addEventListener('click', () => {
    textarea.value = '';
    output.replaceChildren();
    notes = [];
    tookOut = false;
    problems = new Map();
    announced = '';
    report.replaceChildren();
    summary.textContent = '';
    textarea.focus();
  });
}

/**
 * The page runs under Trusted Types (docs/security.md): DOMParser takes only TrustedHTML. This page's own policy
 * (`sfi-try-it`, named in the /widgets page's CSP only) hands the pasted text to DOMParser's inert document, where
 * nothing runs; `clean()` then takes out what may not reach the page before any node is moved into it. It is made
 * the first time the box is used, not when this script runs: a page whose CSP does not name it refuses it, and the
 * filter and copy buttons must not go with it. Null where the browser has no Trusted Types; throws where refused.
 */
let tryItPolicy;
function asInertHtml(markup) {
  if (tryItPolicy === undefined) tryItPolicy = window.trustedTypes?.createPolicy('sfi-try-it', { createHTML: (text) => text }) ?? null;
  return tryItPolicy ? tryItPolicy.createHTML(markup) : markup;
}

setUpFilter();
setUpCopy();
setUpTryIt();
