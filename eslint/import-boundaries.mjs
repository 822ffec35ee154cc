// Import boundaries (issue 22), checked by `npm run lint` with eslint's no-restricted-imports:
// no service imports another, browser code imports no service code, apps do not import each other,
// and inside a service the layers run one way: entry layers (routes/, rpc/, consumers/, jobs/,
// cli/) -> domain/ and feature folders -> db/. scripts/test/import-boundaries.test.ts plants
// violations and expects them refused. SERVICES and FRONTENDS repeat contracts' registry of
// deployables (this config cannot import TypeScript): scripts/src/deployables-registry.test.ts keeps them equal.

const SERVICES = ['auth', 'billing', 'gateway', 'maps', 'realtime'];
const FRONTENDS = ['shell', 'mf-map', 'mf-dashboard', 'mf-billing'];
const ENTRY_LAYERS = ['routes', 'rpc', 'consumers', 'jobs', 'cli'];
/**
 * Folders below domain/ that hold one feature's parts (maps' `import/`, `export/`...): domain/ uses
 * them; they use db/, never domain/ or an entry layer.
 */
const FEATURE_FOLDERS = {
  auth: ['mail'],
  maps: ['access', 'import', 'export', 'logos', 'geocoding', 'demo', 'http'],
};
/**
 * Folders beside domain/ that adapt an outside system to it (billing's payment providers): they
 * implement domain/'s ports, so they use domain/ and db/, never an entry layer.
 */
const ADAPTER_FOLDERS = {
  billing: ['checkout', 'stripe'],
};

/** Import specifiers that reach into folder `name` of the same service, whatever the depth. */
const folder = (name) => [`./${name}`, `./${name}/**`, `../${name}`, `../${name}/**`, `../../${name}/**`];

const rule = (message, group) => ({ group, message });

function serviceBlocks() {
  return SERVICES.flatMap((service) => {
    const others = SERVICES.filter((other) => other !== service);
    const notOtherServices = rule(
      `A service imports no other service (${service} talks to them over NATS or HTTP).`,
      others.flatMap((other) => [`@groupmap/svc-${other}`, `**/${other}/src/**`, `../../${other}/**`]),
    );
    const features = FEATURE_FOLDERS[service] ?? [];
    const adapters = ADAPTER_FOLDERS[service] ?? [];
    const noEntry = rule(
      'Layers run one way: routes/, rpc/, consumers/, jobs/ and cli/ use domain/, never the other way.',
      ENTRY_LAYERS.flatMap(folder),
    );
    const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
    const blocks = [
      { files: [`services/${service}/src/**/*.ts`], rules: restrict([notOtherServices]) },
      { files: [`services/${service}/src/domain/**/*.ts`], rules: restrict([notOtherServices, noEntry]) },
      {
        files: [`services/${service}/src/db/**/*.ts`],
        rules: restrict([
          notOtherServices,
          noEntry,
          rule('db/ is the bottom layer: it imports no domain/, feature or adapter folder.', [
            ...folder('domain'),
            ...[...features, ...adapters].flatMap(folder),
          ]),
        ]),
      },
    ];
    for (const feature of features) {
      blocks.push({
        files: [`services/${service}/src/${feature}/**/*.ts`],
        rules: restrict([
          notOtherServices,
          noEntry,
          rule(
            `A feature folder (${feature}/) uses db/, not domain/: move down what both need.`,
            folder('domain'),
          ),
        ]),
      });
    }
    for (const adapter of adapters) {
      blocks.push({
        files: [`services/${service}/src/${adapter}/**/*.ts`],
        rules: restrict([notOtherServices, noEntry]),
      });
    }
    return blocks;
  });
}

/**
 * The one-way layers inside a frontend (issue 23), top first: a folder may import its own layer and
 * the ones below it, never one above. Folders are relative to the app's `src/`.
 */
const FRONTEND_LAYERS = {
  shell: [['app'], ['remotes'], ['frame', 'routing'], ['features'], ['pages', 'components']],
  'mf-map': [
    ['app', 'embed'],
    ['features/map/page'],
    [
      'features/map/import',
      'features/map/share',
      'features/map/review',
      'features/map/report',
      'features/map/contributors',
      'features/map/recently-deleted',
      'features/map/history',
    ],
    // Issue 26's link form: the add form (a component) offers it, and it opens a PageDialog.
    ['features/map/components', 'features/map/edit-links'],
    ['features/map/hooks', 'features/map/live'],
    ['features/map/state'],
    ['features/map/model'],
    ['features/map/api', 'features/map/leaflet'],
  ],
};

/** Import specifiers that reach folder `target` (relative to src/) from a file in folder `from`. */
function reaching(from, target) {
  const up = from.split('/').length;
  const patterns = [];
  // A file directly in `from` or one folder deeper: '../' per level up, then the target.
  for (const extra of [0, 1]) {
    const prefix = '../'.repeat(up + extra);
    patterns.push(`${prefix}${target}`, `${prefix}${target}/**`);
  }
  // A sibling below the same parent (features/map/components -> ../page).
  const fromParent = from.split('/').slice(0, -1).join('/');
  const targetParent = target.split('/').slice(0, -1).join('/');
  if (fromParent === targetParent) {
    const name = target.split('/').pop();
    patterns.push(`../${name}`, `../${name}/**`, `../../${name}/**`);
  }
  return patterns;
}

function frontendBlocks() {
  const noServiceCode = rule('Browser code imports no service code: contracts and app-kit are shared.', [
    '@groupmap/svc-*',
    '**/services/**',
  ]);
  const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  const appRules = (app) => [
    noServiceCode,
    rule(
      'Apps do not import each other: the shell loads remotes at run time (Module Federation).',
      FRONTENDS.filter((other) => other !== app).flatMap((other) => [
        `@groupmap/${other}`,
        `@groupmap/${other}/**`,
        `**/${other}/src/**`,
      ]),
    ),
  ];
  const layerBlocks = Object.entries(FRONTEND_LAYERS).flatMap(([app, layers]) =>
    layers.flatMap((layer, index) =>
      layer.map((folder) => {
        const above = layers.slice(0, index).flat();
        return {
          files: [`${app}/src/${folder}/**/*.{ts,tsx}`],
          rules: restrict([
            ...appRules(app),
            ...(above.length === 0
              ? []
              : [
                  rule(
                    `Layers run one way in ${app}: ${folder}/ imports nothing above it (${above.join(', ')}).`,
                    [...new Set(above.flatMap((target) => reaching(folder, target)))],
                  ),
                ]),
          ]),
        };
      }),
    ),
  );
  return [
    {
      files: ['app-kit/src/**/*.{ts,tsx}'],
      rules: restrict([
        noServiceCode,
        rule(
          'app-kit imports no app.',
          FRONTENDS.map((app) => `**/${app}/**`),
        ),
      ]),
    },
    ...FRONTENDS.map((app) => ({ files: [`${app}/src/**/*.{ts,tsx}`], rules: restrict(appRules(app)) })),
    ...layerBlocks,
  ];
}

export const importBoundaries = [...serviceBlocks(), ...frontendBlocks()];
