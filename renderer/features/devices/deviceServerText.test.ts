import { describe, expect, it } from 'vitest';
import { parseCron } from '../../../shared/cron.js';
import { powerMessages, scheduleMessages } from '../../../shared/messages.js';
import en from '../../i18n/locales/en.json';
import de from '../../i18n/locales/de.json';
import { i18n } from '../../i18n/i18n.js';
import { deviceServerText, powerFieldMessages, scheduleTextMessages } from './deviceServerText.js';

describe('the power and schedule texts of the devices screens', () => {
  it('holds their English verbatim in en.json', () => {
    const section = en.devices.serverMessages;
    for (const key of powerFieldMessages) expect(section.power[key], key).toBe(powerMessages[key]);
    for (const key of scheduleTextMessages) expect(section.schedule[key], key).toBe(scheduleMessages[key]);
    expect(section.schedule.cronFields).toBe(parseCron(''));
  });

  it('shows them in the current language and leaves other texts alone', async () => {
    i18n.addResourceBundle('de', 'translation', de, true, true);
    await i18n.changeLanguage('de');
    try {
      expect(deviceServerText(powerMessages.hostRequired)).toBe(de.devices.serverMessages.power.hostRequired);
      expect(deviceServerText(scheduleMessages.alreadyOn)).toBe(de.devices.serverMessages.schedule.alreadyOn);
      expect(deviceServerText('Desk PC is shutting down.')).toBe('Desk PC is shutting down.');
      expect(deviceServerText(undefined)).toBeUndefined();
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(deviceServerText(powerMessages.hostRequired)).toBe(powerMessages.hostRequired);
  });
});
