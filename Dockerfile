# syntax=docker/dockerfile:1
# The production image: the compiled server and web app, production dependencies only, run as the
# unprivileged `node` user, data on a volume. Its build steps are scripts/build-release.sh, the
# script CI runs in e2e/production-install.e2e.ts (decision 0015).
#   docker build -t storelaunch .
#   docker run -p 3000:3000 -v storelaunch-data:/data storelaunch
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
# Dependencies first, so a source change reuses this layer.
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN sh scripts/build-release.sh /release

FROM node:${NODE_VERSION}-bookworm-slim
# `npm run backup` on PostgreSQL runs pg_dump, whose major version must not be older than the
# server's: the client of the PostgreSQL that compose.yaml runs, from the PostgreSQL project's
# Debian repository (Debian's own is version 15).
ARG PG_CLIENT_MAJOR=16
RUN apt-get update \
  && apt-get install -y --no-install-recommends ca-certificates postgresql-common \
  && /usr/share/postgresql-common/pgdg/apt.postgresql.org.sh -y \
  && apt-get install -y --no-install-recommends "postgresql-client-${PG_CLIENT_MAJOR}" \
  && rm -rf /var/lib/apt/lists/*

ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root and not writable by the server: only DATA_DIR is.
COPY --from=build /release ./
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Liveness: /api/health answers 200 while the process runs, database or not (decision 0047), so an
# orchestrator that restarts unhealthy containers never restarts them all during a database outage.
# Readiness (whether to send it traffic) is /api/health/ready: point a load balancer's check there.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# node itself, not npm: it receives SIGTERM from `docker stop` and finishes requests in flight.
CMD ["node", "dist/server/main.js"]
