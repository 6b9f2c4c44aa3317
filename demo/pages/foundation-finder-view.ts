import { formatUsd } from '../catalog/money';
import { productPath, skuImagePath } from '../catalog/wire-product';
import { html } from '../html/html';
import { withFlavour, type Flavour } from '../http/flavour';
import type { FinderMatch, FinderOption, FinderQuestion } from '../quiz/finder-store';

/** Where the finder fetches an option's dashboard from. */
export const FINDER_OPTION_PATH = '/foundation_finder/option.tmpl';

/**
 * The `foundation-finder` island's props (docs/widgets.md): the questions, and one row per combination of answers
 * that has an orderable shade: `[skuId, productId, shades, option index of each question...]`.
 */
function finderProps(questions: readonly FinderQuestion[], matches: readonly FinderMatch[]) {
  const index = (question: FinderQuestion, value: string) => question.options.findIndex((o) => o.value === value);
  return {
    optionUrl: FINDER_OPTION_PATH,
    questions: questions.map((q) => ({ id: q.id, prompt: q.prompt, help: q.help, options: q.options.map((o) => o.label) })),
    matches: matches.map((m) => [m.skuId, m.productId, m.shades, ...questions.map((q) => index(q, m[q.id]))]),
  };
}

/** `/foundation_finder/frame.tmpl`: the finder as a bare fragment for the dialog. */
export function finderFrame(questions: readonly FinderQuestion[], matches: readonly FinderMatch[], flavour: Flavour): string {
  const count = questions.length;
  return html`<div class="finder-frame">
  <p class="finder-frame__intro">Answer ${count === 1 ? 'one question' : `${count} questions`} and we will match you to one foundation and shade.</p>
  <div class="finder-host" data-widget="foundation-finder" data-props="${JSON.stringify(finderProps(questions, matches))}">
    <p>The finder is loading. <a href="${withFlavour('/category/2', flavour)}">Browse all foundations</a>.</p>
  </div>
</div>`.value;
}

/**
 * `/foundation_finder/option.tmpl?sku=SKU123`: one product and shade on its dashboard, with add to bag starting on that
 * shade. Its heading is an h4: the finder shows it under its own "Your foundation match" (h3 in the dialog).
 */
export function finderOption(option: FinderOption, flavour: Flavour): string {
  const titleId = `finder-option-SKU${option.skuId}`;
  const buy = { productId: `PROD${option.productId}`, categoryId: `CAT${option.categoryId}`, skuId: `SKU${option.skuId}` };
  return html`<section class="finder-option" aria-labelledby="${titleId}">
  <img class="finder-option__image" src="${skuImagePath(option.skuId)}" alt="" width="120" height="120">
  <div class="finder-option__body">
    <h4 id="${titleId}" class="finder-option__name"><a href="${withFlavour(productPath(option.productId), flavour)}">${option.productName}</a></h4>
    <p class="finder-option__shade">Shade: <strong>${option.shadeName}</strong></p>
    <dl class="finder-option__answers">${option.answers.map((a) => html`<div><dt>${a.question}</dt><dd>${a.label}</dd></div>`)}</dl>
    <div class="finder-option__buy" data-widget="add-to-bag" data-props="${JSON.stringify(buy)}"><p>${formatUsd(option.priceCents)}</p></div>
  </div>
</section>`.value;
}

/** A shade the finder does not know. */
export const FINDER_OPTION_NOT_FOUND = html`<section class="finder-option"><p>Sorry, this shade is no longer available.</p></section>`.value;
