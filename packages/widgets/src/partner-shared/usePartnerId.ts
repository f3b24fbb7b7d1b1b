import { useStore } from '@nanostores/react';
import { $config, normalizePartnerId } from '@nirmaan/core';
import { useContext } from 'react';
import { PartnerIdContext } from './partnerIdContext.ts';

/**
 * The partner id a lead, sign-up or order from this widget carries: its element's own, else the
 * page's configured one, else none. An id that breaks the rule (core rules/partnerId.ts) counts as none.
 */
export function usePartnerId(): string | null {
  const own = useContext(PartnerIdContext);
  const { partnerId } = useStore($config);
  return normalizePartnerId(own ?? partnerId);
}
