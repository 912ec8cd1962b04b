# The app in a container, with its embedded PostgreSQL under the /data volume, or a managed PostgreSQL through
# DATABASE_URL (README "Running in a container"). Built for linux/amd64: the lockfile holds the x64 native
# packages (PostgreSQL, sharp, Next.js's compiler). tests/unit/deploy/dockerfile.test.ts checks its properties;
# no Docker engine builds it in the tests.
FROM node:24-bookworm-slim

# tini as PID 1 hands docker stop's SIGTERM to the launcher and reaps exited processes. npm 11.19 reads the
# install scripts the project approves (package.json "allowScripts").
RUN apt-get update \
    && apt-get install -y --no-install-recommends tini \
    && rm -rf /var/lib/apt/lists/* \
    && npm install -g npm@11.19.1 \
    && npm cache clean --force

ENV NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    DATA_DIR=/data

WORKDIR /app
RUN mkdir -p /data && chown node:node /app /data
# Everything from here on, the app and its PostgreSQL included, runs as the unprivileged user `node`.
USER node

# Dependencies first, exactly as the lockfile pins them (npm ci refuses this lockfile, which lacks other
# platforms' optional binaries; npm install keeps to it). The postinstall generates the Prisma client.
COPY --chown=node:node package.json package-lock.json ./
COPY --chown=node:node prisma ./prisma
COPY --chown=node:node prisma.config.ts ./
RUN npm install --no-audit --no-fund && npm cache clean --force

COPY --chown=node:node . .
# The build prerenders the showroom from a demo database of its own, deleted afterwards: the image holds no data.
RUN DATA_DIR=/tmp/build-data npm run build && rm -rf /tmp/build-data

VOLUME ["/data"]
EXPOSE 3000

# Liveness: the process answers, whatever the database (readiness, GET /api/health, is for load balancers).
HEALTHCHECK --interval=30s --timeout=5s --start-period=180s --retries=3 \
    CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tini", "--", "node", "--import", "tsx", "scripts/serve.ts", "start"]
