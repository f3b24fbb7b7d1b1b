export { Checkout } from './Checkout.tsx';
