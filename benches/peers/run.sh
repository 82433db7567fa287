#!/usr/bin/env bash
# Times `nqueens count` side by side with two peer counters, interleaved run by run, and prints
# each run and then the medians with their ratios. Not run by CI: the peers' sources are
# fetched by hand, and the runs take minutes from n = 17 on.
#
#   benches/peers/run.sh FAF_DIR MQ_DIR N:ROUNDS...
#
# FAF_DIR: a checkout of NQueensFAF (github.com/olepoeschl/NQueensFAF; its CPU solver, timed
# around `start()`: JIT warm-up in, JVM start out). MQ_DIR: a checkout of m-queens
# (github.com/sudden6/m-queens; its own timer around the count, OpenMP threads). Both are built
# in a temporary directory outside this repository. `nqueens count` is timed as a whole
# process (`/usr/bin/time`, 10 ms steps) and by its own clock (its JSON `seconds`, which like
# the peers' timers leaves out the process and the setup), with the release build of this
# checkout.
# Example: benches/peers/run.sh ~/src/NQueensFAF ~/src/m-queens 15:3 16:3 17:3
# THREADS="2" or PROGRAMS="nqueens faf" (environment) narrow the runs, for the n that take hours.
set -euo pipefail
[ $# -ge 3 ] || { sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
faf_src=$(realpath "$1") mq_src=$(realpath "$2"); shift 2
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cargo build --release --quiet --manifest-path "$root/Cargo.toml"
nqueens="$root/target/release/nqueens"
# NQueensFAF's CPU solver and its core, without the GPU solver (OpenCL); Kryo, which it uses
# only to save and load its state, is replaced by a stub.
mkdir -p "$work/faf"
javac -nowarn -d "$work/faf" \
    $(find "$here/kryo-stub" -name '*.java') \
    "$faf_src"/nqueensfaf-core/src/main/java/de/nqueensfaf/core/*.java \
    "$faf_src"/nqueensfaf-impl/src/main/java/de/nqueensfaf/impl/{CpuSolver,Constellation,ConstellationUtils,ConstellationsGenerator,SymSolver}.java \
    "$here/Bench.java" 2>/dev/null
gcc -O3 -fopenmp -o "$work/mq" "$mq_src/main.c"

one() { # program n threads -> seconds
    case $1 in
        # The whole process, then (on the same line) the count's own clock from its JSON.
        nqueens) { /usr/bin/time -f %e "$nqueens" count "$2" --threads "$3" --json \
            | sed -E 's/.*"seconds":([0-9.]+).*/\1/' >"$work/own"; } 2>&1 | tail -1
            cat "$work/own" ;;
        faf) java -cp "$work/faf" Bench "$2" "$3" | sed -E 's/.* ([0-9.]+) s$/\1/' ;;
        mq) OMP_NUM_THREADS=$3 "$work/mq" "$2" | sed -E 's/.*Time ([0-9.]+) sec.*/\1/' ;;
    esac
}

runs="$work/runs"
echo "n threads program round seconds load"
for spec in "$@"; do
    n=${spec%%:*} rounds=${spec##*:}
    for round in $(seq "$rounds"); do
        for threads in ${THREADS:-1 2}; do
            for program in ${PROGRAMS:-nqueens faf mq}; do
                read -r -d '' seconds own < <(one $program "$n" "$threads") || true
                echo "$n $threads $program $round $seconds $(cut -d' ' -f1 /proc/loadavg)" | tee -a "$runs"
                if [ -n "$own" ]; then
                    echo "$n $threads nqueens-own $round $own -" | tee -a "$runs"
                fi
            done
        done
    done
done

echo
echo "medians: n threads nqueens faf (faf/nqueens) mq (mq/nqueens); then by nqueens' own clock"
python3 - "$runs" <<'PY'
import statistics, sys
from collections import defaultdict
seconds = defaultdict(list)
for line in open(sys.argv[1]):
    # A run whose output did not parse (a peer that printed something else) is named and
    # left out, rather than ending the medians with a traceback.
    try:
        n, threads, program, _, s, _ = line.split()
        seconds[int(n), int(threads), program].append(float(s))
    except ValueError:
        print(f"left out, not a time: {line.strip()}", file=sys.stderr)
for n, threads in sorted({key[:2] for key in seconds}):
    ours, own, faf, mq = (statistics.median(seconds[n, threads, p]) if seconds[n, threads, p]
                          else None for p in ("nqueens", "nqueens-own", "faf", "mq"))
    ratio = lambda x, base: f"{x / base:.2f}x" if base > 0 else "under 10 ms"
    peer = lambda x, base: "-" if x is None else f"{x:.4f} ({ratio(x, base)})"
    own_ratio = lambda x: "-" if x is None else ratio(x, own)
    print(f"{n} {threads} {ours:.2f} {peer(faf, ours)} {peer(mq, ours)};"
          f" own clock {own:.6f}: {own_ratio(faf)}, {own_ratio(mq)}")
PY
