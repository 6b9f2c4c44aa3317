// Classic-script loader for pages that cannot use type="module": loads storefront.js from the
// loader's own folder. A browser without modules keeps the server-rendered page as it is.

/** The loader's own Trusted Types policy; a page enforcing Trusted Types that uses the loader allows it (docs/security.md). */
const LOADER_POLICY = 'storefront-islands-loader';

interface ScriptUrlPolicyFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown };
}

/**
 * The entry's URL as a script's `src` takes it: where the browser has Trusted Types, a TrustedScriptURL from a
 * policy that signs this one URL and refuses any other; a plain string elsewhere, or where the page allows no
 * such policy (there the browser refuses it and the page keeps its server-rendered content).
 */
function scriptUrl(entry: string): string {
  const factory = (window as { trustedTypes?: ScriptUrlPolicyFactory }).trustedTypes;
  if (!factory) return entry;
  try {
    const policy = factory.createPolicy(LOADER_POLICY, {
      createScriptURL(url) {
        if (url !== entry) throw new TypeError(`${LOADER_POLICY}: only ${entry} may be loaded`);
        return url;
      },
    });
    return policy.createScriptURL(entry) as string;
  } catch {
    return entry;
  }
}

(() => {
  const current = document.currentScript as HTMLScriptElement | null;
  if (!current?.src || !('noModule' in current)) return;
  const script = document.createElement('script');
  script.type = 'module';
  try {
    script.src = scriptUrl(new URL('storefront.js', current.src).href);
  } catch (error) {
    // The page enforces Trusted Types without allowing the loader's policy: it keeps its server content, said once.
    console.warn(`[storefront-islands] not loaded: the page's Trusted Types do not allow "${LOADER_POLICY}".`, error);
    return;
  }
  (document.head ?? document.documentElement).append(script);
})();
