import type { AlertChannelKind, SmtpSecurity } from '../../../shared/contracts/monitoring.js';

/**
 * Which fields each service has, with an example. Their labels and hint are in the catalogue:
 * monitoring.channelKinds.<kind>.url / .secret / .hint / .to / .from.
 */
export interface KindFields {
  /** Whether it has an address field; false for email, which has a server and port instead. */
  url: boolean;
  placeholder: string;
  secret: boolean;
  to?: { placeholder: string };
  from?: { placeholder: string };
}

/** What each service asks for, with an example address or recipient. */
export const channelFields: Record<AlertChannelKind, KindFields> = {
  ntfy: { url: true, placeholder: 'https://ntfy.sh/my-home-alerts', secret: true },
  gotify: { url: true, placeholder: 'https://gotify.example.lan', secret: true },
  discord: { url: true, placeholder: 'https://discord.com/api/webhooks/…', secret: false },
  slack: { url: true, placeholder: 'https://hooks.slack.com/services/…', secret: false },
  telegram: { url: true, placeholder: 'https://api.telegram.org', secret: true },
  webhook: { url: true, placeholder: 'https://example.lan/hooks/hearth', secret: true },
  email: { url: false, placeholder: '', secret: true, from: { placeholder: 'hearth@example.com' }, to: { placeholder: 'me@example.com, partner@example.com' } },
  pushover: { url: true, placeholder: 'https://api.pushover.net', secret: true, to: { placeholder: 'uQiRzpo4DXghDmr9QzzfQu27cmVRsG' } },
  matrix: { url: true, placeholder: 'https://matrix.example.org', secret: true, to: { placeholder: '!abcdefgh:example.org' } },
  mattermost: { url: true, placeholder: 'https://chat.example.com/hooks/xxxxxxxx', secret: false },
  teams: { url: true, placeholder: 'https://….powerplatform.com/…/invoke?…&sig=…', secret: false },
  homeassistant: { url: true, placeholder: 'http://homeassistant.local:8123', secret: true, to: { placeholder: 'mobile_app_pixel_8' } },
  signal: { url: true, placeholder: 'http://signal-api.lan:8080', secret: false, from: { placeholder: '+4915112345678' }, to: { placeholder: '+4917612345678, group.abc…=' } },
  apprise: { url: true, placeholder: 'http://apprise.lan:8000', secret: true, to: { placeholder: 'hearth-alerts' } },
};

export const securityPorts: Record<SmtpSecurity, number> = { none: 25, starttls: 587, tls: 465 };
