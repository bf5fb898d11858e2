import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.js';
import { adminOnlyMessages } from '../../shared/messages.js';
import { apiKeyAreaLabels, apiKeyAreas } from '../../shared/contracts/api-keys.js';
import { avatarIcons } from '../../shared/contracts/icons.js';

// The accounts and second-factor texts came out of the components and shared/ into en.json:
// English must read exactly as before, so each English source is compared here.
const t = i18n.getFixedT('en');

describe('the en catalogue for accounts and the second factor', () => {
  it("holds shared/'s labels verbatim", () => {
    for (const area of apiKeyAreas) expect(t(`accounts.apiKeys.areas.${area}`)).toBe(apiKeyAreaLabels[area]);
    for (const avatar of avatarIcons) expect(t(`accounts.avatar.labels.${avatar.name}`)).toBe(avatar.label);
    expect(t('accounts.adminOnly')).toBe(adminOnlyMessages.accounts);
  });

  it('says the counts as the screens did', () => {
    for (const days of [7, 30, 90]) expect(t('accounts.newKey.days', { count: days })).toBe(`${days} days`);
    expect(t('accounts.sessions.othersText', { count: 3 })).toBe('The 3 other devices are signed out at once. You stay signed in here.');
    for (const left of [0, 1, 2, 10]) expect(t('secondFactor.section.codesLeft', { count: left })).toBe(`${left} left`);
  });
});
