#!/usr/bin/env bash
# The docker-compose topology without containers: Debian's nginx as the gateway (the very template
# deploy/gateway/default.conf.template the compose file mounts), one small static server per built app
# (deploy/static-app/default.conf.template, as in each app's image, all in the same nginx process),
# two API processes (node api/dist/main.js) and one PostgreSQL database (Debian's server).
#
#   scripts/run-topology.sh start   # (re)starts everything, prints the gateway URL
#   scripts/run-topology.sh stop    # stops what start started
#   scripts/run-topology.sh status
#   scripts/run-topology.sh restart-node 1   # SIGTERM to API node 1, started again once it exited, until ready
#
# Environment: TOPOLOGY_PORT (gateway, 18080; the API nodes, their metrics listeners and apps take the next ports),
# TOPOLOGY_FRESH_DB=1 (drop and recreate the database), TOPOLOGY_DB (its name, shop_topology), REMOTES_FILE (the registry, deploy/remotes.json),
# and what the API reads: RATE_LIMIT_FACTOR, SANDBOX_GATEWAY_SECRET, NODE_ENV, LOG_LEVEL.
# Needs api/dist (npm run build) and the apps' dist folders; installs nginx and postgresql when root.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
STATE="$ROOT/.topology"
GATEWAY_PORT=${TOPOLOGY_PORT:-18080}
API_PORTS=("$((GATEWAY_PORT + 1))" "$((GATEWAY_PORT + 2))")
# Each node's metrics listener (ADR 0035), on loopback beside its API port; the gateway never proxies it.
METRICS_PORTS=("$((GATEWAY_PORT + 3))" "$((GATEWAY_PORT + 4))")
# TOPOLOGY_DB: the database (and its owner) to use, so two checkouts can run a topology at once.
DB_NAME=${TOPOLOGY_DB:-shop_topology}
DB_URL="postgres://$DB_NAME:$DB_NAME@127.0.0.1:5432/$DB_NAME"

# How long the gateway skips a node after a failed attempt (nginx's fail_timeout, as in docker-compose.yml).
FAIL_TIMEOUT=2

log() { printf '[topology] %s\n' "$*" >&2; }

answers() { node -e "fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" "$1"; }

alive() { [[ -f $1 ]] && kill -0 "$(cat "$1")" 2>/dev/null; }

stop_pid_file() {
  local file=$1
  if alive "$file"; then
    local pid
    pid=$(cat "$file")
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
    kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -f "$file"
}

stop() {
  [[ -d $STATE ]] || return 0
  stop_pid_file "$STATE/nginx.pid"
  for pid_file in "$STATE"/api-*.pid; do [[ -e $pid_file ]] && stop_pid_file "$pid_file"; done
  if [[ -f $STATE/postgres-started-here ]]; then
    pg_ctlcluster "$(cat "$STATE/postgres-started-here")" main stop || true
    rm -f "$STATE/postgres-started-here"
  fi
  log "stopped"
}

