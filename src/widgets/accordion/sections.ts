// Reads an accordion's server-rendered content (docs/widgets.md, "accordion"): each heading among the host's
// children starts a section (its level is the first heading's), and everything after it up to the next
// heading of that level is its panel. Anything before the first heading stays above the accordion. A section may
// also come as `<details><summary><h2>…</h2></summary>…</details>`, so the server can say which panels start
// closed without a script (docs/decisions.md, "Page furniture").

export interface AccordionSection {
  /** The heading's text, the label of its button. */
  title: string;
  /** The server heading's id and class, kept on the heading the island renders (anchors, page CSS). */
  id: string;
  className: string;
  panel: Node[];
}

export interface AccordionContent {
  /** 1 to 6: the level of the headings (0 when there is none). */
  level: number;
  before: Node[];
  sections: AccordionSection[];
}

const headingLevel = (node: Node): number => {
  const match = node instanceof Element ? /^H([1-6])$/.exec(node.tagName) : null;
  return match ? Number(match[1]) : 0;
};

/** A `<details>` child is read as what it wraps: its summary's content (the heading), then the rest (the panel). */
const unwrapDetails = (node: Node): Node[] =>
  node.nodeName == 'DETAILS' ? [...node.childNodes].flatMap((child) => (child.nodeName == 'SUMMARY' ? [...child.childNodes] : [child])) : [node];

/** Splits the host's content; `sections` is empty when it holds no heading. */
export function splitSections(content: ParentNode): AccordionContent {
  const nodes = [...content.childNodes].flatMap(unwrapDetails);
  const level = nodes.map(headingLevel).find((n) => n > 0) ?? 0;
  const before: Node[] = [];
  const sections: AccordionSection[] = [];
  for (const node of nodes) {
    if (level && headingLevel(node) === level) {
      const heading = node as Element;
      sections.push({ title: (heading.textContent ?? '').replace(/\s+/g, ' ').trim(), id: heading.id, className: heading.className, panel: [] });
    } else if (sections.length) sections[sections.length - 1]!.panel.push(node);
    else before.push(node);
  }
  return { level, before, sections };
}
