import { federationDefaults } from '@groupmap/app-kit/build';

/**
 * The dashboard remote: `./app` renders /dashboard and /create under the shell's router. Loaded
 * through its manifest from a URL given at run time; publicPath 'auto' makes it work under any prefix.
 */
export const federation = {
  ...federationDefaults,
  name: 'mf_dashboard',
  filename: 'remoteEntry.js',
  exposes: { './app': './src/app/dashboard-app.tsx' },
  manifest: true,
};
