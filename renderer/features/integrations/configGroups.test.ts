import { describe, expect, it } from 'vitest';
import type { AppConfigField } from '../../../shared/contracts/integrations.js';
import { groupConfig, removeRow, rowsInUse } from './configGroups.js';

const f = (name: string, required = false): AppConfigField => ({ name, label: name, type: 'text', required });
const customApi = [f('url', true), f('header1Name'), f('header1Value'), f('header2Name'), f('header2Value'), f('field1Label', true), f('field1Path', true), f('field2Label'), f('field2Path'), f('field3Label'), f('field3Path')];

describe('numbered config slots', () => {
  it('groups numbered slots into rows where the first one stood, and leaves other fields alone', () => {
    const items = groupConfig(customApi);
    expect(items.map((item) => (item.kind === 'field' ? item.field.name : `${item.prefix}×${item.rows.length} min ${item.min}`))).toEqual(['url', 'header×2 min 0', 'field×3 min 1']);
  });

  it('does not group a lone numbered field or slots with different fields', () => {
    const kinds = (fields: AppConfigField[]) => groupConfig(fields).map((item) => (item.kind === 'field' ? item.field.name : `group ${item.prefix}`));
    expect(kinds([f('server1Url'), f('server2Url')])).toEqual(['server1Url', 'server2Url']);
    expect(kinds([f('a1Name'), f('a1Value'), f('a2Name')])).toEqual(['a1Name', 'a1Value', 'a2Name']);
  });

  it('shows rows up to the last filled one, at least the minimum', () => {
    const rows = groupConfig(customApi).flatMap((item) => (item.kind === 'group' && item.prefix === 'field' ? [item.rows] : []))[0] ?? [];
    expect(rowsInUse(rows, 1, {})).toBe(1);
    expect(rowsInUse(rows, 1, { field3Path: 'a.b' })).toBe(3);
    expect(rowsInUse(rows, 0, {})).toBe(0);
  });

  it('removing a row moves the later ones up and empties the last; a saved secret is not moved', () => {
    const rows = [[f('h1Name'), f('h1Value')], [f('h2Name'), f('h2Value')], [f('h3Name'), f('h3Value')]];
    const config = { h1Name: 'A', h1Value: 'a', h2Name: 'B', h2Value: '__set__', h3Name: 'C', h3Value: 'c' };
    expect(removeRow(rows, 0, config, '__set__')).toEqual({ h1Name: 'B', h1Value: '', h2Name: 'C', h2Value: 'c', h3Name: '', h3Value: '' });
  });
});
