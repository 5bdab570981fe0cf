#!/usr/bin/env bash
# `npm test`: the static checks once, then every test lane on the embedded defaults (PGlite, no
# Redis): unit, api and process (vitest.config.ts), then the browser lane (vitest.e2e.config.ts).
# docs/testing.md says what each lane holds; .ci/run adds the PostgreSQL + Redis and Node 22 passes.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/steps.sh
source scripts/steps.sh

# With the checks, the compiled server and the built web app that the process and browser lanes
# run, on the core the lint leaves free (scripts/check.sh): the lanes then start without compiling.
step "static checks (types, lint, unused exports, formatting) and the build" bash scripts/check.sh --build
step "unit, api and process lanes" npx vitest run
step "browser lane" npm run test:e2e
step_summary "npm test"
