#!/usr/bin/env bash
# Runs the API suites against a real PostgreSQL server (Debian's package) instead of the embedded
# PGlite: one schema, two drivers. Needs root (scripts/start-test-postgres.sh installs and starts the server).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/start-test-postgres.sh
TEST_DATABASE_URL=postgres://shop_ci:shop_ci@localhost:5432/shop_ci npx --yes pnpm@10.34.9 --filter @shop/api run test
