// Narrowing the foundations by answers (docs/requirements.md §1, §2): each answer keeps the combinations that have
// it; a question offers only the options some remaining combination has (with how many shades each leaves), so
// every path ends in exactly one combination: one product and shade.

/** The best shade for one combination of answers: `options` holds the option index of each question. */
export interface FinderMatch {
  skuId: string;
  productId: string;
  /** How many orderable shades share the combination. */
  shades: number;
  options: number[];
}

/** The combinations that agree with every answer given so far (null: not answered). */
export function narrow(matches: readonly FinderMatch[], answers: ReadonlyArray<number | null>): FinderMatch[] {
  return matches.filter((match) => answers.every((answer, q) => answer === null || match.options[q] === answer));
}

/** For question `q`, the shades each option leaves given the answers before it (0: the option is not offered). */
export function optionShades(matches: readonly FinderMatch[], answers: ReadonlyArray<number | null>, q: number, optionCount: number): number[] {
  const shades = Array.from({ length: optionCount }, () => 0);
  for (const match of narrow(matches, answers.map((answer, i) => (i < q ? answer : null)))) shades[match.options[q]!]! += match.shades;
  return shades;
}

/** The one combination every question's answer picks, or null until each is answered. */
export function finalMatch(matches: readonly FinderMatch[], answers: ReadonlyArray<number | null>): FinderMatch | null {
  if (answers.some((answer) => answer === null)) return null;
  return narrow(matches, answers)[0] ?? null;
}
