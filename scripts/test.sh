#!/usr/bin/env bash
# npm test: unit and component tests (jest, jsdom + MSW), then browser tests (playwright-core +
# Debian Chromium against the built app). Installs Chromium and CJK fonts when missing.
set -uo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1 || ! fc-list 2>/dev/null | grep -qi 'Noto Sans CJK'; then
  echo "[test] installing chromium and fonts-noto-cjk..."
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk) >/dev/null \
    || echo "[test] could not install chromium: the browser tests will fail"
fi
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  echo "[test] installing nginx (tests/e2e/nginx.e2e.ts)..."
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx) >/dev/null \
    || echo "[test] could not install nginx: the nginx browser test will fail"
fi

mkdir -p test-results
npx jest --ci --json --outputFile=test-results/unit.json "$@"
unit=$?
npx jest --ci -c tests/e2e/jest.config.ts --json --outputFile=test-results/e2e.json "$@"
e2e=$?
node scripts/test-summary.mjs test-results/unit.json test-results/e2e.json
summary=$?
[ $unit -eq 0 ] && [ $e2e -eq 0 ] && [ $summary -eq 0 ]
