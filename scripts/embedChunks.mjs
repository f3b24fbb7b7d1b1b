// Where the embed build put each source module: packages/elements/dist/embed-chunks.json, written by
// rollup.config.mjs (`modules`: module name -> the chunk rollup made) and extended by
// scripts/elementBundles.mjs (`elements`: an element's module -> its own bundle, and where each of its
// modules went). Chunks are named by their content hash alone, so tests and the size budgets find
// code through this file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The manifest beside an embed folder. */
export function readEmbedChunks(embedDir) {
  return JSON.parse(readFileSync(join(embedDir, '..', 'embed-chunks.json'), 'utf8'));
}

/**
 * The file (relative to the embed folder) holding a module, e.g. 'labourCalculatorElement' ->
 * 'chunks/Ab12Cd3.js'. An element's module is its bundle; a lazy part of an element ('BuyerOtpLogin'
 * of 'signInElement') is in that element's copy of it, unless it stayed in a shared chunk.
 */
export function chunkOf(manifest, name, element = name) {
  const bundle = manifest.elements[element];
  const file = name === element ? (bundle?.entry ?? manifest.modules[name]) : (bundle?.modules[name] ?? manifest.modules[name]);
  if (!file) throw new Error(`No chunk holds ${name}: is the embed build current?`);
  return file;
}
