/**
 * Authenticator exports made by the tests themselves: a Google Authenticator migration payload
 * (protobuf, written out by hand here), an Aegis plain export and a 2FAS backup.
 */
export interface MigrationEntry {
  secret: Buffer;
  name: string;
  issuer: string;
  /** 1 SHA1, 2 SHA256, 3 SHA512 */
  algorithm?: number;
  /** 1 six, 2 eight */
  digits?: number;
  /** 1 HOTP, 2 TOTP */
  type?: number;
}

function varint(n: number): Buffer {
  const out: number[] = [];
  let v = n;
  while (v >= 0x80) {
    out.push((v & 0x7f) | 0x80);
    v = Math.floor(v / 128);
  }
  out.push(v);
  return Buffer.from(out);
}

const bytesField = (n: number, value: Buffer) => Buffer.concat([varint(n * 8 + 2), varint(value.length), value]);
const varintField = (n: number, value: number) => Buffer.concat([varint(n * 8), varint(value)]);

export function migrationUri(entries: MigrationEntry[]): string {
  const payload = Buffer.concat([
    ...entries.map((e) =>
      bytesField(1, Buffer.concat([bytesField(1, e.secret), bytesField(2, Buffer.from(e.name)), bytesField(3, Buffer.from(e.issuer)), varintField(4, e.algorithm ?? 1), varintField(5, e.digits ?? 1), varintField(6, e.type ?? 2)])),
    ),
    varintField(2, 1),
    varintField(3, 1),
    varintField(4, 0),
    varintField(5, 123456),
  ]);
  return `otpauth-migration://offline?data=${encodeURIComponent(payload.toString('base64'))}`;
}

export function aegisExport(entries: { type: string; name: string; issuer: string; secret: string; algo?: string; digits?: number; period?: number }[]): string {
  return JSON.stringify({
    version: 1,
    header: { slots: null, params: null },
    db: {
      version: 3,
      entries: entries.map((e, i) => ({ type: e.type, uuid: `u-${i}`, name: e.name, issuer: e.issuer, icon: null, info: { secret: e.secret, algo: e.algo ?? 'SHA1', digits: e.digits ?? 6, period: e.period ?? 30 } })),
    },
  });
}

export function twoFasBackup(services: { name: string; secret: string; account: string; tokenType?: string; digits?: number; period?: number; algorithm?: string }[]): string {
  return JSON.stringify({
    services: services.map((s, i) => ({ name: s.name, secret: s.secret, updatedAt: 1700000000000, otp: { label: s.account, account: s.account, issuer: s.name, digits: s.digits ?? 6, period: s.period ?? 30, algorithm: s.algorithm ?? 'SHA1', tokenType: s.tokenType ?? 'TOTP', source: 'Manual' }, order: { position: i } })),
    groups: [],
    updatedAt: 1700000000000,
    schemaVersion: 4,
    appVersionCode: 5000012,
    appOrigin: 'android',
  });
}
