#!/usr/bin/env bash
# Resource checks of the animation, run by hand (not by CI: the soak takes minutes).
#   .ci/resources.sh idle          CPU over 10 s while paused, and while done
#   .ci/resources.sh soak [SECS]   top speed from n = 10, `]` at each `done`; VmRSS over time
#   .ci/resources.sh cycle [SECS]  top speed over n = 10..13 again and again (`]` at each `done`,
#                                  `[[[` after 13): VmRSS each time n = 10 is done, for leaks
#                                  (the upward soak's memory grows with n by design: the
#                                  solutions catalog keeps a checkpoint per 256 solutions)
# Drives the binary in tmux, as a person at a terminal would. BIN overrides the binary
# (default target/release/nqueens: build it first).
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-target/release/nqueens}
SESSION=nqueens-resources-$$
TICKS=$(getconf CLK_TCK)

start() { # args of nqueens; prints the pid
    tmux new-session -d -s "$SESSION" -x 120 -y 40 "$BIN $*"
    tmux display -p -t "$SESSION" '#{pane_pid}'
}
stop() { tmux kill-session -t "$SESSION" 2>/dev/null || true; }
trap stop EXIT
screen() { tmux capture-pane -p -t "$SESSION"; }
wait_for() { # text, on the screen within 30 s
    for _ in $(seq 300); do screen | grep -q -- "$1" && return 0; sleep 0.1; done
    echo "never saw: $1" >&2; screen >&2; exit 1
}
cpu_ticks() { # utime + stime of pid $1 (fields 14 and 15; the name in field 2 has no spaces)
    awk '{ print $14 + $15 }' "/proc/$1/stat"
}
rss_kb() { awk '/^VmRSS/ { print $2 }' "/proc/$1/status"; }

idle_cpu() { # label, pid: CPU share over 10 s
    local before after
    before=$(cpu_ticks "$2"); sleep 10; after=$(cpu_ticks "$2")
    awk -v l="$1" -v t=$((after - before)) -v hz="$TICKS" \
        'BEGIN { printf "%s: %d ticks in 10 s = %.2f%% of a core\n", l, t, 100 * t / hz / 10 }'
}

case ${1:-idle} in
idle)
    pid=$(start -n 8 --paused)
    wait_for "status      paused"
    idle_cpu "paused (n = 8)" "$pid"
    stop
    pid=$(start -n 8 --speed max)
    wait_for "status      done"
    idle_cpu "done (n = 8, top speed)" "$pid"
    ;;
soak)
    secs=${2:-600}
    pid=$(start -n 10 --speed max)
    wait_for "Board n = 10"
    echo "start: n = 10, VmRSS $(rss_kb "$pid") kB"
    end=$((SECONDS + secs)); next_report=$((SECONDS + 60))
    while ((SECONDS < end)); do
        if screen | grep -q "status      done"; then
            n=$(screen | sed -n 's/.*Board n = \([0-9]*\).*/\1/p' | head -1)
            echo "$((SECONDS))s: n = $n done, VmRSS $(rss_kb "$pid") kB; ]"
            tmux send-keys -t "$SESSION" ']'
            sleep 0.5
        fi
        if ((SECONDS >= next_report)); then
            echo "$((SECONDS))s: VmRSS $(rss_kb "$pid") kB"
            next_report=$((SECONDS + 60))
        fi
        sleep 0.2
    done
    n=$(screen | sed -n 's/.*Board n = \([0-9]*\).*/\1/p' | head -1)
    echo "end after ${secs} s: n = $n, VmRSS $(rss_kb "$pid") kB, CPU $(($(cpu_ticks "$pid") / TICKS)) s"
    ;;
cycle)
    secs=${2:-600}
    pid=$(start -n 10 --speed max)
    wait_for "Board n = 10"
    echo "start: VmRSS $(rss_kb "$pid") kB"
    end=$((SECONDS + secs)); rounds=0
    while ((SECONDS < end)); do
        if screen | grep -q "status      done"; then
            n=$(screen | sed -n 's/.*Board n = \([0-9]*\).*/\1/p' | head -1)
            if ((n == 10)); then
                rounds=$((rounds + 1))
                echo "$((SECONDS))s: round $rounds, n = 10 done, VmRSS $(rss_kb "$pid") kB"
            fi
            if ((n >= 13)); then tmux send-keys -t "$SESSION" '[' '[' '['; else tmux send-keys -t "$SESSION" ']'; fi
            # Wait for the new board before looking for `done` again.
            want=$((n >= 13 ? 10 : n + 1))
            wait_for "Board n = $want "
        fi
        sleep 0.1
    done
    echo "end after ${secs} s: $rounds rounds, VmRSS $(rss_kb "$pid") kB"
    ;;
*) echo "usage: $0 idle | soak [SECS] | cycle [SECS]" >&2; exit 2 ;;
esac
