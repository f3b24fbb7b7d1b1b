export { BuyerAccount, type AccountTab, type BuyerAccountProps } from './BuyerAccount.tsx';
