#!/usr/bin/env bash
# Starts the multi-node topology (scripts/run-topology.sh: gateway, two API nodes, one PostgreSQL) on a
# fresh database and proves over real HTTP and WebSockets what several API nodes must share, chat
# messages between nodes included, and one request followed by its id through the logs
# (scripts/topology.test.mjs); then restarts both API nodes in turn under load and counts what shoppers
# lost: nothing (scripts/rolling-restart.test.mjs, docs/rolling-deploys.md).
# Expects the apps built (npm test builds them); builds the API when api/dist is missing. Needs root
# the first time (apt-get). Stops everything it started, even on failure.
set -euo pipefail
cd "$(dirname "$0")/.."
[[ -f api/dist/main.js ]] || npx --yes pnpm@10.34.9 --filter ./api run build
trap 'bash scripts/run-topology.sh stop' EXIT
TOPOLOGY_FRESH_DB=1 LOG_LEVEL=info bash scripts/run-topology.sh start
set -a
# shellcheck source=/dev/null
source .topology/env
set +a
node --test --test-reporter=spec --test-concurrency=1 scripts/topology.test.mjs
# Last: it restarts the nodes.
node --test --test-reporter=spec scripts/rolling-restart.test.mjs
