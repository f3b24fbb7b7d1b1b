/** Types of compile-messages.mjs, for the catalogue tests. */
export const CATALOGUE_LOCALES: readonly ['en', 'kn', 'ta', 'hi'];
/** Every `messages` folder holding an en.json under packages/*\/src, absolute paths. */
export function catalogueFolders(root?: string): string[];
/** A catalogue file: key -> ICU message. */
export function readCatalogue(folder: string, locale: string): Record<string, string>;
/** Every compiled file of a catalogue folder: absolute path -> contents. */
export function compiledFiles(folder: string): Map<string, string>;
