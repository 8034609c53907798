#!/usr/bin/env bash
# The drift-summary job's step: one table of every stack's drift check, from the files the drift
# jobs hand in (drift-<stack>, each holding its check's outcome: success, failure, cancelled or
# skipped), appended to the run's summary ($GITHUB_STEP_SUMMARY; stdout when unset). Exits 1 when a
# stack drifted or could not be checked, when no stack handed in a result, or when the drift job did
# not succeed (a check that ended before it could hand in its result: a lost runner, a cancelled run).
#
#   bash .github/drift-summary.sh <folder of the drift-* files> <the drift job's result>
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: drift-summary.sh <folder of the drift-* files> <the drift job's result>" >&2; exit 2; }
results=$1
drift_job=$2
summary=${GITHUB_STEP_SUMMARY:-/dev/stdout}

shopt -s nullglob
files=("$results"/drift-*)
failed=0
{ echo "| stack | drift check |"; echo "| --- | --- |"; } >> "$summary"
for file in "${files[@]}"; do
  stack=${file##*/drift-}
  outcome=$(tr -d '[:space:]' < "$file")
  if [ "$outcome" = success ]; then result="no drift"; else result="${outcome:-no outcome}: see the drift job of $stack"; failed=1; fi
  echo "| $stack | $result |" >> "$summary"
done
if [ ${#files[@]} -eq 0 ]; then echo "| every stack | no result handed in |" >> "$summary"; failed=1; fi
if [ "$drift_job" != success ]; then echo "| some stack | drift job $drift_job |" >> "$summary"; failed=1; fi
exit $failed
