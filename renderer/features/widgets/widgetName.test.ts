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
});
