/** The systems the trust screen has steps for. */
export const trustPlatforms = ['android', 'ios', 'windows', 'macos', 'linux'] as const;
export type TrustPlatform = (typeof trustPlatforms)[number];

export const platformLabels: Record<TrustPlatform, string> = {
  android: 'Android',
  ios: 'iPhone & iPad',
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
};

/** The system a browser runs on, from its user agent; iPadOS 13+ calls itself a Mac with touch. */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): TrustPlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  if (/windows/i.test(userAgent)) return 'windows';
  if (/macintosh|mac os x/i.test(userAgent)) return 'macos';
  return 'linux';
}

/** What the person downloads on each system. */
export function downloadFor(platform: TrustPlatform): 'profile' | 'certificate' {
  return platform === 'ios' ? 'profile' : 'certificate';
}

/** Step-by-step text per system; `{name}` is the CA's name as the device shows it. */
export const trustSteps: Record<TrustPlatform, readonly string[]> = {
  android: [
    'Tap "Download certificate (.crt)" below. Android keeps it in Downloads.',
    'Open Settings and search for "CA certificate" (usually Security & privacy → More security settings → Encryption & credentials → Install a certificate → CA certificate).',
    'Tap "Install anyway", confirm with your screen lock, and pick hearth-ca.crt.',
    'Check that Settings → Encryption & credentials → Trusted credentials → User shows "{name}".',
    'Open one of the secure addresses below in Chrome. (Firefox for Android: turn on "Use third party CA certificates" in its secret settings first.)',
  ],
  ios: [
    'Open this page in Safari and tap "Download profile (.mobileconfig)"; allow the download.',
    'Open Settings → "Profile Downloaded" (or General → VPN & Device Management), tap Install and enter your passcode. iOS says "Not Verified": that is expected for a certificate your own Hearth made.',
    'Open Settings → General → About → Certificate Trust Settings and switch on full trust for "{name}".',
    'Open one of the secure addresses below in Safari, then Share → Add to Home Screen to install Hearth.',
  ],
  windows: [
    'Click "Download certificate (.crt)" and open the file.',
    'Click Install Certificate → Current User → "Place all certificates in the following store" → Browse → Trusted Root Certification Authorities → OK → Next → Finish.',
    'Windows asks whether to install a certificate from "{name}": check that its thumbprint matches the fingerprint below, then click Yes.',
    'Restart your browser and open one of the secure addresses below. Chrome and Edge use the Windows store; in Firefox, import the file under Settings → Privacy & Security → View Certificates → Authorities.',
  ],
  macos: [
    'Click "Download certificate (.crt)" and open the file: Keychain Access adds it to your login keychain.',
    'In Keychain Access, double-click "{name}", open Trust and set "When using this certificate" to Always Trust. Close the window and enter your password.',
    'Open one of the secure addresses below. Safari and Chrome use the keychain; in Firefox, import the file under Settings → Privacy & Security → View Certificates → Authorities.',
  ],
  linux: [
    'Click "Download certificate (.crt)".',
    'Chrome or Chromium: Settings → Privacy and security → Security → Manage certificates → Authorities → Import, pick hearth-ca.crt and tick "Trust this certificate for identifying websites".',
    'Firefox: Settings → Privacy & Security → View Certificates → Authorities → Import, and tick "Trust this CA to identify websites".',
    'For the whole system (Debian, Ubuntu): sudo cp hearth-ca.crt /usr/local/share/ca-certificates/ && sudo update-ca-certificates',
  ],
};
