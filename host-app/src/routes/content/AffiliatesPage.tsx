import { AffiliateList } from '@nirmaan/widgets';

/** /affiliates: partner tools and guides, each opening in a new tab. */
export function AffiliatesPage() {
  return (
    <>
      <title>Affiliates — Nirmaan</title>
      <meta name="description" content="Tools and guides from the cement, steel, paint and tile brands Indian home builders use." />
      <AffiliateList headingLevel={1} />
    </>
  );
}
