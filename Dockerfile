# syntax=docker/dockerfile:1
# notification-api-mock: a runtime image with the build output only (no node_modules), its files root's and read-only.
# Without registry access, pass a local Node 20 image: --build-arg BASE_IMAGE=localhost/node20-host:latest
# (`node scripts/docker-base.mjs` makes one from this machine's Node). With podman/buildah, build with
# `--format docker`: their default OCI format drops HEALTHCHECK.
ARG BASE_IMAGE=node:20-alpine

FROM ${BASE_IMAGE} AS build
WORKDIR /app
# The build's dependencies only: package.json's devDependencies trimmed to what `npm run build` needs.
COPY package.json package-lock.json ./
COPY scripts/docker-deps.mjs ./scripts/
RUN node scripts/docker-deps.mjs trim
# npm's cache is a cache mount: a rebuild downloads only what changed. The wrapper prints what npm fetched.
RUN --mount=type=cache,target=/root/.npm \
    node scripts/docker-deps.mjs count-download /root/.npm -- npm ci --prefer-offline --no-audit --no-fund
# The untrimmed package.json again: the runtime stage takes it from here.
COPY package.json tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY openapi ./openapi
COPY fixtures ./fixtures
COPY ui ./ui
# The build's scripts: .dockerignore keeps scripts/*.mjs, bundle-cli.ts and build-ui.ts.
COPY scripts ./scripts
RUN npm run build
# Nothing at run time reads dist/'s source maps and type declarations.
RUN node scripts/docker-deps.mjs drop-build-extras dist

FROM ${BASE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    FIXTURES=/app/fixtures/default \
    LOG_LEVEL=info
# No node_modules: dist/bin/cli.js and its vendor files under dist/bin/ hold every dependency it loads.
# Owned by root (no --chown) and read-only to the `node` user, which writes nowhere: the image runs --read-only.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/dist ./dist
COPY --from=build /app/openapi ./openapi
COPY --from=build /app/fixtures ./fixtures
USER node
EXPOSE 3000
# Node itself (no curl in the image). The readiness route needs no API key or admin token.
HEALTHCHECK --interval=5s --timeout=3s --start-period=5s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/__admin/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM stops accepting connections and exits once in-flight requests have finished, or after SHUTDOWN_GRACE
# ms (5 s by default, within Docker's 10 s before SIGKILL) with the connections still open cut.
STOPSIGNAL SIGTERM
CMD ["node", "dist/bin/cli.js"]
