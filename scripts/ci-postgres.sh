#!/usr/bin/env bash
# Gives the server tests a real PostgreSQL server on a Debian CI machine (run as root):
# installs Debian's `postgresql` when missing, starts a cluster, creates a login role that may
# create databases (each test file makes and drops its own) and a database, and prints
#   TEST_DATABASE_URL=postgres://...
# as its last line of stdout (everything else goes to stderr). Safe to run twice.
#
#   eval "$(scripts/ci-postgres.sh | tail -1 | sed 's/^/export /')"
set -euo pipefail

ROLE="${CI_PG_ROLE:-portfolio}"
PASSWORD="${CI_PG_PASSWORD:-portfolio-ci}"
DATABASE="${CI_PG_DATABASE:-portfolio_test}"
PORT="${CI_PG_PORT:-5432}"

log() { echo "ci-postgres: $*" >&2; }

if [ "$(id -u)" -ne 0 ]; then
  log "must run as root (installs packages and starts the server as the postgres user)"
  exit 1
fi

if ! compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null; then
  log "installing postgresql with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends postgresql >&2
fi

VERSION="$(ls /usr/lib/postgresql | sort -V | tail -1)"
if ! pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main"' | grep -q .; then
  log "creating cluster $VERSION/main on port $PORT"
  pg_createcluster "$VERSION" main --port "$PORT" >&2
fi
CLUSTER_PORT="$(pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main" { print $3 }')"
if ! pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main" { print $4 }' | grep -q online; then
  log "starting cluster $VERSION/main"
  # pg_ctlcluster works without systemd (containers).
  pg_ctlcluster "$VERSION" main start >&2
fi

for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p "$CLUSTER_PORT" && break
  sleep 1
done
pg_isready -h 127.0.0.1 -p "$CLUSTER_PORT" >&2

psql_admin() { (cd / && su postgres -c "psql -v ON_ERROR_STOP=1 -q -p $CLUSTER_PORT $*") >&2; }

psql_admin "-d postgres" <<SQL
DO \$\$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$ROLE') THEN
    CREATE ROLE "$ROLE" LOGIN CREATEDB PASSWORD '$PASSWORD';
  ELSE
    ALTER ROLE "$ROLE" LOGIN CREATEDB PASSWORD '$PASSWORD';
  END IF;
END
\$\$;
SQL
if ! (cd / && su postgres -c "psql -p $CLUSTER_PORT -tAc \"SELECT 1 FROM pg_database WHERE datname = '$DATABASE'\"") | grep -q 1; then
  psql_admin "-d postgres -c 'CREATE DATABASE \"$DATABASE\" OWNER \"$ROLE\"'"
fi

log "ready on 127.0.0.1:$CLUSTER_PORT (PostgreSQL $VERSION)"
echo "TEST_DATABASE_URL=postgres://$ROLE:$PASSWORD@127.0.0.1:$CLUSTER_PORT/$DATABASE"
