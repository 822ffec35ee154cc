import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { devProxy } from './dev-proxy';
import type { DevServerSettings } from './dev-server';

export type BuildMode = 'production' | 'development';

export interface HtmlPage {
  /** Output file name, relative to the output directory. */
  filename: string;
  /** The page's `<meta name="description">`: what the page is, for search results and link previews. */
  description: string;
  /** Entry names whose scripts the page loads. */
  chunks: string[];
}

export interface FrontendConfigOptions {
  /** The config's name in a multi-config build. */
  name: string;
  /** The app's package folder. */
  appDir: string;
  mode: BuildMode;
  entry: Record<string, string>;
  /** `'auto'` for remotes (served under any prefix), an absolute path for pages served at one place. */
  publicPath: string;
  /** Prepended to emitted asset names, e.g. `embed/` so a second entry's files live apart. */
  assetPrefix?: string;
  /** Paths (relative to dist/) another config of the same app writes, kept when this one cleans. */
  keep?: (relativePath: string) => boolean;
  html: HtmlPage[];
  plugins?: RspackPluginInstance[];
  /**
   * `rspack serve` only (devServerSettings): its port and the gateway that API, live-channel and
   * remote requests are proxied to. Absent for a build, and for a second config of the same app
   * (the CLI serves every config of an app from the first one's dev server).
   */
  devServer?: DevServerSettings;
}

/**
 * Every page of every app is this one document (an empty `#root` the app renders into); pages differ
 * only in their description.
 */
const PAGE_TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'page-template.html');

/**
 * supercluster's browser bundle, which the clustering worker's script starts with (imported as
 * `supercluster-umd?raw` in app-kit/src/map-clusters). The package's `exports` hides dist/, so the
 * file is found from its entry.
 */
const SUPERCLUSTER_UMD = path.join(
  path.dirname(createRequire(import.meta.url).resolve('supercluster')),
  'dist/supercluster.min.js',
);

/** Browsers with ES2022 and native CSS nesting; the platform ships no legacy bundles. */
const BROWSER_TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 113', 'safari >= 16.5'];

function swcRule(test: RegExp, tsx: boolean, mode: BuildMode) {
  return {
    test,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx },
        transform: { react: { runtime: 'automatic', development: mode === 'development' } },
      },
      env: { targets: BROWSER_TARGETS },
    },
  };
}

/**
 * `--mode` when given, else what the rspack CLI implies: it sets NODE_ENV to `development` for
 * `rspack serve` and to `production` for `rspack build`.
 */
export function buildMode(argv: { mode?: string } | undefined): BuildMode {
  const mode = argv?.mode ?? process.env.NODE_ENV;
  return mode === 'development' ? 'development' : 'production';
}

/**
 * The rspack configuration shared by the shell, the remotes and mf-map's embed entry: TypeScript and
 * TSX through the built-in swc loader (no type-checking: `tsc` does that apart), native CSS,
 * content-hashed names for everything the HTML or a manifest points at, one HTML page per entry.
 */
export function frontendConfig(options: FrontendConfigOptions): Configuration {
  const { mode, assetPrefix = '' } = options;
  const production = mode === 'production';
  const hash = production ? '.[contenthash:8]' : '';
  const outputPath = path.join(options.appDir, 'dist');
  const keep = options.keep;
  return {
    name: options.name,
    mode,
    context: options.appDir,
    target: ['web', 'es2022'],
    devtool: production ? false : 'cheap-module-source-map',
    entry: options.entry,
    output: {
      path: outputPath,
      publicPath: options.publicPath,
      filename: `${assetPrefix}static/js/[name]${hash}.js`,
      chunkFilename: `${assetPrefix}static/js/[name]${hash}.js`,
      cssFilename: `${assetPrefix}static/css/[name]${hash}.css`,
      cssChunkFilename: `${assetPrefix}static/css/[name]${hash}.css`,
      assetModuleFilename: `${assetPrefix}static/media/[name]${hash}[ext]`,
      // rspack hands `keep` absolute paths, the output directory itself included (never kept whole).
      clean: keep ? { keep: (file) => file !== outputPath && keep(path.relative(outputPath, file)) } : true,
      // A remote's chunks run in the host's page: a unique global keeps their chunk registries apart.
      uniqueName: options.name,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      alias: { 'supercluster-umd$': SUPERCLUSTER_UMD },
    },
    module: {
      rules: [
        swcRule(/\.ts$/, false, mode),
        swcRule(/\.tsx$/, true, mode),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|webp|svg)$/, type: 'asset' },
        // `import text from './file?raw'`: a file's source as a string (app-kit's clustering worker).
        { resourceQuery: /^\?raw$/, type: 'asset/source' },
        // contracts' barrel also exports server-side validators (zod); declaring the package free of
        // side effects lets tree shaking drop every module a browser app does not import.
        { test: /[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
        // The same for app-kit's modules (not its CSS): a plain build (the embed) keeps only what it
        // uses of the barrel. A federated app shares the whole module, so nothing changes there.
        { test: /[\\/]app-kit[\\/]src[\\/].*\.tsx?$/, sideEffects: false },
      ],
    },
    plugins: [
      ...options.html.map(
        (page) =>
          new rspack.HtmlRspackPlugin({
            filename: page.filename,
            template: PAGE_TEMPLATE,
            templateParameters: { description: page.description },
            chunks: page.chunks,
            // Pages are opened at deep links (/map/test, /embed/test): their own scripts need an
            // absolute URL even when the chunks resolve their public path at run time ('auto').
            publicPath: options.publicPath === 'auto' ? '/' : options.publicPath,
            minify: production,
          }),
      ),
      ...(options.plugins ?? []),
    ],
    performance: false,
    stats: 'errors-warnings',
    devServer: options.devServer && {
      port: options.devServer.port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: devProxy(options.devServer.gatewayUrl),
    },
  };
}
