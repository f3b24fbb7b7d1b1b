import { ApiError, type Affiliate, type AffiliatesApi } from '@nirmaan/core';

export const SAMPLE_AFFILIATES: Affiliate[] = [
  {
    id: 1,
    title: 'UltraTech Home Building Guide',
    url: 'https://www.ultratechcement.com/',
    image_url: null,
    description: 'Step-by-step advice on planning and building a home.',
    is_active: true,
    sort_order: 0,
  },
  {
    id: 2,
    title: 'Asian Paints Colour Visualiser',
    url: 'https://www.asianpaints.com/',
    image_url: null,
    description: 'Try wall colours on photos of your own rooms.',
    is_active: true,
    sort_order: 1,
  },
  { id: 3, title: 'Tata Tiscon Dealer Finder', url: 'https://www.tatatiscon.co.in/', image_url: null, description: null, is_active: true, sort_order: 2 },
];

/** The public affiliate list for stories and tests: 'loading' never answers, 'failing' fails (a network error unless given). */
export function fakeAffiliatesApi({
  affiliates = SAMPLE_AFFILIATES,
  mode = 'ready',
  delay = 0,
}: { affiliates?: Affiliate[]; mode?: 'ready' | 'loading' | 'failing'; delay?: number } = {}): Pick<AffiliatesApi, 'listAffiliates'> {
  return {
    listAffiliates: () =>
      mode === 'loading'
        ? new Promise(() => {})
        : new Promise((resolve, reject) =>
            setTimeout(
              () => (mode === 'failing' ? reject(new ApiError({ status: 0 })) : resolve(affiliates.filter((affiliate) => affiliate.is_active))),
              delay,
            ),
          ),
  };
}
