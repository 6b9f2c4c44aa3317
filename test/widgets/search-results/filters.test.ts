// The results page's filters (src/widgets/search-results/filters.tsx): every refinement group is named, one whose
// dimension the answer leaves unnamed by "Other" (docs/decisions.md "A dimension without a name").
import { answerWithProducts } from '../../helpers/endeca-fixtures';
import { mountPage, setUpIslandPage } from '../../helpers/island-page';
import { waitFor } from '../../helpers/wait-for';

setUpIslandPage();

const values = (...names: string[]) => names.map((name, i) => ({ 'Dim Value ID': String(5100 + i), 'Dim Value Name': name, Count: '2' }));
let ANSWER: Record<string, unknown>;
const FIRST_ANSWER = {
  ...answerWithProducts('lipstick', [1, 2]),
  Breadcrumbs: [{ Type: 'Navigation', 'Dimension Values': values('Sheer') }],
  Refinements: [
    {
      Dimensions: [
        { 'Dimension Name': 'Finish', 'Dimension Values': values('Matte', 'Cream') },
        { 'Dimension Name': '', 'Dimension Values': values('Red', 'Pink') },
      ],
    },
  ],
};

const realFetch = globalThis.fetch;
const RealRequest = globalThis.Request;
beforeEach(() => {
  ANSWER = FIRST_ANSWER;
  // ky builds a Request from the endpoint's path; the test window's Request (Node's) needs it absolute.
  globalThis.Request = class extends RealRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  };
  globalThis.fetch = jest.fn(async () => new Response(JSON.stringify(ANSWER), { status: 200, headers: { 'content-type': 'application/json' } })) as unknown as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
  globalThis.Request = RealRequest;
  window.history.replaceState(null, '', '/');
});

const groups = () =>
  [...document.querySelectorAll('aside[aria-label="Filter results"] details')].map((group) => ({
    heading: group.querySelector('summary')?.textContent,
    values: [...group.querySelectorAll('li a')].map((a) => a.textContent),
  }));

describe('search-results: refinement groups', () => {
  it('names a group whose dimension has no name "Other", with its values, and its selected filter likewise', async () => {
    window.history.replaceState(null, '', '/esearch?search=lipstick');
    await mountPage('<div data-widget="search-results"></div>');
    await waitFor(() => expect(groups()).toHaveLength(2));
    expect(groups()).toEqual([
      { heading: 'Finish', values: ['Matte (2)', 'Cream (2)'] },
      { heading: 'Other', values: ['Red (2)', 'Pink (2)'] },
    ]);
    expect([...document.querySelectorAll('nav[aria-label="Selected filters"] li')].map((li) => li.textContent)).toEqual(['Remove filter Other: Sheer ×']);
  });

  it('draws two groups of one name (two the answer leaves unnamed) apart, each with its own values, when the next answer changes them', async () => {
    const twoUnnamed = (first: string[], second: string[]) => ({
      ...answerWithProducts('lipstick', [1, 2]),
      Refinements: [
        {
          Dimensions: [
            { 'Dimension Name': 'Finish', 'Dimension Values': values('Matte') },
            { 'Dimension Name': '', 'Dimension Values': first.map((name, i) => ({ 'Dim Value ID': String(5200 + i), 'Dim Value Name': name, Count: '2' })) },
            { 'Dimension Name': '', 'Dimension Values': second.map((name, i) => ({ 'Dim Value ID': String(5300 + i), 'Dim Value Name': name, Count: '2' })) },
          ],
        },
      ],
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    ANSWER = twoUnnamed(['Red', 'Pink'], ['Blue']);
    window.history.replaceState(null, '', '/esearch?search=lipstick');
    await mountPage('<div data-widget="search-results"></div>');
    await waitFor(() => expect(groups()).toHaveLength(3));
    expect(groups().map((g) => g.values)).toEqual([['Matte (2)'], ['Red (2)', 'Pink (2)'], ['Blue (2)']]);
    ANSWER = twoUnnamed(['Red'], ['Blue', 'Green', 'Teal']);
    (document.querySelector('aside[aria-label="Filter results"] a') as HTMLAnchorElement).click();
    await waitFor(() => expect(groups().map((g) => g.values)).toEqual([['Matte (2)'], ['Red (2)'], ['Blue (2)', 'Green (2)', 'Teal (2)']]));
    expect(groups().map((g) => g.heading)).toEqual(['Finish', 'Other', 'Other']);
    expect(errors.mock.calls.filter(([message]) => String(message).includes('same key'))).toEqual([]);
    errors.mockRestore();
  });
});
