export { Cart } from './Cart.tsx';
export { CartSummary, type CartSummaryProps } from './CartSummary.tsx';
