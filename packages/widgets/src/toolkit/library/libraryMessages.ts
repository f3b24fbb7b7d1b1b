import type { Locale } from '@nirmaan/core/locale';
import { defineCatalogue, type Catalogue, type CatalogueModule } from '../../locale-shared/catalogue.ts';
import { useMessages } from '../../locale-shared/useMessages.ts';
import { youtubeSearchUrl, type ToolkitPhase, type ToolkitTopic, type ToolkitVideo } from '../videoLibrary.ts';

/**
 * The video library's translations (messages/<lang>.json): `phase.<id>` a phase's title,
 * `<id>.title` and `<id>.description` an entry's, `<id>.search` the YouTube search words of a topic
 * without a video. Keyed by the ids of videoLibraryData.ts, whose English stays the source: an id
 * the catalogue does not know is shown in English.
 */
export type LibraryTranslations = Readonly<Partial<Record<string, () => string>>>;

const load = (module: Promise<{ default: object }>) => module as CatalogueModule<LibraryTranslations>;

/**
 * English is the data file's own (videoLibraryData.ts), so the English catalogue is not shipped: it
 * is the record of what was translated, which videoLibrary.test.ts keeps equal to the data. Kannada,
 * Tamil and Hindi are each a chunk of their own, loaded when asked for.
 */
export const libraryCatalogue: Catalogue<LibraryTranslations> = defineCatalogue<LibraryTranslations>(
  {},
  {
    kn: () => load(import('./messages/compiled/kn.js')),
    ta: () => load(import('./messages/compiled/ta.js')),
    hi: () => load(import('./messages/compiled/hi.js')),
  },
);

/** A library text as shown: the translation in the reader's language, or the data's English. */
export interface LibraryText {
  text: string;
  /** The text's language, for its `lang` attribute: `en` when the data's English is shown. */
  lang: Locale;
}

type Entry = Pick<ToolkitVideo | ToolkitTopic, 'id' | 'title' | 'description'>;

/** The library's texts in the reader's language where the catalogue has them, else as the data wrote them, in English. */
export function useLibraryTexts() {
  const { messages, locale } = useMessages(libraryCatalogue);
  const say = (key: string | null, english: string): LibraryText => {
    const translated = key !== null && Object.hasOwn(messages, key) ? messages[key] : undefined;
    return translated ? { text: translated(), lang: locale } : { text: english, lang: 'en' };
  };
  return {
    phaseTitle: (phase: Pick<ToolkitPhase, 'id' | 'title'>) => say(phase.id ? `phase.${phase.id}` : null, phase.title),
    title: (entry: Entry) => say(entry.id ? `${entry.id}.title` : null, entry.title),
    description: (entry: Entry) => say(entry.id ? `${entry.id}.description` : null, entry.description),
    /** A topic's YouTube search: in the reader's language's words when the catalogue has them, else the data's. */
    searchUrl: (topic: Pick<ToolkitTopic, 'id' | 'searchUrl'>) => {
      const words = topic.id && Object.hasOwn(messages, `${topic.id}.search`) ? messages[`${topic.id}.search`] : undefined;
      return words ? youtubeSearchUrl(words()) : topic.searchUrl;
    },
  };
}
