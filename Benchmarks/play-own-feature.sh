#!/usr/bin/env bash
# `tutor play FILE`: first start (empty cache), a changed file's start (compile + link) and the
# cached start of an unchanged file, timed from
# spawn to exit with one line (`state`) piped in; median of N runs each, beside `swiftc` on an
# empty file in the same run (docs/benchmarks.md, "Playing your own feature").
#
#     Benchmarks/play-own-feature.sh [.build/release/tutor] [runs]
set -euo pipefail
tutor=${1:-.build/release/tutor}
runs=${2:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
feature="$(dirname "$0")/play-own-feature/Counter.swift"
cp "$feature" "$work/Counter.swift"
echo 'let x = 1' > "$work/empty.swift"

now() { date +%s.%N; }
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
elapsed() { local start=$(now); "$@" > /dev/null 2>&1; echo "$(now) - $start" | bc; }

baseline=$(for _ in $(seq "$runs"); do elapsed swiftc -c "$work/empty.swift" -o "$work/empty.o"; done | median)
# The very first play: an empty cache, so the C modules (Glibc, libedit) are built too.
first=$(for i in $(seq "$runs"); do
  XDG_CACHE_HOME="$work/first-$i" elapsed sh -c "echo state | '$tutor' play '$work/Counter.swift'"
done | median)
# A changed file (a new comment each run): compile + link, with the module cache warm.
cold=$(for i in $(seq "$runs"); do
  echo "// edit $i" >> "$work/Counter.swift"
  XDG_CACHE_HOME="$work/first-1" elapsed sh -c "echo state | '$tutor' play '$work/Counter.swift'"
done | median)
XDG_CACHE_HOME="$work/warm" sh -c "echo state | '$tutor' play '$work/Counter.swift'" > "$work/check.txt" 2>&1
grep -q 'Counter.State(count: 0)' "$work/check.txt" || { echo "CHECK FAILED"; cat "$work/check.txt"; exit 1; }
cached=$(for _ in $(seq "$runs"); do
  XDG_CACHE_HOME="$work/warm" elapsed sh -c "echo state | '$tutor' play '$work/Counter.swift'"
done | median)
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
printf 'swiftc -c empty.swift   %.3f s\n' "$baseline"
printf 'play, first ever (empty cache) %.3f s\n' "$first"
printf 'play, changed file (compile+link) %.3f s\n' "$cold"
printf 'play, cached            %.3f s\n' "$cached"
