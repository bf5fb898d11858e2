import { describe, expect, it } from 'vitest';
import { isTimeZone, needsSetup, parseWidgetConfig, widgetAddSchema, widgetDefinitions, widgetKinds } from './widgets.js';

describe('the widget registry', () => {
  it("accepts every kind's own defaults", () => {
    for (const kind of widgetKinds.filter((k) => !needsSetup(k))) expect(parseWidgetConfig(kind, widgetDefinitions[kind].defaults)).toEqual({ ok: true, config: widgetDefinitions[kind].defaults });
  });

  it('asks for a link before a service widget is added, and only for it', () => {
    expect(widgetKinds.filter(needsSetup)).toEqual(['service']);
    expect(parseWidgetConfig('service', widgetDefinitions.service.defaults)).toEqual({ ok: false, message: 'Choose one of your links that has an integration.' });
    expect(widgetAddSchema.safeParse({ kind: 'service' }).error?.issues[0]?.message).toBe('Choose one of your links that has an integration.');
    expect(parseWidgetConfig('service', { linkId: ' abc ' })).toEqual({ ok: true, config: { linkId: 'abc' } });
    expect(parseWidgetConfig('service', { linkId: 'abc', name: 'x' })).toEqual({ ok: false, message: 'This service setting is not known.' });
    expect(parseWidgetConfig('service', { linkId: 12 })).toEqual({ ok: false, message: 'Choose one of your links that has an integration.' });
  });

  it('gives an added widget without settings its kind defaults', () => {
    expect(widgetAddSchema.parse({ kind: 'note' })).toEqual({ area: 'home', kind: 'note', config: { markdown: '' } });
  });

  it('refuses unknown settings and names the reason', () => {
    expect(parseWidgetConfig('weather', { city: 'Paris' })).toEqual({ ok: false, message: 'This widget has no settings.' });
    expect(parseWidgetConfig('clock', { timeZone: 'Nowhere/Town', label: '' })).toEqual({ ok: false, message: '"Nowhere/Town" is not a time zone this system knows; choose one from the list.' });
  });
});

describe('isTimeZone', () => {
  it('knows IANA names and refuses made-up ones', () => {
    expect(['UTC', 'Europe/Paris', 'America/Argentina/Buenos_Aires'].every(isTimeZone)).toBe(true);
    expect(['Mars/Olympus', 'GMT+25', ''].some(isTimeZone)).toBe(false);
  });
});
