/**
 * The key-derivation settings Hearth writes into the files it seals (export 2FA entries, and any
 * other passphrase-sealed file that adopts them). A file is read only with one of these: its own
 * numbers are never trusted, since scrypt's memory and time grow with N × r and p (issue 39 item 1:
 * N = 2^20 and r = 32 asked for 4 GiB per call).
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** Each set Hearth has ever written, oldest first. Add a set here to raise the work factor; never remove one still in files. */
export const scryptSets: readonly ScryptParams[] = [{ N: 2 ** 15, r: 8, p: 1 }];

/** The set new files are sealed with. */
export const currentScrypt: ScryptParams = scryptSets[scryptSets.length - 1] ?? { N: 2 ** 15, r: 8, p: 1 };

/** True when the numbers are exactly one of the sets Hearth writes. */
export function isKnownScrypt(params: ScryptParams): boolean {
  return scryptSets.some((set) => set.N === params.N && set.r === params.r && set.p === params.p);
}
