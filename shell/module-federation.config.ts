import { federationDefaults } from '@groupmap/app-kit/build';

/**
 * The host. It declares no remotes: their manifest URLs come from /runtime-config.json at run time
 * (src/remotes/remote-loader.ts), so moving or redeploying a remote never needs a shell rebuild.
 */
export const federation = {
  ...federationDefaults,
  name: 'shell',
  remotes: {},
  manifest: false,
  // The remotes' production builds use this runtime instead of bundling their own (remoteExperiments).
  experiments: { provideExternalRuntime: true },
};
