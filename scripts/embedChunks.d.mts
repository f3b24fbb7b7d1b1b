/** Types of embedChunks.mjs, for the tests. */
export interface EmbedChunks {
  /** Module name -> the chunk rollup made for it. */
  modules: Record<string, string>;
  /** An element's module -> its own bundle and where each of its modules went. */
  elements: Record<string, { entry: string; modules: Record<string, string> }>;
}
export function readEmbedChunks(embedDir: string): EmbedChunks;
export function chunkOf(manifest: EmbedChunks, name: string, element?: string): string;
