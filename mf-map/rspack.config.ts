import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  buildMode,
  devServerSettings,
  frontendConfig,
  type RspackCliEnv,
  remoteExperiments,
  remoteSharedDependencies,
} from '@groupmap/app-kit/build';
import { federation } from './module-federation.config';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const EMBED_PREFIX = 'embed/';
const isEmbedOutput = (relativePath: string) => relativePath.startsWith('embed');

/**
 * Two builds into one dist/: the federated remote (remoteEntry.js, mf-manifest.json, and index.html to
 * run it standalone), and /embed/{permalink}, a plain page with no federation runtime, no antd and no
 * shell (embed.html plus its files under embed/, which the gateway serves at /embed/ unchanged).
 */
export default async (env: RspackCliEnv, argv: { mode?: string }) => {
  const mode = buildMode(argv);
  const embed = frontendConfig({
    name: 'mf_map_embed',
    appDir,
    mode,
    entry: { embed: './src/embed/index.tsx' },
    publicPath: '/',
    assetPrefix: EMBED_PREFIX,
    keep: (relativePath) => !isEmbedOutput(relativePath),
    html: [{ filename: 'embed.html', description: 'A Groupmap map, embedded.', chunks: ['embed'] }],
    // No dev server of its own: `rspack serve` serves both configs from the first one's.
  });
  // Both builds clean dist/ of their own stale files: run in parallel, one could stat a file the
  // other was deleting (ENOENT). The embed build waits for the remote's.
  embed.dependencies = ['mf_map'];
  const remote = frontendConfig({
    name: 'mf_map',
    appDir,
    mode,
    entry: { main: './src/index.ts' },
    publicPath: 'auto',
    keep: isEmbedOutput,
    html: [
      {
        filename: 'index.html',
        description: 'Groupmap map app, run on its own for development.',
        chunks: ['main'],
      },
    ],
    plugins: [
      new ModuleFederationPlugin({
        ...federation,
        shared: remoteSharedDependencies(mode),
        experiments: remoteExperiments(mode),
      }),
    ],
    devServer: await devServerSettings(env, { app: 'mf-map', usualPort: 3001 }),
  });
  // Async chunks the page needs as soon as it runs are named `page-…`, and the shell preloads them with
  // the remote's own files (shell/src/remotes/preload-assets.ts, issue 28): the Leaflet chunk
  // (components/leaflet-maps.tsx), Leaflet's library beside it (here), and the header's "Edit what you
  // added before" (page/viewable-map.tsx). Dialogs and panels stay unnamed: they load when used.
  remote.optimization = {
    splitChunks: {
      cacheGroups: {
        leaflet: {
          test: /[\\/]node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/,
          name: 'page-leaflet-vendor',
          chunks: 'async',
          priority: 20,
        },
      },
    },
  };
  return [remote, embed];
};
