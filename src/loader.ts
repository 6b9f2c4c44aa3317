// Classic-script loader for pages that cannot use type="module": loads storefront.js from the
// loader's own folder. A browser without modules keeps the server-rendered page as it is.
(() => {
  const current = document.currentScript as HTMLScriptElement | null;
  if (!current?.src || !('noModule' in current)) return;
  const script = document.createElement('script');
  script.type = 'module';
  script.src = new URL('storefront.js', current.src).href;
  (document.head ?? document.documentElement).append(script);
})();
