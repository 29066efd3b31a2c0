# syntax=docker/dockerfile:1
# Formloom's production image (issue 19; lean since issue 33, ADR 035): `docker compose up` runs it
# behind deploy/nginx.conf.
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
# The server's source maps (20 MB since the bundle holds its npm packages, ADR 042) are for reading
# a stack trace next to the build; Node never loads them without --enable-source-maps.
RUN npm run build && find dist/server -name '*.map' -delete

# --- production-dependencies: what dist/server imports at run time, and nothing else -------------
# Only the lock file goes in, so a source change reuses this layer. The client's packages are
# devDependencies (Vite bundles them into dist/web), and so are the server's pure-JavaScript ones
# (esbuild bundles them into dist/server, ADR 042): `dependencies` are the few the bundle leaves
# out (PGlite, argon2, swagger-ui; server/src/runtime-dependencies.test.ts keeps them equal to the
# bundle's imports). Type declarations, source maps, TypeScript sources and Markdown are never
# loaded by Node.
FROM node:20-bookworm-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund \
 && find node_modules -type f \( -name '*.ts' -o -name '*.mts' -o -name '*.cts' -o -name '*.map' \
      -o -name '*.md' \) -delete

# --- runtime-base: Debian bookworm-slim cut down to what Node needs, plus the `node` user ----------
# Node's binary needs glibc, libstdc++ and libgcc only; a shell, coreutils, findutils, grep and sed
# stay for `docker exec`. The package manager's tools, PAM, perl, the user tools (once `node` is
# made) and glibc's iconv modules go, with dpkg's database kept true for image scanners. The stage
# is copied whole into an empty image below, so what is removed here takes no space in a layer.
FROM debian:bookworm-slim AS runtime-base
RUN groupadd --gid 1000 node \
 && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && mkdir -p /data && chown node:node /data \
 && purge() { DEBIAN_FRONTEND=noninteractive dpkg --purge --force-remove-essential --force-depends "$@"; } \
 && purge apt libapt-pkg6.0 gpgv debian-archive-keyring libgnutls30 libgcrypt20 libgpg-error0 \
      libhogweed6 libnettle8 libp11-kit0 libtasn1-6 libidn2-0 libunistring2 libffi8 libsystemd0 \
      libudev1 libxxhash0 liblz4-1 e2fsprogs libext2fs2 libss2 libcom-err2 logsave util-linux \
      util-linux-extra libblkid1 libmount1 libsmartcols1 libuuid1 mount bsdutils login passwd \
      libpam-modules libpam-modules-bin libpam-runtime libpam0g libsemanage2 libsemanage-common \
      libsepol2 libaudit1 libaudit-common libcap-ng0 libcap2 libdb5.3 sysvinit-utils hostname \
      ncurses-bin libseccomp2 libdebconfclient0 mawk \
 # Their removal scripts need debconf, perl and diff, so these go last.
 && purge adduser debconf init-system-helpers perl-base diffutils \
 && rm -rf /usr/lib/*-linux-gnu/gconv /var/lib/apt /var/cache/* /var/log/* /etc/apt

# --- runtime: that base, Node's binary (not npm), the production node_modules and dist/ ----------
FROM scratch
COPY --from=runtime-base / /
COPY --from=build /usr/local/bin/node /usr/local/bin/node
ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/dist/web
WORKDIR /app
# The code belongs to root and is read-only for the app; only /data is the app's to write (the
# embedded database, uploads without S3_BUCKET, mails without SMTP_URL, the data-dir lock).
COPY --from=build /app/package.json ./package.json
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
VOLUME /data
USER node
EXPOSE 3000
# Ready, not just alive: 200 once the database is open and migrated, 503 while starting or draining.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node itself is PID 1 and receives SIGTERM: the server drains in-flight requests (SHUTDOWN_GRACE_SECONDS).
CMD ["node", "dist/server/main.js"]
