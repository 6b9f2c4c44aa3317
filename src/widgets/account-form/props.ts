import type { IslandAbout, PropsDeclaration } from '../../ui/prop-check';

/** The host's props, checked on mount (ui/prop-check.ts) before the island reads them. */
export const PROPS = {
  form: { type: 'string', required: true, values: ['signin', 'create'], example: 'signin' },
  action: { type: 'string' },
  returnUrl: { type: 'string' },
  passwordHint: { type: 'string', default: '' },
} satisfies PropsDeclaration;

/**
 * For the catalogue, docs/widgets.md and dist/storefront.d.ts (tools/catalogue finds it on disk); nothing in the
 * bundle reads it, so no chunk carries it.
 * @public
 */
export const ABOUT: IslandAbout<typeof PROPS> = {
  name: 'account-form',
  summary: 'The sign-in or new-account form, posting without a page load (made for the dialog).',
  props: {
    form: { description: 'which form' },
    action: { default: '`/account/signin.tmpl`', description: 'where it posts', allowed: 'a page of this site' },
    returnUrl: { example: '/product/3', description: 'where the storefront sends the shopper once signed in', type: 'path', default: 'this page' },
    passwordHint: { description: 'shown under the new password', default: 'none' },
  },
  snippets: [
    `<div data-overlay-widget="account-form" data-props='{"form": "signin", "returnUrl": "/product/3"}'>
  <form method="post" action="/account/signin.tmpl">…the page's own form…</form>
</div>`,
  ],
};
