#!/usr/bin/env bash
# Gives the server tests a real Redis on a Debian CI machine (run as root): installs Debian's
# `redis-server` when missing, starts one on loopback with no persistence (daemonized; the
# tests start and kill their own throwaway servers too, so the binary must be on PATH), and
# prints
#   TEST_REDIS_URL=redis://127.0.0.1:PORT
# as its last line of stdout (everything else goes to stderr). Safe to run twice: a server
# already answering on the port is reused.
#
#   eval "$(scripts/ci-redis.sh | tail -1 | sed 's/^/export /')"
set -euo pipefail

# Not 6379, where a system service started by the package would listen (with persistence).
PORT="${CI_REDIS_PORT:-6390}"

log() { echo "ci-redis: $*" >&2; }

if ! command -v redis-server >/dev/null 2>&1; then
  if [ "$(id -u)" -ne 0 ]; then
    log "redis-server is missing and installing it needs root"
    exit 1
  fi
  log "installing redis-server with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends redis-server >&2
fi

if redis-cli -h 127.0.0.1 -p "$PORT" ping 2>/dev/null | grep -q PONG; then
  log "reusing the server on 127.0.0.1:$PORT"
else
  log "starting redis-server on 127.0.0.1:$PORT"
  redis-server --port "$PORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
    --dir /tmp --pidfile "/tmp/ci-redis-$PORT.pid" --logfile "/tmp/ci-redis-$PORT.log" >&2
  for _ in $(seq 1 50); do
    redis-cli -h 127.0.0.1 -p "$PORT" ping 2>/dev/null | grep -q PONG && break
    sleep 0.1
  done
  if ! redis-cli -h 127.0.0.1 -p "$PORT" ping 2>/dev/null | grep -q PONG; then
    log "redis-server did not answer; its log:"
    tail -20 "/tmp/ci-redis-$PORT.log" >&2 || true
    exit 1
  fi
fi

log "ready on 127.0.0.1:$PORT ($(redis-server --version | awk '{ print $3 }'))"
echo "TEST_REDIS_URL=redis://127.0.0.1:$PORT"
