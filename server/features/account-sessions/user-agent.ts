/** A User-Agent read the simple way: which browser and which system, for a person to recognise. */
export interface Device {
  browser: string;
  os: string;
}

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari", every browser says "Mozilla".
const browsers: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bHearth\/.*\bElectron\//, 'Hearth app'],
  [/\bElectron\//, 'Electron'],
  [/\b(Headless)?Chrom(e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/^curl\//, 'curl'],
  [/^Wget\//, 'Wget'],
  [/^python-requests\/|^Python-urllib\//, 'Python'],
  [/^node-fetch|^undici|^node\b/i, 'Node.js'],
];

const systems: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const first = (table: [RegExp, string][], text: string, otherwise: string) => table.find(([pattern]) => pattern.test(text))?.[1] ?? otherwise;

export function describeUserAgent(userAgent: string | null): Device {
  const text = userAgent ?? '';
  return { browser: first(browsers, text, 'Unknown browser'), os: first(systems, text, 'Unknown system') };
}
