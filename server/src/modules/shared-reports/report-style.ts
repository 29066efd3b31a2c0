/**
 * The shared report page's stylesheet, inline (the app's policy allows inline styles; the page has
 * no script and needs no other request). The app's tokens (web/src/theme.css), light and dark by
 * the reader's preference; every text and background pair keeps WCAG AA contrast.
 */
export const REPORT_CSS = `
:root{color-scheme:light dark;--bg:#fafafa;--fg:#18181b;--card:#fff;--muted:#52525b;--border:#e4e4e7;--primary:#4f46e5;--soft:#eef2ff}
@media (prefers-color-scheme:dark){:root{--bg:#0a0a0f;--fg:#fafafa;--card:#131318;--muted:#a1a1aa;--border:#27272a;--primary:#818cf8;--soft:#1e1b4b}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header,main,footer{max-width:56rem;margin:0 auto;padding:1rem}
header{padding-top:2rem}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 .25rem}
h2{font-size:1.125rem;margin:0 0 .75rem}
.eyebrow{color:var(--muted);margin:0 0 .5rem;font-size:.875rem}
.scope{color:var(--muted);margin:.25rem 0 0}
section{background:var(--card);border:1px solid var(--border);border-radius:.75rem;padding:1rem 1.25rem;margin:0 0 1rem}
.table-wrap{overflow-x:auto}
table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
caption{text-align:left;color:var(--muted);font-size:.875rem;padding-bottom:.5rem}
th,td{text-align:left;padding:.375rem .5rem;border-bottom:1px solid var(--border);vertical-align:top}
td.n,th.n{text-align:right}
.bar{display:block;height:.375rem;border-radius:9999px;background:var(--soft);margin-top:.25rem}
.bar>span{display:block;height:100%;border-radius:inherit;background:var(--primary)}
dl{display:flex;flex-wrap:wrap;gap:1rem 2rem;margin:0 0 .75rem}
dt{color:var(--muted);font-size:.875rem}
dd{margin:0;font-size:1.25rem;font-weight:600}
ul.texts{margin:0;padding-left:1.25rem}
ul.texts li{margin:.25rem 0;white-space:pre-wrap;overflow-wrap:anywhere}
.empty{color:var(--muted);margin:0}
footer{color:var(--muted);font-size:.875rem;padding-bottom:2rem}
`;
