import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { LOCALES, type Locale } from '@nirmaan/core/pure';
import { catalogueFolders } from '../../scripts/compile-messages.mjs';

/*
 * Which stories the stories check also draws in Kannada, Tamil and Hindi (issue 32): one
 * representative screen per translated capability. A capability is translated once a component in
 * its folder speaks its catalogue (`useMessages(`), so a widget is covered as soon as it is; its
 * stories tagged `languages` are drawn, else the first story without a play function (a play
 * function finds controls by their English names) of a component that speaks the catalogue.
 */

/** The languages other than English, each drawn for every representative story. */
export const STORY_LANGUAGES = LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en');

/** The tag that chooses a capability's representative stories. */
export const LANGUAGES_TAG = 'languages';

/** A story as Storybook's index.json lists it. */
export interface IndexedStory {
  id: string;
  title: string;
  name: string;
  importPath: string;
  tags?: readonly string[];
}

const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name);

/** Whether a component under `folder` (not its tests or stories) speaks a catalogue. */
function speaksCatalogue(folder: string): boolean {
  return readdirSync(folder, { withFileTypes: true, recursive: true }).some(
    (entry) => entry.isFile() && isSource(entry.name) && readFileSync(join(entry.parentPath, entry.name), 'utf8').includes('useMessages('),
  );
}

/**
 * The folders of the translated capabilities, as index.json's import paths start
 * ('./packages/widgets/src/orders'): each catalogue's folder whose components use it.
 */
export function translatedCapabilities(root = process.cwd()): string[] {
  return catalogueFolders(root)
    .map((messages: string) => dirname(messages))
    .filter(speaksCatalogue)
    .map((folder: string) => `./${relative(root, folder)}`);
}

/** Whether a stories file's component (`X.tsx` beside `X.stories.tsx`) speaks a catalogue, read under `root`. */
export function storiedComponentSpeaks(importPath: string, root = process.cwd()): boolean {
  const component = join(root, importPath.replace(/\.stories\.tsx?$/, '.tsx'));
  return existsSync(component) && readFileSync(component, 'utf8').includes('useMessages(');
}

/**
 * Each capability's representative stories: those tagged `languages`, else the first story without
 * a play function (Storybook tags those `play-fn`) of a component that speaks the catalogue
 * (`speaks`; a folder may hold components not translated yet). A capability with no such story gets none.
 */
export function representativeStories(
  stories: readonly IndexedStory[],
  capabilities: readonly string[],
  speaks: (importPath: string) => boolean = storiedComponentSpeaks,
): IndexedStory[] {
  return capabilities.flatMap((capability) => {
    const own = stories.filter((story) => story.importPath.startsWith(`${capability}/`));
    const tagged = own.filter((story) => story.tags?.includes(LANGUAGES_TAG));
    if (tagged.length > 0) return tagged;
    const plain = own.find((story) => !story.tags?.includes('play-fn') && speaks(story.importPath));
    return plain ? [plain] : [];
  });
}

/** The baseline name of a story drawn in `locale`: `<story id>.<locale>` (English keeps the story id). */
export function storyVariantName(id: string, locale: Locale): string {
  return locale === 'en' ? id : `${id}.${locale}`;
}
