export { $config, configure, siteUrl, type NirmaanConfig } from './config/config.ts';
export { formatNumber, formatRupees, plural } from './format/format.ts';
export {
  $preferences,
  CITIES,
  DEFAULT_CITY,
  isCity,
  isPincode,
  PREFERENCE_KEYS,
  readPreferences,
  setCity,
  setPincode,
  type City,
  type Preferences,
} from './preferences/preferences.ts';
