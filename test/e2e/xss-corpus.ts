// Hostile strings for the XSS browser test (docs/security.md). Each carries a unique token `xss<n>` inside the
// element or attribute it would inject, so a leak is found by looking for the token in tag and attribute names,
// and its script would set `window.__xss` (blocked by the page's CSP, which the harness reports as a failure).

const TOKEN_PREFIX = 'xss';

/** Code a payload runs if it ever does. */
const run = (n: number) => `window.__xss=${n}`;

/** Every payload, by number; the token of payload n is `xss<n>`. */
const TEMPLATES: Array<(t: string, n: number) => string> = [
  // Script tags
  (t, n) => `<script id="${t}">${run(n)}</script>`,
  (t, n) => `<SCRIPT class=${t}>${run(n)}</SCRIPT>`,
  (t) => `<script src="/${t}.js" id="${t}"></script>`,
  (t, n) => `<scr<script>ipt id=${t}>${run(n)}</scr</script>ipt>`,
  (t, n) => `"><script id=${t}>${run(n)}</script>`,
  (t, n) => `'><script id=${t}>${run(n)}</script>`,
  // Event handlers
  (t, n) => `<img src=x id=${t} onerror="${run(n)}">`,
  (t, n) => `<img src=x id=${t} onerror=${run(n)}//`,
  (t, n) => `<body id=${t} onload="${run(n)}">`,
  (t, n) => `<div id=${t} onmouseover="${run(n)}">hover</div>`,
  (t, n) => `<input id=${t} autofocus onfocus="${run(n)}">`,
  (t, n) => `<details id=${t} open ontoggle="${run(n)}">`,
  (t, n) => `<video id=${t}><source onerror="${run(n)}"></video>`,
  (t, n) => `<audio id=${t} src=x onerror=${run(n)}>`,
  (t, n) => `<marquee id=${t} onstart=${run(n)}>x</marquee>`,
  (t, n) => `<img/src=x/id=${t}/onerror=${run(n)}>`,
  (t, n) => `<img src=x id=${t} OnErRoR=${run(n)}>`,
  // javascript: and data: URLs
  (t, n) => `<a id=${t} href="javascript:${run(n)}">click</a>`,
  (t, n) => `<a id=${t} href="  JaVaScRiPt:${run(n)}">click</a>`,
  (t, n) => `<a id=${t} href="java&#x09;script:${run(n)}">click</a>`,
  (t, n) => `<a id=${t} href="&#106;avascript:${run(n)}">click</a>`,
  (t, n) => `javascript:${run(n)}//${t}`,
  (t, n) => `data:text/html,<script id=${t}>${run(n)}</script>`,
  (t, n) => `<a id=${t} href="data:text/html;base64,${btoa(`<script>${run(n)}</script>`)}">x</a>`,
  (t, n) => `<iframe id=${t} src="javascript:${run(n)}"></iframe>`,
  (t, n) => `<iframe id=${t} srcdoc="<script>${run(n)}</script>"></iframe>`,
  (t, n) => `<object id=${t} data="javascript:${run(n)}"></object>`,
  (t, n) => `<embed id=${t} src="data:text/html,<script>${run(n)}</script>">`,
  (t, n) => `<form id=${t} action="javascript:${run(n)}"><button>go</button></form>`,
  (t, n) => `<button id=${t} formaction="javascript:${run(n)}">go</button>`,
  // SVG and MathML
  (t, n) => `<svg id=${t} onload="${run(n)}"></svg>`,
  (t, n) => `<svg><script id=${t}>${run(n)}</script></svg>`,
  (t, n) => `<svg><a id=${t} xlink:href="javascript:${run(n)}"><text x=0 y=20>x</text></a></svg>`,
  (t, n) => `<svg><animate id=${t} onbegin="${run(n)}" attributeName=x dur=1s></svg>`,
  (t, n) => `<svg><foreignObject><img id=${t} src=x onerror="${run(n)}"></foreignObject></svg>`,
  (t, n) => `<math><mtext><table><mglyph><style><img id=${t} src=x onerror="${run(n)}">`,
  (t, n) => `<math id=${t}><maction actiontype="statusline" xlink:href="javascript:${run(n)}">x</maction></math>`,
  (t, n) => `<svg></p><style><a id="</style><img id=${t} src=x onerror=${run(n)}>">`,
  // Encoded and double-encoded forms
  (t, n) => `&lt;script id=${t}&gt;${run(n)}&lt;/script&gt;`,
  (t, n) => `&amp;lt;img src=x id=${t} onerror=${run(n)}&amp;gt;`,
  (t, n) => `%3Cscript%20id%3D${t}%3E${run(n)}%3C%2Fscript%3E`,
  (t, n) => `%253Cimg%2520src%253Dx%2520id%253D${t}%2520onerror%253D${run(n)}%253E`,
  (t, n) => `\\u003cimg src=x id=${t} onerror=${run(n)}\\u003e`,
  (t, n) => `\u003cimg src=x id=${t} onerror=${run(n)}\u003e`,
  (t, n) => `&#60;img src=x id=${t} onerror=${run(n)}&#62;`,
  (t, n) => `\uFF1Cimg src=x id=${t} onerror=${run(n)}\uFF1E`,
  // Attribute breakers
  (t, n) => `" id="${t}" onfocus="${run(n)}" autofocus="`,
  (t, n) => `' id='${t}' onmouseover='${run(n)}' x='`,
  (t, n) => `\` id=${t} onclick=${run(n)} x=\``,
  (t, n) => `x" ${t}="1" onerror="${run(n)}`,
  (t, n) => `"/><img src=x id=${t} onerror=${run(n)}>`,
  (t) => `" style="background:url(/${t}.png)" data-${t}="`,
  // Template and style tricks
  (t) => `{{constructor.constructor('${run(1)}')()}}${t}`,
  (t) => `\${${run(1)}}${t}`,
  (t) => `<style id=${t}>*{background:url(/${t}.png)}</style>`,
  (t) => `<link id=${t} rel=stylesheet href="/${t}.css">`,
  (t) => `<meta id=${t} http-equiv="refresh" content="0;url=javascript:${run(1)}">`,
  (t) => `<base id=${t} href="javascript:/">`,
  (t, n) => `<template><img id=${t} src=x onerror=${run(n)}></template>`,
  (t, n) => `<noscript><p title="</noscript><img id=${t} src=x onerror=${run(n)}>">`,
  // </script> breakers for JSON inside script elements
  (t, n) => `</script><script id=${t}>${run(n)}</script>`,
  (t, n) => `</SCRIPT ><img src=x id=${t} onerror=${run(n)}>`,
  (t, n) => `<!--</script><script id=${t}>${run(n)}</script>-->`,
  (t, n) => `\u2028\u2029</script><svg id=${t} onload=${run(n)}>`,
];

interface Payload {
  n: number;
  token: string;
  text: string;
}

export const PAYLOADS: readonly Payload[] = TEMPLATES.map((template, i) => {
  const n = i + 1;
  const token = `${TOKEN_PREFIX}${n}`;
  return { n, token, text: template(token, n) };
});

/** Payload i (wrapping), for spreading the corpus over many fields. */
export function payloadAt(i: number): Payload {
  return PAYLOADS[i % PAYLOADS.length]!;
}
