import { z } from 'zod';

/** POST /api/v1/https/settings: whether LAN browsers asking for a page over http go to https. */
export const httpsSettingsSchema = z.object({ redirect: z.boolean({ error: 'Say whether to redirect: true or false.' }) }).strict();
export type HttpsSettings = z.infer<typeof httpsSettingsSchema>;

/** GET /api/v1/https/trust (no sign-in): what a device needs to trust Hearth. */
export interface TrustInfo {
  /** Whether Hearth serves HTTPS now (only while it shares on the LAN). */
  https: boolean;
  httpsPort: number | null;
  /** SHA-256 of the CA certificate, as phones show it (AA:BB:…). */
  caFingerprint: string | null;
  /** The CA's name as devices list it ("Hearth on den-pc"). */
  caName: string | null;
  caExpires: string | null;
  /** http://<address>:<port>/trust for each LAN address: what the QR code opens on a phone. */
  trustUrls: string[];
  /** https://hearth.local:<port>/ and https://<address>:<port>/: where to go once trusted. */
  httpsUrls: string[];
  redirect: boolean;
  /** Why the machine's other names and addresses are not offered (they do not answer). */
  notListening: string[];
}

export const caCertificatePath = '/api/v1/https/ca.crt';
export const caProfilePath = '/api/v1/https/ca.mobileconfig';
