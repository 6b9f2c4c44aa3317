import { expect } from '@jest/globals';
import type { FastifyInstance } from 'fastify';

export const ENDPOINT = '/enrpc/JSONControllerServlet.do';

/** What the legacy client sent with every search (docs/wire-formats.md). */
export const LEGACY: Readonly<Record<string, string>> = {
  Ntk: 'all', Ntx: 'mode matchallpartial', Nty: '1', Nu: 'p_PRODUCT_ID', Np: '2',
  Nf: 's_searchable|GT 0|p_shoppable|GT 0|p_displayable|GT 0',
  Nr: 'AND(rec_type:product,locale:en_US,NOT(s_INVENTORY_STATUS:5),NOT(s_discontinued:1))',
};

export type Props = Record<string, string>;
export type Answer = {
  Records: Array<{ Properties: Props }>;
  AggrRecords: Array<{ Properties: Props; Records: Array<{ Properties: Props }> }>;
  MetaInfo: Record<string, any>;
  'Search Info': Record<string, any>;
  Breadcrumbs: any[];
  Refinements: Array<{ Dimensions: any[] }>;
  'Supplemental Objects': Array<{ Properties: Props }>;
  [key: string]: unknown;
};

export const AGGREGATES = 'Total Number of Matching Aggregate Records';
export const RECORDS = 'Total Number of Matching Records';

/** Search calls against the app `getApp()` returns; every answer must be 200 JSON. */
export function searchClient(getApp: () => FastifyInstance) {
  const searchQuery = async (query: string): Promise<Answer> => {
    const response = await getApp().inject({ url: `${ENDPOINT}?${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return response.json() as Answer;
  };
  /** `params` over `base` (the legacy client's parameters unless given). */
  const search = (params: Record<string, string>, base: Readonly<Record<string, string>> = LEGACY) =>
    searchQuery(new URLSearchParams({ ...base, ...params }).toString());
  return { search, searchQuery };
}

export const meta = (answer: Answer, key: string) => Number(answer.MetaInfo[key]);
export const productIds = (answer: Answer) => answer.AggrRecords.map((a) => a.Properties.p_PRODUCT_ID);
export const dimension = (answer: Answer, name: string) =>
  answer.Refinements[0]!.Dimensions.find((d: any) => d['Dimension Name'] === name);
/** `NODE_ID`s of the content spotlights among an answer's supplemental objects. */
export const spotlightNodes = (answer: Answer) =>
  answer['Supplemental Objects'].map((o) => o.Properties.NODE_ID).filter((id): id is string => id !== undefined);
