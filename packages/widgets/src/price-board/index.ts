export { PriceBoard, type PriceBoardProps } from './PriceBoard.tsx';
