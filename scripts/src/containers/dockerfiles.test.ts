// The rules every deployable's Dockerfile keeps (issue 12), checked on the files themselves: the
// container test builds them, this catches drift (a new workspace, a lost USER) before it does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEPLOYABLES } from './images';
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

describe.each(DEPLOYABLES)('$dockerfile', ({ dockerfile, kind }) => {
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
  } else {
    it('serves its dist/ built in the image or taken from the context (DIST_FROM)', () => {
      expect(text).toMatch(/^ARG DIST_FROM=source$/m);
      expect(text).toMatch(/^FROM manifests AS dist-source$/m);
      expect(text).toMatch(/^FROM \$\{NODE_IMAGE\} AS dist-context$/m);
      expect(finalStage(text)).toMatch(/"--port", "8080"/);
    });
  }
});

describe('.dockerignore', () => {
  const ignored = read('.dockerignore');

  it('keeps dependencies, data and secrets out of every build context', () => {
    for (const entry of ['**/node_modules', '.data', 'secrets', '.git', '.env']) {
      expect(ignored.split('\n')).toContain(entry);
    }
  });
});
