import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { connectionIsPrivate } from './connectionPrivacy.js';

/** On the sign-in page over http on the LAN: says so, and where to make it private. */
export function InsecureNotice() {
  const { t } = useTranslation();
  if (connectionIsPrivate(window.location.protocol, window.location.hostname)) return null;
  return (
    <div className="insecure-notice" role="note">
      <p>{translateMessage(messages.connectionNotPrivate)}</p>
      <Link to="/trust">{t('https.trustLink')}</Link>
    </div>
  );
}
