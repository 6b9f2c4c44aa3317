// The foundation finder host's props (docs/widgets.md): its questions (skin tone, undertone, finish, coverage, as
// the storefront's database holds them) and one row per combination of answers that has an orderable shade:
// `[skuId, productId, shades, option index of each question...]`, the SKU being the best shade for it.
import { toProductId, toSkuId } from '../../model/ids';
import { optionalNumber, optionalString, PropsError, type RawProps } from '../../ui/island-props';
import { sameSiteUrl } from '../../ui/urls';
import type { FinderMatch } from './finder-narrowing';

export interface FinderQuestion {
  prompt: string;
  help: string;
  options: string[];
}

export interface FinderProps {
  questions: FinderQuestion[];
  matches: FinderMatch[];
  /** The dashboard of one product and shade: this URL with `?sku=SKU123`. */
  optionUrl: string;
  /** Level of the result's heading. */
  headingLevel: number;
}

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function question(raw: unknown, q: number): FinderQuestion {
  const where = `questions[${q}]`;
  const value = (raw ?? {}) as Record<string, unknown>;
  const options = value.options;
  if (typeof value.prompt !== 'string' || !value.prompt.trim()) throw new PropsError(`${where}.prompt must be a non-empty string`);
  if (!Array.isArray(options) || options.length === 0 || !options.every((o) => typeof o === 'string' && o.trim())) {
    throw new PropsError(`${where}.options must be a non-empty list of labels`);
  }
  return { prompt: value.prompt.trim(), help: typeof value.help === 'string' ? value.help.trim() : '', options: options as string[] };
}

export function parseFinderProps(raw: RawProps): FinderProps {
  if (!Array.isArray(raw.questions) || raw.questions.length === 0) throw new PropsError('prop "questions" must be a non-empty list');
  const questions = raw.questions.map(question);
  if (!Array.isArray(raw.matches)) throw new PropsError('prop "matches" must be a list of [skuId, productId, shades, option per question]');
  const matches = raw.matches.map((row: unknown, i): FinderMatch => {
    const valid = Array.isArray(row) && row.length === 3 + questions.length && row.every(isWhole)
      && row.slice(3).every((option, q) => option < questions[q]!.options.length);
    if (!valid) throw new PropsError(`matches[${i}] must be [skuId, productId, shades, then an option index for each of the ${questions.length} questions]`);
    const [sku, product, shades, ...options] = row as number[];
    return { skuId: toSkuId(String(sku)), productId: toProductId(String(product)), shades: shades!, options };
  });
  const optionUrl = optionalString(raw, 'optionUrl', '/foundation_finder/option.tmpl').trim();
  if (!sameSiteUrl(optionUrl)) throw new PropsError(`prop "optionUrl" must be on this site (got ${JSON.stringify(optionUrl)})`);
  return { questions, matches, optionUrl, headingLevel: Math.round(optionalNumber(raw, 'headingLevel', 3, { min: 2, max: 5 })) };
}
