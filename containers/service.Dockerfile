# syntax=docker/dockerfile:1
# Every service's image: one Dockerfile for the five, told which by build arguments that come from
# contracts' registry of deployables (docs/decisions/containers.md). Built from the repository root:
#   docker build -f containers/service.Dockerfile --build-arg SERVICE=maps --build-arg PORT=4002 \
#     -t groupmap/maps .
# Stages: the workspace manifests (identical in every image, so shared), the bundle (esbuild, dev
# dependencies of this workspace only), the production dependencies, and the final image: Node, the
# production node_modules and dist/, run as the non-root `node` user. A service with a schema runs
# its one-shot migration from the same image: command `node dist/migrate.js`.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
# npm installs one workspace from the root lockfile only when every workspace's manifest is there.
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY services/kit/package.json services/kit/
COPY services/gateway/package.json services/gateway/
COPY services/auth/package.json services/auth/
COPY services/maps/package.json services/maps/
COPY services/realtime/package.json services/realtime/
COPY services/billing/package.json services/billing/
COPY frontend-server/package.json frontend-server/
COPY app-kit/package.json app-kit/
COPY shell/package.json shell/
COPY mf-map/package.json mf-map/
COPY mf-dashboard/package.json mf-dashboard/
COPY mf-billing/package.json mf-billing/
COPY scripts/package.json scripts/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY soak/package.json soak/

FROM manifests AS build
ARG SERVICE
RUN test -n "$SERVICE" || { echo 'build with --build-arg SERVICE=<folder under services/>' >&2; exit 1; }
RUN --mount=type=cache,target=/root/.npm \
    npm ci --ignore-scripts --no-audit --no-fund --include-workspace-root -w @groupmap/svc-${SERVICE}
COPY tsconfig.base.json ./
COPY contracts/ contracts/
COPY services/kit/ services/kit/
COPY scripts/src/build/build-service.ts scripts/src/build/
COPY services/${SERVICE}/ services/${SERVICE}/
RUN cd services/${SERVICE} && ../../node_modules/.bin/tsx ../../scripts/src/build/build-service.ts

FROM manifests AS deps
ARG SERVICE
# No install scripts: the native modules (argon2, sharp) ship prebuilt binaries for linux-x64.
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --ignore-scripts --no-audit --no-fund -w @groupmap/svc-${SERVICE} \
 && mkdir -p services/${SERVICE}/node_modules

FROM ${NODE_IMAGE}
ARG SERVICE
ARG PORT
ENV NODE_ENV=production PORT=${PORT}
WORKDIR /app/services/${SERVICE}
COPY --from=deps /app/node_modules /app/node_modules
COPY --from=deps /app/services/${SERVICE}/node_modules ./node_modules
COPY --from=build /app/services/${SERVICE}/dist ./dist
USER node
EXPOSE ${PORT}
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node options as scripts/src/build/service-process.ts gives them (BUILT_SERVICE_NODE_OPTIONS).
CMD ["node", "--enable-source-maps", "--max-semi-space-size=4", "dist/index.js"]
