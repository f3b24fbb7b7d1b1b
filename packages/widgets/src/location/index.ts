export { LocationSetup } from './LocationSetup.tsx';
