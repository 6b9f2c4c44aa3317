import { describe, expect, it } from '@jest/globals';
import { allowedEdits, editDistance } from '../../../demo/search/spelling';
import { AGGREGATES, meta, searchClient, type Answer } from '../helpers/search-client';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const { search, searchQuery } = searchClient(() => t.app);
const total = (answer: Answer) => meta(answer, AGGREGATES);

describe('edit distance', () => {
  it('allows no edit below 3 letters, one up to 4, two above', () => {
    expect([2, 3, 4, 5, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
  });

  it('counts inserts, deletes, substitutions and swapped neighbours as one edit each, and stops past the limit', () => {
    expect(editDistance('lipstik', 'lipstick', 2)).toBe(1);
    expect(editDistance('lipstcik', 'lipstick', 2)).toBe(1);
    expect(editDistance('lipstickk', 'lipstick', 2)).toBe(1);
    expect(editDistance('lopstuck', 'lipstick', 2)).toBe(2);
    expect(editDistance('serum', 'lipstick', 2)).toBe(3);
  });
});

describe('spell correction', () => {
  it.each([['lipstik', 'lipstick', 12], ['foundaton', 'foundation', 4]])('auto-corrects %s to %s from the index vocabulary', async (typo, word, found) => {
    const answer = await search({ Ntt: typo });
    expect(answer['Search Info'].all['Spell Correction']).toEqual([{ 'New Term': word }]);
    expect(answer['Search Info'].all['Search Term']).toBe(typo);
    expect(total(answer)).toBe(found);
    expect(total(await search({ Ntt: word }))).toBe(found);
  });

  it('offers did-you-mean with a pivot link when the misspelt term still finds something', async () => {
    // "matte" alone finds 11 products; "lipstick" (12) or "matte", 13.
    const answer = await search({ Ntt: 'lipstik matte', Ntx: 'mode matchany' });
    expect(total(answer)).toBe(11);
    expect(answer['Search Info'].all['Spell Correction']).toEqual([]);
    const [suggestion] = answer['Search Info'].all['DYM Information'];
    expect(suggestion['New Term']).toBe('lipstick matte');
    const pivoted = await searchQuery(suggestion['Pivot Link']);
    expect(pivoted['Search Info'].all['Search Term']).toBe('lipstick matte');
    expect(total(pivoted)).toBe(13);
    expect((await search({ Ntt: 'lipstik matte', Ntx: 'mode matchany', Nty: '0' }))['Search Info'].all['DYM Information']).toEqual([]);
  });

  it('does not correct a word the index knows', async () => {
    expect((await search({ Ntt: 'serum' }))['Search Info'].all['Spell Correction']).toEqual([]);
  });
});
