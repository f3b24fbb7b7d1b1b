import { configure } from '@nirmaan/core';
import { useEffect, type ReactNode } from 'react';

/**
 * An element's `partner-id` attribute: the partner the page embeds Nirmaan for. It sets the page's
 * partner id (as `nirmaan('config', { partnerId })` does), which every lead and quote request sent
 * from the page carries. Without the attribute the page's configuration stands.
 */
export function PartnerId({ partnerId, children }: { partnerId: string | undefined; children: ReactNode }) {
  useEffect(() => {
    const id = partnerId?.trim();
    if (id) configure({ partnerId: id });
  }, [partnerId]);
  return children;
}
