# syntax=docker/dockerfile:1
# Formloom's production image (issue 19): `docker compose up` runs it behind deploy/nginx.conf.
# Build:   docker build -t formloom .
# Run:     docker run -p 3000:3000 -v formloom-data:/data formloom   (embedded PGlite under /data)
# Several instances: set DATABASE_URL, REDIS_URL and S3_BUCKET (see README "Deploy").

# --- build: all dependencies, the client (dist/web) and the bundled server (dist/server) ---------
FROM node:20-bookworm-slim AS build
WORKDIR /app
# The lock file alone first, so a source change does not reinstall every package.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
 # Then keep production dependencies only: the bundle imports its npm packages at run time.
 && npm prune --omit=dev --no-audit --no-fund

# --- runtime: Node, the production node_modules and the build output; nothing is compiled here ----
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/dist/web
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json ./package.json
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
# The code belongs to root and is read-only for the app; only /data is the app's to write (the
# embedded database, uploads without S3_BUCKET, mails without SMTP_URL, the data-dir lock).
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Ready, not just alive: 200 once the database is open and migrated, 503 while starting or draining.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node itself is PID 1 and receives SIGTERM: the server drains in-flight requests (SHUTDOWN_GRACE_SECONDS).
CMD ["node", "dist/server/main.js"]
