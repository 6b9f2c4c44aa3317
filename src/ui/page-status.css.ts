// The page status region when it shows a message (page-status.ts): a bar above the page, at the foot of the window.
export const PAGE_STATUS_CSS = `
.sfi-page-status{position:fixed;z-index:9999;inset:auto 1rem 1rem;max-width:32rem;margin:auto;padding:.75rem 1rem;border-radius:.375rem;background:#222;color:#fff}
`;
