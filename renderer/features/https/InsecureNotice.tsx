import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages.js';
import { connectionIsPrivate } from './connectionPrivacy.js';

/** On the sign-in page over http on the LAN: says so, and where to make it private. */
export function InsecureNotice() {
  if (connectionIsPrivate(window.location.protocol, window.location.hostname)) return null;
  return (
    <div className="insecure-notice" role="note">
      <p>{messages.connectionNotPrivate}</p>
      <Link to="/trust">Trust Hearth on your phone</Link>
    </div>
  );
}
