import type { IslandDefinition } from '../../ui/island-context';
import { Accordion } from './accordion';
import { ACCORDION_CSS } from './accordion.css';
import { parseAccordionProps, type AccordionProps } from './accordion-props';
import { defineIsland } from '../../ui/use-island';

const island: IslandDefinition<AccordionProps> = {
  component: Accordion,
  parseProps: parseAccordionProps,
  css: ACCORDION_CSS,
};
export default defineIsland(island);
