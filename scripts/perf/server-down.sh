#!/usr/bin/env bash
# Stops the server of server-up.sh with SIGINT (a --cpu-prof profile is written on the way out).
kill -INT "$(cat /tmp/b2b-perf-server.pid)" 2>/dev/null && sleep 3
