import { describe, expect, it } from 'vitest';
import { widgetName } from './widgetName.js';

describe('widgetName', () => {
  it('tells clocks apart by label, else by the zone city', () => {
    expect(widgetName({ kind: 'clock', config: { timeZone: 'Asia/Tokyo', label: '' } })).toBe('Clock: Tokyo');
    expect(widgetName({ kind: 'clock', config: { timeZone: 'America/Port_of_Spain', label: '' } })).toBe('Clock: Port of Spain');
    expect(widgetName({ kind: 'clock', config: { timeZone: 'UTC', label: 'Office' } })).toBe('Clock: Office');
    expect(widgetName({ kind: 'clock', config: { timeZone: 'local', label: '' } })).toBe('Clock');
  });

  it("names a note by its first words, without Markdown marks", () => {
    expect(widgetName({ kind: 'note', config: { markdown: '\n# **Shopping** list\n- milk' } })).toBe('Note: Shopping list');
    expect(widgetName({ kind: 'note', config: { markdown: 'x'.repeat(40) } })).toBe(`Note: ${'x'.repeat(29)}…`);
    expect(widgetName({ kind: 'note', config: { markdown: '' } })).toBe('Note');
  });

  it('names search and weather by their kind', () => {
    expect(widgetName({ kind: 'search', config: {} })).toBe('Web search');
    expect(widgetName({ kind: 'weather', config: {} })).toBe('Weather');
  });

  it("names a service widget by its link, once the user's links are known", () => {
    const names = new Map([['l1', 'NAS host']]);
    expect(widgetName({ kind: 'service', config: { linkId: 'l1' } }, names)).toBe('Service: NAS host');
    expect(widgetName({ kind: 'service', config: { linkId: 'l1' } })).toBe('Service figures');
    expect(widgetName({ kind: 'service', config: { linkId: 'gone' } }, names)).toBe('Service figures');
  });
});
