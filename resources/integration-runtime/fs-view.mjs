// What `import ... from 'node:fs'` (or 'node:fs/promises') gives a package in the integration
// runtime: guard.cjs's read-only view of the folders this process may read. guard.cjs's resolve
// hook sends those imports here, with ?fs or ?promises.
import { createRequire } from 'node:module';

const view = createRequire(import.meta.url)('./guard.cjs').view;
const api = new URL(import.meta.url).searchParams.has('promises') ? view.promises : view.fs;

export default api;
export const { readFile, stat, lstat, readdir, realpath, access, open, opendir } = api;
export const { readFileSync, existsSync, exists, statSync, lstatSync, readdirSync, realpathSync, accessSync, createReadStream, opendirSync, readSync, read, closeSync, close, fstatSync, fstat, openSync, constants, promises } = view.fs;
