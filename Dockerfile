# syntax=docker/dockerfile:1
# notification-api-mock: a small runtime image with production dependencies and the build output only.

FROM node:20-alpine AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY openapi ./openapi
COPY fixtures ./fixtures
COPY ui ./ui
COPY scripts/bundle-cli.ts scripts/build-ui.ts scripts/build-stamp.mjs ./scripts/
# `npm ci` runs the `postprepare` script, which builds dist/ (derives the contract cache, bundles the CLI and the dashboard).
RUN npm ci --no-audit --no-fund
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:20-alpine AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    FIXTURES=/app/fixtures/default \
    LOG_LEVEL=info
COPY --from=build --chown=node:node /app/package.json ./package.json
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/openapi ./openapi
COPY --from=build --chown=node:node /app/fixtures ./fixtures
USER node
EXPOSE 3000
# Node itself (no curl in the image); sends the admin token when one is configured.
HEALTHCHECK --interval=5s --timeout=3s --start-period=5s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/__admin/health',{headers:process.env.ADMIN_TOKEN?{authorization:'Bearer '+process.env.ADMIN_TOKEN}:{}}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM stops accepting connections and exits once in-flight requests have finished, or after SHUTDOWN_GRACE
# ms (5 s by default, within Docker's 10 s before SIGKILL) with the connections still open cut.
STOPSIGNAL SIGTERM
CMD ["node", "dist/bin/cli.js"]
