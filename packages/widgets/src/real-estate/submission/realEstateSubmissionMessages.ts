import { defineCatalogue } from '../../locale-shared/catalogue.ts';
import english from './messages/compiled/en.js';
import type { Messages } from './messages/compiled/messages.js';

/** What the real-estate submission form says, typed from messages/en.json (docs/i18n.md). */
export type RealEstateSubmissionMessages = Messages;

/**
 * A catalogue of its own, apart from the verified listings' (`<nirmaan-real-estate-listings>`),
 * which does not carry the form's texts in its first load.
 */
export const realEstateSubmissionCatalogue = defineCatalogue<RealEstateSubmissionMessages>(english, {
  kn: () => import('./messages/compiled/kn.js'),
  ta: () => import('./messages/compiled/ta.js'),
  hi: () => import('./messages/compiled/hi.js'),
});
