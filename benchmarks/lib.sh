# Shared by the benchmark scripts (sourced, not run).
# BENCH_SMOKE=1 runs a script end to end in seconds, on a debug build and with tiny sizes: CI
# does (scripts/test), so a benchmark that no longer runs fails CI. Figures come from full runs.
smoke="${BENCH_SMOKE:-0}"

# The value for a smoke run, else the full one: `count="$(smoke_or 20 200)"`.
smoke_or() { if [ "$smoke" = 1 ]; then echo "$1"; else echo "$2"; fi; }

# Builds `almanac` (`benchmarks/build`) and prints its path.
bench_binary() { benchmarks/build almanac; }

# A free TCP port on loopback.
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }

# Polls a URL until it answers, giving up after 30 s so a broken set-up cannot hang the run.
wait_for() {
  local deadline=$(( $(date +%s) + 30 ))
  until curl -s -o /dev/null "$1"; do
    [ "$(date +%s)" -lt "$deadline" ] || { echo "no answer from $1" >&2; exit 1; }
  done
}
