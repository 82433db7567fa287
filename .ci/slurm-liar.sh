#!/bin/bash
# A lying worker for .ci/slurm-e2e.sh: counts as asked (REAL_NQUEENS), then, as task LIE_TASK,
# adds 8 to its shard's total and seals the file again with the key, as a worker holding it can.
set -uo pipefail
"$REAL_NQUEENS" "$@"
status=$?
[ "$status" -eq 0 ] && [ "${SLURM_ARRAY_TASK_ID:-}" = "$LIE_TASK" ] || exit "$status"
# The file it wrote: its --out, %a standing for the task.
file=
while [ $# -gt 0 ]; do
    [ "$1" = --out ] && file=${2//%a/$SLURM_ARRAY_TASK_ID}
    shift
done
[ -n "$file" ] || exit 1
line=$(cat "$file")
body=${line%,\"checksum\":*}\}
total=$(sed -n 's/.*"total":\([0-9]*\).*/\1/p' <<< "$body")
body=${body/\"total\":$total,/\"total\":$((total + 8)),}
hexkey=$(od -An -v -tx1 "$KEY" | tr -d ' \n')
mac=$(printf '%s' "$body" | openssl dgst -sha256 -mac HMAC -macopt "hexkey:$hexkey" | awk '{print $NF}')
printf '%s,"checksum":"hmac-sha256:%s"}\n' "${body%\}}" "$mac" > "$file.lie"
mv "$file.lie" "$file"
