import { federationDefaults } from '@groupmap/app-kit/build';

/**
 * The map remote. `./app` renders /map/:permalink under the shell's router. The manifest lets the
 * shell find the remote entry and chunks from a URL given at run time; with publicPath 'auto' they
 * resolve relative to wherever the manifest was served (/mf/map/ behind the gateway, / standalone).
 */
export const federation = {
  ...federationDefaults,
  name: 'mf_map',
  filename: 'remoteEntry.js',
  exposes: { './app': './src/app/map-app.tsx' },
  manifest: true,
};