install_missing() {
  local missing=()
  command -v nginx >/dev/null || missing+=(nginx)
  command -v pg_ctlcluster >/dev/null || missing+=(postgresql)
  command -v envsubst >/dev/null || missing+=(gettext-base)
  ((${#missing[@]} == 0)) && return 0
  [[ $(id -u) == 0 ]] || { log "missing ${missing[*]}: install them or run as root"; exit 1; }
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  # Debian starts the packaged nginx on port 80; this topology runs its own.
  if [[ " ${missing[*]} " == *" nginx "* ]]; then service nginx stop >/dev/null 2>&1 || true; fi
}

start_postgres() {
  local version
  version=$(ls /usr/lib/postgresql | sort -n | tail -1)
  pg_lsclusters -h | grep -q "^$version main" || pg_createcluster "$version" main >/dev/null
  if ! pg_lsclusters -h | grep -q "^$version main .* online"; then
    pg_ctlcluster "$version" main start
    echo "$version" >"$STATE/postgres-started-here"
  fi
  local psql=(su postgres -c)
  "${psql[@]}" "psql -qtAc \"SELECT 1 FROM pg_roles WHERE rolname='$DB_NAME'\"" | grep -q 1 ||
    "${psql[@]}" "psql -qc \"CREATE USER $DB_NAME WITH PASSWORD '$DB_NAME'\""
  if [[ ${TOPOLOGY_FRESH_DB:-0} == 1 ]]; then "${psql[@]}" "psql -qc 'DROP DATABASE IF EXISTS $DB_NAME'" 2>/dev/null; fi
  "${psql[@]}" "psql -qtAc \"SELECT 1 FROM pg_database WHERE datname='$DB_NAME'\"" | grep -q 1 ||
    "${psql[@]}" "psql -qc 'CREATE DATABASE $DB_NAME OWNER $DB_NAME'"
}

# Starts API node $1 (1 or 2) in the background, appending to its log.
start_api_node() {
  local n=$1 port=${API_PORTS[$(($1 - 1))]}
  mkdir -p "$STATE/no-site"
  PORT=$port HOST=127.0.0.1 DATABASE_URL=$DB_URL TRUST_PROXY=1 API_NODE_NAME="api-$n" \
    METRICS_PORT=${METRICS_PORTS[$((n - 1))]} \
    SITE_ROOT="$STATE/no-site" SITE_ORIGIN="http://127.0.0.1:$GATEWAY_PORT" NODE_ENV=${NODE_ENV:-development} \
    setsid node "$ROOT/api/dist/main.js" >>"$STATE/api-$n.log" 2>&1 </dev/null &
  echo $! >"$STATE/api-$n.pid"
}

# Waits until API node $1 is ready (its readiness check answers 200: migrated, seeded, database reachable).
wait_ready() {
  local n=$1 port=${API_PORTS[$(($1 - 1))]}
  for _ in $(seq 300); do
    answers "http://127.0.0.1:$port/homeapi/health/ready" && return 0
    alive "$STATE/api-$n.pid" || break
    sleep 0.2
  done
  log "API node $n did not become ready; its log:"; tail -20 "$STATE/api-$n.log" >&2; exit 1
}

start_api_nodes() {
  local n
  # Both start at once on purpose: migrations and seeding take turns under an advisory lock.
  for n in 1 2; do : >"$STATE/api-$n.log"; start_api_node "$n"; done
  for n in 1 2; do wait_ready "$n"; done
}

# A rolling restart's step: SIGTERM to node $1 (it drains: see docs/rolling-deploys.md), wait for it to
# exit (SIGKILL after 30 s, past its own 25 s cap), start it again and wait until it is ready.
# RESTART_SIGNAL=KILL instead kills it at once (what the restart test uses to prove it notices losses).
restart_node() {
  local n=${1:?usage: restart-node 1|2} pid_file="$STATE/api-${1}.pid" pid
  [[ $n == 1 || $n == 2 ]] || { log "no API node $n"; exit 2; }
  alive "$pid_file" || { log "API node $n is not running"; exit 1; }
  pid=$(cat "$pid_file")
  log "API node $n: SIG${RESTART_SIGNAL:-TERM}"
  kill "-${RESTART_SIGNAL:-TERM}" "$pid"
  for _ in $(seq 300); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  kill -KILL "$pid" 2>/dev/null && log "API node $n did not exit within 30 s: killed"
  start_api_node "$n"
  wait_ready "$n"
  # nginx has no active checks: it skips a node fail_timeout after its last refused connection, then
  # tries it again. Restarting the other node before that would leave the gateway no node at all.
  sleep "$FAIL_TIMEOUT"
  log "API node $n: ready again"
}

# Renders a template as nginx's image does: only the named variables, nginx's own $variables untouched.
render() { envsubst "$(printf '${%s} ' "${@:3}")" <"$1" >"$2"; }

start_nginx() {
  mkdir -p "$STATE/conf.d" "$STATE/nginx-temp"
  rm -f "$STATE"/conf.d/*.conf
  local port=$((GATEWAY_PORT + 10)) remote_upstreams="" app dist name
  for app in host mf-*; do
    dist="$ROOT/$app/dist"
    [[ -d $dist ]] || { [[ $app == host ]] && { log "host/dist is missing: build the apps first"; exit 1; }; continue; }
    APP_PORT=$port APP_ROOT=$dist APP_FALLBACK=$([[ $app == host ]] && echo /index.html || echo =404) \
      render deploy/static-app/default.conf.template "$STATE/conf.d/app-$app.conf" APP_PORT APP_ROOT APP_FALLBACK
    if [[ $app == host ]]; then host_upstream="127.0.0.1:$port"; else
      name=${app#mf-}
      remote_upstreams+="$name 127.0.0.1:$port; "
    fi
    port=$((port + 1))
  done
  GATEWAY_PORT=$GATEWAY_PORT \
    API_SERVERS="server 127.0.0.1:${API_PORTS[0]} max_fails=1 fail_timeout=${FAIL_TIMEOUT}s; server 127.0.0.1:${API_PORTS[1]} max_fails=1 fail_timeout=${FAIL_TIMEOUT}s;" \
    HOST_UPSTREAM=$host_upstream REMOTE_UPSTREAMS=$remote_upstreams DNS_RESOLVER=127.0.0.1 \
    REMOTES_FILE=$(realpath "${REMOTES_FILE:-deploy/remotes.json}") ACCESS_LOG="$STATE/gateway-access.log" \
    render deploy/gateway/default.conf.template "$STATE/conf.d/gateway.conf" \
    GATEWAY_PORT API_SERVERS HOST_UPSTREAM REMOTE_UPSTREAMS DNS_RESOLVER REMOTES_FILE ACCESS_LOG
  cat >"$STATE/nginx.conf" <<CONF
$([[ $(id -u) == 0 ]] && echo "user www-data;")
worker_processes 2;
pid $STATE/nginx.pid;
error_log $STATE/nginx-error.log warn;
events { worker_connections 2048; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log $STATE/nginx-access.log;
  client_body_temp_path $STATE/nginx-temp/body;
  proxy_temp_path $STATE/nginx-temp/proxy;
  fastcgi_temp_path $STATE/nginx-temp/fastcgi;
  uwsgi_temp_path $STATE/nginx-temp/uwsgi;
  scgi_temp_path $STATE/nginx-temp/scgi;
  include $STATE/conf.d/*.conf;
}
CONF
  nginx -t -q -c "$STATE/nginx.conf" -p "$STATE" -e "$STATE/nginx-error.log"
  nginx -c "$STATE/nginx.conf" -p "$STATE" -e "$STATE/nginx-error.log"
}

start() {
  [[ -f api/dist/main.js ]] || { log "api/dist/main.js is missing: npm run build (or pnpm --filter ./api run build)"; exit 1; }
  stop
  mkdir -p "$STATE"
  install_missing
  start_postgres
  start_api_nodes
  start_nginx
  echo "DATABASE_URL=$DB_URL" >"$STATE/env"
  printf 'API_NODES=http://127.0.0.1:%s,http://127.0.0.1:%s\n' "${API_PORTS[@]}" >>"$STATE/env"
  printf 'METRICS_NODES=http://127.0.0.1:%s,http://127.0.0.1:%s\n' "${METRICS_PORTS[@]}" >>"$STATE/env"
  echo "GATEWAY_URL=http://127.0.0.1:$GATEWAY_PORT" >>"$STATE/env"
  log "gateway: http://127.0.0.1:$GATEWAY_PORT/home/  (API nodes on ${API_PORTS[*]}, logs in .topology/, the gateway's JSON access log in .topology/gateway-access.log)"
  echo "http://127.0.0.1:$GATEWAY_PORT/home/"
}

status() {
  local pid_file
  for pid_file in "$STATE"/*.pid; do
    [[ -e $pid_file ]] || continue
    if alive "$pid_file"; then echo "$(basename "$pid_file" .pid): running"; else echo "$(basename "$pid_file" .pid): dead"; fi
  done
}

case ${1:-} in
  start) start ;;
  stop) stop ;;
  status) status ;;
  restart-node) restart_node "${2:-}" ;;
  *) echo "usage: $0 start|stop|status|restart-node N" >&2; exit 2 ;;
esac
