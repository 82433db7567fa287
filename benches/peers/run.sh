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
# Beside the times: nodes per second per core (`count`'s nodes over each program's own clock,
# so the peers' figure is the same work at their speed), and instructions per node at n =
# INSTR_N (default 14; empty: not measured), one thread, by `perf stat -e instructions` where
# the CPU's counters can be read, else by valgrind (cachegrind): each program's count at INSTR_N
# less its count at n = 4 (the process's start), over `count`'s nodes at INSTR_N.
set -euo pipefail
[ $# -ge 3 ] || { sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
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

one() { # program n threads -> seconds, then for nqueens its own clock's seconds and its nodes
    case $1 in
        # The whole process, then (on the same line) the count's own clock and nodes from its JSON.
        nqueens) { /usr/bin/time -f %e "$nqueens" count "$2" --threads "$3" --json >"$work/json"; } 2>&1 | tail -1
            sed -n -E 's/.*"seconds":([0-9.]+).*"nodes":([0-9]+).*/\1 \2/p' "$work/json" ;;
        faf) java -cp "$work/faf" Bench "$2" "$3" | sed -n -E 's/^n=.* ([0-9.]+) s$/\1/p' ;;
        mq) OMP_NUM_THREADS=$3 "$work/mq" "$2" | sed -n -E 's/^PASS .*Time ([0-9.]+) sec.*/\1/p' ;;
    esac
}

number='^[0-9]+([.][0-9]+)?$'
runs="$work/runs"
echo "n threads program round seconds load"
for spec in "$@"; do
    n=${spec%%:*} rounds=${spec##*:}
    for round in $(seq "$rounds"); do
        for threads in ${THREADS:-1 2}; do
            for program in ${PROGRAMS:-nqueens faf mq}; do
                out=$(one $program "$n" "$threads" || true)
                read -r seconds own nodes <<<"$(echo $out)" || true
                # A run whose output does not read as a time (a peer that failed, or printed
                # something else) is shown and left out of the medians, never read as one.
                if ! [[ $seconds =~ $number ]] || { [ $program = nqueens ] && ! [[ $own =~ $number && $nodes =~ ^[0-9]+$ ]]; }; then
                    echo "$n $threads $program $round left out, not a time: ${out:-no output}" >&2
                    continue
                fi
                echo "$n $threads $program $round $seconds $(cut -d' ' -f1 /proc/loadavg)" | tee -a "$runs"
                if [ $program = nqueens ]; then
                    echo "$n $threads nqueens-own $round $own -" | tee -a "$runs"
                    echo "$n $threads nqueens-nodes $round $nodes -" >>"$runs"
                fi
            done
        done
    done
done

instructions() { # command... -> instructions it ran, whole process
    if [ "$counters" = perf ]; then
        perf stat -x, -e instructions -- "$@" 2>&1 >/dev/null | awk -F, '/instructions/ {print $1}'
    else
        valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$@" 2>&1 >/dev/null \
            | sed -n -E 's/.*I +refs: +([0-9,]+).*/\1/p' | tr -d ,
    fi
}

command_of() { # program n -> its command line on one thread (no spaces in the paths)
    case $1 in
        nqueens) echo "$nqueens count $2 --threads 1" ;;
        mq) echo "$work/mq $2" ;;
        faf) echo "java -cp $work/faf Bench $2 1" ;;
    esac
}

per_node=""
if [ -n "${INSTR_N-14}" ]; then
    at=${INSTR_N-14}
    if perf stat -x, -e instructions -- true 2>&1 | grep -q '^[0-9]'; then
        counters=perf
    else
        counters=valgrind
    fi
    nodes=$("$nqueens" count "$at" --threads 1 --json | sed -E 's/.*"nodes":([0-9]+).*/\1/')
    per_node="instructions per node at n = $at (count's $nodes nodes, one thread, by $counters):"
    for program in ${PROGRAMS:-nqueens faf mq}; do
        if [ $program = faf ] && [ $counters = valgrind ]; then
            # Under valgrind the JVM runs its JIT's output through an emulator that knows
            # nothing of it, and its start and compiling swamp the count: no figure to trust.
            per_node="$per_node faf - (a JVM under valgrind);"
            continue
        fi
        big=$(OMP_NUM_THREADS=1 instructions $(command_of $program "$at"))
        small=$(OMP_NUM_THREADS=1 instructions $(command_of $program 4))
        if [[ $big =~ ^[0-9]+$ && $small =~ ^[0-9]+$ && $nodes =~ ^[0-9]+$ ]]; then
            per_node="$per_node $program $(python3 -c "print(f'{($big - $small) / $nodes:.1f}')");"
        else
            per_node="$per_node $program - (not counted);"
        fi
    done
fi

echo
echo "medians: n threads nqueens faf (faf/nqueens) mq (mq/nqueens); then by nqueens' own clock;"
echo "then nodes per second per core, count's nodes over each program's own clock (M/s)"
python3 - "$runs" <<'PY'
import statistics, sys
from collections import defaultdict
seconds = defaultdict(list)
for line in open(sys.argv[1]):
    n, threads, program, _, s, _ = line.split()
    seconds[int(n), int(threads), program].append(float(s))
for n, threads in sorted({key[:2] for key in seconds}):
    ours, own, faf, mq, nodes = (
        statistics.median(seconds[n, threads, p]) if seconds[n, threads, p] else None
        for p in ("nqueens", "nqueens-own", "faf", "mq", "nqueens-nodes"))
    # Any program may be missing (PROGRAMS, or runs left out): a dash, never a traceback.
    show = lambda x, digits: "-" if x is None else f"{x:.{digits}f}"
    ratio = lambda x, base: ("-" if x is None or base is None else
                             f"{x / base:.2f}x" if base > 0 else "under 10 ms")
    peer = lambda x, base: "-" if x is None else f"{x:.4f} ({ratio(x, base)})"
    speed = lambda t: ("-" if t is None or nodes is None or t <= 0 else
                       f"{nodes / t / threads / 1e6:.0f}")
    print(f"{n} {threads} {show(ours, 2)} {peer(faf, ours)} {peer(mq, ours)};"
          f" own clock {show(own, 6)}: {ratio(faf, own)}, {ratio(mq, own)};"
          f" nodes/s/core {speed(own)} · {speed(faf)} · {speed(mq)}")
PY
[ -z "$per_node" ] || echo "$per_node"
