export { PincodeManager, type PincodeManagerProps } from './PincodeManager.tsx';
