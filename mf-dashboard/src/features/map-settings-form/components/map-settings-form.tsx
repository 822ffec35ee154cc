import { LoadingScreen, errorMessage, useSession } from '@groupmap/app-kit';
import type { PlanId } from '@groupmap/contracts';
import { Alert } from 'antd';
import { useOwnedMap } from '../api/use-owned-map';
import type { MapDetails } from '../model/map-settings-values';
import { FIELD_LABELS } from './field-labels';
import { MapSettingsFields } from './map-settings-fields';

export interface MapSettingsFormProps {
  /** The map to edit; without it the form creates a map. */
  mapId?: number;
  /** Called with the saved map after a successful create or edit. */
  onSaved?: (map: MapDetails) => void;
}

/**
 * The create form and the map settings form in one (spec sections 2 and 4): without `mapId` it
 * creates a map, with it it loads the owner's map and saves changes with PUT.
 */
export function MapSettingsForm({ mapId, onSaved }: MapSettingsFormProps) {
  const session = useSession();
  const owned = useOwnedMap(mapId);
  if (session.status === 'loading' || (mapId !== undefined && owned.isPending)) return <LoadingScreen />;
  if (mapId !== undefined && (owned.isError || !owned.data)) {
    return <Alert type="error" title={owned.isError ? errorMessage(owned.error) : FIELD_LABELS.notFound} />;
  }
  const plan: PlanId = session.user?.currentPlan ?? 'free';
  const stored = mapId !== undefined ? (owned.data ?? undefined) : undefined;
  // Keyed by the map so switching maps starts from that map's values.
  return <MapSettingsFields key={stored?.id ?? 'new'} plan={plan} stored={stored} onSaved={onSaved} />;
}
