#!/usr/bin/env bash
# pg_games in databases of other encodings: LATIN1, EUC_JP and WIN1251 (template0, C locale).
# CREATE EXTENSION must succeed in each. The UTF-8 Russian word list loads wherever the encoding
# has Cyrillic (EUC_JP, WIN1251) and Balda plays in Russian there; in LATIN1 its words are
# skipped with one warning, and English and Latin-1 dictionaries work.
# Runs against the cluster of PGHOST/PGPORT/PGUSER (a superuser); PGDATABASE is a UTF8 database
# with pg_games installed, the reference. The databases it creates are dropped at the end.
set -uo pipefail
psql="$(pg_config --bindir)/psql"
export PGCLIENTENCODING=UTF8
source "$(dirname "$0")/lib/check.sh"
q() {  # q DATABASE SQL: one value
    "$psql" -X -qtA -v ON_ERROR_STOP=1 -d "$1" -c "$2" 2>&1
}
databases=(pgg_balda_latin1 pgg_balda_euc_jp pgg_balda_win1251)
drop_all() {
    for db in "${databases[@]}"; do
        "$psql" -X -q -d postgres -c "DROP DATABASE IF EXISTS $db" >/dev/null 2>&1 || true
    done
}
trap drop_all EXIT
drop_all

reference=${PGDATABASE:-postgres}
start_moves="SELECT count(*) FROM balda_moves(balda_new_board('балда'), '{БАЛДА}')"
ru_words="SELECT count(*) FROM balda_word WHERE dictionary = 'ru'"
ref_moves=$(q "$reference" "$start_moves")
ref_words=$(q "$reference" "$ru_words")
ref_game=$(q "$reference" "SELECT string_agg(word, ' ' ORDER BY turn) FROM balda_play('балда')")
echo "reference (UTF8): $ref_words Russian words, $ref_moves moves from БАЛДА"
[[ "$ref_words" =~ ^[0-9]+$ && "$ref_words" -gt 0 ]] ||
    { echo "FAIL the reference database has no Russian words"; exit 1; }

# Creates database $1 with encoding $2 and installs pg_games; prints what CREATE EXTENSION said.
install_in() {
    "$psql" -X -q -v ON_ERROR_STOP=1 -d postgres \
        -c "CREATE DATABASE $1 TEMPLATE template0 ENCODING '$2' LC_COLLATE 'C' LC_CTYPE 'C'" ||
        return 1
    "$psql" -X -q -v ON_ERROR_STOP=1 -d "$1" -c "CREATE EXTENSION pg_games" 2>&1
}

# Russian in the encodings that have Cyrillic letters.
for pair in pgg_balda_euc_jp:EUC_JP pgg_balda_win1251:WIN1251; do
    db=${pair%%:*}
    encoding=${pair##*:}
    out=$(install_in "$db" "$encoding")
    status=$?
    check "$encoding create-extension" 0 "$status"
    [ "$status" -eq 0 ] || { echo "$out"; continue; }
    check "$encoding no-warning" "" "$out"
    check "$encoding encoding" "$encoding" "$(q "$db" "SELECT pg_encoding_to_char(encoding) FROM pg_database WHERE datname = current_database()")"
    check "$encoding ru-words" "$ref_words" "$(q "$db" "$ru_words")"
    check "$encoding letters" "АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ" \
        "$(q "$db" "SELECT letters FROM balda_dictionary_stats('ru')")"
    check "$encoding moves" "$ref_moves" "$(q "$db" "$start_moves")"
    check "$encoding game" "$ref_game" \
        "$(q "$db" "SELECT string_agg(word, ' ' ORDER BY turn) FROM balda_play('балда')")"
    q "$db" "INSERT INTO balda_dictionary (name) VALUES ('mine');
             INSERT INTO balda_word (dictionary, word) VALUES ('mine', 'кот'), ('mine', 'ёж')" >/dev/null
    # A user's dictionary written by the client in UTF-8; Ё is read as Е.
    check "$encoding user-dictionary" "КОТ 1,1 2,1 2,2|КОТ 1,1 2,1 3,1" \
        "$(q "$db" "SELECT string_agg(word || ' ' || path, '|' ORDER BY path) FROM balda_moves('К../О../...', '{}', 'mine')")"
    check "$encoding yo-as-ye" "Ж ЕЖ|Ж ЕЖ" \
        "$(q "$db" "SELECT string_agg(letter || ' ' || word, '|') FROM balda_moves('Ё../.../...', '{}', 'mine')")"
done

# LATIN1: no Russian word fits; the others work.
db=pgg_balda_latin1
out=$(install_in "$db" LATIN1)
status=$?
check "LATIN1 create-extension" 0 "$status"
if [ "$status" -eq 0 ]; then
    echo "$out"
    check "LATIN1 one-warning" 1 "$(grep -c 'WARNING' <<<"$out")"
    check "LATIN1 warning-says-why" 1 \
        "$(grep -c "skipped $ref_words of $ref_words words of word list .* that the database encoding LATIN1 cannot represent" <<<"$out")"
    check "LATIN1 ru-words" 0 "$(q "$db" "$ru_words")"
    check "LATIN1 ru-unusable" "22000" \
        "$("$psql" -X -qtA -d "$db" -c "SELECT count(*) FROM balda_moves('CAT/.../...')" -c '\echo :LAST_ERROR_SQLSTATE' 2>/dev/null | tail -1)"
    # Latin-1 letters round trip: CAFÉ and CAFE, both from the new letter in cell (1,4).
    q "$db" "INSERT INTO balda_dictionary (name) VALUES ('fr');
             INSERT INTO balda_word (dictionary, word) VALUES ('fr', 'café'), ('fr', 'CAFE'), ('fr', 'été')" >/dev/null
    check "LATIN1 latin1-letters" "ACEFTÉ" "$(q "$db" "SELECT letters FROM balda_dictionary_stats('fr')")"
    check "LATIN1 latin1-moves" "É CAFÉ|E CAFE" \
        "$(q "$db" "SELECT string_agg(letter || ' ' || word, '|' ORDER BY word DESC) FROM balda_moves('CAF./..../..../....', '{}', 'fr') WHERE \"row\" = 1 AND col = 4")"
    # English from Debian's wamerican list (its plain lower-case words), when installed.
    if [ -r /usr/share/dict/american-english ]; then
        q "$db" "INSERT INTO balda_dictionary (name) VALUES ('en')" >/dev/null
        grep -xE '[a-z]+' /usr/share/dict/american-english |
            "$psql" -X -q -v ON_ERROR_STOP=1 -d "$db" \
                -c "CREATE TEMP TABLE american (w text)" -c "COPY american FROM STDIN" \
                -c "INSERT INTO balda_word (dictionary, word) SELECT DISTINCT 'en', upper(w) FROM american"
        words=$(q "$db" "SELECT words FROM balda_dictionary_stats('en')")
        check "LATIN1 english-words" yes "$([[ "$words" =~ ^[0-9]+$ && "$words" -gt 20000 ]] && echo yes || echo "$words")"
        check "LATIN1 english-move" 1 \
            "$(q "$db" "SELECT count(*) FROM balda_best_move(balda_new_board('house'), '{HOUSE}', 'en')")"
    else
        echo "skip english (no /usr/share/dict/american-english)"
    fi
else
    echo "$out"
fi

[ "$fail" -eq 0 ] && echo "all checks passed"
exit "$fail"
