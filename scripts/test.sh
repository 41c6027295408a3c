#!/usr/bin/env bash
# The one test command (README): unit, component and API suites, then the browser suite on the built app.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v chromium >/dev/null 2>&1 && [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the browser tests…"
  if [ "$(id -u)" = "0" ]; then apt-get update -qq && apt-get install -y -qq chromium >/dev/null; else sudo apt-get update -qq && sudo apt-get install -y -qq chromium >/dev/null; fi
fi
npx vitest run
npm run build
# The sign-in route's JavaScript budget (fails above it).
node scripts/check-bundle-size.mjs
npx playwright test
