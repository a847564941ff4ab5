#!/usr/bin/env bash
# Starts the benchmark's kept PostgreSQL cluster ($BENCH_DATA_DIR/pg, made by `pnpm bench:api` with BENCH_DB=postgres)
# on port ${PG_PORT:-55432} with pg_stat_statements loaded and created. See README.md.
set -euo pipefail
dir=${BENCH_DATA_DIR:-/dev/shm/b2b-bench-pg}
port=${PG_PORT:-55432}
run() { if [ "$(id -u)" = 0 ]; then su postgres -c "$*"; else bash -c "$*"; fi; }
run "pg_ctl -D $dir/pg -l $dir/pg.log -w -o '-p $port -c listen_addresses=127.0.0.1 -k $dir -c fsync=off -c max_connections=50 -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all' start"
psql -h 127.0.0.1 -p "$port" -U postgres -qc 'create extension if not exists pg_stat_statements'
