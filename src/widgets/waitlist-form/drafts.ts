// What was typed in a waitlist form, kept for the life of the page (in memory: never stored, gone with the page) so
// that the same form opened again shows it. A trigger hash (`#sign-in`) closes our dialogs to open its own
// (docs/decisions.md "A trigger hash while one of our dialogs is open"), and a half-typed address went with it.
import { pageSingleton } from '../../store/page-singleton';
import type { FormTarget } from './form-state';

/** A form's key among the drafts: its target (the same shade or campaign, sent the same way, under the same heading). */
export const draftKey = (target: FormTarget): string => JSON.stringify(target);

/** What was last typed in each form on the page, by `draftKey`. */
export const waitlistDrafts = () => pageSingleton('waitlist-drafts:v1', () => new Map<string, string>());
