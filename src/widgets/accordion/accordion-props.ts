import { optionalBoolean, PropsError, type RawProps } from '../../ui/island-props';

export interface AccordionProps {
  /** Several panels may be open at once. */
  allowMultiple: boolean;
  /** Panels open at first, counted from 1. */
  open: number[];
}

/** `open`: a position, a list of them, or a comma-separated string (`data-prop-open="1,3"`); `[]` or `""` opens none. Default: the first. */
function positions(value: unknown): number[] {
  if (value == null) return [1];
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',').map((part) => part.trim()).filter(Boolean) : [value];
  return list.map((item) => {
    const n = typeof item === 'number' ? item : typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : NaN;
    if (!Number.isInteger(n) || n < 1) throw new PropsError(`prop "open" lists panels counted from 1 (a number, a list or "1,3"), got ${JSON.stringify(value)}`);
    return n;
  });
}

export function parseAccordionProps(raw: RawProps): AccordionProps {
  const allowMultiple = optionalBoolean(raw, 'allowMultiple');
  const open = positions(raw.open);
  if (!allowMultiple && new Set(open).size > 1) {
    throw new PropsError(`prop "open" names ${new Set(open).size} panels, but only one may be open unless "allowMultiple" is true`);
  }
  return { allowMultiple, open };
}
