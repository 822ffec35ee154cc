import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The import boundaries of eslint/import-boundaries.mjs, proved by planting files that break them
// (and one that keeps them) where they would live, and running `eslint` on them as `npm run lint`
// does. Each file is removed afterwards, whatever happens.
const ROOT = path.join(__dirname, '..');

interface EslintResult {
  filePath: string;
  messages: { ruleId: string | null; message: string }[];
}

const PLANTS: Record<string, { file: string; source: string; refused: boolean }> = {
  'db/ importing an entry layer': {
    file: 'services/maps/src/db',
    source: "import { mapRoutes } from '../routes/map-routes';\nexport const planted = mapRoutes;\n",
    refused: true,
  },
  'a feature folder importing domain/': {
    file: 'services/maps/src/export',
    source: "import { canRead } from '../domain/map-access';\nexport const planted = canRead;\n",
    refused: true,
  },
  'a service importing another': {
    file: 'services/auth/src/domain',
    source:
      "import { canRead } from '../../../maps/src/domain/map-access';\nexport const planted = canRead;\n",
    refused: true,
  },
  'browser code importing service code': {
    file: 'mf-map/src',
    source: "import { requireUser } from '@groupmap/svc-kit';\nexport const planted = requireUser;\n",
    refused: true,
  },
  'a remote importing another': {
    file: 'mf-dashboard/src',
    source: "import * as map from '../../mf-map/src/index';\nexport const planted = map;\n",
    refused: true,
  },
  'a shell feature importing the frame above it': {
    file: 'shell/src/features/account',
    source: "import { frameLabels } from '../../frame/frame-labels';\nexport const planted = frameLabels;\n",
    refused: true,
  },
  "an mf-map component importing the page's layer": {
    file: 'mf-map/src/features/map/components',
    source: "import { MapPage } from '../page/map-page';\nexport const planted = MapPage;\n",
    refused: true,
  },
  'an mf-map page using a component (allowed)': {
    file: 'mf-map/src/features/map/page',
    source: "import { MapTitle } from '../components/map-title';\nexport const planted = MapTitle;\n",
    refused: false,
  },
  'a route using domain/ (allowed)': {
    file: 'services/maps/src/routes',
    source: "import { canRead } from '../domain/map-access';\nexport const planted = canRead;\n",
    refused: false,
  },
};

let results: Map<string, EslintResult>;

beforeAll(() => {
  const tag = randomBytes(4).toString('hex');
  const files = Object.entries(PLANTS).map(([name, plant]) => ({
    name,
    file: path.join(ROOT, plant.file, `planted-violation-${tag}-${Object.keys(PLANTS).indexOf(name)}.ts`),
  }));
  try {
    for (const { name, file } of files) writeFileSync(file, PLANTS[name]!.source);
    const run = spawnSync('npx', ['eslint', '--format', 'json', ...files.map(({ file }) => file)], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const parsed = JSON.parse(run.stdout) as EslintResult[];
    results = new Map(
      files.map(({ name, file }) => [name, parsed.find((result) => result.filePath === file)!]),
    );
  } finally {
    for (const { file } of files) rmSync(file, { force: true });
  }
}, 120_000);

it.each(Object.keys(PLANTS))('%s', (name) => {
  const refusals = results
    .get(name)!
    .messages.filter((message) => message.ruleId === 'no-restricted-imports');
  expect(refusals.length > 0).toBe(PLANTS[name]!.refused);
});
