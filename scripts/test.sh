#!/usr/bin/env bash
# The one test command (README): unit, component and API suites, then the browser suite on the built app.
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's own Node LTS (decision 0024) first on PATH, also when this script is run without npm: every vitest,
# Playwright, build and server process below runs on it. Prints it, and stops when it is missing (npm ci installs it).
export PATH="$PWD/node_modules/.bin:$PATH"
node scripts/check-node.mjs --print
# The browser suite runs Debian's headless shell (lighter than the full browser's headless mode: playwright.config.ts).
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ]; then
  echo "Installing Debian's chromium and its headless shell for the browser tests…"
  if [ "$(id -u)" = "0" ]; then apt-get update -qq && apt-get install -y -qq chromium chromium-headless-shell >/dev/null; else sudo apt-get update -qq && sudo apt-get install -y -qq chromium chromium-headless-shell >/dev/null; fi
fi
# The phone spec's SIP server (e2e/support/kamailio.ts): Debian's Kamailio with its WebSocket transport.
if [ ! -x /usr/sbin/kamailio ] || ! ls /usr/lib/*/kamailio/modules/websocket.so >/dev/null 2>&1; then
  echo "Installing Debian's kamailio for the phone's browser test…"
  if [ "$(id -u)" = "0" ]; then apt-get update -qq && apt-get install -y -qq kamailio kamailio-websocket-modules >/dev/null; else sudo apt-get update -qq && sudo apt-get install -y -qq kamailio kamailio-websocket-modules >/dev/null; fi
fi
t=$SECONDS
npx vitest run
echo "   (vitest: $((SECONDS - t)) s)"; t=$SECONDS
npm run build
echo "   (build: $((SECONDS - t)) s)"; t=$SECONDS
# The sign-in route's JavaScript budget (fails above it).
node scripts/check-bundle-size.mjs
# The browser suite: 2 workers (E2E_WORKERS), a tenant per spec (e2e/support/tenant.ts).
npx playwright test
echo "   (playwright: $((SECONDS - t)) s)"
