import { federationDefaults } from '@groupmap/app-kit/build';

/**
 * The dashboard remote: `./app` renders /dashboard and /create under the shell's router;
 * `./map-settings-form` is the create/edit map form for any app to mount (the map page's Edit Map). Loaded
 * through its manifest from a URL given at run time; publicPath 'auto' makes it work under any prefix.
 */
export const federation = {
  ...federationDefaults,
  name: 'mf_dashboard',
  filename: 'remoteEntry.js',
  exposes: {
    './app': './src/app/dashboard-app.tsx',
    './map-settings-form': './src/features/map-settings-form/remote-map-settings-form.tsx',
  },
  manifest: true,
};
