// The birthday field. When this build has the date picker, the field sits in a `date-picker` host
// (docs/widgets.md): the runtime mounts the picker over it. The host's label and input are written once,
// outside this view's diffing, because the picker's island takes them over when it mounts.
import { useLayoutEffect, useRef } from 'react';
import { isoDay } from './join-form';

export const BIRTHDAY_NAME = 'birthday';
const LABEL = 'Birthday (optional, mm/dd/yyyy)';
const INPUT_ATTRIBUTES = { type: 'text', name: BIRTHDAY_NAME, autocomplete: 'bday', inputmode: 'numeric', placeholder: 'mm/dd/yyyy' };

export function BirthdayField({ id, withPicker }: { id: string; withPicker: boolean }) {
  return withPicker ? <DatePickerHost id={id} /> : <PlainBirthdayField id={id} />;
}

function PlainBirthdayField({ id }: { id: string }) {
  return (
    <div className="sfi-loyalty-join__field">
      <label htmlFor={id}>{LABEL}</label>
      <input id={id} type="text" name={BIRTHDAY_NAME} autoComplete="bday" inputMode="numeric" placeholder="mm/dd/yyyy" />
    </div>
  );
}

function DatePickerHost({ id }: { id: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const label = document.createElement('label');
    label.htmlFor = id;
    label.textContent = LABEL;
    const input = document.createElement('input');
    input.id = id;
    for (const [name, value] of Object.entries(INPUT_ATTRIBUTES)) input.setAttribute(name, value);
    // No birthday after today; with the field empty the calendar opens thirty years back, not on this month.
    input.max = isoDay();
    ref.current!.replaceChildren(label, input);
  }, [id]);
  return <div ref={ref} className="sfi-loyalty-join__field" data-widget="date-picker" data-prop-open-years-ago="30" />;
}
