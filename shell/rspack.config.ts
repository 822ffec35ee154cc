import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { buildMode, devServerSettings, frontendConfig, type RspackCliEnv } from '@groupmap/app-kit/build';
import { federation } from './module-federation.config';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** The shell is always served at the site root (the gateway's fallback), so its public path is `/`. */
export default async (env: RspackCliEnv, argv: { mode?: string }) =>
  frontendConfig({
    name: 'shell',
    appDir,
    mode: buildMode(argv),
    entry: { main: './src/index.ts' },
    publicPath: '/',
    html: [
      {
        filename: 'index.html',
        description: 'Groupmap: shared maps for groups, communities and organisations.',
        chunks: ['main'],
      },
    ],
    plugins: [new ModuleFederationPlugin(federation)],
    devServer: await devServerSettings(env, { app: 'shell', usualPort: 3000 }),
  });
