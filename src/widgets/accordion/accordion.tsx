// The accordion (docs/requirements.md §2.3): the WAI-ARIA APG accordion pattern over the host's
// server-rendered headings and panels, which show in full without the script. Each heading gets a button
// (aria-expanded, aria-controls); an open panel is a region labelled by its button while there are at most six
// (as the pattern advises). Enter and Space toggle (native buttons); Down, Up, Home and End move between headers.
// A closed panel is `hidden="until-found"` where the browser has it, so find in page and a link into the panel
// still reach its words: the browser fires `beforematch` on it, and the accordion opens it as a click would.
import { Fragment, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { MarkupError } from '../../ui/island-props';
import { ServerNodes } from '../../ui/server-nodes';
import { useStableId } from '../../ui/use-id';
import { useIsland } from '../../ui/use-island';
import type { AccordionProps } from './accordion-props';
import { headerKeyTarget, initialOpen, revealSection, toggleSection } from './accordion-state';
import { splitSections } from './sections';

/** The APG pattern advises against landmark regions for more panels than this. */
const MAX_REGIONS = 6;

/**
 * A closed panel's `hidden` value: `until-found` where the browser can reveal a hidden panel (it fires `beforematch`),
 * else plain `hidden`. The attribute is set here, not rendered: React 19 writes `hidden` as a boolean (`""`).
 */
const CLOSED = 'onbeforematch' in HTMLElement.prototype ? 'until-found' : '';

/** The accordion's own panels, in section order (not those of an accordion inside one). */
const panelsOf = (accordion: HTMLElement): Element[] => [...accordion.children].filter((el) => el.classList.contains('sfi-accordion__panel'));

export function Accordion({ allowMultiple, open }: AccordionProps) {
  const { serverContent } = useIsland();
  const [{ level, before, sections }] = useState(() => splitSections(serverContent()));
  if (sections.length === 0) throw new MarkupError('the host holds no heading (h1–h6) to make a section of');
  const [expanded, setExpanded] = useState(() => initialOpen(open, sections.length));
  const baseId = useStableId('accordion');
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const root = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    panelsOf(root.current!).forEach((panel, index) => {
      if (expanded.includes(index)) panel.removeAttribute('hidden');
      else panel.setAttribute('hidden', CLOSED);
    });
  }, [expanded]);

  // Listening from the moment panels are hidden (a layout effect, as above): a panel revealed with no listener would
  // show while its header still said it was closed.
  useLayoutEffect(() => {
    const accordion = root.current!;
    // The browser shows the panel itself; the state follows, so its header says so and the single-open rule holds.
    const onBeforeMatch = (event: Event) => {
      const index = panelsOf(accordion).indexOf(event.target as Element);
      if (index >= 0) setExpanded((current) => revealSection(current, index, allowMultiple));
    };
    accordion.addEventListener('beforematch', onBeforeMatch);
    return () => accordion.removeEventListener('beforematch', onBeforeMatch);
  }, [allowMultiple]);
  const Heading = `h${level}` as 'h3';

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = headerKeyTarget(event.key, index, sections.length);
    if (target === null || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div ref={root} className="sfi-accordion">
      {before.length ? <ServerNodes nodes={before} /> : null}
      {sections.map((section, index) => {
        const isOpen = expanded.includes(index);
        // An open panel is a region named by its button; any other panel is a plain box, which a name may not be given.
        const region = isOpen && sections.length <= MAX_REGIONS;
        const buttonId = `${baseId}-button-${index + 1}`;
        const panelId = `${baseId}-panel-${index + 1}`;
        return (
          <Fragment key={index}>
            <Heading id={section.id || undefined} className={`sfi-accordion__heading${section.className ? ` ${section.className}` : ''}`}>
              <button
                ref={(el) => void (buttons.current[index] = el)}
                type="button"
                id={buttonId}
                className="sfi-accordion__button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setExpanded((current) => toggleSection(current, index, allowMultiple))}
                onKeyDown={onKeyDown(index)}
              >
                <span>{section.title}</span>
                <span className="sfi-accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <ServerNodes
              nodes={section.panel}
              id={panelId}
              className="sfi-accordion__panel"
              role={region ? 'region' : undefined}
              aria-labelledby={region ? buttonId : undefined}
            />
          </Fragment>
        );
      })}
    </div>
  );
}
