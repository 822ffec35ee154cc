import { LoadingScreen, RemoteErrorBoundary } from '@groupmap/app-kit';
import { messages } from '@groupmap/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type RefObject } from 'react';
import { mapQueryKey, type MapDetails } from '../api/get-map';
import { loadMapSettingsForm } from './load-map-settings-form';
import { PageDialog } from '../components/page-dialog';

interface EditMapDialogProps {
  map: Pick<MapDetails, 'id' | 'permalink'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLButtonElement | null>;
}

/**
 * "Edit Map Settings" (spec section 2): mf-dashboard's map settings form, fetched from that remote
 * when the dialog first opens. If it cannot be loaded the dialog shows the error screen, whose "Try
 * again" makes a fresh load (React.lazy keeps a failed one). After a save the map is fetched again
 * and the dialog closes; the form shows its own toasts.
 */
export default function EditMapDialog({ map, open, onOpenChange, opener }: EditMapDialogProps) {
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const SettingsForm = useMemo(() => lazy(() => loadMapSettingsForm(attempt > 0)), [attempt]);

  const saved = () => {
    void queryClient.invalidateQueries({ queryKey: mapQueryKey(map.permalink) });
    onOpenChange(false);
  };

  return (
    <PageDialog
      open={open}
      onOpenChange={onOpenChange}
      title={messages.mapPage.editMapSettings}
      opener={opener}
      width="wide"
    >
      <RemoteErrorBoundary onRetry={() => setAttempt((count) => count + 1)}>
        <Suspense fallback={<LoadingScreen />}>
          <SettingsForm mapId={map.id} onSaved={saved} />
        </Suspense>
      </RemoteErrorBoundary>
    </PageDialog>
  );
}
