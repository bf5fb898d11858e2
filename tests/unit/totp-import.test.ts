import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { readBackupFile, readQrText } from '../../shared/totp-import.js';
import { parseTotpSource } from '../../shared/totp.js';
import { messages } from '../../shared/messages.js';
import { decodeQrPixels } from '../../renderer/features/authenticator/qrDecode.js';
import { base32 } from '../helpers/totp.js';
import { aegisExport, migrationUri, twoFasBackup } from '../helpers/totp-exports.js';

/** A QR code drawn as RGBA pixels (4 px a module, a quiet zone), as a canvas would hand them over. */
function qrPixels(text: string): { data: Uint8ClampedArray; size: number } {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = 4;
  const margin = 4;
  const size = (qr.modules.size + margin * 2) * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let y = 0; y < qr.modules.size; y++) {
    for (let x = 0; x < qr.modules.size; x++) {
      if (!qr.modules.get(x, y)) continue;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const i = (((y + margin) * scale + dy) * size + (x + margin) * scale + dx) * 4;
          data.fill(0, i, i + 3);
        }
      }
    }
  }
  return { data, size };
}

describe('QR codes', () => {
  it('reads an otpauth QR image into one entry', async () => {
    const uri = `otpauth://totp/GitHub:octo?secret=${base32(randomBytes(20))}&issuer=GitHub`;
    const { data, size } = qrPixels(uri);
    const text = await decodeQrPixels(data, size, size);
    expect(text).toBe(uri);
    expect(readQrText(text!)).toEqual({ ok: true, entries: [{ serviceName: 'GitHub', accountName: 'octo', secret: uri, skip: null }] });
  });

  it('reads every entry of a Google Authenticator migration QR, listing HOTP as skipped', async () => {
    const keys = [randomBytes(20), randomBytes(32), randomBytes(10)];
    const uri = migrationUri([
      { secret: keys[0]!, name: 'alice@example.com', issuer: 'Google' },
      { secret: keys[1]!, name: 'Proxmox:root', issuer: 'Proxmox', algorithm: 2, digits: 2 },
      { secret: keys[2]!, name: 'ops', issuer: 'Lab' },
      { secret: randomBytes(20), name: 'counter', issuer: 'Bank', type: 1 },
    ]);
    const { data, size } = qrPixels(uri);
    const read = readQrText((await decodeQrPixels(data, size, size))!);
    if (!read.ok) throw new Error(read.message);
    expect(read.entries.map((e) => [e.serviceName, e.accountName, e.skip])).toEqual([
      ['Google', 'alice@example.com', null],
      ['Proxmox', 'root', null],
      ['Lab', 'ops', null],
      ['Bank', 'counter', 'Not a time-based (TOTP) entry'],
    ]);
    const second = parseTotpSource(read.entries[1]!.secret);
    expect(second.ok && second.value).toMatchObject({ secret: base32(keys[1]!), algorithm: 'SHA256', digits: 8, period: 30 });
  });

  it('says "Selected file is not a valid TOTP QR code." for anything else', () => {
    for (const text of ['https://example.com', 'otpauth://hotp/x?secret=JBSWY3DPEHPK3PXP', 'otpauth-migration://offline?data=%%%', 'hello']) {
      expect(readQrText(text)).toEqual({ ok: false, message: messages.totpQrInvalid });
    }
  });
});

describe('backup files', () => {
  it("reads Aegis's plain export, skipping what is not TOTP", () => {
    const secret = base32(randomBytes(20));
    const read = readBackupFile(aegisExport([
      { type: 'totp', name: 'me@example.com', issuer: 'Mail', secret, algo: 'SHA512', digits: 8, period: 60 },
      { type: 'hotp', name: 'c', issuer: 'Bank', secret },
      { type: 'steam', name: 's', issuer: 'Steam', secret },
    ]));
    if (!read.ok) throw new Error(read.message);
    expect(read.entries.map((e) => e.skip)).toEqual([null, 'Not a time-based (TOTP) entry', 'Not a time-based (TOTP) entry']);
    const parsed = parseTotpSource(read.entries[0]!.secret);
    expect(parsed.ok && parsed.value).toMatchObject({ secret, algorithm: 'SHA512', digits: 8, period: 60, issuer: 'Mail', account: 'me@example.com' });
  });

  it("reads 2FAS's unencrypted backup", () => {
    const secret = base32(randomBytes(20));
    const read = readBackupFile(twoFasBackup([{ name: 'Nextcloud', secret, account: 'admin' }, { name: 'Old', secret: 'short', account: 'x' }]));
    if (!read.ok) throw new Error(read.message);
    expect(read.entries.map((e) => [e.serviceName, e.accountName, e.skip])).toEqual([['Nextcloud', 'admin', null], ['Old', 'x', 'The secret is not usable']]);
  });

  it('explains encrypted exports and refuses other files', () => {
    expect(readBackupFile(JSON.stringify({ version: 1, header: { slots: [{}], params: {} }, db: 'b64...' }))).toEqual({ ok: false, message: messages.totpImportEncrypted });
    expect(readBackupFile(JSON.stringify({ services: [], servicesEncrypted: 'abc' }))).toEqual({ ok: false, message: messages.totpImportEncrypted });
    for (const text of ['not json', '[]', '{"hello":1}']) expect(readBackupFile(text)).toEqual({ ok: false, message: messages.totpImportInvalid });
  });
});
