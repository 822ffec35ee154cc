#!/bin/sh
# Does what the official image's entrypoint does for Groupmap: on an empty data directory, initdb
# with POSTGRES_USER and the password from POSTGRES_PASSWORD(_FILE), password logins from anywhere,
# and POSTGRES_DB; then runs the server in the foreground.
set -eu
user="${POSTGRES_USER:-postgres}"
if [ -n "${POSTGRES_PASSWORD_FILE:-}" ]; then POSTGRES_PASSWORD="$(cat "$POSTGRES_PASSWORD_FILE")"; fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile="$(mktemp)"
  printf '%s\n' "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD or POSTGRES_PASSWORD_FILE is required}" > "$pwfile"
  initdb --username="$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  echo "listen_addresses = '*'" >> "$PGDATA/postgresql.conf"
  db="${POSTGRES_DB:-$user}"
  if [ "$db" != "postgres" ]; then
    pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
    psql --username="$user" --dbname=postgres -v ON_ERROR_STOP=1 -c "CREATE DATABASE \"$db\"" >/dev/null
    pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  fi
fi
if [ "$1" = "postgres" ]; then shift; exec postgres "$@"; fi
exec "$@"
