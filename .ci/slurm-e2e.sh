#!/usr/bin/env bash
# End to end on a real scheduler: installs Debian's SLURM and munge, starts a one-node cluster
# as plain processes (no systemd), submits examples/slurm over a job array of 4 tasks counting
# n = 18 on one thread each, interrupts two tasks midway (one requeued as on preemption, one
# sent the USR1 that SLURM sends ahead of a time limit) so they resume from their checkpoints,
# lets the merge job run after the array, and checks the OEIS total. Stops only the daemons it
# started, by PID, and removes its files unless KEEP=1.
#
# "Midway" is made sure, not hoped for: the task's count is frozen (SIGSTOP) once its
# checkpoint shows progress, and only then interrupted, so however fast the counter gets or
# however slow the machine, the interruption lands before the task's end.
#
# Then the quorum run of issue 46: the array run twice with a key, one task of the second run
# lying with the valid key; `merge --quorum 2` must name that shard, and its rerun settle it.
#
# Needs root and Debian 12 (SLURM 22.05). `bash .ci/slurm-e2e.sh` from anywhere.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)

N=${N:-18}
TASKS=4
# Seconds to wait for the whole array and the merge before giving up, counted from the
# submission: the release build and the package installs before it take what the machine
# gives them (402 s of a 420 s budget on a busy one), and are no part of what is tested.
DEADLINE=${DEADLINE:-420}
started=$SECONDS

log() { echo "slurm-e2e [$((SECONDS - started))s]: $*"; }
die() {
    echo "slurm-e2e: FAILED: $*" >&2
    exit 1
}

[ "$(id -u)" -eq 0 ] || die "needs root (it installs packages and runs the daemons)"

if ! command -v slurmctld > /dev/null || ! command -v munged > /dev/null \
    || ! command -v sbatch > /dev/null || ! command -v slurmd > /dev/null; then
    log "installing munge and SLURM"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends munge slurmctld slurmd slurm-client > /dev/null
fi

log "building the release binary"
cargo build --release --locked --bin nqueens
bin=$repo/target/release/nqueens
expected=$(awk -F'\t' -v n="$N" '$1 == n { print $2 }' assets/known-counts.tsv)
[ -n "$expected" ] || die "no known count for n = $N"

work=$(mktemp -d /tmp/nqueens-slurm.XXXXXX)
chmod 0755 "$work"
pids=()
jobs_submitted=()

