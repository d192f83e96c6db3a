# syntax=docker/dockerfile:1
# One image for every process of the platform. The first container argument names the app
# (any folder of dist/apps/ with a src/main.js), the rest are passed to it:
#   (no arguments)       the gateway, as before (it also serves the console, dist/console, at /console)
#   attribution          the attribution consumer
#   report-projection    the report projection consumer
#   webhook-dispatcher   the webhook dispatcher (consumer and deliveries)
#   cli migrate          the operator CLI (also: cli topics:create, ...)
# Anything else runs as a plain command (`node dist/apps/cli/src/main.js migrate`, `sh`).

# Node 24 LTS (Node 20 reached its end of life in April 2026); CI runs the suite on both.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Lockfile first so the dependency layer is reused until dependencies change.
COPY package.json package-lock.json ./
# npm install rather than npm ci: see .ci/run (the lock file lacks other platforms' optional binaries).
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund
COPY . .
# Fail the build, not the rollout, if an entry point moved: the deploy files start each of
# these by name.
RUN npm run build \
 && for app in gateway attribution report-projection webhook-dispatcher cli; do \
      f="dist/apps/$app/src/main.js"; \
      test -f "$f" || { echo "build did not produce $f; update the Dockerfile and deploy/ files" >&2; exit 1; }; \
    done \
 && { test -f dist/console/index.html || { echo "build did not produce the console (dist/console/index.html)" >&2; exit 1; }; }

FROM ${NODE_IMAGE} AS runtime
# HOST: every app binds all interfaces in a container (probes and scrapes come from outside
# the pod). PORT is the gateway's; the consumers listen on ATTRIBUTION_PORT (3001),
# REPORT_PROJECTION_PORT (3002) and WEBHOOK_DISPATCHER_PORT (3003) by default.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY package.json package-lock.json ./
# Install scripts are skipped: no production dependency needs one, and it keeps
# third-party code from running at build time.
RUN --mount=type=cache,target=/root/.npm npm install --omit=dev --ignore-scripts --no-audit --no-fund
COPY --from=build /app/dist ./dist
# The app selector. It `exec`s, so node ends up as PID 1 and receives SIGTERM itself
# (graceful shutdown); an npm or shell wrapper left in between would not forward it.
COPY --chmod=0755 <<'EOF' /usr/local/bin/run-app
#!/bin/sh
set -eu
[ "$#" -gt 0 ] || set -- gateway
case "$1" in
  -*) exec node "$@" ;;
  */* | .*) ;;
  *)
    main="/app/dist/apps/$1/src/main.js"
    if [ -f "$main" ]; then
      shift
      exec node "$main" "$@"
    fi
    ;;
esac
if command -v "$1" >/dev/null 2>&1; then exec "$@"; fi
apps=$(cd /app/dist/apps && for d in */src/main.js; do printf '%s ' "${d%%/*}"; done)
echo "run-app: '$1' is neither an app nor a command; apps: ${apps}" >&2
exit 64
EOF
# Files stay root-owned so the app cannot modify itself. Numeric uid (the image's
# `node` user) so Kubernetes can verify runAsNonRoot.
USER 1000:1000
# Gateway API; attribution, report-projection and webhook-dispatcher health and metrics.
EXPOSE 3000 3001 3002 3003
ENTRYPOINT ["run-app"]
CMD ["gateway"]
