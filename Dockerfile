# syntax=docker/dockerfile:1
# RideMarket production image: Node 22 LTS (slim), production dependencies only, non-root.
# Build: docker build -t ridemarket .   Run: see docs/deploy.md (needs DATABASE_URL and secrets).

# All dependencies, without install scripts (nothing here needs one), then the Prisma client.
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
RUN npm ci --ignore-scripts --no-audit --no-fund \
 && npx prisma generate

# The client and server bundles, built once.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/app/generated ./app/generated
COPY . .
RUN npm run build

# Production dependencies only.
FROM node:22-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
 && npm cache clean --force
# Trim what is never loaded at run time: source maps, TypeScript (an optional peer that npm
# installs anyway) and Prisma's engines for other databases. The app runs the Postgres query
# compiler; migrations run the CLI's schema engine.
WORKDIR /app/node_modules
RUN find . -name '*.map' -delete \
 && rm -rf typescript \
 && for db in mysql sqlserver sqlite cockroachdb; do \
      rm -f @prisma/client/runtime/*_bg.$db.* prisma/build/*_bg.$db.wasm; \
    done \
 && rm -f @prisma/client/runtime/query_engine_bg.*

FROM node:22-bookworm-slim AS runtime
WORKDIR /app
# The generated share preview cards draw their text with a system font; slim images ship none.
# jemalloc replaces glibc's allocator in every process: under load glibc's arenas kept hundreds
# of MB that the heap had freed (decision 31 has the measurements). Its background thread gives
# freed pages back to the machine within about a second, also while the process is idle.
RUN apt-get update \
 && apt-get install -y --no-install-recommends fonts-dejavu-core libjemalloc2 \
 && rm -rf /var/lib/apt/lists/* \
 && ln -s "/usr/lib/$(uname -m)-linux-gnu/libjemalloc.so.2" /usr/local/lib/libjemalloc.so.2
# Each process's heap limit is set from the machine's memory (MEMORY_MB, or FLY_VM_MEMORY_MB on
# Fly) and WEB_CONCURRENCY by server/index.ts; see fly.toml.
ENV NODE_ENV=production \
    PORT=8080 \
    LD_PRELOAD=/usr/local/lib/libjemalloc.so.2 \
    MALLOC_CONF=background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0
# Code stays owned by root and read-only for the app user.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/app ./app
COPY package.json package-lock.json prisma.config.ts tsconfig.json ./
COPY prisma ./prisma
COPY server ./server
# The only folder the app user may write: the local fallbacks (the mail outbox without SMTP_URL,
# photos without S3_BUCKET); uploads being read are copied to the system's temporary folder.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1 here, so SIGTERM reaches the server directly (no npm or shell in between).
CMD ["node", "--import", "tsx", "server/index.ts"]
