/**
 * The standalone status page's colours, light and dark (prefers-color-scheme). Each text colour
 * keeps WCAG AA (4.5:1) on the surfaces it is drawn on, and the bar's colours 3:1 on the card
 * (page-style.test.ts checks every pair).
 */
export type Palette = Record<'bg' | 'surface' | 'text' | 'muted' | 'border' | 'up' | 'degraded' | 'down' | 'maintenance' | 'unknown' | 'barUp' | 'barPartial' | 'barDown' | 'barEmpty' | 'link', string>;

export const palettes: { light: Palette; dark: Palette } = {
  light: { bg: '#f3f4f6', surface: '#ffffff', text: '#16181d', muted: '#4b5261', border: '#cfd4dc', up: '#1e6b32', degraded: '#8a5200', down: '#b3261e', maintenance: '#1f4fa8', unknown: '#585f6d', barUp: '#2e8540', barPartial: '#b86e00', barDown: '#c62828', barEmpty: '#8d95a3', link: '#1f4fa8' },
  dark: { bg: '#0f1217', surface: '#1a1f27', text: '#e9ecf1', muted: '#aeb6c3', border: '#343c49', up: '#6fd08c', degraded: '#f0bf5a', down: '#ff8f85', maintenance: '#93b7ff', unknown: '#aeb6c3', barUp: '#4fb86c', barPartial: '#d99a2b', barDown: '#f06a5f', barEmpty: '#6b7482', link: '#93b7ff' },
};

const vars = (p: Palette): string =>
  Object.entries(p)
    .map(([name, value]) => `--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
    .join(';');

/** The page's whole stylesheet, inline (one request, no script): small, and cached with the page. */
export const pageCss = `
:root{${vars(palettes.light)};color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{${vars(palettes.dark)}}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:860px;margin:0 auto;padding:24px 16px 40px}
h1{font-size:1.75rem;line-height:1.25;margin:0 0 4px}
h2{font-size:1.125rem;margin:0 0 8px}
.description{color:var(--muted);margin:0 0 16px;white-space:pre-line}
.card{background:var(--surface);border:1px solid var(--border);border-radius:10px;padding:16px;margin:0 0 16px}
.overall{display:flex;align-items:center;gap:12px;font-weight:600;font-size:1.125rem;border-left:6px solid currentColor}
.overall .dot{width:14px;height:14px}
.is-up{color:var(--up)}.is-degraded,.is-late{color:var(--degraded)}.is-down{color:var(--down)}.is-maintenance{color:var(--maintenance)}.is-unknown,.is-pending,.is-paused{color:var(--unknown)}
.dot{display:inline-block;width:10px;height:10px;border-radius:50%;background:currentColor;flex:none}
ul.monitors{list-style:none;margin:0;padding:0}
.monitor{display:grid;grid-template-columns:1fr auto;gap:4px 12px;padding:12px 0;border-top:1px solid var(--border)}
.monitor:first-child{border-top:0;padding-top:4px}
.name{font-weight:600;overflow-wrap:anywhere}
.state{display:flex;align-items:center;gap:6px;font-weight:600;justify-self:end;white-space:nowrap}
.bar{grid-column:1/-1;display:flex;gap:2px;height:28px;align-items:stretch}
.bar i{flex:1 1 0;min-width:2px;border-radius:2px;background:var(--bar-empty)}
.bar .u{background:var(--bar-up)}.bar .p{background:var(--bar-partial)}.bar .d{background:var(--bar-down)}
.meta{grid-column:1/-1;display:flex;justify-content:space-between;gap:8px;color:var(--muted);font-size:.875rem}
.target,.message{grid-column:1/-1;color:var(--muted);font-size:.875rem;overflow-wrap:anywhere}
.incident h3{font-size:1rem;margin:0 0 4px}
.incident .when{color:var(--muted);font-size:.875rem;margin:0 0 8px}
.incident+.incident{border-top:1px solid var(--border);padding-top:12px;margin-top:12px}
.severity{font-weight:600}.severity.minor{color:var(--degraded)}.severity.major{color:var(--down)}.severity.maintenance{color:var(--maintenance)}
.body p,.body ul{margin:0 0 8px}
a{color:var(--link)}
code{font-family:ui-monospace,monospace;font-size:.9em}
footer{color:var(--muted);font-size:.875rem;text-align:center}
@media (max-width:480px){main{padding:16px 12px 32px}h1{font-size:1.5rem}.bar{height:24px;gap:1px}}
`.trim();
