#!/usr/bin/env bash
# Starts Debian's PostgreSQL server for the API suites and the benches (installs it if missing): the
# shop_ci role, and one database per API jest worker (api/jest.config.js runs two): shop_ci_1 and
# shop_ci_2, made empty. The suites find them through TEST_DATABASE_URL=postgres://shop_ci:shop_ci@localhost:5432/shop_ci
# (src/testing/test-database-url.ts adds the worker's suffix). The e2e shops' databases (E2E_DATABASE_URL)
# are created by the Playwright config itself, with the role's right to create them. Needs root (apt-get, pg_ctlcluster).
set -euo pipefail

if ! command -v pg_ctlcluster >/dev/null; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
version=$(ls /usr/lib/postgresql | sort -n | tail -1)
pg_lsclusters -h | grep -q "^$version main" || pg_createcluster "$version" main >/dev/null
pg_ctlcluster "$version" main start 2>/dev/null || true
su postgres -c "psql -qtAc \"SELECT 1 FROM pg_roles WHERE rolname='shop_ci'\"" | grep -q 1 ||
  su postgres -c "psql -qc \"CREATE USER shop_ci WITH PASSWORD 'shop_ci' SUPERUSER\""
for worker in 1 2; do
  su postgres -c "psql -qc 'DROP DATABASE IF EXISTS shop_ci_$worker'" && su postgres -c "psql -qc 'CREATE DATABASE shop_ci_$worker OWNER shop_ci'"
done
