#!/bin/bash
# Submits `nqueens count N` as a job array of M tasks and a merge job that runs after all of
# them succeed; prints the two job ids. Extra arguments go to both sbatch calls (e.g.
# --partition=long, --account=...).
#
#   examples/slurm/submit.sh 20 64            # total in nqueens-20/total.json when done
#   DIR=/scratch/q22 EVERY=300 examples/slurm/submit.sh 22 1000 --partition=long
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
array=$(sbatch --parsable --array="0-$((m - 1))" --export=ALL "$@" "$here/count.sbatch")
array=${array%%;*}
merge=$(sbatch --parsable --dependency="afterok:$array" --export=ALL "$@" "$here/merge.sbatch")
echo "count: job array $array ($m tasks); merge: job $merge"
