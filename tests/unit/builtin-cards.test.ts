// Issue 43 item 5: every built-in's card shows at most four values, each under a label, and its
// details view shows at least what the card shows. Read from every folder in resources/integrations,
// so a package added later is held to the same rule without a line here.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDefinition } from '../../shared/contracts/integration-definition.js';
import { definitionTemplates } from '../../server/features/integrations/definition-templates.js';

const root = join(process.cwd(), 'resources/integrations');
const appIds = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/**
 * Cards that show no values of their own: the user's markup, sanitised (the HTML Code app).
 * Custom API builds its cells in app.js; tests/api/builtin-integrations.test.ts caps them at four.
 */
const noFixedValues: Record<string, string> = {
  'com.html': "the card is the user's own HTML",
  'com.customapi': 'cells built by app.js from the user\'s fields; capped at four in builtin-integrations.test.ts',
};

interface Stat {
  value: string;
  label: string;
}

/** The card's stats: hk-stat (or hi-stat, the status app's) with its value and label markup. */
function stats(card: string): Stat[] {
  const found: Stat[] = [];
  for (const match of card.matchAll(/class="h[ki]-stat"[^>]*>([\s\S]*?)<\/div>/g)) {
    const inner = match[1] ?? '';
    const value = /class="h[ki]-value[^"]*"[^>]*>([\s\S]*?)<\/span>/.exec(inner)?.[1] ?? '';
    const label = /class="h[ki]-label[^"]*"[^>]*>([\s\S]*?)<\/span>/.exec(inner)?.[1] ?? '';
    found.push({ value: value.trim(), label: label.trim() });
  }
  return found;
}

const variables = (text: string) => [...text.matchAll(/\{\{\{?([A-Za-z0-9_.]+)\}?\}\}/g)].map((m) => m[1] ?? '');

/** The card and details templates as the server would use them (a definition's are generated). */
function templates(appId: string): { card: string | null; details: string | null; problems?: string } {
  const dir = join(root, appId);
  const definitionPath = join(dir, 'definition.json');
  if (existsSync(definitionPath) && !existsSync(join(dir, 'templates/response.tpl'))) {
    const checked = checkDefinition(JSON.parse(readFileSync(definitionPath, 'utf8')));
    if (!checked.ok) return { card: null, details: null, problems: checked.problems };
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { name?: string };
    return definitionTemplates(checked.definition, manifest.name ?? appId);
  }
  const read = (name: string) => (existsSync(join(dir, 'templates', name)) ? readFileSync(join(dir, 'templates', name), 'utf8') : null);
  return { card: read('response.tpl'), details: read('m-response.tpl') };
}

describe.each(appIds)('%s', (appId) => {
  it('has a card with at most four labelled values, and a details view with at least those values', () => {
    const { card, details, problems } = templates(appId);
    expect(problems, `${appId}: definition.json is invalid`).toBeUndefined();
    expect(card, `${appId}: no card template (templates/response.tpl or definition.json)`).not.toBeNull();
    expect(details, `${appId}: no details template (templates/m-response.tpl or definition.json)`).not.toBeNull();
    if (appId in noFixedValues) return;
    const shown = stats(card ?? '');
    expect(shown.length, `${appId}: the card shows no hk-stat values`).toBeGreaterThan(0);
    expect(shown.length, `${appId}: the card shows ${shown.length} values; at most 4 (the details view shows the rest)`).toBeLessThanOrEqual(4);
    for (const [i, stat] of shown.entries()) {
      expect(stat.value, `${appId}: value ${i + 1} on the card is empty`).not.toBe('');
      expect(stat.label.replace(/<[^>]*>/g, '').trim(), `${appId}: value ${i + 1} (${stat.value}) has no label`).not.toBe('');
    }
    const inDetails = new Set(variables(details ?? ''));
    for (const name of shown.flatMap((stat) => variables(stat.value))) {
      expect(inDetails.has(name), `${appId}: the card shows {{${name}}} but the details view does not`).toBe(true);
    }
  });
});

it('holds the rule for every built-in folder, and finds all of them', () => {
  expect(appIds.length).toBeGreaterThanOrEqual(57);
  // A package named in the exemptions must still exist, or the exemption outlives its reason.
  for (const appId of Object.keys(noFixedValues)) expect(appIds, `${appId} is exempted but gone`).toContain(appId);
});
