import { AppProviders, RemoteErrorBoundary, getQueryClient } from '@groupmap/app-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { AntdTheme } from '../../app/antd-theme';
import { MapSettingsForm, type MapSettingsFormProps } from './components/map-settings-form';

/**
 * Exposed as `./map-settings-form`: the form wrapped in what it needs when another app mounts it.
 * AppProviders adds nothing below the host's own (one query cache, one toast region per page) and
 * provides them when the host has none; the antd theme and error boundary are this remote's.
 */
export function RemoteMapSettingsForm(props: MapSettingsFormProps) {
  return (
    <AppProviders>
      <AntdTheme>
        <RemoteErrorBoundary>
          <MapSettingsForm {...props} />
        </RemoteErrorBoundary>
      </AntdTheme>
    </AppProviders>
  );
}

export { RemoteMapSettingsForm as MapSettingsForm };

export default RemoteMapSettingsForm;

/**
 * Mounts the form into `element` with this remote's (shared, singleton) React, for a host that is not
 * a React tree at that spot. A new root sees none of the host's context, so it gets the page's one
 * query client directly rather than AppProviders, which would add a second toast region: the toasts
 * go to app-kit's (singleton) store and show in the host's region. Returns the unmount function.
 */
export function mountMapSettingsForm(element: Element, props: MapSettingsFormProps = {}): () => void {
  const root = createRoot(element);
  root.render(
    <QueryClientProvider client={getQueryClient()}>
      <AntdTheme>
        <RemoteErrorBoundary>
          <MapSettingsForm {...props} />
        </RemoteErrorBoundary>
      </AntdTheme>
    </QueryClientProvider>,
  );
  return () => root.unmount();
}
