// Every island's declaration (its props.ts) against the island as it is loaded: the checker in front of the
// island's own reading (valid, unknown, wrong type, missing, defaults), and the two agreeing on what is read.
import { loadIslands, type Island } from '../../tools/catalogue/declarations';
import type { IslandDefinition } from '../../src/ui/island-context';
import { PropsError, type RawProps } from '../../src/ui/island-props';
import type { PropSpec, PropType } from '../../src/ui/prop-check';
import { parseVideoOptions, type VideoOptions } from '../../src/video/core/options';
import { islands as registry } from '../../src/widgets/registry';

let declared: Island[] = [];
const definitions = new Map<string, IslandDefinition<unknown>>();

beforeAll(async () => {
  declared = await loadIslands();
  for (const [name, load] of Object.entries(registry)) definitions.set(name, (await load('')).default);
});

const types = (spec: PropSpec): PropType[] => ([] as PropType[]).concat(spec.type);

/** A valid value other than the default: the declaration's example, else one its type and range suggest. */
function example(island: Island, prop: string): unknown {
  const spec = island.declared[prop]!;
  const about = island.about.props[prop]!;
  if (spec.example !== undefined) return spec.example;
  if (about.example !== undefined) return about.example;
  if (spec.values) return spec.values.find((value) => value !== spec.default);
  const type = types(spec)[0];
  if (type === 'boolean') return spec.default !== true;
  if (type === 'number' || type === 'integer') {
    const inRange = (n: number) => n >= (spec.min ?? -Infinity) && n <= (spec.max ?? Infinity) && n !== spec.default;
    return [(spec.min ?? 6) + 1, spec.min ?? 6, spec.max ?? 6].find(inRange);
  }
  if (type === 'string') return '7';
  throw new Error(`${island.name}: "${prop}" needs an example in its ABOUT`);
}

/** A value none of the prop's types takes. */
function wrongValue(spec: PropSpec): unknown {
  if (spec.values) return 'not-one-of-them';
  const kinds = types(spec);
  // Text or a list (which may be written as text) together with an object takes almost anything but a flag.
  if (kinds.includes('object') && (kinds.includes('string') || kinds.includes('list'))) return true;
  if (kinds.includes('string') || kinds.includes('list')) return { not: 'it' };
  if (kinds.includes('object')) return 'not an object';
  return kinds.includes('boolean') ? 'maybe' : 'many';
}

function minimal(island: Island): RawProps {
  const required = Object.entries(island.declared).filter(([, spec]) => spec.required).map(([prop]) => [prop, example(island, prop)]);
  return { ...island.about.minimal, ...Object.fromEntries(required) };
}

type Reports = Array<[string, Array<{ prop?: string; message: string }>]>;
let reported: Reports = [];
/** One report function for every parse; what each parse tells it is collected in `reported`. */
const report = (message: string, problems: Array<{ prop?: string; message: string }>) => void reported.push([message, problems]);

function parse(name: string, raw: RawProps) {
  reported = [];
  const props = definitions.get(name)!.parseProps!(raw, report);
  return { props, reports: reported };
}

/**
 * Islands whose declaration gives no default: an optional prop left out is worked out by the island (the product's
 * category, the first orderable SKU, the link's href) and the ABOUT says so in words; the video player's defaults
 * are the player's own, applied as it reads its options (src/video/core/options.ts).
 */
const NO_DECLARED_DEFAULTS = ['add-to-bag', 'favorite', 'loyalty-offers', 'overlay-link', 'user-fields', 'video-player'];

/** The video player's defaults as its ABOUT words them, and what core/options.ts makes of a host that leaves each out. */
const VIDEO_DEFAULTS: Record<string, { words: string; option: keyof VideoOptions; value: unknown }> = {
  width: { words: 'fills its container', option: 'width', value: null },
  height: { words: '16:9', option: 'height', value: null },
  controls: { words: 'true', option: 'controls', value: true },
  bufferlimit: { words: '10', option: 'bufferLimit', value: 10 },
  autoplay: { words: 'false', option: 'autoplay', value: false },
  loop: { words: 'false', option: 'loop', value: false },
  volume: { words: '5', option: 'volume', value: 5 },
  default_element_category: { words: 'video', option: 'elementCategory', value: 'video' },
  default_element_id: { words: 'the file name of `src`', option: 'elementId', value: 'film' },
  metric_tags: { words: 'ready 0, pause 1, play 2, end 3', option: 'metricTags', value: { ready: '0', pause: '1', play: '2', end: '3' } },
  force_flash: { words: 'false', option: 'forceFlash', value: false },
  debug: { words: 'false', option: 'debug', value: false },
};

