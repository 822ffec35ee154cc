import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { buildMode, devServerSettings, frontendConfig, type RspackCliEnv } from '@groupmap/app-kit/build';
import { federation } from './module-federation.config';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** The federated remote (remoteEntry.js, mf-manifest.json) plus index.html to run it standalone. */
export default async (env: RspackCliEnv, argv: { mode?: string }) =>
  frontendConfig({
    name: 'mf_dashboard',
    appDir,
    mode: buildMode(argv),
    entry: { main: './src/index.ts' },
    publicPath: 'auto',
    html: [
      {
        filename: 'index.html',
        description: 'Groupmap dashboard app, run on its own for development.',
        chunks: ['main'],
      },
    ],
    plugins: [new ModuleFederationPlugin(federation)],
    devServer: await devServerSettings(env, { app: 'mf-dashboard', usualPort: 3002 }),
  });
