// Every host snippet a merchandiser copies (each island's ABOUT snippets: docs/widgets.md and the /widgets
// catalogue) mounts as written: its props read as the runtime reads them, and the island's parseProps takes them
// with no problem to report.
import { loadIslands, type Island } from '../../tools/catalogue/declarations';
import { readHostProps } from '../../src/mount/read-props';
import { islands as registry } from '../../src/widgets/registry';

let declared: Island[] = [];
beforeAll(async () => {
  declared = await loadIslands();
});

describe('documented snippets', () => {
  it('every host in every snippet names an island and gives it props it takes without a problem', async () => {
    const found: Array<{ snippet: string; host: string; problems: unknown }> = [];
    let hosts = 0;
    for (const island of declared) {
      for (const snippet of island.about.snippets) {
        const wrapper = document.createElement('div');
        wrapper.innerHTML = snippet;
        for (const host of wrapper.querySelectorAll<HTMLElement>('[data-widget]')) {
          hosts += 1;
          const name = host.getAttribute('data-widget')!;
          const reading = readHostProps(host);
          let problems: unknown = [];
          if (!Object.hasOwn(registry, name)) problems = `no island named ${name}`;
          else if (!reading.ok) problems = reading.problem;
          else {
            const definition = (await registry[name]!('')).default;
            const reports: unknown[] = [];
            try {
              definition.parseProps?.(reading.props, (_problem, list) => reports.push(list));
            } catch (error) {
              reports.push(String(error));
            }
            problems = reports;
          }
          found.push({ snippet: island.name, host: name, problems });
        }
      }
    }
    expect(hosts).toBeGreaterThanOrEqual(declared.length - 1); // account-form opens from data-overlay-widget links
    expect(found.filter((f) => JSON.stringify(f.problems) !== '[]')).toEqual([]);
  });
});
