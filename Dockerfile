# syntax=docker/dockerfile:1
# The console and its API as one image, run as several containers (see compose.yaml and the
# README's "Running more than one instance"). Documentation of a deployment: nothing here needs it.

# --- build: everything needed to build, then the production build ---------------------------------
FROM node:22-bookworm-slim AS build
WORKDIR /app
# patches/ is applied by the postinstall step (patch-package)
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
# the seeded PGlite database is good for the day of the build only (server/db/template.ts), and the
# containers run on PostgreSQL: the image leaves it out
RUN npm run build && rm -rf build/pgdata-seeded build/pgdata-seeded.json

# --- runtime dependencies only ------------------------------------------------------------------
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --omit=dev --no-audit --no-fund

# --- the image: the built app and its runtime dependencies, as an unprivileged user --------------
FROM node:22-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
# DATA_DIR: per container (upload staging; with DATABASE_URL and S3_BUCKET set nothing else lives there)
RUN mkdir -p /app/data && chown node:node /app/data
USER node
ENV DATA_DIR=/app/data
EXPOSE 3000 3001
# one process per container: the API (`node build/server/api.js`) or the console (below)
CMD ["node", "build/server/console.js"]
