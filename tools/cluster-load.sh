#!/usr/bin/env bash
# Load across 1, 2 and 3 servers sharing one PostgreSQL: starts the servers on loopback ports 18301-18303,
# runs `heterodox loadtest --servers ...` with 500 and 1000 games of anonymous players thinking about a
# second a move, and stops them. The figures in docs/server.md ("Load") come from this script.
#   tools/cluster-load.sh "jdbc:postgresql://127.0.0.1:5432/heterodox?user=heterodox" [path/to/heterodox.jar]
set -euo pipefail
pg="${1:?a jdbc:postgresql: URL}"
jar="${2:-cli/target/heterodox.jar}"
scratch="$(mktemp -d)"
trap 'pkill -f "heterodox-cluster-load" || true; rm -rf "$scratch"' EXIT
for n in 1 2 3; do
  urls=""
  for i in $(seq 1 "$n"); do
    port=$((18300 + i))
    java -Dheterodox-cluster-load -jar "$jar" serve --db "$pg" --port "$port" --data "$scratch/$i" \
      --rate-limit 1000000 --max-accounts-per-hour 1000000 > "$scratch/server-$i.log" 2>&1 &
    urls="$urls,http://127.0.0.1:$port"
  done
  urls="${urls#,}"
  for i in $(seq 1 "$n"); do
    until curl -sf "http://127.0.0.1:$((18300 + i))/api/ready" > /dev/null; do sleep 0.5; done
  done
  for games in 500 1000; do
    echo "== $n servers, $games games"
    java -jar "$jar" loadtest --servers "$urls" --games "$games" --plies 20 --think 1000 --anonymous --timeout 300 | tail -2
  done
  pkill -f "heterodox-cluster-load" || true
  sleep 3
done
