# syntax=docker/dockerfile:1
# Every frontend's image: its build output served by the small static server (frontend-server/).
# One Dockerfile for the four, told which by build arguments that come from contracts' registry of
# deployables (docs/decisions/containers.md). Built from the repository root:
#   docker build -f containers/frontend.Dockerfile --build-arg APP=mf-map \
#     --build-arg FALLBACKS='/embed/=embed.html /=index.html' -t groupmap/mf-map .
# APP is the app's folder (and workspace @groupmap/<APP>); FALLBACKS the static server's page
# fallbacks, in order. DIST_FROM=source (default) builds <APP>/dist in the image; DIST_FROM=context
# takes the <APP>/dist already built in the checkout (`npm run build -w @groupmap/<APP>`), as the
# container test does.
ARG NODE_IMAGE=node:24-bookworm-slim
ARG DIST_FROM=source

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

FROM manifests AS server
RUN --mount=type=cache,target=/root/.npm \
    npm ci --ignore-scripts --no-audit --no-fund --include-workspace-root -w @groupmap/frontend-server
COPY tsconfig.base.json ./
COPY frontend-server/ frontend-server/
# One file with express and compression inlined: the final image needs no node_modules.
RUN node_modules/.bin/esbuild frontend-server/src/static-server.ts --bundle --platform=node \
    --target=node24 --format=cjs --log-level=warning --outfile=/out/static-server.js

FROM manifests AS dist-source
ARG APP
RUN test -n "$APP" || { echo 'build with --build-arg APP=<frontend folder>' >&2; exit 1; }
RUN --mount=type=cache,target=/root/.npm \
    npm ci --ignore-scripts --no-audit --no-fund --include-workspace-root -w @groupmap/${APP}
COPY tsconfig.base.json ./
COPY contracts/ contracts/
COPY app-kit/ app-kit/
COPY ${APP}/ ${APP}/
RUN npm run build -w @groupmap/${APP}

FROM ${NODE_IMAGE} AS dist-context
ARG APP
COPY ${APP}/dist/ /app/${APP}/dist/

FROM dist-${DIST_FROM} AS dist

FROM ${NODE_IMAGE}
ARG APP
ARG FALLBACKS=/=index.html
ENV NODE_ENV=production PORT=8080 STATIC_FALLBACKS=${FALLBACKS}
WORKDIR /app
COPY --from=server /out/static-server.js ./static-server.js
COPY --from=dist /app/${APP}/dist ./dist
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The shell only turns the build's fallbacks into arguments; exec leaves node as the container's
# process, which receives its signals.
CMD ["/bin/sh", "-c", "set --; for fallback in $STATIC_FALLBACKS; do set -- \"$@\" --fallback \"$fallback\"; done; exec node static-server.js --root dist --port 8080 \"$@\""]
