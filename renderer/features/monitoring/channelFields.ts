import type { AlertChannelKind, SmtpSecurity } from '../../../shared/contracts/monitoring.js';

export interface KindFields {
  /** The address field's label; null for email, which has a server and port instead. */
  url: string | null;
  placeholder: string;
  secret: string | null;
  hint: string;
  to?: { label: string; placeholder: string };
  from?: { label: string; placeholder: string };
}

/** What each service calls its address, its secret and its recipients, with an example. */
export const channelFields: Record<AlertChannelKind, KindFields> = {
  ntfy: { url: 'Topic URL', placeholder: 'https://ntfy.sh/my-home-alerts', secret: 'Access token (optional)', hint: 'The topic is the last part of the address. A token (tk_…) is needed for a protected topic.' },
  gotify: { url: 'Server URL', placeholder: 'https://gotify.example.lan', secret: 'Application token', hint: 'Create an application in Gotify (Apps) and copy its token.' },
  discord: { url: 'Webhook URL', placeholder: 'https://discord.com/api/webhooks/…', secret: null, hint: 'Channel settings → Integrations → Webhooks → Copy Webhook URL.' },
  slack: { url: 'Webhook URL', placeholder: 'https://hooks.slack.com/services/…', secret: null, hint: 'An incoming webhook of a Slack app, for one channel.' },
  telegram: { url: 'Bot API URL', placeholder: 'https://api.telegram.org', secret: 'Bot token', hint: 'Create a bot with @BotFather; the chat id is your chat with it, or a group or @channel it is in.' },
  webhook: { url: 'Webhook URL', placeholder: 'https://example.lan/hooks/hearth', secret: 'Signing secret (optional)', hint: 'Hearth POSTs JSON {event, title, message, monitor, at}; with a secret, X-Hearth-Signature-256 carries its HMAC-SHA256.' },
  email: {
    url: null,
    placeholder: '',
    secret: 'Password',
    hint: 'Your mail provider’s SMTP server. Many need an app password rather than your sign-in password.',
    from: { label: 'From', placeholder: 'hearth@example.com' },
    to: { label: 'Send to', placeholder: 'me@example.com, partner@example.com' },
  },
  pushover: { url: 'API URL', placeholder: 'https://api.pushover.net', secret: 'API token', hint: 'Create an application at pushover.net/apps for its API token; your user key is on your dashboard.', to: { label: 'User key', placeholder: 'uQiRzpo4DXghDmr9QzzfQu27cmVRsG' } },
  matrix: { url: 'Homeserver URL', placeholder: 'https://matrix.example.org', secret: 'Access token', hint: 'Use a bot account that has joined the room; its access token is in Settings → Help & About (Element).', to: { label: 'Room id', placeholder: '!abcdefgh:example.org' } },
  mattermost: { url: 'Webhook URL', placeholder: 'https://chat.example.com/hooks/xxxxxxxx', secret: null, hint: 'Integrations → Incoming Webhooks → Add; the URL holds its key.' },
  teams: { url: 'Workflow URL', placeholder: 'https://….powerplatform.com/…/invoke?…&sig=…', secret: null, hint: 'In the channel: Workflows → “Post to a channel when a webhook request is received”, then copy its URL.' },
  homeassistant: { url: 'Home Assistant URL', placeholder: 'http://homeassistant.local:8123', secret: 'Long-lived access token', hint: 'Profile → Security → Long-lived access tokens. The service is the part after notify., as in Developer tools → Actions.', to: { label: 'Notify service', placeholder: 'mobile_app_pixel_8' } },
  signal: { url: 'signal-cli REST API URL', placeholder: 'http://signal-api.lan:8080', secret: null, hint: 'A bbernhard/signal-cli-rest-api container with a registered or linked number.', from: { label: 'Sender number', placeholder: '+4915112345678' }, to: { label: 'Recipients', placeholder: '+4917612345678, group.abc…=' } },
  apprise: { url: 'Apprise API URL', placeholder: 'http://apprise.lan:8000', secret: 'Apprise URLs (if no key)', hint: 'Give the key of a configuration saved in Apprise, or the Apprise URLs to notify (they are kept encrypted).', to: { label: 'Configuration key', placeholder: 'hearth-alerts' } },
};

export const securityLabels: Record<SmtpSecurity, string> = { none: 'None', starttls: 'STARTTLS (port 587)', tls: 'TLS (port 465)' };
export const securityPorts: Record<SmtpSecurity, number> = { none: 25, starttls: 587, tls: 465 };
