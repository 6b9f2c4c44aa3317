// The purchase-with-purchase popup (docs/requirements.md §2, §4, §9): a 590x375 dialog with the offer's image
// and text, opened on demand, marked as shown (the popup cookie) so it never shows again. When it is armed
// and shown is test/store/pwp-arming.test.ts and the add to bag in test/widgets/product-card.
import { wasPopupShown } from '../../../src/store/popup-cookies';
import { click, mountPage, setUpIslandPage } from '../../helpers/island-page';
import { waitFor } from '../../helpers/wait-for';

setUpIslandPage({ fakeTimers: true });

const popup = () => document.querySelector<HTMLDialogElement>('dialog.sfi-pwp');

describe('pwp-popup', () => {
  it('shows the offer in a 590x375 modal dialog and marks it shown', async () => {
    const page = await mountPage('');
    expect(wasPopupShown('pwp-lip')).toBe(false);
    page.runtime.open('pwp-popup', { id: 'pwp-lip', image: '/gift.svg', offerText: 'Add a mascara for $10.' });
    await waitFor(() => expect(popup()?.open).toBe(true));
    const dialog = popup()!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('A special offer for you');
    const image = dialog.querySelector('img.sfi-pwp__image')!;
    expect([image.getAttribute('src'), image.getAttribute('alt'), image.getAttribute('width'), image.getAttribute('height')]).toEqual([
      '/gift.svg', 'The product on offer', '160', '160',
    ]);
    expect(dialog.querySelector('.sfi-pwp__text')!.textContent).toBe('Add a mascara for $10.');
    expect(dialog.querySelector('a.sfi-pwp__link')!.getAttribute('href')).toBe('/cart');
    expect(dialog.querySelector('a.sfi-pwp__link')!.textContent).toBe('View your bag');
    expect(dialog.style.getPropertyValue('--sfi-dialog-width')).toBe('590px');
    expect(dialog.style.getPropertyValue('--sfi-dialog-height')).toBe('375px');
    expect(wasPopupShown('pwp-lip')).toBe(true);
  });

  it('is described by the offer\'s words, so a screen reader says them with its name (the focus goes past them, to the link)', async () => {
    const page = await mountPage('');
    page.runtime.open('pwp-popup', { id: 'pwp-lip', image: '/gift.svg', offerText: 'Add a mascara for $10.' });
    await waitFor(() => expect(popup()?.open).toBe(true));
    expect(document.getElementById(popup()!.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Add a mascara for $10.');
  });

  it.each(['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.test/gift.svg', '/\\evil.test/gift.svg'])(
    'shows no image from %j (ui/urls.ts)',
    async (image) => {
      const page = await mountPage('');
      page.runtime.open('pwp-popup', { id: 'pwp-x', image, offerText: 'Add a mascara for $10.' });
      await waitFor(() => expect(popup()?.querySelector('.sfi-pwp__text')?.textContent).toBe('Add a mascara for $10.'));
      expect(popup()!.querySelector('img')).toBeNull();
    },
  );

  it('takes the image\'s alternative text from imageAlt, and shows no image without one', async () => {
    const page = await mountPage('');
    page.runtime.open('pwp-popup', { id: 'a', image: '/gift.svg', offerText: 'Offer A', imageAlt: 'A mascara' });
    await waitFor(() => expect(popup()?.querySelector('img')?.getAttribute('alt')).toBe('A mascara'));
    document.querySelector('.sfi-on-demand')!.remove();
    page.runtime.open('pwp-popup', { id: 'b', offerText: 'Offer B' });
    await waitFor(() => expect(popup()?.querySelector('.sfi-pwp__text')?.textContent).toBe('Offer B'));
    expect(popup()!.querySelector('img')).toBeNull();
  });

  it('closes with its close button or Escape; its host goes away', async () => {
    const page = await mountPage('');
    const first = page.runtime.open('pwp-popup', { id: 'pwp-lip', offerText: 'Offer' });
    await waitFor(() => expect(popup()?.open).toBe(true));
    click(popup()!.querySelector('.sfi-dialog__close')!);
    await first.closed;
    expect(first.host.isConnected).toBe(false);
    const second = page.runtime.open('pwp-popup', { id: 'pwp-lip', offerText: 'Offer' });
    await waitFor(() => expect(popup()?.open).toBe(true));
    popup()!.dispatchEvent(new Event('cancel', { cancelable: true }));
    await second.closed;
    expect(popup()).toBeNull();
  });

  it('needs an id and the offer text', async () => {
    const page = await mountPage('');
    const opened = page.runtime.open('pwp-popup', { id: 'pwp-lip' });
    await opened.closed;
    expect(opened.host.getAttribute('data-widget-state')).toBe('error');
    expect(wasPopupShown('pwp-lip')).toBe(false);
    expect((console.warn as jest.Mock).mock.calls.map((c) => c[0])).toEqual([
      '[storefront-islands] <div.sfi-on-demand data-widget="pwp-popup">: bad props: prop "offerText" is required; the host was left as it was.',
    ]);
  });
});
