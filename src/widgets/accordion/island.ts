import type { IslandDefinition } from '../../ui/island-context';
import { Accordion } from './accordion';
import { ACCORDION_CSS } from './accordion.css';
import { parseAccordionProps, type AccordionProps } from './accordion-props';
import { defineIsland } from '../../ui/use-island';
import { PROPS } from './props';

const island: IslandDefinition<AccordionProps> = {
  component: Accordion,
  props: PROPS,
  parseProps: parseAccordionProps,
  css: ACCORDION_CSS,
};
export default defineIsland(island);
