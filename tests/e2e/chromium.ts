/** The browser the e2e tests drive: Debian's Chromium, or the one HEARTH_CHROMIUM names. */
export function chromiumPath(): string {
  return process.env.HEARTH_CHROMIUM || '/usr/bin/chromium';
}
