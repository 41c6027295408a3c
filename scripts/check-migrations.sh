#!/usr/bin/env bash
# Fails when the Drizzle schema has changes that no committed migration holds.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(npx drizzle-kit generate --config apps/server/drizzle.config.ts --name pending-check 2>&1)
if ls apps/server/src/db/migrations/*pending-check*.sql >/dev/null 2>&1; then
  echo "$out"
  echo "The schema has changes without a migration: run 'npm run db:generate' and commit the migration." >&2
  git checkout -- apps/server/src/db/migrations 2>/dev/null || true
  rm -f apps/server/src/db/migrations/*pending-check*.sql
  exit 1
fi
echo "Migrations are up to date with the schema."
