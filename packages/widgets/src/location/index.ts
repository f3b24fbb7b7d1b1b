export { LocationSetup } from './LocationSetup.tsx';
export { LocationPicker, MAP_HINT, type LocationPickerProps } from './LocationPicker.tsx';
