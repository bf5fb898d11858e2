// @ts-check
// The Node Hearth runs on, said once for `npm start`, `npm run serve` and the build's target.
// package.json's engines says the same (node-support.test.ts holds them together). Plain
// JavaScript that old Nodes parse too, so an old one reaches the check and hears what it needs.

/** package.json's engines.node. Node 20 reached end of life on 2026-04-30. */
export const supportedNode = '>=22.12';

/** The Node to install when this one is too old: the one CI and Electron 41 run. */
export const recommendedNode = 24;

/**
 * [major, minor, patch] of a version like '22.12.0', 'v20.20.2' or the floor in '>=22.12'.
 * @param {string} version
 * @returns {[number, number, number]}
 */
export function versionParts(version) {
  const match = /^(?:>=)?v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(version.trim());
  if (!match) throw new Error(`Not a Node version: "${version}"`);
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

/** The lowest Node Hearth runs on, as `major.minor` (e.g. for esbuild's target `node22.12`). */
export function minimumNode() {
  const [major, minor] = versionParts(supportedNode);
  return `${major}.${minor}`;
}

/**
 * One line naming the Node Hearth needs and how to get it, or null when this one will do.
 * @param {{ version: string, command: string }} facts  version: process.versions.node;
 *   command: what to run again once Node is new enough ('npm start')
 * @returns {string | null}
 */
export function nodeVersionProblem({ version, command }) {
  const have = versionParts(version);
  const need = versionParts(supportedNode);
  const index = have.findIndex((part, i) => part !== need[i]);
  if (index === -1 || have[index] > need[index]) return null;
  return (
    `Hearth needs Node.js ${minimumNode()} or newer, and this is Node.js ${version.replace(/^v/, '')}: ` +
    `install Node.js ${recommendedNode} LTS (https://nodejs.org/en/download, or \`nvm install ${recommendedNode}\`), then run ${command} again.`
  );
}
