import { describe, expect, it } from 'vitest';
import { themes } from '../../shared/themes.js';
import { contrastFailures, rule, themeVars, type ContrastPair } from '../helpers/css-contrast.js';

/*
 * WCAG 2.1 AA for the containers screen in every theme, light and dark: the state and health
 * badges are words in a tone's colour (4.5:1 as text, which also makes their currentColor border
 * pass 3:1), on the card and on the page; the log panel's stderr lines on its background.
 */

const css = (name: string): string => `renderer/styles/${name}.css`;
const tokenFiles = [css('base'), css('themes')];
const docker = css('docker');
const text = 4.5;

function pairs(): ContrastPair[] {
  const badge = (selector: string) => rule(docker, selector).color ?? '';
  const badgeSurfaces = ['var(--surface)', 'var(--bg)', rule(docker, '.card-container .container-badge').background ?? ''];
  return [
    { what: 'neutral badge (Exited, Created)', fg: badge('.container-badge'), on: badgeSurfaces },
    { what: 'good badge (Running, Healthy)', fg: badge(".container-badge[data-tone='good']"), on: badgeSurfaces },
    { what: 'bad badge (Unhealthy, Dead, Container gone)', fg: badge(".container-badge[data-tone='bad']"), on: badgeSurfaces },
    { what: 'warn badge (Restarting, Paused, Starting)', fg: badge(".container-badge[data-tone='warn']"), on: badgeSurfaces },
    { what: 'log lines', fg: rule(docker, '.logs-view').color ?? '', on: [rule(docker, '.logs-view').background ?? ''] },
    { what: 'stderr log lines', fg: rule(docker, ".logs-line[data-stream='stderr']").color ?? '', on: [rule(docker, '.logs-view').background ?? ''] },
    { what: 'container facts labels', fg: rule(docker, '.container-facts dt').color ?? '', on: ['var(--surface)'] },
    { what: 'image name', fg: rule(docker, '.container-image').color ?? '', on: ['var(--surface)'] },
  ];
}

describe('containers screen colours', () => {
  it('covers light and dark themes', () => {
    expect(new Set(themes.map((t) => t.type))).toEqual(new Set(['light', 'dark']));
  });

  it.each(themes.map((t) => [t.value, t.type] as const))('meet WCAG AA in the %s theme (%s)', (theme) => {
    const vars = themeVars(tokenFiles, theme);
    expect(contrastFailures(pairs(), vars, { minimum: text }), theme).toEqual([]);
  });
});
