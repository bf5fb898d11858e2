# syntax=docker/dockerfile:1
# Hearth for home servers (README, "Container"): `docker build -t hearth .`, multi-arch with
# `docker buildx build --platform linux/amd64,linux/arm64`. The image holds only what runs:
# Node, Hearth's dist/ and the node_modules it loads, ffmpeg, ping and tini, and their shared
# libraries; no shell, no package manager. tests/container/image.test.ts builds and runs it.

# dist/ is the same on every CPU, so it is built on the builder's own (no emulation).
FROM --platform=$BUILDPLATFORM docker.io/library/node:24-bookworm AS dist
WORKDIR /src
# No install scripts: they build better-sqlite3 and fetch Electron, which the build does not use
# (esbuild and Vite find their platform binaries without them).
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# The production install for the target CPU (better-sqlite3 compiled, sharp's libvips and ffmpeg
# for that CPU), then the image's whole file system assembled in /rootfs.
FROM docker.io/library/node:24-bookworm AS rootfs
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini iputils-ping libcap2-bin binutils \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# node-gyp compiles better-sqlite3 against the headers that come with this Node, not a download.
ENV npm_config_nodedir=/usr/local
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY scripts/node-externals.mjs scripts/
COPY scripts/container scripts/container
COPY resources/integration-runtime/allowed-modules.cjs resources/integration-runtime/
COPY --from=dist /src/dist dist
# The migrated empty database a first start copies (scripts/fresh-database.mjs): the dist stage
# installed without scripts, so better-sqlite3 is first compiled here.
COPY scripts/fresh-database.mjs scripts/
RUN node scripts/fresh-database.mjs dist/server/migrations
RUN node scripts/container/assemble.mjs /rootfs

FROM scratch
COPY --from=rootfs /rootfs/ /
ENV PATH=/usr/local/bin:/usr/bin:/bin \
    HEARTH_DATA_DIR=/data \
    HEARTH_HOST=0.0.0.0 \
    HEARTH_PORT=7420 \
    HEARTH_HTTPS_PORT=7443
# glibc's allocator as scripts/server-flags.mjs sets it (without it the server restarts itself once to get it).
ENV MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
# hearth (scripts/container/assemble.mjs writes /etc/passwd), by number so engines that refuse
# root images (Kubernetes' runAsNonRoot) can tell.
USER 1000:1000
VOLUME /data
EXPOSE 7420 7443
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["/usr/local/bin/node", "/app/healthcheck.mjs"]
# tini is PID 1: it passes SIGTERM to Hearth, which finishes open requests and closes the
# database (server/cli.ts), and it reaps the ping and ffmpeg processes Hearth starts.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "/app/dist/server/cli.js", "serve"]
LABEL org.opencontainers.image.title="Hearth" \
      org.opencontainers.image.description="Self-hosted home-lab dashboard" \
      org.opencontainers.image.source="https://github.com/hearth-dashboard/hearth" \
      org.opencontainers.image.licenses="MIT"
