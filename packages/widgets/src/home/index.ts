export { Home } from './Home.tsx';
export { HomeBanner } from './HomeBanner.tsx';
export { CompareModal, type CompareModalProps } from './CompareModal.tsx';
