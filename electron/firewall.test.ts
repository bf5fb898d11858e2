import { describe, expect, it } from 'vitest';
import { firewallCheckApplies, firewallQuery, firewallVerdict, parseFirewallState } from './firewall.js';

describe('Windows Firewall and LAN sharing', () => {
  it('is checked on Windows while sharing only', () => {
    expect(firewallCheckApplies('win32', true)).toBe(true);
    expect(firewallCheckApplies('win32', false)).toBe(false);
    expect(firewallCheckApplies('darwin', true)).toBe(false);
    expect(firewallCheckApplies('linux', true)).toBe(false);
  });

  it("asks PowerShell about this executable's inbound rules and the network category, quoting the path", () => {
    const query = firewallQuery("C:\\Users\\O'Neil\\AppData\\Local\\Programs\\Hearth\\Hearth.exe");
    expect(query).toContain("Get-NetFirewallApplicationFilter -Program 'C:\\Users\\O''Neil\\AppData\\Local\\Programs\\Hearth\\Hearth.exe'");
    expect(query).toContain('Get-NetConnectionProfile');
    expect(query).toContain('ConvertTo-Json');
  });

  // Shaped as ConvertTo-Json writes them: one rule is an object, several an array, none null.
  it('reads one rule, several rules or none, and refuses what is not its answer', () => {
    expect(parseFirewallState('{"rules":{"action":"Allow","profile":"Private"},"category":"Private"}')).toEqual({ rules: [{ action: 'Allow', profile: 'Private' }], category: 'Private' });
    expect(parseFirewallState('{"rules":[{"action":"Block","profile":"Public"},{"action":"Allow","profile":"Private, Public"}],"category":"Public"}')?.rules).toHaveLength(2);
    expect(parseFirewallState('{"rules":null,"category":null}')).toEqual({ rules: [], category: null });
    expect(parseFirewallState("Get-NetFirewallApplicationFilter : The term is not recognized")).toBeNull();
  });

  it('says nothing when an allow rule covers the private network', () => {
    expect(firewallVerdict({ rules: [{ action: 'Allow', profile: 'Private' }], category: 'Private' })).toEqual({ ok: true });
    expect(firewallVerdict({ rules: [{ action: 'Allow', profile: 'Any' }], category: 'Private' })).toEqual({ ok: true });
  });

  it('names the fix when the prompt was dismissed (a block rule), when no rule exists, and on a Public network', () => {
    const blocked = firewallVerdict({ rules: [{ action: 'Allow', profile: 'Private' }, { action: 'Block', profile: 'Private' }], category: 'Private' });
    expect(blocked.ok).toBe(false);
    expect(!blocked.ok && blocked.message).toMatch(/^Windows Firewall blocks Hearth.*Allow an app through firewall/);
    const none = firewallVerdict({ rules: [], category: 'Private' });
    expect(!none.ok && none.message).toMatch(/no rule/);
    const publicNetwork = firewallVerdict({ rules: [{ action: 'Allow', profile: 'Private' }], category: 'Public' });
    expect(!publicNetwork.ok && publicNetwork.message).toMatch(/Public.*Private network/);
  });
});
