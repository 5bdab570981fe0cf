#!/usr/bin/env bash
# `npm test`: the static checks once, then every test lane on the embedded defaults (PGlite, no
# Redis): unit, api and process (vitest.config.ts), then the browser lane (vitest.e2e.config.ts).
# docs/testing.md says what each lane holds; .ci/run adds the PostgreSQL + Redis and Node 22 passes.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/steps.sh
source scripts/steps.sh

# The compiled server and the built web app, which the process and browser lanes run, are built
# while the static checks run: the lint's last half-minute alone leaves a core idle, and the
# lanes then start without compiling first.
build_log="$(mktemp)"
trap 'rm -f "$build_log"' EXIT
node scripts/build-if-changed.mjs >"$build_log" 2>&1 &
build=$!
built() {
  local status=0
  wait "$build" || status=$?
  cat "$build_log"
  return "$status"
}

step "static checks: types, lint, unused exports, formatting" npm run check
step "build of the server and the web app (beside the checks)" built
step "unit, api and process lanes" npx vitest run
step "browser lane" npm run test:e2e
step_summary "npm test"
