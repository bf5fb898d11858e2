import { createHash } from 'node:crypto';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A UUID made from the certificate, so downloading the profile again replaces it rather than adding one. */
function stableUuid(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`.toUpperCase();
}

/**
 * An Apple configuration profile (Configuration Profile Reference: a `com.apple.security.root`
 * payload) that installs Hearth's CA on an iPhone or iPad. Unsigned: iOS says "Not Verified",
 * which the trust screen explains.
 */
export function caProfile(options: { caDer: Buffer; caName: string; fingerprint: string }): string {
  const seed = options.fingerprint;
  const name = escapeXml(options.caName);
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>PayloadCertificateFileName</key>
      <string>hearth-ca.crt</string>
      <key>PayloadContent</key>
      <data>${options.caDer.toString('base64')}</data>
      <key>PayloadDescription</key>
      <string>Lets this device open Hearth over HTTPS on your home network.</string>
      <key>PayloadDisplayName</key>
      <string>${name}</string>
      <key>PayloadIdentifier</key>
      <string>local.hearth.ca.${stableUuid(`${seed}:cert`)}</string>
      <key>PayloadType</key>
      <string>com.apple.security.root</string>
      <key>PayloadUUID</key>
      <string>${stableUuid(`${seed}:cert`)}</string>
      <key>PayloadVersion</key>
      <integer>1</integer>
    </dict>
  </array>
  <key>PayloadDescription</key>
  <string>Installs the certificate authority of your Hearth dashboard, so this device trusts its HTTPS address.</string>
  <key>PayloadDisplayName</key>
  <string>${name}</string>
  <key>PayloadIdentifier</key>
  <string>local.hearth.profile.${stableUuid(`${seed}:profile`)}</string>
  <key>PayloadRemovalDisallowed</key>
  <false/>
  <key>PayloadType</key>
  <string>Configuration</string>
  <key>PayloadUUID</key>
  <string>${stableUuid(`${seed}:profile`)}</string>
  <key>PayloadVersion</key>
  <integer>1</integer>
</dict>
</plist>
`;
}
