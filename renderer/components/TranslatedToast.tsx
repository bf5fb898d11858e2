import { ToastBar, type Toast } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../i18n/messages/translateMessage.js';

/**
 * A toast whose text is one of shared/messages.ts shows it in the reader's language. The ~430
 * places that raise toasts keep passing the spec's English, which the toast rules compare.
 */
export function TranslatedToast({ toast }: { toast: Toast }) {
  // Subscribes to language changes, so a toast on screen follows a switch.
  useTranslation();
  const message = typeof toast.message === 'string' ? translateMessage(toast.message) : toast.message;
  return <ToastBar toast={{ ...toast, message }} />;
}
