# syntax=docker/dockerfile:1
# One image for every process of the platform: the gateway by default, and the CLI
# (`node dist/apps/cli/src/main.js migrate | topics:create`) with an overridden command.
# Kafka consumer apps will ship in this same image with their own command.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Lockfile first so the dependency layer is reused until dependencies change.
COPY package.json package-lock.json ./
# npm install rather than npm ci: see .ci/run (the lock file lacks other platforms' optional binaries).
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund
COPY . .
# Fail the build, not the rollout, if the entry points moved.
RUN npm run build \
 && for f in dist/apps/gateway/src/main.js dist/apps/cli/src/main.js; do \
      test -f "$f" || { echo "build did not produce $f; update the Dockerfile CMD and deploy/ commands" >&2; exit 1; }; \
    done

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY package.json package-lock.json ./
# Install scripts are skipped: no production dependency needs one, and it keeps
# third-party code from running at build time.
RUN --mount=type=cache,target=/root/.npm npm install --omit=dev --ignore-scripts --no-audit --no-fund
COPY --from=build /app/dist ./dist
# Files stay root-owned so the app cannot modify itself. Numeric uid (the image's
# `node` user) so Kubernetes can verify runAsNonRoot.
USER 1000:1000
EXPOSE 3000
# node is PID 1 and handles SIGTERM itself (graceful shutdown); no npm wrapper, which
# would not forward the signal.
CMD ["node", "dist/apps/gateway/src/main.js"]
