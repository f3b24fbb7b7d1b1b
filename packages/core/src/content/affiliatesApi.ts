import { apiClient } from '../api/api.ts';
import type { ApiClient } from '../api/client.ts';
import type { Affiliate, AffiliateDeletion, AffiliateInput } from './contentTypes.ts';

/** Affiliate calls (spec toolkit §7 'Affiliates'): the public list, and the admins' management. */
export interface AffiliatesApi {
  /** The affiliates by sort order then id; only the active ones unless `onlyActive` is false. */
  listAffiliates(onlyActive?: boolean): Promise<Affiliate[]>;
  /** Every affiliate, active or not (admin token). */
  listAllAffiliates(): Promise<Affiliate[]>;
  createAffiliate(input: AffiliateInput): Promise<Affiliate>;
  /** Changes the fields sent (admin token). */
  updateAffiliate(id: number, input: Partial<AffiliateInput>): Promise<Affiliate>;
  deleteAffiliate(id: number): Promise<AffiliateDeletion>;
}

const admin = { auth: 'admin' } as const;

export function createAffiliatesApi(client: ApiClient): AffiliatesApi {
  return {
    listAffiliates: (onlyActive = true) => client.get('/affiliates/', { auth: 'none', query: { only_active: onlyActive } }),
    listAllAffiliates: () => client.get('/affiliates/all', admin),
    createAffiliate: (input) => client.post('/affiliates/', input, admin),
    updateAffiliate: (id, input) => client.put(`/affiliates/${id}`, input, admin),
    deleteAffiliate: (id) => client.delete(`/affiliates/${id}`, admin),
  };
}

export const affiliatesApi = createAffiliatesApi(apiClient);
