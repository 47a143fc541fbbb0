#!/bin/sh
# The compose `backup` service (docs/backups.md): in the postgres image, so pg_dump is the server's
# own version. Every BACKUP_INTERVAL_HOURS it writes, into BACKUP_DIR,
#   shop-<UTC time>.dump            pg_dump -Fc of the shop's database (PG* variables name it)
#   shop-<UTC time>.uploads.tar.gz  the uploads folder, mounted read-only
# and keeps the BACKUP_KEEP newest pairs. `backup-loop.sh once` takes one pair and exits.
set -eu

interval_hours="${BACKUP_INTERVAL_HOURS:-24}"
keep="${BACKUP_KEEP:-14}"
backup_dir="${BACKUP_DIR:-/backups}"
uploads_dir="${UPLOADS_DIR:-/data/uploads}"

case "$interval_hours" in '' | *[!0-9]* | 0) echo "BACKUP_INTERVAL_HOURS must be a whole number of hours, 1 or more; got \"$interval_hours\"" >&2; exit 2 ;; esac
case "$keep" in '' | *[!0-9]* | 0) echo "BACKUP_KEEP must be a whole number, 1 or more; got \"$keep\"" >&2; exit 2 ;; esac

# Members' data: readable by the owner only.
umask 077

take_backup() {
  stamp=$(date -u +%Y%m%dT%H%M%SZ)
  partial="$backup_dir/.partial-$stamp"
  # Written under a temporary name and renamed: a dump that stopped half-way never looks whole.
  pg_dump --format=custom --no-owner --no-privileges --file="$partial.dump"
  if [ -d "$uploads_dir" ]; then
    tar -C "$uploads_dir" -czf "$partial.uploads.tar.gz" .
  else
    tar -czf "$partial.uploads.tar.gz" -T /dev/null
  fi
  mv "$partial.dump" "$backup_dir/shop-$stamp.dump"
  mv "$partial.uploads.tar.gz" "$backup_dir/shop-$stamp.uploads.tar.gz"
  echo "backup $stamp: $(du -h "$backup_dir/shop-$stamp.dump" | cut -f1) database, $(du -h "$backup_dir/shop-$stamp.uploads.tar.gz" | cut -f1) pictures"
}

prune() {
  # Names sort by time: everything after the newest $keep goes, with its pictures.
  ls -1 "$backup_dir" | grep -E '^shop-[0-9]{8}T[0-9]{6}Z\.dump$' | sort -r | tail -n "+$((keep + 1))" | while read -r old; do
    rm -f "$backup_dir/$old" "$backup_dir/${old%.dump}.uploads.tar.gz"
    echo "removed ${old%.dump} (more than $keep backups)"
  done
}

mkdir -p "$backup_dir"
if [ "${1:-}" = "once" ]; then
  take_backup
  prune
  exit 0
fi
# Left by a run that was stopped half-way (the container restarted).
rm -f "$backup_dir"/.partial-*
while true; do
  # A failed run (the database restarting) is logged and tried again at the next interval.
  if take_backup; then prune; else echo "backup failed; the next try is in $interval_hours h" >&2; fi
  sleep "$((interval_hours * 3600))"
done
