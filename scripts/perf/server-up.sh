#!/usr/bin/env bash
# Starts the built server (apps/server/dist/main.js, or $BUNDLE) on the cluster of pg-up.sh, at port ${PORT:-47001},
# as the benchmark runs it (LOG_LEVEL=error, answers unchecked); its pid in /tmp/b2b-perf-server.pid, its output in
# /tmp/b2b-perf-server.log. NODE_ARGS: Node options (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof). See README.md.
set -euo pipefail
cd "$(dirname "$0")/../.."
port=${PORT:-47001}
if curl -sf "http://127.0.0.1:$port/api/health" >/dev/null; then
  echo "port $port answers already: stop that server first (server-down.sh)" >&2
  exit 1
fi
SEARCH_INDEX=${SEARCH_INDEX:-memory} DATA_DIR=${BENCH_DATA_DIR:-/dev/shm/b2b-bench-pg} SEED_SCALE=large \
  LOG_LEVEL=error HOST=127.0.0.1 ANSWER_CHECKS=off PORT=$port \
  DATABASE_URL=postgres://postgres@127.0.0.1:${PG_PORT:-55432}/postgres \
  nohup node ${NODE_ARGS:-} --enable-source-maps "${BUNDLE:-apps/server/dist/main.js}" >/tmp/b2b-perf-server.log 2>&1 &
echo $! >/tmp/b2b-perf-server.pid
for _ in $(seq 1 200); do curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && break; sleep 0.3; done
pid=$(cat /tmp/b2b-perf-server.pid)
kill -0 "$pid" 2>/dev/null || { echo "the server stopped: /tmp/b2b-perf-server.log" >&2; exit 1; }
echo "server $pid on http://127.0.0.1:$port"
