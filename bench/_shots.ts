import { launchBrowser, startDemo, waitForIslands, settle, signIn } from '../test/e2e/harness';
const pages = ['/', '/category/1', '/product/1', '/esearch?search=lip', '/cart', '/video', '/account/loyalty/index.tmpl', '/account/favorites.tmpl', '/checkout/index.tmpl', '/widgets'];
const demo = await startDemo();
const browser = await launchBrowser();
for (const width of [320, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await signIn(page, demo.url, 'member@example.com');
  for (const path of pages) {
    await page.goto(demo.url + path);
    await waitForIslands(page); await settle(page);
    const name = `/tmp/shots/${width}${path.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: name, fullPage: width === 320 ? false : false });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
    console.log(width, path, 'overflowX', overflow, errors.splice(0).join(' | '));
  }
  await context.close();
}
await browser.close(); await demo.close();
