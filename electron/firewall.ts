/**
 * Whether Windows Firewall lets other devices reach Hearth once it shares on the LAN. When a user
 * dismisses Windows's "allow access" prompt, Windows adds rules that BLOCK the app; a network
 * marked Public is outside a private-network rule. Either way phones see nothing and nothing
 * says why, so the desktop app asks PowerShell once when sharing turns on (or starts on) and
 * says what to change. PowerShell's NetSecurity module answers in English enum names whatever
 * the Windows language (netsh's text output is translated), as JSON.
 */
export interface FirewallRule {
  action: string;
  profile: string;
}

export interface FirewallState {
  rules: FirewallRule[];
  /** The active network's category: Public, Private or DomainAuthenticated. */
  category: string | null;
}

export type FirewallVerdict = { ok: true } | { ok: false; message: string };

/** Only Windows has this problem, and only while Hearth shares on the LAN. */
export function firewallCheckApplies(platform: NodeJS.Platform, sharing: boolean): boolean {
  return platform === 'win32' && sharing;
}

/** The PowerShell that reports the rules for this executable and the network's category. */
export function firewallQuery(exePath: string): string {
  const exe = exePath.replace(/'/g, "''");
  return [
    "$ErrorActionPreference = 'SilentlyContinue'",
    `$rules = @(Get-NetFirewallApplicationFilter -Program '${exe}' | Get-NetFirewallRule | Where-Object { $_.Direction -eq 'Inbound' -and $_.Enabled -eq 'True' } | ForEach-Object { [pscustomobject]@{ action = $_.Action.ToString(); profile = $_.Profile.ToString() } })`,
    '$category = (Get-NetConnectionProfile | Select-Object -First 1).NetworkCategory',
    '[pscustomobject]@{ rules = $rules; category = if ($category) { $category.ToString() } else { $null } } | ConvertTo-Json -Compress -Depth 3',
  ].join('; ');
}

function isRule(value: unknown): value is FirewallRule {
  return typeof value === 'object' && value !== null && typeof (value as FirewallRule).action === 'string' && typeof (value as FirewallRule).profile === 'string';
}

/** Reads firewallQuery's answer; null when it is not that (PowerShell missing or failing). */
export function parseFirewallState(text: string): FirewallState | null {
  let value: unknown;
  try {
    value = JSON.parse(text.trim());
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { rules, category } = value as { rules?: unknown; category?: unknown };
  // ConvertTo-Json writes one rule as an object, several as an array, none as null or [].
  const list = rules === null || rules === undefined ? [] : Array.isArray(rules) ? rules : [rules];
  return { rules: list.filter(isRule), category: typeof category === 'string' ? category : null };
}

const covers = (rule: FirewallRule, profile: string): boolean => /\bAny\b/i.test(rule.profile) || new RegExp(`\\b${profile}\\b`, 'i').test(rule.profile);

const allowSteps = 'Open Windows Security → Firewall & network protection → "Allow an app through firewall", find Hearth and tick Private.';

/** What to tell the user, if anything, about reaching Hearth from other devices. */
export function firewallVerdict(state: FirewallState): FirewallVerdict {
  const profile = state.category === 'DomainAuthenticated' ? 'Domain' : (state.category ?? 'Private');
  if (profile === 'Public') {
    return { ok: false, message: 'Windows treats this network as Public, so it keeps other devices away from Hearth. If this is your home network, open Settings → Network & internet → your connection and choose "Private network".' };
  }
  const applying = state.rules.filter((rule) => covers(rule, profile));
  // A block rule wins over an allow rule in Windows Firewall.
  if (applying.some((rule) => /^block$/i.test(rule.action))) {
    return { ok: false, message: `Windows Firewall blocks Hearth, so phones and other computers cannot open it. ${allowSteps}` };
  }
  if (applying.some((rule) => /^allow$/i.test(rule.action))) return { ok: true };
  return { ok: false, message: `Windows Firewall has no rule letting other devices reach Hearth yet. If Windows asked, choose "Allow"; otherwise: ${allowSteps}` };
}
