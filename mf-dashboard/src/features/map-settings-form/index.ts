export { MapSettingsForm, type MapSettingsFormProps } from './components/map-settings-form';
export type { MapDetails } from './model/map-settings-values';
