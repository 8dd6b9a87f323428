# syntax=docker/dockerfile:1
# The production image. Build and run (see docs/operations.md, "Deploy"):
#   docker build -t heart-clinic --build-arg SITE_URL=https://www.clinic.sg .
#   docker run -p 3000:3000 -v enquiries:/data --env-file web.env heart-clinic
# SITE_URL, GTM_ID and ENQUIRY_RETENTION_DAYS are baked into the prerendered pages, so they are
# build arguments; the image keeps them as its environment (the server refuses other values).
# Node's version is the project's own (the `node` devDependency in package.json; a unit test,
# scripts/dockerfile.test.ts, keeps them equal).
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# 1. Build: every dependency, then the production build (dist/).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG SITE_URL=
ARG GTM_ID=
ARG ENQUIRY_RETENTION_DAYS=
ENV SITE_URL=${SITE_URL} GTM_ID=${GTM_ID} ENQUIRY_RETENTION_DAYS=${ENQUIRY_RETENTION_DAYS}
RUN npx vite build

# 2. Production dependencies only (no build tools, test runners or browsers).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

# The reverse proxy's image (compose.yaml): Caddy with the site's outage pages from this build,
#    served while the site cannot answer (deploy/Caddyfile, `handle_errors`).
FROM caddy:2 AS proxy
COPY --from=build /app/dist/outage /srv/outage
COPY deploy/Caddyfile /etc/caddy/Caddyfile

# 3. The image: production dependencies, the build, and the server's own modules (Node runs
#    their TypeScript directly), started as the unprivileged `node` user.
FROM ${NODE_IMAGE} AS runtime
ARG SITE_URL=
ARG GTM_ID=
ARG ENQUIRY_RETENTION_DAYS=
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    ENQUIRY_DB_PATH=/data/enquiries.db \
    SITE_URL=${SITE_URL} \
    GTM_ID=${GTM_ID} \
    ENQUIRY_RETENTION_DAYS=${ENQUIRY_RETENTION_DAYS}
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/dist ./dist
COPY --from=build /app/server ./server
COPY --from=build /app/app/enquiry ./app/enquiry
COPY --from=build /app/app/i18n ./app/i18n
COPY --from=build /app/app/seo ./app/seo
COPY --from=build /app/app/site ./app/site
COPY --from=build /app/app/runtime/limiter.ts ./app/runtime/limiter.ts
COPY --from=build /app/app/layout/error-path.ts ./app/layout/error-path.ts
COPY --from=build /app/app/log.server.ts ./app/log.server.ts
COPY --from=build /app/scripts/enquiries.ts ./scripts/enquiries.ts
# The enquiry database (personal data: back it up, see docs/enquiries.md) lives on a volume owned by the
# unprivileged user; the application files stay root-owned and read-only to it.
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/main.ts"]
