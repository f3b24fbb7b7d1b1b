import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { sellerDashboardCatalogue } from './sellerDashboardMessages.ts';

/**
 * After a CRM card is deleted its Delete button is gone, so focus would fall back to the page: it
 * goes to the section's heading instead (give `headingRef` to the heading, with tabIndex -1), and
 * `deletedNotice` says what was deleted, for a status message, in the dashboard's language.
 */
export function useDeletionNotice() {
  const { messages } = useMessages(sellerDashboardCatalogue);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [deletion, setDeletion] = useState<{ name: string } | null>(null);
  // After the commit that closes the question (whose own clean-up returns focus to the Delete button).
  useEffect(() => {
    if (deletion) headingRef.current?.focus();
  }, [deletion]);
  return {
    headingRef,
    deletedNotice: deletion ? messages['crm.deleted']({ name: deletion.name }) : null,
    announceDeleted: (name: string) => setDeletion({ name }),
    clearDeleted: () => setDeletion(null),
  };
}
