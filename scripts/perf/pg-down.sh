#!/usr/bin/env bash
# Stops the cluster pg-up.sh started.
set -euo pipefail
dir=${BENCH_DATA_DIR:-/dev/shm/b2b-bench-pg}
if [ "$(id -u)" = 0 ]; then su postgres -c "pg_ctl -D $dir/pg -m fast stop"; else pg_ctl -D "$dir/pg" -m fast stop; fi
