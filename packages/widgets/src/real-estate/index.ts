export { RealEstateSubmission, type RealEstateSubmissionProps } from './RealEstateSubmission.tsx';
