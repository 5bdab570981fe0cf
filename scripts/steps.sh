# Steps that print how long they took, for `npm test` (scripts/test.sh) and CI (.ci/run):
# `step NAME COMMAND...` runs COMMAND under a banner, prints its duration, and records it for
# `step_summary`, which prints every step's time at the end. A failing step ends the run (set -e).
STEP_SUMMARY=""

step() {
  local name="$1"
  shift
  printf '\n=== %s ===\n' "$name"
  local started=$SECONDS
  "$@"
  local took=$((SECONDS - started))
  printf '=== %s: %d min %02d s ===\n' "$name" $((took / 60)) $((took % 60))
  STEP_SUMMARY+="$(printf '%6d s  %s' "$took" "$name")"$'\n'
}

step_summary() {
  printf '\n=== %s: step durations ===\n%s' "$1" "$STEP_SUMMARY"
  printf '%6d s  total\n' "$SECONDS"
}
