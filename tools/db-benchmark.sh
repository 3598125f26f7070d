#!/usr/bin/env bash
# The game database beside SCID and pgn-extract on the same generated PGN file, measured side by side in one
# run (docs/database.md, "Figures"). Installs Debian's scid (sc_import) and pgn-extract through
# .ci/install-debian-packages when missing (as root), builds the CLI when needed, generates the file with
# tools/GenerateGames.java (the same arguments always make the same file), then runs, one after the other:
#   sc_import      parses every move and stores the games in a new Scid database
#   pgn-extract    parses and checks every move, writes nothing (-s -r)
#   heterodox      db import --quiet into a new H2 database: parses, replays, stores, indexes every position
# and prints each one's time, CPU time, games/s, positions/s, the database sizes and the ratios.
#
#   tools/db-benchmark.sh [--games N] [--variant SPEC] [--seed S] [--dir DIR]
#
# With a variant other than chess only heterodox runs (SCID and pgn-extract read orthodox chess alone): the
# per-position rate of a seed game's file, to compare with chess's.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
games=50000
variant=chess
seed=2026
dir="${TMPDIR:-/tmp}/heterodox-db-benchmark"
while [ $# -gt 0 ]; do
  case "$1" in
    --games) games="$2"; shift 2 ;;
    --variant) variant="$2"; shift 2 ;;
    --seed) seed="$2"; shift 2 ;;
    --dir) dir="$2"; shift 2 ;;
    *) echo "usage: $0 [--games N] [--variant SPEC] [--seed S] [--dir DIR]" >&2; exit 2 ;;
  esac
done
mkdir -p "$dir"
jar="$root/cli/target/heterodox.jar"
[ -f "$jar" ] || "$root/heterodox" --version >/dev/null
if [ "$variant" = chess ]; then
  bash "$root/.ci/install-debian-packages" scid pgn-extract
  export PATH="$PATH:/usr/games"
  for tool in sc_import tkscid pgn-extract; do
    command -v "$tool" >/dev/null || { echo "db-benchmark: $tool is missing (Debian packages scid, pgn-extract)" >&2; exit 1; }
  done
fi

pgn="$dir/${variant//:/-}-$games-$seed.pgn"
if [ ! -f "$pgn" ]; then
  java -cp "$jar" "$root/tools/GenerateGames.java" --variant "$variant" --games "$games" --seed "$seed" --out "$pgn"
fi
bytes=$(stat -c %s "$pgn")
echo "file: $pgn ($games $variant games, $((bytes / 1000000)) MB)"

# Runs a command, prints "wall cpu" in seconds (CPU: user + system of the command and its children).
timed() {
  /usr/bin/time -f "%e %U %S %M" -o "$dir/time" "$@" >"$dir/out" 2>"$dir/err" || { cat "$dir/out" "$dir/err" >&2; exit 1; }
  read -r wall user sys rss <"$dir/time"
  cpu=$(echo "$user + $sys" | bc)
  echo "$wall $cpu $rss"
}

results=()
if [ "$variant" = chess ]; then
  rm -rf "$dir/scid" && mkdir -p "$dir/scid"
  printf 'sc_base close [sc_base create [lindex $argv 0]]\n' >"$dir/create.tcl"
  tkscid "$dir/create.tcl" "$dir/scid/db" >/dev/null
  read -r scid_wall scid_cpu scid_rss < <(timed sc_import "$dir/scid/db" "$pgn")
  scid_size=$(du -cb "$dir"/scid/db.* | tail -1 | cut -f1)
  read -r extract_wall extract_cpu extract_rss < <(timed pgn-extract -s -r "$pgn")
fi
rm -rf "$dir/h2" && mkdir -p "$dir/h2"
read -r hx_wall hx_cpu hx_rss < <(timed java ${HETERODOX_JAVA_OPTS:-} -jar "$jar" db import --quiet --data "$dir/h2" "$pgn")
positions=$(grep -o '([0-9]* positions)' "$dir/out" | tr -dc 0-9)
hx_size=$(stat -c %s "$dir/h2/heterodox.mv.db")
cat "$dir/out"

rate() { echo "scale=0; $1 / $2" | bc; }
printf '\n%-22s %9s %9s %12s %14s %10s %9s\n' program "wall s" "CPU s" "games/s" "positions/s" "size MB" "RSS MB"
if [ "$variant" = chess ]; then
  printf '%-22s %9s %9s %12s %14s %10s %9s\n' "sc_import" "$scid_wall" "$scid_cpu" "$(rate "$games" "$scid_wall")" \
    "$(rate "$positions" "$scid_wall")" "$(echo "scale=1; $scid_size / 1000000" | bc)" "$((scid_rss / 1000))"
  printf '%-22s %9s %9s %12s %14s %10s %9s\n' "pgn-extract -s -r" "$extract_wall" "$extract_cpu" \
    "$(rate "$games" "$extract_wall")" "$(rate "$positions" "$extract_wall")" "-" "$((extract_rss / 1000))"
fi
printf '%-22s %9s %9s %12s %14s %10s %9s\n' "heterodox db import" "$hx_wall" "$hx_cpu" "$(rate "$games" "$hx_wall")" \
  "$(rate "$positions" "$hx_wall")" "$(echo "scale=1; $hx_size / 1000000" | bc)" "$((hx_rss / 1000))"
if [ "$variant" = chess ]; then
  echo
  echo "heterodox / sc_import:   time $(echo "scale=2; $hx_wall / $scid_wall" | bc)x, size $(echo "scale=1; $hx_size / $scid_size" | bc)x"
  echo "heterodox / pgn-extract: time $(echo "scale=2; $hx_wall / $extract_wall" | bc)x"
fi
