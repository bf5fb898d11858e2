import { useTranslation } from 'react-i18next';
import { translateMessage } from '../i18n/messages/translateMessage.js';

/**
 * A field's error under it, announced when it appears; nothing while there is none. The message
 * (the shared contract's or the server's English) shows in the reader's language.
 */
export function FieldError({ id, message }: { id?: string; message: string | null | undefined }) {
  // Subscribes to language changes, so an error on screen follows a switch.
  useTranslation();
  return message ? (
    <p id={id} className="field-error" role="alert">
      {translateMessage(message)}
    </p>
  ) : null;
}
