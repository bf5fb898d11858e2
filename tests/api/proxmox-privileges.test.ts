import { describe, expect, it } from 'vitest';
import { credentials } from '../fixtures/homelab-services.js';
import { runBuiltin } from '../helpers/run-builtin.js';
import { useHomelabServices } from '../helpers/homelab.js';

/**
 * Proxmox VE hides what a token may not audit (pve-manager PVE/API2/Cluster.pm, PVE/API2Tools.pm):
 * without Sys.Audit the node entries lose their statistics, without VM.Audit the guests are not
 * listed. The UI makes new tokens privilege-separated with no role, so that is the usual first try.
 */
const services = useHomelabServices();

const token = (tokenId: string) => ({ tokenId, tokenSecret: credentials.proxmox.tokenSecret });

describe('Proxmox VE card and token privileges', () => {
  it('says a privilege-separated token without a role lacks Sys.Audit and VM.Audit, and names PVEAuditor', async () => {
    const result = await runBuiltin('com.proxmox', 'initialize', token(credentials.proxmox.privsepTokenId), services().url('proxmox'), null);
    expect(result.status).toBe(400);
    expect(result.reason).toBe(
      'Proxmox hides the node\'s CPU, memory, disk and uptime from this API token: it lacks Sys.Audit on /nodes/pve, and VM.Audit on /vms (VMs and containers). '
      + 'Give the token the PVEAuditor role on / (Datacenter › Permissions › Add › API Token Permission); with Privilege Separation on, a token has only the roles given to it',
    );
  });

  it('fails the connection test of such a token with the same words', async () => {
    const result = await runBuiltin('com.proxmox', 'connectionTest', token(credentials.proxmox.privsepTokenId), services().url('proxmox'), null);
    expect(result.status).toBe(400);
    expect(result.reason).toMatch(/^Proxmox hides the node's CPU, memory, disk and uptime from this API token: it lacks Sys.Audit on \/nodes\/pve/);
  });

  it('shows the node of a token with Sys.Audit only, and says the VMs need VM.Audit', async () => {
    const result = await runBuiltin('com.proxmox', 'initialize', token(credentials.proxmox.nodesTokenId), services().url('proxmox'), null);
    expect(result.reason).toBe('');
    expect(result.html).toContain('5.23%');
    expect(result.fullHtml).toContain('VMs</dt><dd>hidden: the token lacks VM.Audit on /vms (give it the PVEAuditor role on /)<');
    expect(services().requests).toContain('GET /proxmox/api2/json/access/permissions');
  });

  it('reads everything with the PVEAuditor role, with one request', async () => {
    const before = services().requests.length;
    const result = await runBuiltin('com.proxmox', 'initialize', token(credentials.proxmox.auditorTokenId), services().url('proxmox'), null);
    expect(result.reason).toBe('');
    expect(result.html).toContain('>25%<');
    expect(result.fullHtml).toContain('VMs</dt><dd>1 of 2 running<');
    expect(services().requests.slice(before)).toEqual(['GET /proxmox/api2/json/cluster/resources']);
  });
});
