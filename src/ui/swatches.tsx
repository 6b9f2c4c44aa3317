// Shade swatches: a radio group of native radios (arrow keys move the choice, Tab leaves the group).
// A swatch of several colours when the shade has several; the shade name shows on hover and
// on focus. Colours are SVG presentation attributes, which a strict CSP allows (no inline style).
// The name is the radio's `aria-label`, and its tooltip (hidden from assistive technology, which would otherwise read
// the name a second time after the radio) is `display: none` until hover or focus: a listing of
// 500 cards has thousands of swatches, and a visually hidden name (positioned and clipped) for each cost the
// browser about 80 ms of layout and paint (docs/decisions.md, "Listing pages: 500 cards").
import type { Choices } from './product-info';

function SwatchGraphic({ colours }: { colours: string[] }) {
  const band = 24 / Math.max(1, colours.length);
  return (
    <svg className="sfi-swatch__chip" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" data-colours={colours.length}>
      {colours.map((colour, i) => (
        <rect key={i} x={i * band} y="0" width={band} height="24" fill={colour} />
      ))}
    </svg>
  );
}

export interface SwatchesProps {
  /** The radio group's name, unique on the page. */
  name: string;
  shades: Choices['shades'];
  selected: string | undefined;
  onSelect(shade: string): void;
}

export function Swatches({ name, shades, selected, onSelect }: SwatchesProps) {
  return (
    <fieldset className="sfi-swatches">
      <legend className="sfi-swatches__legend">
        Shade{selected ? <span className="sfi-swatches__current">: {selected}</span> : null}
      </legend>
      <div className="sfi-swatches__list">
        {shades.map((shade) => (
          <label key={shade.name} className="sfi-swatch">
            <input
              className="sfi-swatch__input"
              type="radio"
              name={name}
              aria-label={shade.name}
              value={shade.name}
              checked={shade.name === selected}
              onChange={() => onSelect(shade.name)}
            />
            <SwatchGraphic colours={shade.colours} />
            <span className="sfi-swatch__name" aria-hidden="true">
              {shade.name}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
