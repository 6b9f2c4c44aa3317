// Island CSS goes in through constructable stylesheets (document.adoptedStyleSheets), never an
// inline <style>, so pages under a strict Content-Security-Policy work (docs/architecture.md "An island folder").
const adopted = new Set<string>();

export function adoptStyles(key: string, css: string | undefined, doc: Document = document): void {
  if (!css || adopted.has(key)) return;
  adopted.add(key);
  if (typeof CSSStyleSheet !== 'function' || !('adoptedStyleSheets' in doc)) return;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  } catch {
    // A browser without constructable stylesheets shows the island unstyled; nothing else breaks.
  }
}
