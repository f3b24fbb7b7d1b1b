import { createContext } from 'react';

/**
 * The language an element asks for: its `lang` attribute, or the loader's `locale` passed on as one
 * (a BCP 47 tag such as 'ta' or 'kn-IN'), provided around that element's widget only
 * (packages/elements/src/ElementRoot.tsx). null: the site's language ($locale). No dependencies but
 * React: the embed build keeps it in the chunk every widget shares, and only widgets with catalogues
 * carry the code that reads it (useLocale.ts).
 */
export const LangContext = createContext<string | null>(null);
