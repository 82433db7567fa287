#!/bin/bash
# Submits `nqueens count N` as a job array of M tasks and a merge job that runs after all of
# them succeed; prints the job ids. Extra arguments go to every sbatch call (e.g.
# --partition=long, --account=...).
#
#   examples/slurm/submit.sh 20 64            # total in nqueens-20/total.json when done
#   DIR=/scratch/q22 EVERY=300 examples/slurm/submit.sh 22 1000 --partition=long
#
# QUORUM=2 runs the array twice (runs a and b, files in $DIR/run-a/ and run-b/), and the merge
# wants every shard's two results to agree, from different workers (`merge --quorum 2`): a
# faulty machine or a lying worker holding the key is caught. Shards without a quorum are
# listed in $DIR/disputed.json; count them again as a third run, only those tasks:
#
#   KEY=q28.key QUORUM=2 examples/slurm/submit.sh 28 100000 --partition=long
#   RUN=c ARRAY=17,4242 KEY=q28.key QUORUM=2 examples/slurm/submit.sh 28 100000
#
# (ARRAY: the task numbers to submit, default 0-(M-1); --shards M keeps them shards of M.)
# The worker id is the node's host name: to keep a shard's two results off one machine, give
# the second run other nodes (--exclude, another partition, or another cluster with -M).
set -euo pipefail
if [ $# -lt 2 ]; then
    echo "usage: $0 N M [sbatch options...]" >&2
    exit 2
fi
n=$1
m=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
export N=$n
array_range=${ARRAY:-0-$((m - 1))}
if [ -z "${QUORUM:-}" ]; then
    array=$(sbatch --parsable --array="$array_range" --export=ALL "$@" "$here/count.sbatch")
    array=${array%%;*}
    merge=$(sbatch --parsable --dependency="afterok:$array" --export=ALL "$@" "$here/merge.sbatch")
    echo "count: job array $array ($m tasks); merge: job $merge"
    exit 0
fi
# A quorum run: the same array under each run's name, the shards' count M given, so a rerun
# of a few tasks counts shards of M.
runs=${RUN:-a b}
ids=()
for run in $runs; do
    id=$(RUN=$run SHARDS=$m sbatch --parsable --array="$array_range" --export=ALL "$@" \
        "$here/count.sbatch")
    ids+=("${id%%;*}")
    echo "count run $run: job array ${id%%;*}"
done
after=$(IFS=:; echo "${ids[*]}")
merge=$(sbatch --parsable --dependency="afterok:$after" --export=ALL "$@" "$here/merge.sbatch")
echo "merge (quorum $QUORUM): job $merge"
