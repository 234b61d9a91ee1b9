#!/usr/bin/env bash
# npm test: unit and component tests (jest, jsdom + MSW), then browser tests (playwright-core +
# Debian Chromium against the built app). Installs Chromium and CJK fonts when missing.
set -uo pipefail
cd "$(dirname "$0")/.."
started=$EPOCHREALTIME
# Seconds since a stage's start, to a tenth (EPOCHREALTIME is bash's clock in microseconds, written
# with the locale's decimal mark).
since() { local a=${1/,/.} b=${EPOCHREALTIME/,/.}; awk -v a="$a" -v b="$b" 'BEGIN { printf "%.1f", b - a }'; }

# One apt run for whatever is missing: Chromium, its headless shell (what the browser tests run,
# tests/e2e/chromium.mjs) and CJK fonts, nginx (nginx.e2e.ts).
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || missing+=(fonts-noto-cjk)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
mkdir -p test-results
# Only the browser tests need them: the install (a minute on a new machine, mostly download and
# unpacking) runs beside the unit tests and the builds.
apt=
if [ ${#missing[@]} -gt 0 ]; then
  echo "[test] installing ${missing[*]} beside the unit tests (test-results/apt.log)..."
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}") > test-results/apt.log 2>&1 &
  apt=$!
fi
# A failed browser test leaves screenshots here (tests/e2e/environment.ts): only this run's.
rm -rf test-results/failures
# Results of an earlier run must not stand in for a jest run that ended before writing its own.
rm -f test-results/unit.json test-results/e2e.json
# The browser tests' two builds run beside the unit tests, which take both cores (jest's default,
# one worker on two cores, left one idle once the builds were done).
npx tsx scripts/prebuild-e2e.ts > test-results/prebuild.log 2>&1 &
prebuild=$!
# The formatter and linter first: a second or two, and its findings head the output; then the type check.
t=$EPOCHREALTIME
npx biome check . > test-results/lint.log 2>&1
lint=$?
lint_s=$(since "$t")
[ $lint -eq 0 ] || { echo "[test] npm run lint failed:"; tail -40 test-results/lint.log; }
# The type check of the whole project (app, mock, tests, scripts): umi's generated types are in place
# since the install (max setup).
t=$EPOCHREALTIME
npx tsc --noEmit -p . > test-results/typecheck.log 2>&1
typecheck=$?
typecheck_s=$(since "$t")
[ $typecheck -eq 0 ] || { echo "[test] npm run typecheck failed:"; tail -40 test-results/typecheck.log; }
# The unit and component tests run in a random order, so that no test leans on another's state; jest
# prints the seed, and `npx jest --randomize --seed=N` (or JEST_SEED=N npm test) replays that order.
# A --seed among npm test's own arguments is used as given.
seed=${JEST_SEED:-$(((RANDOM << 15) | RANDOM))}
order=(--randomize "--seed=$seed")
for arg in "$@"; do
  case $arg in --seed=*) seed=${arg#--seed=} order=(--randomize) ;; esac
done
t=$EPOCHREALTIME
npx jest --ci --maxWorkers=2 "${order[@]}" --json --outputFile=test-results/unit.json "$@"
unit=$?
unit_s=$(since "$t")
# The browser stage counts from here: any wait for its builds and Chromium's install is its own.
t=$EPOCHREALTIME
wait $prebuild || { echo "[test] building the app for the browser tests failed:"; tail -40 test-results/prebuild.log; }
if [ -n "$apt" ]; then
  wait $apt || { echo "[test] could not install ${missing[*]}: the browser tests that need them will fail"; tail -5 test-results/apt.log; }
fi
# The browser tests keep their written order (no --randomize): the scenarios of a file that share a
# signed-in page follow one another.
# Pictures to look at are taken when a developer runs a browser file, not in a full run
# (tests/e2e/app.ts, screenshotsWanted); a failed test's pages are saved either way.
E2E_SCREENSHOTS=${E2E_SCREENSHOTS:-0} npx jest --ci -c tests/e2e/jest.config.ts --json --outputFile=test-results/e2e.json "$@"
e2e=$?
browser_s=$(since "$t")
node scripts/test-summary.mjs --lint=$lint --typecheck=$typecheck \
  --unit=test-results/unit.json --browser=test-results/e2e.json \
  --stage="lint:$lint_s" --stage="typecheck:$typecheck_s" --stage="unit:$unit_s" --stage="browser:$browser_s" \
  --seed="$seed" --wall="$(since "$started")"
summary=$?
[ $unit -eq 0 ] && [ $e2e -eq 0 ] && [ $summary -eq 0 ]
