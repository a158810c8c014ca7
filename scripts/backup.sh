#!/usr/bin/env bash
# The daily database backup (docs/ops/backup.md): a pg_dump of DATABASE_URL in custom format,
# verified by restoring it into a scratch database, then dumps older than 90 days deleted.
# Prints one line: what it kept and removed, or why it failed (then exits non-zero).
set -uo pipefail

# "backups up to 90 days" (the account-deletion page): BACKUP_RETENTION_DAYS in libs/domain/src/retention.ts.
KEEP_DAYS=90
DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/lesne}"
BACKUP_DIR="${BACKUP_DIR:-$(cd "$(dirname "$0")/.." && pwd)/backups}"

fail() {
  echo "backup failed: $*" >&2
  exit 1
}

for tool in pg_dump pg_restore psql; do
  command -v "$tool" >/dev/null || fail "$tool is missing (Debian: apt-get install -y postgresql-client)"
done
[[ "$DATABASE_URL" =~ ^(postgres(ql)?://[^/?]*/)([^/?]+)(\?.*)?$ ]] || fail "DATABASE_URL is not a postgres://host/database URL"
server="${BASH_REMATCH[1]}"
database="${BASH_REMATCH[3]}"
options="${BASH_REMATCH[4]}"
mkdir -p "$BACKUP_DIR" 2>/dev/null && [[ -w "$BACKUP_DIR" ]] || fail "cannot write to $BACKUP_DIR"

# Named by the moment the dump starts, in UTC: the name is the dump's date for retention.
stamp="$(date -u +%Y-%m-%dT%H%M%SZ)"
dump="$BACKUP_DIR/lesne-$stamp.dump"
# Written as .partial and renamed once verified: a *.dump file is always a good dump.
partial="$dump.partial"
scratch="lesne_backup_check_$(date -u +%Y%m%d%H%M%S)_$$"
scratch_url="$server$scratch$options"
errors="$(mktemp)"

cleanup() {
  rm -f "$partial" "$errors"
  psql -X -q "$DATABASE_URL" -c "DROP DATABASE IF EXISTS \"$scratch\" WITH (FORCE)" >/dev/null 2>&1
}
trap cleanup EXIT

last_error() {
  grep -v '^\s*$' "$errors" | tail -n 1
}

# Deletes the dumps dated more than KEEP_DAYS days before today (UTC), by the date in their name:
# a copy brought back from elsewhere (cp, rsync, object storage) gets a new mtime and would
# otherwise live 90 days more. The newest dump is never deleted, even when it is older: it is the
# only good one left while backups fail. Answers how many it deleted.
prune() {
  local today removed=0 file name day
  today=$(($(date -u +%s) / 86400))
  # the names sort by their date, so a glob's (sorted) last match is the newest dump
  local dumps=("$BACKUP_DIR"/lesne-*.dump)
  local newest="${dumps[${#dumps[@]} - 1]}"
  for file in "${dumps[@]}"; do
    [[ -f "$file" && "$file" != "$newest" ]] || continue
    name="$(basename "$file")"
    [[ "$name" =~ ^lesne-([0-9]{4}-[0-9]{2}-[0-9]{2})T[0-9]{6}Z\.dump$ ]] || continue
    day="$(date -u -d "${BASH_REMATCH[1]}" +%s 2>/dev/null)" || continue
    if ((today - day / 86400 > KEEP_DAYS)); then
      rm -f -- "$file" && removed=$((removed + 1))
    fi
  done
  echo "$removed"
}

# Takes the dump and restores it into the scratch database; prints the migrations it holds.
take_and_verify() {
  pg_dump --format=custom --no-owner --file="$partial" "$DATABASE_URL" 2>"$errors" || {
    echo "pg_dump of $database: $(last_error)"
    return 1
  }
  psql -X -q -v ON_ERROR_STOP=1 "$DATABASE_URL" -c "CREATE DATABASE \"$scratch\" TEMPLATE template0" >/dev/null 2>"$errors" || {
    echo "could not create the scratch database $scratch (the role needs CREATEDB): $(last_error)"
    return 1
  }
  pg_restore --exit-on-error --no-owner --dbname="$scratch_url" "$partial" 2>"$errors" || {
    echo "the dump does not restore: $(last_error)"
    return 1
  }
  local migrations
  migrations="$(psql -X -A -t -v ON_ERROR_STOP=1 "$scratch_url" -c 'SELECT count(*) FROM migrations' 2>"$errors")" || {
    echo "the restored database has no migrations table: $(last_error)"
    return 1
  }
  ((migrations > 0)) || {
    echo "the restored database has no migration recorded"
    return 1
  }
  mv "$partial" "$dump" || {
    echo "could not name the verified dump $dump"
    return 1
  }
  echo "$migrations"
}

if outcome="$(take_and_verify)"; then
  removed="$(prune)"
  echo "backup ok: $dump ($(du -h "$dump" | cut -f1), restored into a scratch database with $outcome migrations); removed $removed dump(s) older than $KEEP_DAYS days"
else
  removed="$(prune)"
  fail "$outcome (removed $removed dump(s) older than $KEEP_DAYS days, kept the newest)"
fi
