import type { PageMetaMessages } from './pageMetaMessages.ts';

/** A page of the catalogue: `labourCalculator` for the keys `labourCalculator.title` and `labourCalculator.description`. */
export type PageWithTitle = keyof PageMetaMessages extends infer Key ? (Key extends `${infer Page}.title` ? Page : never) : never;

/** What the document's head says for a page: its title, and its description where the page has one. */
export interface PageHeadTexts {
  title: string;
  description: string | undefined;
}

/** The title and description of `page` in the messages given (the catalogue in the site's language). */
export function pageHeadTexts(messages: PageMetaMessages, page: PageWithTitle): PageHeadTexts {
  const byKey = messages as unknown as Readonly<Record<string, (() => string) | undefined>>;
  return { title: messages[`${page}.title`](), description: byKey[`${page}.description`]?.() };
}
