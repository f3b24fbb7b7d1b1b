import { RealEstateSubmission } from '@nirmaan/widgets';

/** /real-estate: a visitor lists a site or project; it waits for verification. */
export function RealEstatePage() {
  return (
    <>
      <title>List Your Property — Nirmaan</title>
      <meta
        name="description"
        content="Builders, owners and agents: list a site or project in Bangalore, Chennai or Coimbatore. Our team verifies each listing before it is published."
      />
      <RealEstateSubmission headingLevel={1} />
    </>
  );
}
