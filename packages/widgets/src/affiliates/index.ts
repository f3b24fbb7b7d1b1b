export { AffiliateList, type AffiliateListProps } from './AffiliateList.tsx';
