# The checks of the integration scripts: `check NAME EXPECTED ACTUAL` prints ok or FAIL and
# remembers a failure in $fail, which the script ends with (exit "$fail").
fail=0
check() {
    if [ "$2" = "$3" ]; then echo "ok   $1"; else echo "FAIL $1: expected [$2], got [$3]"; fail=1; fi
}
