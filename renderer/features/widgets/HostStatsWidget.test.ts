import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { HostStats } from '../../../shared/contracts/host-stats.js';
// The widget reads its texts from the catalogue: English, as the app starts.
import '../../i18n/i18n.js';
import { HostStatsWidget } from './HostStatsWidget.js';
import { formatCelsius, formatRate, formatUptime, percentOf } from './hostStatsFormat.js';

const gib = 1024 ** 3;
const stats: HostStats = {
  cpu: { percent: 23.4, cores: [10.2, 36.6] },
  load: [0.52, 0.4, 0.31],
  memory: { total: 16 * gib, used: 7.5 * gib },
  swap: { total: 0, used: 0 },
  disks: [
    { mount: '/', total: 500 * gib, used: 120 * gib },
    { mount: '/srv/media', total: 4000 * gib, used: 3800 * gib },
  ],
  network: [{ iface: 'eth0', rxPerSec: 1_250_000, txPerSec: 2_048 }],
  temperatures: [{ label: 'CPU', celsius: 47.5 }],
  uptimeSeconds: 3 * 86_400 + 4 * 3600 + 120,
};

const render = (answer: HostStats): string => renderToStaticMarkup(createElement(HostStatsWidget, { stats: answer }));
const meters = (html: string) => [...html.matchAll(/role="meter" aria-label="([^"]+)"[^>]*aria-valuenow="(\d+)" aria-valuetext="([^"]+)" data-full="(true|false)"/g)].map((m) => ({ label: m[1], now: Number(m[2]), text: m[3], full: m[4] === 'true' }));
const text = (html: string): string => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the host stats widget', () => {
  it('is a section named by its title, with the uptime in days and hours', () => {
    const html = render(stats);
    const id = /<section class="host-stats" aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`id="${id}">This machine</h2>`);
    expect(text(html)).toContain('Up 3 d 4 h');
  });

  it('shows every figure with its unit: CPU per core, load, memory, disks, temperature and network rates', () => {
    const words = text(render(stats));
    for (const expected of ['CPU 23%', 'Load 0.52 · 0.40 · 0.31', 'Memory 7.5 GB of 16 GB (47%)', 'Swap none', 'Disk / 120 GB of 500 GB (24%)', 'Disk /srv/media 3.7 TB of 3.9 TB (95%)', 'Temperatures CPU 47.5 °C', 'Network eth0 ↓ received 1.2 MB/s ↑ , sent 2.0 KB/s']) {
      expect(words).toContain(expected);
    }
  });

  it('reads each bar out as a meter with its words, and marks a nearly full one', () => {
    expect(meters(render(stats))).toEqual([
      { label: 'CPU', now: 23, text: '23%', full: false },
      { label: 'Core 1', now: 10, text: '10%', full: false },
      { label: 'Core 2', now: 37, text: '37%', full: false },
      { label: 'Memory', now: 47, text: '7.5 GB of 16 GB, 47%', full: false },
      { label: 'Disk /', now: 24, text: '120 GB of 500 GB, 24%', full: false },
      { label: 'Disk /srv/media', now: 95, text: '3.7 TB of 3.9 TB, 95%', full: true },
    ]);
  });

  it('leaves out load where the OS keeps none, temperatures where it has no sensor, and shows swap when there is some', () => {
    const html = render({ ...stats, load: null, temperatures: [], swap: { total: 2 * gib, used: 0.5 * gib } });
    const words = text(html);
    expect(words).not.toContain('Load');
    expect(words).not.toContain('Temperatures');
    expect(words).toContain('Swap 512 MB of 2.0 GB (25%)');
  });

  it('in a widget card leaves its own title to the card, and shows only the parts the widget settings keep', () => {
    const html = renderToStaticMarkup(createElement(HostStatsWidget, { stats, headed: false, sections: { cores: false, disks: true, network: false, temperatures: false } }));
    const words = text(html);
    expect(html).not.toContain('<h2');
    expect(html).not.toContain('<section');
    expect(words).toContain('Up 3 d 4 h');
    expect(meters(html).map((m) => m.label)).toEqual(['CPU', 'Memory', 'Disk /', 'Disk /srv/media']);
    for (const left of ['Temperatures', 'Network eth0', 'Each core']) expect(html).not.toContain(left);
  });

  it('formats uptime, rates, shares and temperatures at their edges', () => {
    expect([formatUptime(59), formatUptime(600), formatUptime(3 * 3600 + 60), formatUptime(86_400)]).toEqual(['59 s', '10 min', '3 h 1 min', '1 d 0 h']);
    expect([formatRate(0), formatRate(-5), formatRate(1536)]).toEqual(['0 B/s', '0 B/s', '1.5 KB/s']);
    expect([percentOf(1, 0), percentOf(5, 4), percentOf(1, 3)]).toEqual([0, 100, 33]);
    expect([formatCelsius(47.25), formatCelsius(104.4)]).toEqual(['47.3 °C', '104 °C']);
  });
});
