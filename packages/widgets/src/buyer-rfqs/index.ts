export { BuyerRfqs, type BuyerRfqsProps } from './BuyerRfqs.tsx';
