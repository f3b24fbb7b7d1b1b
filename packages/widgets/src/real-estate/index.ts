export { RealEstateSubmission, type RealEstateSubmissionProps } from './RealEstateSubmission.tsx';
export { RealEstateListings, type RealEstateListingsProps } from './RealEstateListings.tsx';
