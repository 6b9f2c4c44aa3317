import type { IslandDefinition } from '../../ui/island-context';
import { optionalNumber, optionalString, PropsError, type RawProps } from '../../ui/island-props';
import { headingLevelProp, productIdProp } from '../../ui/product-props';
import { WaitlistForm, type WaitlistFormProps } from './waitlist-form';
import { WAITLIST_FORM_CSS } from './waitlist-form.css';
import { defineIsland } from '../../ui/use-island';
import { PROPS } from './props';

/** `requestType`, `eventId`, `lastSource`: short codes for the wire ('' takes the default). */
function codeProp(raw: RawProps, key: string): string {
  const value = optionalString(raw, key).trim();
  if (value && !/^[\w.-]{1,64}$/.test(value)) throw new PropsError(`prop "${key}" must be up to 64 letters, digits, "_", "-" or "."; got ${JSON.stringify(value)}`);
  return value;
}

function parseWaitlistFormProps(raw: RawProps): WaitlistFormProps {
  const skuBaseId = optionalNumber(raw, 'skuBaseId', 0, { min: 1, max: 2 ** 31 - 1 });
  if (!Number.isInteger(skuBaseId)) throw new PropsError(`prop "skuBaseId" must be a whole number, got ${JSON.stringify(raw.skuBaseId)}`);
  const title = optionalString(raw, 'title').trim();
  const intro = optionalString(raw, 'intro').trim();
  return {
    ...(optionalString(raw, 'productId').trim() ? { productId: productIdProp(raw) } : {}),
    ...(skuBaseId ? { skuBaseId } : {}),
    ...(title ? { title } : {}),
    ...(intro ? { intro } : {}),
    requestType: codeProp(raw, 'requestType'),
    eventId: codeProp(raw, 'eventId'),
    lastSource: codeProp(raw, 'lastSource'),
    headingLevel: headingLevelProp(raw, 2),
  };
}

const island: IslandDefinition<WaitlistFormProps> = {
  component: WaitlistForm,
  props: PROPS,
  parseProps: parseWaitlistFormProps,
  css: WAITLIST_FORM_CSS,
};
export default defineIsland(island);
