#!/usr/bin/env bash
# `npm run check`: every static check, on both cores. The type-aware lint (the longest, about as
# long as the rest together) runs beside the others, which run one after another; each check's
# output is printed when it ends, with its duration, and the run fails if any check failed.
# With `--build` (npm test), the server is compiled and the web app built after the other checks,
# on the core the lint leaves free: started beside the lint instead, it lengthened the lint.
set -uo pipefail
cd "$(dirname "$0")/.."

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT

# `run NAME COMMAND...`: runs COMMAND quietly, then prints its verdict, duration and (on failure) output.
run() {
  local name="$1"
  shift
  local started=$SECONDS
  if "$@" >"$logs/$name.log" 2>&1; then
    printf '✓ %-10s %3d s\n' "$name" $((SECONDS - started))
  else
    printf '✗ %-10s %3d s\n' "$name" $((SECONDS - started))
    cat "$logs/$name.log"
    return 1
  fi
}

run lint npx eslint . &
lint=$!

failed=0
run types npm run --silent typecheck || failed=1
run exports npm run --silent lint:exports || failed=1
run format npm run --silent format:check || failed=1
if [ "${1:-}" = "--build" ]; then
  run build node scripts/build-if-changed.mjs || failed=1
fi
wait "$lint" || failed=1
exit "$failed"
