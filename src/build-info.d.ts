/** Replaced at build time (rollup) and defined in jest's globals. */
declare const __SFI_VERSION__: string;
declare const __SFI_FLAVOUR__: 'preact' | 'react';
