#!/usr/bin/env bash
# npm test: unit and component tests (jest, jsdom + MSW), then browser tests (playwright-core +
# Debian Chromium against the built app). Installs Chromium and CJK fonts when missing.
set -uo pipefail
cd "$(dirname "$0")/.."

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
# The browser tests' two builds run beside the unit tests, which take both cores (jest's default,
# one worker on two cores, left one idle once the builds were done).
npx tsx scripts/prebuild-e2e.ts > test-results/prebuild.log 2>&1 &
prebuild=$!
# The formatter and linter first: a second or two, and its findings head the output; then the type check.
npx biome check . > test-results/lint.log 2>&1
lint=$?
[ $lint -eq 0 ] || { echo "[test] npm run lint failed:"; tail -40 test-results/lint.log; }
# The type check of the whole project (app, mock, tests, scripts): umi's generated types are in place
# since the install (max setup).
npx tsc --noEmit -p . > test-results/typecheck.log 2>&1
typecheck=$?
[ $typecheck -eq 0 ] || { echo "[test] npm run typecheck failed:"; tail -40 test-results/typecheck.log; }
npx jest --ci --maxWorkers=2 --json --outputFile=test-results/unit.json "$@"
unit=$?
wait $prebuild || { echo "[test] building the app for the browser tests failed:"; tail -40 test-results/prebuild.log; }
if [ -n "$apt" ]; then
  wait $apt || { echo "[test] could not install ${missing[*]}: the browser tests that need them will fail"; tail -5 test-results/apt.log; }
fi
npx jest --ci -c tests/e2e/jest.config.ts --json --outputFile=test-results/e2e.json "$@"
e2e=$?
node scripts/test-summary.mjs --lint=$lint --typecheck=$typecheck test-results/unit.json test-results/e2e.json
summary=$?
[ $unit -eq 0 ] && [ $e2e -eq 0 ] && [ $summary -eq 0 ]
