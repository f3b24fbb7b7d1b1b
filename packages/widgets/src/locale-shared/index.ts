export { defineCatalogue, loadCatalogue, loadDefinedCatalogues, type Catalogue, type CatalogueModule } from './catalogue.ts';
export { LangContext } from './langContext.ts';
export { useLocale } from './useLocale.ts';
export { useMessages, type ShownMessages } from './useMessages.ts';
export { LINK_MARKS, splitAroundLink } from './linkedSentence.ts';
