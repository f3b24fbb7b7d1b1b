export { PincodeCheck, type PincodeCheckProps } from './PincodeCheck.tsx';
export { ProductCard, type ProductCardProps } from './ProductCard.tsx';
export { ProductCardLoader } from './ProductCardLoader.tsx';
export { ProductDetail, type ProductDetailProps } from './ProductDetail.tsx';
export { ProductOffers, type ProductOffersProps } from './ProductOffers.tsx';
export { ProductSearch, type ProductSearchProps } from './ProductSearch.tsx';
