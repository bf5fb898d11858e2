import type { PublicMonitor, PublicStatusPage } from '../../../../shared/contracts/status-pages.js';
import { incidentSeverityLabels } from '../../../../shared/contracts/status-pages.js';
import { escapeHtml as e } from './incident-text.js';
import { pageCss } from './page-style.js';

const when = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const at = (iso: string): string => `<time datetime="${e(iso)}">${e(when.format(new Date(iso)))} UTC</time>`;

/** "99.95%", "100%", or "no data". */
export function uptimeText(ratio: number | null): string {
  if (ratio === null) return 'no data';
  if (ratio >= 1) return '100%';
  const value = Math.floor(ratio * 10_000) / 100;
  return `${value.toFixed(value >= 99 ? 2 : 1)}%`;
}

const slotClass = (share: number | null): string => (share === null ? '' : share >= 1 ? ' class="u"' : share >= 0.5 ? ' class="p"' : ' class="d"');

/**
 * The 24-hour bar, oldest half hour first: decoration (aria-hidden), the uptime beside it says the
 * same in words. One short element per slot: 20 monitors' bars stay a few KB.
 */
function bar(slots: (number | null)[]): string {
  return `<div class="bar" aria-hidden="true" title="The last 24 hours, half an hour a block">${slots.map((share) => `<i${slotClass(share)}></i>`).join('')}</div>`;
}

function monitor(m: PublicMonitor): string {
  const extra = [m.target ? `<div class="target">${e(m.target)}</div>` : '', m.message ? `<div class="message">${e(m.message)}</div>` : ''].join('');
  return `<li class="monitor"><span class="name">${e(m.name)}</span><span class="state is-${e(m.health)}"><span class="dot" aria-hidden="true"></span>${e(m.label)}</span>${extra}${bar(m.bar)}<div class="meta"><span>24 hours ago</span><span>Uptime ${uptimeText(m.uptime24h)} (24 h)</span><span>Now</span></div></li>`;
}

function incidents(page: PublicStatusPage): string {
  if (page.incidents.length === 0) return '';
  const items = page.incidents.map((i) => {
    const state = i.resolvedAt ? `Resolved ${at(i.resolvedAt)}` : 'Ongoing';
    return `<article class="incident"><h3>${e(i.title)}</h3><p class="when"><span class="severity ${e(i.severity)}">${e(incidentSeverityLabels[i.severity])}</span> · Posted ${at(i.createdAt)} · ${state}</p><div class="body">${i.html}</div></article>`;
  });
  return `<section class="card" aria-labelledby="incidents"><h2 id="incidents">Incidents</h2>${items.join('')}</section>`;
}

/**
 * The public page as one small HTML document: no script, the stylesheet inline, a refresh each
 * minute. Everything it shows comes from `page` (public-model.ts), escaped here.
 */
export function statusPageHtml(page: PublicStatusPage): string {
  const groups = page.groups
    .map((g, i) => `<section class="card" aria-labelledby="group-${i}"><h2 id="group-${i}">${e(g.name)}</h2>${g.monitors.length ? `<ul class="monitors">${g.monitors.map(monitor).join('')}</ul>` : '<p class="description">No monitors in this group.</p>'}</section>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="60"><meta name="robots" content="noindex">
<title>${e(page.title)}</title><style>${pageCss}</style></head>
<body><main>
<header><h1>${e(page.title)}</h1>${page.description ? `<p class="description">${e(page.description)}</p>` : ''}</header>
<p class="card overall is-${e(page.overall.health)}" role="status"><span class="dot" aria-hidden="true"></span>${e(page.overall.text)}</p>
${incidents(page)}${groups}
<footer>Updated ${at(page.builtAt)} · Powered by Hearth</footer>
</main></body></html>`;
}

/** The page an unknown slug gets (404), in the same style. */
export function notFoundHtml(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>Status page not found</title><style>${pageCss}</style></head>
<body><main><h1>Status page not found</h1><p class="card">There is no status page at this address. Check the link you were given.</p></main></body></html>`;
}
