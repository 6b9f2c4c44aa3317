import type { IslandDefinition } from '../../ui/island-context';
import { DatePicker } from './date-picker';
import { DATE_PICKER_CSS } from './date-picker.css';
import { parseDatePickerProps, type DatePickerProps } from './date-picker-props';
import { defineIsland } from '../../ui/use-island';
import { PROPS } from './props';

const island: IslandDefinition<DatePickerProps> = {
  component: DatePicker,
  props: PROPS,
  parseProps: parseDatePickerProps,
  css: DATE_PICKER_CSS,
};
export default defineIsland(island);
