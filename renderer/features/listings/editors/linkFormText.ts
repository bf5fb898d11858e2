import type { TFunction } from 'i18next';
import { integrationMessages, messages } from '../../../../shared/messages.js';

/**
 * The link form's messages as the shared schema words them (English, the same on the server), and
 * their catalogue keys: the form shows each in the reader's language. en.json holds the English
 * texts verbatim (linkFormText.test.ts), so English output is unchanged.
 */
export const linkFormMessageKeys = new Map<string, string>([
  [messages.fillAllFields, 'linkForm.errors.fillAllFields'],
  [messages.selectIcon, 'linkForm.errors.selectIcon'],
  ['The name is too long (200 characters at most).', 'linkForm.errors.nameTooLong'],
  [messages.linkNeedsUrl, 'linkForm.errors.needsUrl'],
  [messages.linkUrlInvalid, 'linkForm.errors.urlInvalid'],
  [messages.localUrlInvalid, 'linkForm.errors.localUrlInvalid'],
  ['The URL is too long (2048 characters at most).', 'linkForm.errors.urlTooLong'],
  [messages.descriptionTooLong, 'linkForm.errors.descriptionTooLong'],
  [messages.descriptionInvalid, 'linkForm.errors.descriptionInvalid'],
  [integrationMessages.connectionSuccess, 'linkForm.integration.connectionSuccess'],
  [integrationMessages.connectionFailed, 'linkForm.integration.connectionFailed'],
  [integrationMessages.testToTrust, 'linkForm.integration.testToTrust'],
]);

/** A message in the reader's language; one the catalogue does not know stays as it came. */
export function translateMessage(t: TFunction, text: string): string {
  const key = linkFormMessageKeys.get(text);
  return key ? t(key) : text;
}
