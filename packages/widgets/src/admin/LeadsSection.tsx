import { LeadList } from './LeadList.tsx';
import { RealEstateReview } from './RealEstateReview.tsx';

/** The leads the widgets brought in, newest first, each with its status and notes, and the real-estate submissions to review. */
export function LeadsSection() {
  return (
    <>
      <LeadList kind="inquiry" />
      <LeadList kind="quote" />
      <RealEstateReview />
    </>
  );
}
