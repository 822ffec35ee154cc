// Import boundaries (issue 22), checked by `npm run lint` with eslint's no-restricted-imports:
// no service imports another, browser code imports no service code, apps do not import each other,
// and inside a service the layers run one way: entry layers (routes/, rpc/, consumers/, jobs/,
// cli/) -> domain/ and feature folders -> db/. scripts/test/import-boundaries.test.ts plants
// violations and expects them refused.

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

function frontendBlocks() {
  const noServiceCode = rule('Browser code imports no service code: contracts and app-kit are shared.', [
    '@groupmap/svc-*',
    '**/services/**',
  ]);
  const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
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
    ...FRONTENDS.map((app) => ({
      files: [`${app}/src/**/*.{ts,tsx}`],
      rules: restrict([
        noServiceCode,
        rule(
          'Apps do not import each other: the shell loads remotes at run time (Module Federation).',
          FRONTENDS.filter((other) => other !== app).flatMap((other) => [
            `@groupmap/${other}`,
            `@groupmap/${other}/**`,
            `**/${other}/src/**`,
          ]),
        ),
      ]),
    })),
  ];
}

export const importBoundaries = [...serviceBlocks(), ...frontendBlocks()];
