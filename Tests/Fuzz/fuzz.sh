#!/usr/bin/env bash
# libFuzzer for the tutor: builds the targets, makes the seed corpus from the lessons' own lines,
# and runs them. Not part of `swift test` (see docs/fuzzing.md).
#
#   bash Tests/Fuzz/fuzz.sh                  # both targets, 180 s each
#   bash Tests/Fuzz/fuzz.sh prompt-line 600  # one target, 10 minutes
#   bash Tests/Fuzz/fuzz.sh corpus           # only regenerate Tests/Fuzz/corpus/
#
# Targets: prompt-line (PromptLineFuzzer.swift: parser, decoder, sandboxes in play and test mode)
# and file-loaders (FileLoaderFuzzer.swift: transcripts, lesson.md, <language>.md).
# Crashes are written to .build/fuzz/crashes/; the growing corpus to .build/fuzz/corpus-<target>/.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
what=${1:-all}
seconds=${2:-180}
build=.build/fuzz
fuzz=Tests/Fuzz

make_corpus() {
  rm -rf "$fuzz/corpus"
  mkdir -p "$fuzz/corpus/prompt-line" "$fuzz/corpus/file-loaders"
  local file sandbox lesson body mode name
  for file in lessons/*/lesson.md; do
    lesson=$(basename "$(dirname "$file")")
    sandbox=$(sed -n 's/^sandbox: *//p' "$file" | head -n 1)
    body=$(sed -n 's/^    //p' "$file" | tr -d '\r')
    # One seed per prompt line: `test <sandbox>` for test verbs, `<sandbox>` otherwise.
    while IFS= read -r line; do
      [ -n "$line" ] || continue
      case "$line" in send\ * | receive\ * | finish) mode="test $sandbox" ;; *) mode=$sandbox ;; esac
      name=$(printf '%s\n%s' "$mode" "$line" | sha1sum | cut -c1-40)
      printf '%s\n%s' "$mode" "$line" >"$fuzz/corpus/prompt-line/$name"
    done <<<"$body"
    # Its lines as a learn and a play transcript (the lesson files themselves are seeds too:
    # run_target passes lessons/ to the file loaders).
    printf 'learn %s\n# tutor transcript · 2026-12-01T00:00:00Z · en\n%s\n' "$lesson" "$body" \
      >"$fuzz/corpus/file-loaders/$lesson-learn.txt"
    printf 'play %s\n%s\n' "$sandbox" "$body" >"$fuzz/corpus/file-loaders/$lesson-play.txt"
  done
}

build_targets() {
  swift build --build-path "$build" --sanitize fuzzer --product tutor
  local debug objects
  debug=$build/debug
  objects=$(ls "$debug"/{ReducerKit,ReducerKitTestingCore,ReducerKitTesting,LessonFeatures,ExerciseSupport,ExerciseGraders,TutorSupport,PromptLanguage,SandboxRuntime,ExerciseRunner,Learning,Grading,TutorTerminal,TutorCommandLine,BuiltInCourse}.build/*.o)
  # shellcheck disable=SC2086
  swiftc -sanitize=fuzzer -parse-as-library -g -I "$debug/Modules" "$fuzz/PromptLineFuzzer.swift" \
    $objects -o "$build/prompt-line-fuzzer"
  # shellcheck disable=SC2086
  swiftc -sanitize=fuzzer -parse-as-library -g -I "$debug/Modules" "$fuzz/FileLoaderFuzzer.swift" \
    $objects -o "$build/file-loaders-fuzzer"
}

run_target() {
  local target=$1 dict=$2
  mkdir -p "$build/corpus-$target" "$build/crashes"
  local seeds=("$fuzz/corpus/$target")
  [ "$target" = file-loaders ] && seeds+=(lessons)
  "$build/$target-fuzzer" "$build/corpus-$target" "${seeds[@]}" \
    -dict="$fuzz/$dict" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$build/crashes/$target-" -print_final_stats=1
}

make_corpus
[ "$what" = corpus ] && exit 0
build_targets
case $what in
  prompt-line) run_target prompt-line prompt.dict ;;
  file-loaders) run_target file-loaders files.dict ;;
  all)
    run_target prompt-line prompt.dict
    run_target file-loaders files.dict
    ;;
  *)
    echo "usage: bash Tests/Fuzz/fuzz.sh [all|prompt-line|file-loaders|corpus] [seconds]" >&2
    exit 2
    ;;
esac
