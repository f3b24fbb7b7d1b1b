import { createContext } from 'react';

/**
 * The partner a widget brings leads and orders for: an element's `partner-id` attribute, provided
 * around that element's widget only (packages/elements/src/ElementRoot.tsx), so two elements on one
 * page with two ids each send their own. null: the page's configured partner, if any (usePartnerId).
 * No dependencies but React: the embed build keeps it in the chunk every widget shares.
 */
export const PartnerIdContext = createContext<string | null>(null);