cleanup() {
    status=$?
    set +e
    if [ ${#jobs_submitted[@]} -gt 0 ] && [ -n "${SLURM_CONF:-}" ]; then
        scancel "${jobs_submitted[@]}" 2> /dev/null
    fi
    # Our daemons only, newest first, by the PIDs we started.
    for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
        kill "${pids[i]}" 2> /dev/null
    done
    for pid in "${pids[@]}"; do
        for _ in $(seq 50); do
            kill -0 "$pid" 2> /dev/null || break
            sleep 0.1
        done
        kill -KILL "$pid" 2> /dev/null
        wait "$pid" 2> /dev/null
    done
    if [ "$status" -ne 0 ]; then
        for f in "$work"/*.log "$work"/out/*.log; do
            [ -f "$f" ] && { echo "----- $f"; tail -n 40 "$f"; }
        done
    fi
    if [ "${KEEP:-0}" = 1 ]; then
        echo "slurm-e2e: files kept in $work"
    else
        rm -rf "$work"
    fi
    exit "$status"
}
trap cleanup EXIT

# munge: the key as the package made it (0400 in a 0700 /etc/munge, owned by munge), and a
# socket of our own, so a munged already running on the machine is left alone.
install -d -m 0700 -o munge -g munge /etc/munge
if [ ! -s /etc/munge/munge.key ]; then
    mungekey --create --keyfile=/etc/munge/munge.key
fi
chown munge:munge /etc/munge/munge.key
chmod 0400 /etc/munge/munge.key
install -d -m 0755 -o munge -g munge "$work/munge"
socket=$work/munge/munge.socket
setpriv --reuid=munge --regid=munge --init-groups \
    munged --foreground --socket="$socket" --pid-file="$work/munge/munged.pid" \
    --seed-file="$work/munge/munged.seed" --log-file="$work/munge/munged.log" \
    > "$work/munged.log" 2>&1 &
pids+=($!)
for _ in $(seq 100); do
    [ -S "$socket" ] && break
    sleep 0.1
done
[ -S "$socket" ] || die "munged did not start"
log "munged is up (pid ${pids[-1]})"

host=$(hostname -s)
cpus=$(nproc)
mkdir -p "$work/state" "$work/spool" "$work/out"
export SLURM_CONF=$work/slurm.conf
cat > "$SLURM_CONF" << EOF
ClusterName=nqueens-e2e
SlurmctldHost=$host(127.0.0.1)
SlurmUser=root
SlurmctldPort=16817
SlurmdPort=16818
AuthType=auth/munge
# A requeued job waits cred_expire seconds (default 120) before it may start again.
AuthInfo=socket=$socket,cred_expire=10
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
JobRequeue=1
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=e2e Nodes=ALL Default=YES MaxTime=INFINITE State=UP
EOF

slurmctld -D -i -f "$SLURM_CONF" > "$work/slurmctld.out" 2>&1 &
pids+=($!)
slurmd -D -f "$SLURM_CONF" > "$work/slurmd.out" 2>&1 &
pids+=($!)
for _ in $(seq 300); do
    state=$(sinfo -h -N -o '%t' 2> /dev/null | head -n 1)
    [ "$state" = idle ] && break
    sleep 0.1
done
[ "$state" = idle ] || die "the node is not idle (state '$state')"
log "slurmctld and slurmd are up, node idle ($cpus CPUs)"

# The example as a user submits it, every file under $work/out.
export N NQUEENS=$bin DIR=$work/out EVERY=1
cd "$work/out"
submitted=$SECONDS
array=$(sbatch --parsable --array="0-$((TASKS - 1))" --export=ALL \
    --output="$work/out/count-%a.log" "$repo/examples/slurm/count.sbatch")
jobs_submitted+=("$array")
merge=$(sbatch --parsable --dependency="afterok:$array" --export=ALL \
    --output="$work/out/merge.log" "$repo/examples/slurm/merge.sbatch")
jobs_submitted+=("$merge")
log "submitted array $array (n = $N over $TASKS tasks) and merge $merge"

# The PID of the count run by array task $1 (the job step's nqueens, told apart by its
# environment), or nothing.
count_pid() {
    local pid
    for pid in $(pgrep -x nqueens); do
        if tr '\0' '\n' < "/proc/$pid/environ" 2> /dev/null | grep -qx "SLURM_ARRAY_TASK_ID=$1"; then
            echo "$pid"
            return
        fi
    done
}

# Interrupts task $1 with "$2..." midway: once its checkpoint shows progress, its count is
# frozen, checked to be unfinished, interrupted, and let go (SLURM's own kill sends SIGCONT
# too; the extra one is for the USR1, which SLURM sends alone).
interrupt() {
    local task=$1
    shift
    local ck=$work/out/checkpoint-$task.json pid
    for _ in $(seq 2400); do
        pid=$(count_pid "$task")
        if [ -n "$pid" ] && grep -q '"done":\[\[' "$ck" 2> /dev/null; then
            kill -STOP "$pid" || die "task $task's count ($pid) ended before it could be frozen"
            [ -e "$work/out/shard-$task.json" ] && die "task $task finished before its interruption"
            "$@"
            kill -CONT "$pid" 2> /dev/null || true
            log "task $task interrupted midway: $*"
            return
        fi
        sleep 0.05
    done
    die "task $task never saved progress"
}
# As on preemption: SLURM kills the job (SIGTERM to its processes) and requeues it.
interrupt 1 scontrol requeue "${array}_1"
# As ahead of a time limit: USR1 to the job step; the script requeues the task itself.
interrupt 2 scancel --signal=USR1 "${array}_2"

while :; do
    state=$(scontrol show job "$merge" 2> /dev/null | sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p')
    case $state in
        COMPLETED) break ;;
        FAILED | CANCELLED | TIMEOUT | NODE_FAIL | OUT_OF_MEMORY)
            die "the merge job ended $state" ;;
    esac
    # A task that failed leaves the merge pending for ever (afterok): say so at once.
    if grep -l "failed with status" "$work"/out/count-*.log > /dev/null 2>&1; then
        die "a task failed: $(grep -h "failed with status" "$work"/out/count-*.log | head -n 1)"
    fi
    [ $((SECONDS - submitted)) -lt "$DEADLINE" ] || die "not done after ${DEADLINE}s (merge: $state)"
    sleep 0.5
done
log "merge job completed"

total=$(sed -n 's/.*"total":\([0-9]*\).*/\1/p' "$work/out/total.json")
[ "$total" = "$expected" ] || die "total $total, expected $expected (OEIS A000170, n = $N)"
for task in 1 2; do
    grep -q "resuming" "$work/out/count-$task.log" \
        || die "task $task did not resume from its checkpoint"
done
grep -q "stopped by SIGTERM" "$work/out/count-1.log" || die "task 1 was not stopped by SIGTERM"
grep -q "stopped by SIGUSR1" "$work/out/count-2.log" || die "task 2 was not stopped by SIGUSR1"
log "n = $N: total $total matches OEIS; tasks 1 and 2 were interrupted and resumed"

# The quorum run (issue 46): the array of QN over TASKS tasks run twice with a key, as
# workers e2e-a and e2e-b; in run b, task $LIE_TASK lies (a wrong total sealed with the valid
# key, .ci/slurm-liar.sh). `merge --quorum 2` must fail naming that shard only, and a rerun of
# that task alone (run c) must settle it.
QN=${QN:-16}
LIE_TASK=2
qexpected=$(awk -F'\t' -v n="$QN" '$1 == n { print $2 }' "$repo/assets/known-counts.tsv")
command -v openssl > /dev/null || apt-get install -y -qq --no-install-recommends openssl > /dev/null
qdir=$work/quorum
mkdir -p "$qdir"
head -c 32 /dev/urandom > "$qdir/key"
# The final state of job $1 once it has left the queue.
final_state() {
    local state
    while :; do
        state=$(scontrol show job "$1" 2> /dev/null | sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p' | head -n 1)
        case $state in
            COMPLETED | FAILED | CANCELLED | TIMEOUT | NODE_FAIL | OUT_OF_MEMORY)
                echo "$state"
                return ;;
        esac
        [ $((SECONDS - submitted)) -lt "$DEADLINE" ] || die "quorum: not done after ${DEADLINE}s"
        sleep 0.5
    done
}
qsubmit() { # RUN, program, array, then sbatch options
    local run=$1 program=$2 range=$3
    shift 3
    RUN=$run NQUEENS=$program N=$QN DIR=$qdir KEY=$qdir/key WORKER=e2e-%r EVERY=1 \
        REAL_NQUEENS=$bin LIE_TASK=$LIE_TASK \
        sbatch --parsable --array="$range" --export=ALL --output="$qdir/count-$run-%a.log" "$@" \
        "$repo/examples/slurm/count.sbatch"
}
qa=$(qsubmit a "$bin" "0-$((TASKS - 1))")
qb=$(qsubmit b "$repo/.ci/slurm-liar.sh" "0-$((TASKS - 1))")
jobs_submitted+=("$qa" "$qb")
qmerge=$(N=$QN DIR=$qdir KEY=$qdir/key QUORUM=2 NQUEENS=$bin sbatch --parsable \
    --dependency="afterok:$qa:$qb" --export=ALL --output="$qdir/merge-1.log" \
    "$repo/examples/slurm/merge.sbatch")
jobs_submitted+=("$qmerge")
log "quorum: runs a ($qa) and b ($qb, task $LIE_TASK lies) of n = $QN, merge $qmerge"
[ "$(final_state "$qmerge")" = FAILED ] || die "the quorum merge took the lying task's shard"
grep -q "\"shard\":\"$LIE_TASK/$TASKS\"" "$qdir/merge-1.log" \
    || die "the quorum merge did not name shard $LIE_TASK/$TASKS: $(cat "$qdir/merge-1.log")"
disputed=$(grep -c . "$qdir/disputed.json")
[ "$disputed" = 1 ] || die "$disputed shards disputed, 1 expected: $(cat "$qdir/disputed.json")"
grep -q "\"index\":$LIE_TASK," "$qdir/disputed.json" || die "disputed.json: $(cat "$qdir/disputed.json")"
log "quorum: merge refused, naming shard $LIE_TASK/$TASKS alone"
qc=$(SHARDS=$TASKS qsubmit c "$bin" "$LIE_TASK")
jobs_submitted+=("$qc")
qmerge=$(N=$QN DIR=$qdir KEY=$qdir/key QUORUM=2 NQUEENS=$bin sbatch --parsable \
    --dependency="afterok:$qc" --export=ALL --output="$qdir/merge-2.log" \
    "$repo/examples/slurm/merge.sbatch")
jobs_submitted+=("$qmerge")
[ "$(final_state "$qmerge")" = COMPLETED ] || die "the merge after the rerun failed: $(cat "$qdir/merge-2.log")"
qtotal=$(sed -n 's/.*"total":\([0-9]*\).*/\1/p' "$qdir/total.json")
[ "$qtotal" = "$qexpected" ] || die "quorum total $qtotal, expected $qexpected (n = $QN)"
grep -q "run-b/shard-$LIE_TASK.json (worker e2e-b) is outvoted" "$qdir/merge-2.log" \
    || die "the merge did not name the outvoted file"
log "quorum: the rerun of task $LIE_TASK settled it; n = $QN total $qtotal matches OEIS"
log "passed in $((SECONDS - started)) s"
