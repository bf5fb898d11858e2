import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.js';
import en from './locales/en.json';
import { messages } from '../../shared/messages.js';
import { enabledFeatures } from '../features/dashboard/featureEntries.js';
import { actionLabels, groupLabels, settingsScreens } from '../features/palette/paletteItems.js';
import { typeLabel } from '../features/listings/listingIcon.js';
import type { Dashboard } from '../../shared/contracts/dashboard.js';
import { listingTypes } from '../../shared/contracts/listings.js';

// The shell, home, folder and palette texts came out of the code and shared/messages.ts into
// en.json: English must read exactly as before, so each English source is compared here.
const t = i18n.getFixedT('en');

describe('the en catalogue for the shell, home, folders and the palette', () => {
  it("holds the features' names as the sidebar showed them", () => {
    const everything = { isHostMode: true, userData: { todolist: true, snippetmanager: true, camerafeed: true, networkdevices: true, authenticator: true } } as unknown as Dashboard;
    const features = enabledFeatures(everything);
    expect(features).toHaveLength(5);
    for (const { flag, label } of features) expect(t(`shell.features.${flag}`)).toBe(label);
  });

  it("holds the card types, the palette's groups, actions and settings screens verbatim", () => {
    for (const type of listingTypes) expect(t(`listings.types.${type}`)).toBe(typeLabel(type));
    for (const [group, label] of Object.entries(groupLabels)) expect(t(`palette.groups.${group}`)).toBe(label);
    for (const [action, label] of Object.entries(actionLabels)) expect(t(`palette.actions.${action}`)).toBe(label);
    for (const screen of settingsScreens) expect(t(`palette.screens.${screen.id}`)).toBe(screen.title);
  });

  it('says what shared/messages.ts said', () => {
    expect(t('shell.connectionLost')).toBe(messages.connectionLost);
    expect(t('shell.connectionBack')).toBe(messages.connectionBack);
    expect(t('shell.notSavedOffline')).toBe(messages.notSavedOffline);
    expect(t('shell.youAreOffline')).toBe(messages.youAreOffline);
    expect(t('listings.linkCopied')).toBe(messages.linkCopied);
    expect(t('listings.linkCopyFailed')).toBe(messages.linkCopyFailed);
    expect(t('palette.webSearch', { engine: 'DuckDuckGo' })).toBe(messages.paletteWebSearch('DuckDuckGo'));
    expect(t('palette.noResults')).toBe(messages.paletteResultCount(0));
    for (const n of [1, 2, 12]) expect(t('palette.resultCount', { count: n })).toBe(messages.paletteResultCount(n));
  });

  it('greets by the time of day as before', () => {
    expect([t('home.greeting.morning'), t('home.greeting.afternoon'), t('home.greeting.evening')]).toEqual(['Good morning', 'Good afternoon', 'Good evening']);
    expect(en.home.welcomeName).toBe('Welcome, {{name}}');
  });
});

describe('plurals in other languages', () => {
  it('picks the Polish and Arabic forms by count', async () => {
    const { default: pl } = await import('./locales/pl.json');
    const { default: ar } = await import('./locales/ar.json');
    i18n.addResourceBundle('pl', 'translation', pl);
    i18n.addResourceBundle('ar', 'translation', ar);
    const inPolish = i18n.getFixedT('pl');
    expect(inPolish('palette.resultCount', { count: 1 })).toBe(pl.palette.resultCount_one.replace('{{count}}', '1'));
    expect(inPolish('palette.resultCount', { count: 3 })).toBe(pl.palette.resultCount_few.replace('{{count}}', '3'));
    expect(inPolish('palette.resultCount', { count: 5 })).toBe(pl.palette.resultCount_many.replace('{{count}}', '5'));
    const inArabic = i18n.getFixedT('ar');
    expect(inArabic('palette.resultCount', { count: 2 })).toBe(ar.palette.resultCount_two.replace('{{count}}', '2'));
    expect(inArabic('palette.resultCount', { count: 11 })).toBe(ar.palette.resultCount_many.replace('{{count}}', '11'));
  });
});
