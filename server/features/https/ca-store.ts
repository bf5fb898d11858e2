import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import type { KeyProtector } from '../../secrets/secret-box.js';
import { caFiles, readKey, writeAtomically, writeKey } from './ca-key-file.js';
import { caDue, certificateFacts, createCa, type Issued } from './certificates.js';
import { homeConstraints } from './name-constraints.js';

export { caFiles, unsealCaKey } from './ca-key-file.js';

/**
 * Hearth's CA, made once and kept in the data folder. A CA that is about to expire is replaced
 * (devices then have to trust the new one); `made` says whether this call made one.
 *
 * A new CA may vouch only for home-network names and ranges and the machine's `hostNames`
 * (name constraints). A CA made before that is kept as it is until it is due: making it again
 * would make every phone and browser trust Hearth once more, and its key never leaves the data
 * folder. Its replacement, ten years on, gets the constraints.
 */
export async function loadOrCreateCa(options: { dataDir: string; protector: KeyProtector | null; now: Date; machineName: string; hostNames: string[] }): Promise<Issued & { made: boolean }> {
  const files = caFiles(options.dataDir);
  if (existsSync(files.cert) && existsSync(files.key)) {
    const certPem = readFileSync(files.cert, 'utf8');
    const keyPem = readKey(files.key, options.protector);
    if (!caDue((await certificateFacts(certPem)).notAfter, options.now)) return { certPem, keyPem, made: false };
  }
  const ca = await createCa(options.now, options.machineName, homeConstraints(options.hostNames));
  mkdirSync(files.dir, { recursive: true, mode: 0o700 });
  writeKey(files.key, ca.keyPem, options.protector);
  writeAtomically(files.cert, ca.certPem, 0o644);
  return { ...ca, made: true };
}

