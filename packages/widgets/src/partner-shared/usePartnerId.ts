import { useStore } from '@nanostores/react';
import { $config } from '@nirmaan/core';
import { useContext } from 'react';
import { PartnerIdContext } from './partnerIdContext.ts';

/** The partner id a lead or order from this widget carries: its element's own, else the page's configured one, else none. */
export function usePartnerId(): string | null {
  const own = useContext(PartnerIdContext);
  const { partnerId } = useStore($config);
  return own ?? partnerId;
}
