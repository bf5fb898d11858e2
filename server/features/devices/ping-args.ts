/**
 * The options Hearth gives the `ping` package for one echo request, per OS. The package's own
 * `timeout` is whole seconds on Linux ("%d" of 0.2 is 0), so the wait is passed as an extra
 * argument in each OS's own unit and spelling:
 * - Linux (iputils-ping): `-W <seconds>`, fractions allowed;
 * - macOS and the BSDs: `-W <milliseconds>` (BSD ping's wait time is in ms);
 * - Windows (`ping.exe`): `-w <milliseconds>`; it has no `-W` and refuses the whole command.
 */
export interface PingOptions {
  timeout: false;
  min_reply: 1;
  extra: string[];
}

export function pingOptions(platform: NodeJS.Platform, waitSeconds: number): PingOptions {
  const ms = String(Math.max(1, Math.round(waitSeconds * 1000)));
  if (platform === 'win32') return { timeout: false, min_reply: 1, extra: ['-w', ms] };
  if (platform === 'darwin' || platform === 'freebsd' || platform === 'openbsd' || platform === 'netbsd') return { timeout: false, min_reply: 1, extra: ['-W', ms] };
  return { timeout: false, min_reply: 1, extra: ['-W', String(waitSeconds)] };
}

/** How the ARP table is read: /proc/net/arp on Linux, `arp -a` elsewhere (macOS, Windows). */
export function arpSource(platform: NodeJS.Platform): 'proc' | 'arp-a' {
  return platform === 'linux' ? 'proc' : 'arp-a';
}
