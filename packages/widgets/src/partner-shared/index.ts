export { PartnerIdContext } from './partnerIdContext.ts';
export { usePartnerId } from './usePartnerId.ts';
