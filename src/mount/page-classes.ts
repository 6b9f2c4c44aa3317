// The page gets `logged-in` or `anonymous`, and `csr` for a representative (docs/requirements.md §4, §6).
import type { UserFlags } from '../store/user-cookie';

export function applyPageClasses(flags: UserFlags, target: HTMLElement = document.body ?? document.documentElement): void {
  target.classList.toggle('logged-in', flags.signedIn);
  target.classList.toggle('anonymous', !flags.signedIn);
  target.classList.toggle('csr', flags.csrLoggedIn);
}
