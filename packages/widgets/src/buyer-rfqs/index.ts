export { BuyerRfqs, BUYER_RFQS_TEXTS, type BuyerRfqsProps } from './BuyerRfqs.tsx';