describe('island declarations', () => {
  it('the islands that declare no default are the listed ones', () => {
    const without = declared.filter((island) => Object.values(island.declared).every((spec) => spec.default === undefined));
    expect(without.map((island) => island.name).sort()).toEqual(NO_DECLARED_DEFAULTS);
  });

  it('the video player gives the defaults its ABOUT words, as it reads its options', () => {
    const video = declared.find((island) => island.name === 'video-player')!;
    const worded = Object.entries(video.about.props).filter(([, about]) => about.default !== undefined);
    expect(Object.fromEntries(worded.map(([prop, about]) => [prop, about.default]))).toEqual(Object.fromEntries(Object.entries(VIDEO_DEFAULTS).map(([prop, d]) => [prop, d.words])));
    const { options, problems } = parseVideoOptions(minimal(video));
    expect(problems).toEqual([]);
    expect(Object.fromEntries(Object.entries(VIDEO_DEFAULTS).map(([prop, d]) => [prop, options[d.option]]))).toEqual(Object.fromEntries(Object.entries(VIDEO_DEFAULTS).map(([prop, d]) => [prop, d.value])));
  });

  it('every island of the registry has one, and each island loads it', () => {
    expect(declared.map((island) => island.name).sort()).toEqual(Object.keys(registry).sort());
    for (const island of declared) {
      expect(definitions.get(island.name)!.props).toBe(island.declared);
      expect(island.folder).toMatch(/^src\/(widgets\/[a-z-]+|video)$/);
      expect(Object.keys(island.about.props)).toEqual(Object.keys(island.declared));
      expect(island.about.snippets.length).toBeGreaterThan(0);
      expect(island.about.summary).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('counts and heading levels are whole numbers: 2.5 is refused and reported, not rounded', () => {
    const counted = declared.flatMap((island) =>
      Object.keys(island.declared).filter((prop) => /^(headingLevel|pageSize|limit)$|Count$/.test(prop)).map((prop) => [island.name, prop] as const),
    );
    expect(counted.length).toBeGreaterThanOrEqual(8);
    for (const [name, prop] of counted) {
      const island = declared.find((i) => i.name === name)!;
      const { reports } = parse(name, { ...minimal(island), [prop]: 2.5 });
      expect({ name, prop, reported: reports.flatMap(([, problems]) => problems.map((p) => p.prop)) }).toEqual({ name, prop, reported: [prop] });
    }
  });
});

describe.each(Object.keys(registry))('%s props', (name) => {
  const island = () => declared.find((i) => i.name === name)!;

  it('mounts its minimal host, with no problem', () => {
    expect(parse(name, minimal(island())).reports).toEqual([]);
  });

  it('reads every declared prop: a valid value other than the default changes what the island gets', () => {
    const base = parse(name, minimal(island())).props;
    for (const prop of Object.keys(island().declared).filter((p) => !island().declared[p]!.required)) {
      const given = parse(name, { ...minimal(island()), [prop]: example(island(), prop) });
      expect({ prop, reports: given.reports }).toEqual({ prop, reports: [] });
      expect({ prop, changed: JSON.stringify(given.props) !== JSON.stringify(base) }).toEqual({ prop, changed: true });
    }
  });

  it('gives the declared defaults', () => {
    const base = parse(name, minimal(island())).props as Record<string, unknown>;
    const defaults = Object.entries(island().declared).filter(([, spec]) => spec.default !== undefined);
    expect({ name, declaresDefaults: defaults.length > 0 }).toEqual({ name, declaresDefaults: !NO_DECLARED_DEFAULTS.includes(name) });
    expect(Object.fromEntries(defaults.map(([prop]) => [prop, base[prop]]))).toEqual(Object.fromEntries(defaults.map(([prop, spec]) => [prop, spec.default])));
  });

  it('mounts without an unknown prop, reporting it with the nearest name', () => {
    const names = Object.keys(island().declared);
    const slip = names.length ? `${names[0]!.slice(0, -1)}x` : 'colour';
    const { props, reports } = parse(name, { ...minimal(island()), [slip]: 'x' });
    expect(props).toEqual(parse(name, minimal(island())).props);
    expect(reports).toHaveLength(1);
    expect(reports[0]![1]).toEqual([
      { prop: slip, message: names.length ? `unknown prop "${slip}" is ignored — did you mean "${names[0]}"?` : `unknown prop "${slip}" is ignored (it takes no props)` },
    ]);
  });

  it('refuses a wrong type or a missing value of a required prop; mounts with the default for an optional one', () => {
    for (const [prop, spec] of Object.entries(island().declared)) {
      const wrong = { ...minimal(island()), [prop]: wrongValue(spec) };
      if (spec.required) {
        expect(() => parse(name, wrong)).toThrow(PropsError);
        const { [prop]: _left, ...without } = minimal(island());
        expect(() => parse(name, without)).toThrow(`prop "${prop}" is required`);
      } else if (island().about.minimal && prop in island().about.minimal!) {
        // Needed unless something else gives it (overlay-link: a title, or a preset's): the island refuses.
        expect(() => parse(name, wrong)).toThrow(PropsError);
      } else {
        const { props, reports } = parse(name, wrong);
        expect({ prop, props }).toEqual({ prop, props: parse(name, minimal(island())).props });
        expect(reports.map(([, problems]) => problems.map((p) => p.prop))).toEqual([[prop]]);
      }
    }
  });
});
