#!/usr/bin/env node
// @ts-check
// The release job's gathering step: every runner's packages into one folder. Each runner builds
// for its own CPU, so two runners write an update feed of the same name (latest.yml for Windows
// x64 and arm64, latest-mac.yml for both Macs): electron-updater reads ONE feed per OS and picks
// the file whose name holds its CPU (providers/Provider.js, findFile), so those feeds are merged
// into one listing every CPU's file. Any other file two runners both made is an error.
//   node scripts/merge-update-feeds.mjs <artifacts folder> <output folder>
import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';

/**
 * One feed from several of the same version: their `files` lists joined (a url once), the rest
 * from the first. Feeds of different versions mean runners built different commits: refused.
 * @param {Array<Record<string, unknown>>} feeds
 * @returns {Record<string, unknown>}
 */
export function mergeUpdateFeeds(feeds) {
  const [first, ...rest] = feeds;
  if (!first) throw new Error('No update feeds to merge.');
  const files = [];
  const seen = new Set();
  for (const feed of feeds) {
    if (feed.version !== first.version) throw new Error(`Update feeds of different versions (${String(first.version)} and ${String(feed.version)}): the runners built different commits.`);
    const list = Array.isArray(feed.files) ? feed.files : [];
    for (const file of list) {
      const url = file && typeof file === 'object' ? /** @type {{ url?: unknown }} */ (file).url : undefined;
      if (typeof url !== 'string' || seen.has(url)) continue;
      seen.add(url);
      files.push(file);
    }
  }
  return rest.length === 0 ? first : { ...first, files };
}

/**
 * Which files go where: a name made by one runner is copied, feeds of the same name are merged,
 * any other clash is an error.
 * @param {Array<{ name: string, from: string }>} found
 * @returns {{ copy: Array<{ name: string, from: string }>, merge: Array<{ name: string, from: string[] }> }}
 */
export function planGathering(found) {
  /** @type {Map<string, string[]>} */
  const byName = new Map();
  for (const { name, from } of found) byName.set(name, [...(byName.get(name) ?? []), from]);
  const copy = [];
  const merge = [];
  for (const [name, from] of byName) {
    if (from.length === 1) copy.push({ name, from: /** @type {string} */ (from[0]) });
    else if (/\.ya?ml$/.test(name)) merge.push({ name, from });
    else throw new Error(`${name} was made by more than one runner (${from.join(', ')}): each runner must name its files by its CPU.`);
  }
  return { copy, merge };
}

function main() {
  const [artifacts, output] = process.argv.slice(2);
  if (!artifacts || !output) throw new Error('Usage: merge-update-feeds.mjs <artifacts folder> <output folder>');
  const found = readdirSync(artifacts).flatMap((dir) => {
    const full = path.join(artifacts, dir);
    return statSync(full).isDirectory() ? readdirSync(full).map((name) => ({ name, from: path.join(full, name) })) : [];
  });
  const plan = planGathering(found);
  mkdirSync(output, { recursive: true });
  for (const { name, from } of plan.copy) copyFileSync(from, path.join(output, name));
  for (const { name, from } of plan.merge) {
    const merged = mergeUpdateFeeds(from.map((file) => /** @type {Record<string, unknown>} */ (parse(readFileSync(file, 'utf8')))));
    writeFileSync(path.join(output, name), stringify(merged));
    console.log(`${name}: merged from ${from.length} runners`);
  }
  console.log(`${plan.copy.length + plan.merge.length} files in ${output}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
