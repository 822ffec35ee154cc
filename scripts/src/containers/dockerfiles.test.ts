// The rules the Dockerfiles keep (issue 12), checked on the files themselves: the container test
// builds them, this catches drift (a new workspace, a lost USER) before it does. One Dockerfile per
// kind (issue 23): every deployable of the registry is built from it with its own build arguments,
// and docker-compose.yml passes the same ones.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEPLOYABLES as REGISTRY } from '@groupmap/contracts';
import { parse } from 'yaml';
import { DEPLOYABLES, DOCKERFILES } from './images';
import { REPO_ROOT } from './paths';

const workspaces = (
  JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces;

const read = (file: string) => readFileSync(join(REPO_ROOT, file), 'utf8');

/** The instructions of the final stage: everything after the last FROM. */
function finalStage(dockerfile: string): string {
  const froms = [...dockerfile.matchAll(/^FROM .*$/gm)];
  return dockerfile.slice(froms[froms.length - 1]!.index);
}

const kinds = Object.entries(DOCKERFILES).map(([kind, dockerfile]) => ({ kind, dockerfile }));

describe.each(kinds)('$dockerfile', ({ dockerfile, kind }) => {
  const text = read(dockerfile);

  it('takes its base as ARG NODE_IMAGE, Node 24 on Debian bookworm slim by default', () => {
    expect(text).toMatch(/^ARG NODE_IMAGE=node:24-bookworm-slim$/m);
    for (const [from] of text.matchAll(/^FROM \S+/gm)) {
      expect(from).toMatch(/^FROM (\$\{NODE_IMAGE\}|manifests|dist-\$\{DIST_FROM\})$/);
    }
  });

  it('copies every workspace manifest, so npm can install one workspace from the root lockfile', () => {
    for (const workspace of workspaces) {
      expect(text).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    }
  });

  it('runs as the non-root node user with a HEALTHCHECK on /healthz and production settings', () => {
    const final = finalStage(text);
    expect(final).toMatch(/^USER node$/m);
    expect(final).toMatch(/^HEALTHCHECK [\s\S]*\/healthz/m);
    expect(final).toMatch(/^ENV NODE_ENV=production/m);
    // The final image holds no sources and no dev dependencies: only built output is copied in.
    expect(final).not.toMatch(/^RUN npm/m);
    expect(final).not.toMatch(/^COPY (?!--from=)/m);
  });

  if (kind === 'service') {
    it('installs only production dependencies into the final image, without install scripts', () => {
      expect(text).toMatch(/npm ci --omit=dev --ignore-scripts/);
      expect(finalStage(text)).toMatch(/^COPY --from=deps \/app\/node_modules /m);
    });

    it('builds, installs and runs the service named by SERVICE on its PORT', () => {
      expect(text).toMatch(/-w @groupmap\/svc-\$\{SERVICE\}/);
      expect(text).toMatch(/^COPY services\/\$\{SERVICE\}\/ services\/\$\{SERVICE\}\/$/m);
      expect(finalStage(text)).toMatch(/^ENV NODE_ENV=production PORT=\$\{PORT\}$/m);
      expect(finalStage(text)).toMatch(/^EXPOSE \$\{PORT\}$/m);
    });
  } else {
    it('serves its dist/ built in the image or taken from the context (DIST_FROM)', () => {
      expect(text).toMatch(/^ARG DIST_FROM=source$/m);
      expect(text).toMatch(/^FROM manifests AS dist-source$/m);
      expect(text).toMatch(/^FROM \$\{NODE_IMAGE\} AS dist-context$/m);
      expect(finalStage(text)).toMatch(/--port 8080/);
    });

    it('builds and serves the app named by APP with the fallbacks of FALLBACKS', () => {
      expect(text).toMatch(/npm run build -w @groupmap\/\$\{APP\}/);
      expect(finalStage(text)).toMatch(/^COPY --from=dist \/app\/\$\{APP\}\/dist \.\/dist$/m);
      expect(finalStage(text)).toMatch(/STATIC_FALLBACKS=\$\{FALLBACKS\}/);
    });
  }
});

describe('the images of the registry', () => {
  it('builds every deployable from the Dockerfile of its kind, with its own build arguments', () => {
    expect(DEPLOYABLES.map((deployable) => deployable.name)).toEqual(REGISTRY.map((entry) => entry.name));
    expect(DEPLOYABLES.find((deployable) => deployable.name === 'mf-map')!.buildArgs).toEqual({
      APP: 'mf-map',
      FALLBACKS: '/embed/=embed.html /=index.html',
    });
    expect(DEPLOYABLES.find((deployable) => deployable.name === 'maps')!.buildArgs).toEqual({
      SERVICE: 'maps',
      PORT: '4002',
    });
  });

  it('keeps no Dockerfile of its own in a deployable folder', () => {
    for (const entry of REGISTRY)
      expect([entry.dir, existsSync(join(REPO_ROOT, entry.dir, 'Dockerfile'))]).toEqual([entry.dir, false]);
  });

  it("gives docker-compose.yml's builds the same Dockerfile and arguments as the image build", () => {
    type Build = { dockerfile: string; args: Record<string, string | number> };
    const services = (
      parse(read('docker-compose.yml'), { merge: true }) as {
        services: Record<string, { image: string; build?: Build }>;
      }
    ).services;
    const built = Object.values(services).filter((service) => service.build);
    expect([...new Set(built.map((service) => service.image.split(':')[0]))].sort()).toEqual(
      DEPLOYABLES.map((deployable) => deployable.image).sort(),
    );
    for (const service of built) {
      const deployable = DEPLOYABLES.find((candidate) => service.image.startsWith(`${candidate.image}:`))!;
      const args = Object.fromEntries(
        Object.entries(service.build!.args).map(([name, value]) => [name, String(value)]),
      );
      expect([deployable.name, service.build!.dockerfile, args]).toEqual([
        deployable.name,
        deployable.dockerfile,
        deployable.buildArgs,
      ]);
    }
  });
});

describe('.dockerignore', () => {
  const ignored = read('.dockerignore');

  it('keeps dependencies, data and secrets out of every build context', () => {
    for (const entry of ['**/node_modules', '.data', 'secrets', '.git', '.env']) {
      expect(ignored.split('\n')).toContain(entry);
    }
  });
});
