// Where the focus goes when a dialog closes (src/ui/focus-return.ts, docs/decisions.md "Products and bag"): back to
// the opener; if that has gone, to the element now in its place, else to what stands where it stood, else to the
// nearest part of the page still there.
import { focusReturn } from '../../src/ui/focus-return';

function openerIn(html: string): HTMLElement {
  document.body.innerHTML = html;
  const opener = document.getElementById('opener')!;
  opener.focus();
  return opener;
}

/** Opens from #opener in `html`, takes the element with id `gone` off the page, and closes. */
function closeAfterRemoving(html: string, gone: string): void {
  const back = focusReturn(openerIn(html));
  (document.activeElement as HTMLElement).blur();
  document.getElementById(gone)!.remove();
  back();
}

describe('focusReturn', () => {
  it('goes back to the opener while it is on the page', () => {
    const opener = openerIn('<main><button id="opener">Quick view Lipstick</button><button id="inside">Close</button></main>');
    const back = focusReturn(opener);
    document.getElementById('inside')!.focus();
    back();
    expect(document.activeElement).toBe(opener);
  });

  it('an opener re-rendered while the dialog was open: its replacement (same tag, class and text) takes it', () => {
    const opener = openerIn(
      '<main><ul id="grid"><li><button class="sfi-card__quick">Quick view Mascara</button></li><li id="card"><button id="opener" class="sfi-card__quick">Quick view Lipstick</button></li></ul></main>',
    );
    const back = focusReturn(opener);
    opener.blur();
    document.getElementById('grid')!.innerHTML =
      '<li><button class="sfi-card__quick">Quick view Mascara</button></li><li><button class="sfi-card__bag">Quick view Lipstick</button><button class="sfi-card__quick" data-new>Quick view Lipstick</button></li>';
    back();
    expect(document.activeElement?.outerHTML).toBe('<button class="sfi-card__quick" data-new="">Quick view Lipstick</button>');
  });

  it('an opener removed with nothing in its place: what now stands where it stood (the next card), focusable until it loses the focus', () => {
    closeAfterRemoving('<main><ul><li>One</li>\n<li id="card"><button id="opener">Quick view Lipstick</button></li>\n<li id="next">Three</li></ul><a href="/more">More</a></main>', 'card');
    const next = document.getElementById('next')!;
    expect([document.activeElement, next.getAttribute('tabindex')]).toEqual([next, '-1']);
    document.querySelector('a')!.focus();
    expect(next.hasAttribute('tabindex')).toBe(false);
  });

  it('the last of its list removed: the list itself; one that takes the focus already keeps its own tabindex', () => {
    closeAfterRemoving('<main><div id="list" tabindex="0"><p>One</p><p id="card"><button id="opener">Quick view Lipstick</button></p></div></main>', 'card');
    const list = document.getElementById('list')!;
    expect(document.activeElement).toBe(list);
    list.blur();
    expect(list.getAttribute('tabindex')).toBe('0');
  });

  it('an opener in a part of the page gone whole (a dialog closed under it): left to the page', () => {
    closeAfterRemoving('<main><p>Products</p></main><div id="overlay"><button id="opener">Add to bag</button></div><p id="after">Footer</p>', 'overlay');
    expect([document.activeElement, document.getElementById('after')!.hasAttribute('tabindex')]).toEqual([document.body, false]);
  });
});
