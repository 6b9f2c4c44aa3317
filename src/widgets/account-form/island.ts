import type { IslandDefinition } from '../../ui/island-context';
import { AccountForm } from './account-form';
import { ACCOUNT_FORM_CSS } from './account-form.css';
import { parseAccountFormProps, type AccountFormProps } from './account-form-props';
import { defineIsland } from '../../ui/use-island';
import { PROPS } from './props';

const island: IslandDefinition<AccountFormProps> = {
  component: AccountForm,
  props: PROPS,
  parseProps: parseAccountFormProps,
  css: ACCOUNT_FORM_CSS,
};
export default defineIsland(island);
