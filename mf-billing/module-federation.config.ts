import { federationDefaults } from '@groupmap/app-kit/build';

/**
 * The billing remote: `./app` renders /subscription under the shell's router. Loaded
 * through its manifest from a URL given at run time; publicPath 'auto' makes it work under any prefix.
 */
export const federation = {
  ...federationDefaults,
  name: 'mf_billing',
  filename: 'remoteEntry.js',
  exposes: { './app': './src/app/billing-app.tsx' },
  manifest: true,
};
