import { i18n } from '../i18n.js';
import { sourceLanguage } from '../languages.js';
import { translateWith, type MessageSection } from './translate.js';

function sectionOf(language: string): MessageSection | undefined {
  const section: unknown = i18n.getResource(language, 'translation', 'messages');
  return section && typeof section === 'object' ? (section as MessageSection) : undefined;
}

/** A message from shared/messages.ts (a toast, a field's error, the server's answer) in the current language. */
export function translateMessage(text: string): string {
  const language = i18n.language;
  if (!language || language === sourceLanguage) return text;
  return translateWith(text, language, sectionOf(language));
}
