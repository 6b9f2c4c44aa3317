import type { Db } from '../db/open';

export type FinderQuestionId = 'tone' | 'undertone' | 'finish' | 'coverage';

export interface FinderQuestion {
  id: FinderQuestionId;
  /** Short name, for the dashboard ("Skin tone"). */
  name: string;
  prompt: string;
  help: string;
  options: Array<{ value: string; label: string }>;
}

/** The best shade for one combination of answers, and how many orderable shades share that combination. */
export interface FinderMatch {
  tone: string;
  undertone: string;
  finish: string;
  coverage: string;
  skuId: number;
  productId: number;
  shades: number;
}

/** One product and shade as its dashboard shows it. */
export interface FinderOption {
  skuId: number;
  productId: number;
  categoryId: number;
  productName: string;
  subheading: string;
  shadeName: string;
  priceCents: number;
  /** Each question's short name and the label of this shade's answer, in question order. */
  answers: Array<{ question: string; label: string }>;
}

// A shade can go in the bag now: product live, SKU shoppable and in stock.
const ORDERABLE = 'p.discontinued = 0 AND p.is_kit = 0 AND s.shoppable = 1 AND s.inventory_status = 1';

export function createFinderStore(db: Db) {
  const optionRows = db.prepare(`SELECT q.id, q.name, q.prompt, q.help, o.value, o.label FROM finder_questions q
    JOIN finder_options o ON o.question_id = q.id ORDER BY q.position, o.position`);
  // The most-reviewed product's first shade (display order) wins each combination.
  const matchRows = db.prepare(`SELECT tone, undertone, finish, coverage, skuId, productId, shades FROM (
      SELECT f.tone, f.undertone, f.finish, f.coverage, s.id AS skuId, p.id AS productId,
        COUNT(*) OVER combination AS shades,
        ROW_NUMBER() OVER (combination ORDER BY p.review_count DESC, p.id, s.display_order, s.id) AS rank
      FROM finder_shades f JOIN skus s ON s.id = f.sku_id JOIN products p ON p.id = s.product_id
      WHERE ${ORDERABLE}
      WINDOW combination AS (PARTITION BY f.tone, f.undertone, f.finish, f.coverage))
    WHERE rank = 1 ORDER BY tone, undertone, finish, coverage`);
  const optionBySku = db.prepare(`SELECT s.id AS skuId, p.id AS productId, p.category_id AS categoryId, p.name AS productName,
      p.subheading, s.shade_name AS shadeName, s.price_cents AS priceCents, f.tone, f.undertone, f.finish, f.coverage
    FROM finder_shades f JOIN skus s ON s.id = f.sku_id JOIN products p ON p.id = s.product_id WHERE f.sku_id = ?`);

  function questions(): FinderQuestion[] {
    const list: FinderQuestion[] = [];
    for (const row of optionRows.all() as Array<{ id: FinderQuestionId; name: string; prompt: string; help: string; value: string; label: string }>) {
      let question = list.at(-1);
      if (question?.id !== row.id) list.push((question = { id: row.id, name: row.name, prompt: row.prompt, help: row.help, options: [] }));
      question.options.push({ value: row.value, label: row.label });
    }
    return list;
  }

  return {
    questions,
    /** One row per combination of answers that has an orderable shade. */
    matches: (): FinderMatch[] => matchRows.all() as FinderMatch[],
    /** A finder shade with its product, for its dashboard; null for a SKU the finder does not know. */
    option(skuId: number): FinderOption | null {
      const row = optionBySku.get(skuId) as (Omit<FinderOption, 'answers'> & Record<FinderQuestionId, string>) | undefined;
      if (!row) return null;
      const { tone, undertone, finish, coverage, ...option } = row;
      const values: Record<FinderQuestionId, string> = { tone, undertone, finish, coverage };
      const answers = questions().map((q) => ({ question: q.name, label: q.options.find((o) => o.value === values[q.id])?.label ?? values[q.id] }));
      return { ...option, answers };
    },
  };
}

export type FinderStore = ReturnType<typeof createFinderStore>;
