// The recording of tournaments in the database.
#include "tools/referee/recorder.h"

#include <cstdio>

namespace pg_games::referee {

namespace {

// The schema; every statement is idempotent. Players can read none of it (no grants).
const char* kSchema = R"sql(
CREATE SCHEMA IF NOT EXISTS referee;
COMMENT ON SCHEMA referee IS 'pg_games-referee: tournaments, games and moves';

CREATE TABLE IF NOT EXISTS referee.tournament (
    id bigserial PRIMARY KEY,
    name text,
    started_at timestamptz NOT NULL DEFAULT now(),
    finished_at timestamptz,
    board_size int NOT NULL,
    rule text NOT NULL CHECK (rule IN ('freestyle', 'exact five')),
    clock_ms double precision NOT NULL,
    games_per_pair int NOT NULL,
    openings text NOT NULL,
    max_moves int,
    command text
);

CREATE TABLE IF NOT EXISTS referee.player (
    tournament_id bigint NOT NULL REFERENCES referee.tournament ON DELETE CASCADE,
    player_no int NOT NULL,
    name text NOT NULL,
    kind text NOT NULL CHECK (kind IN ('sql', 'engine')),
    path text NOT NULL,
    settings text NOT NULL DEFAULT '',
    source text,
    PRIMARY KEY (tournament_id, player_no)
);

CREATE TABLE IF NOT EXISTS referee.game (
    id bigserial PRIMARY KEY,
    tournament_id bigint NOT NULL REFERENCES referee.tournament ON DELETE CASCADE,
    game_no int NOT NULL,
    black int NOT NULL,
    white int NOT NULL,
    opening text NOT NULL DEFAULT '',
    started_at timestamptz NOT NULL DEFAULT now(),
    finished_at timestamptz,
    result text CHECK (result IN ('black', 'white', 'draw')),
    winner int,
    reason text,
    detail text,
    moves int,
    black_ms double precision,
    white_ms double precision,
    wall_ms double precision,
    FOREIGN KEY (tournament_id, black) REFERENCES referee.player,
    FOREIGN KEY (tournament_id, white) REFERENCES referee.player
);
CREATE INDEX IF NOT EXISTS game_tournament ON referee.game (tournament_id);

CREATE TABLE IF NOT EXISTS referee.move (
    game_id bigint NOT NULL REFERENCES referee.game ON DELETE CASCADE,
    ply int NOT NULL,
    colour char(1) NOT NULL CHECK (colour IN ('X', 'O')),
    x int NOT NULL,
    y int NOT NULL,
    opening boolean NOT NULL,
    query_ms double precision,
    wall_ms double precision,
    PRIMARY KEY (game_id, ply)
);

CREATE OR REPLACE VIEW referee.standings AS
SELECT p.tournament_id, p.player_no, p.name,
       count(g.id) AS games,
       count(*) FILTER (WHERE g.winner = p.player_no) AS wins,
       count(*) FILTER (WHERE g.result IN ('black', 'white') AND g.winner <> p.player_no) AS losses,
       count(*) FILTER (WHERE g.result = 'draw') AS draws,
       count(*) FILTER (WHERE g.winner = p.player_no)
         + 0.5 * count(*) FILTER (WHERE g.result = 'draw') AS score
FROM referee.player p
LEFT JOIN referee.game g
  ON g.tournament_id = p.tournament_id AND p.player_no IN (g.black, g.white) AND g.result IS NOT NULL
GROUP BY p.tournament_id, p.player_no, p.name;
COMMENT ON VIEW referee.standings IS 'wins, losses, draws and score of each player of each tournament';

-- A fixed search_path: whoever calls it, only pg_catalog's functions and operators are used.
CREATE OR REPLACE FUNCTION referee.board(game bigint, upto_ply int DEFAULT NULL)
RETURNS text LANGUAGE sql STABLE SET search_path = pg_catalog, pg_temp AS $$
  WITH size AS (
    SELECT t.board_size AS n FROM referee.game g JOIN referee.tournament t ON t.id = g.tournament_id
    WHERE g.id = $1),
  stones AS (
    SELECT m.x, m.y, m.colour, m.ply = max(m.ply) OVER () AS last FROM referee.move m
    WHERE m.game_id = $1 AND ($2 IS NULL OR m.ply <= $2))
  SELECT '  ' || (SELECT string_agg(' ' || CASE WHEN c.x <= 26 THEN chr(64 + c.x) ELSE chr(70 + c.x) END,
                                    '' ORDER BY c.x)
                   FROM size, generate_series(1, size.n) AS c(x))
         || E'\n' || string_agg(line, E'\n' ORDER BY y)
  FROM (SELECT r.y, lpad(r.y::text, 2) || string_agg(' ' || CASE WHEN s.last THEN lower(s.colour::text)
                                                               ELSE coalesce(s.colour::text, '.') END,
                                                     '' ORDER BY c.x) AS line
        FROM size, generate_series(1, size.n) AS r(y) CROSS JOIN generate_series(1, size.n) AS c(x)
        LEFT JOIN stones s ON s.x = c.x AND s.y = r.y
        GROUP BY r.y) rows
$$;
COMMENT ON FUNCTION referee.board(bigint, int) IS
  'the board of a recorded game after upto_ply stones (all when NULL), as gomoku_board(board, coordinates => true) writes it: X black, O white, the last stone in lower case';
)sql";

// A number as a parameter text.
std::string num(double v) {
    char text[64];
    snprintf(text, sizeof text, "%.3f", v);
    return text;
}

}  // namespace

void ensure_schema(PGconn* conn) {
    // Two referees starting at once would race on CREATE ... IF NOT EXISTS: serialise them.
    exec_script(conn, std::string("SET client_min_messages = warning; BEGIN; "
                                  "SELECT pg_advisory_xact_lock(7105361);") +
                          kSchema + "COMMIT;");
}

long create_tournament(PGconn* conn, const Options& o, const std::string& openings_text,
                       const std::vector<std::string>& sources, const std::string& command) {
    std::string size = std::to_string(o.size), clock = num(o.clock_ms),
                games = std::to_string(o.games_per_pair), max_moves = std::to_string(o.max_moves);
    Result r =
        exec(conn,
             "INSERT INTO referee.tournament (name, board_size, rule, clock_ms, "
             "games_per_pair, openings, max_moves, command) "
             "VALUES (nullif($1, ''), $2, $3, $4, $5, $6, nullif($7::int, 0), $8) RETURNING id",
             {o.name.c_str(), size.c_str(),
              o.rule == gomoku::Rule::ExactFive ? "exact five" : "freestyle", clock.c_str(),
              games.c_str(), openings_text.c_str(), max_moves.c_str(), command.c_str()});
    long id = std::stol(PQgetvalue(r.get(), 0, 0));
    std::string tid = std::to_string(id);
    for (size_t i = 0; i < o.players.size(); ++i) {
        const PlayerSpec& p = o.players[i];
        std::string no = std::to_string(i), settings;
        for (const auto& [k, v] : p.settings)
            settings += (settings.empty() ? "" : " ") + k + "=" + v;
        exec(conn,
             "INSERT INTO referee.player (tournament_id, player_no, name, kind, path, settings, "
             "source) VALUES ($1, $2, $3, $4, $5, $6, nullif($7, ''))",
             {tid.c_str(), no.c_str(), p.name.c_str(),
              p.kind == PlayerSpec::Kind::Sql ? "sql" : "engine", p.path.c_str(), settings.c_str(),
              sources[i].c_str()});
    }
    return id;
}

void finish_tournament(PGconn* conn, long tournament) {
    std::string tid = std::to_string(tournament);
    exec(conn, "UPDATE referee.tournament SET finished_at = now() WHERE id = $1", {tid.c_str()});
}

long create_game(PGconn* conn, long tournament, int game_no, int black, int white,
                 const std::string& opening) {
    std::string tid = std::to_string(tournament), no = std::to_string(game_no),
                b = std::to_string(black), w = std::to_string(white);
    Result r = exec(conn,
                    "INSERT INTO referee.game (tournament_id, game_no, black, white, opening) "
                    "VALUES ($1, $2, $3, $4, $5) RETURNING id",
                    {tid.c_str(), no.c_str(), b.c_str(), w.c_str(), opening.c_str()});
    return std::stol(PQgetvalue(r.get(), 0, 0));
}

void record_move(PGconn* conn, long game, const MoveRecord& m) {
    std::string g = std::to_string(game), ply = std::to_string(m.ply),
                colour(1, colour_letter(m.stone.colour)), x = std::to_string(m.stone.x),
                y = std::to_string(m.stone.y), q = num(m.query_ms), w = num(m.wall_ms);
    exec(conn,
         "INSERT INTO referee.move (game_id, ply, colour, x, y, opening, query_ms, wall_ms) "
         "VALUES ($1, $2, $3, $4, $5, $6, nullif($7::float8, 0), nullif($8::float8, 0))",
         {g.c_str(), ply.c_str(), colour.c_str(), x.c_str(), y.c_str(), m.opening ? "t" : "f",
          q.c_str(), w.c_str()});
}

void finish_game(PGconn* conn, long game, const GameResult* result, int black, int white,
                 const std::string& abort_detail) {
    std::string g = std::to_string(game);
    if (!result) {
        exec(conn,
             "UPDATE referee.game SET finished_at = now(), reason = 'aborted', detail = $2 "
             "WHERE id = $1",
             {g.c_str(), abort_detail.c_str()});
        return;
    }
    std::string winner = result->outcome == Outcome::BlackWins   ? std::to_string(black)
                         : result->outcome == Outcome::WhiteWins ? std::to_string(white)
                                                                 : "";
    std::string moves = std::to_string(result->moves), b = num(result->black_ms),
                w = num(result->white_ms), wall = num(result->wall_ms);
    exec(conn,
         "UPDATE referee.game SET finished_at = now(), result = $2, winner = nullif($3, '')::int, "
         "reason = $4, detail = nullif($5, ''), moves = $6, black_ms = $7, white_ms = $8, "
         "wall_ms = $9 WHERE id = $1",
         {g.c_str(), outcome_name(result->outcome), winner.c_str(), result->reason.c_str(),
          result->detail.c_str(), moves.c_str(), b.c_str(), w.c_str(), wall.c_str()});
}

RecordedGame load_game(PGconn* conn, long game) {
    std::string g = std::to_string(game);
    Result head = exec(conn,
                       "SELECT t.board_size, format('game %s: %s (X) vs %s (O), %s', g.id, "
                       "pb.name, pw.name, coalesce(g.result || ' (' || g.reason || ')', "
                       "g.reason, 'unfinished')) " +
                           kGameWithPlayers + "WHERE g.id = $1",
                       {g.c_str()});
    if (PQntuples(head.get()) != 1) throw DbError("no recorded game " + g);
    RecordedGame out;
    out.size = std::stoi(PQgetvalue(head.get(), 0, 0));
    out.title = PQgetvalue(head.get(), 0, 1);
    Result moves = exec(
        conn, "SELECT x, y, colour FROM referee.move WHERE game_id = $1 ORDER BY ply", {g.c_str()});
    for (int i = 0; i < PQntuples(moves.get()); ++i)
        out.stones.push_back(
            {std::stoi(PQgetvalue(moves.get(), i, 0)), std::stoi(PQgetvalue(moves.get(), i, 1)),
             PQgetvalue(moves.get(), i, 2)[0] == 'X' ? Colour::Black : Colour::White});
    return out;
}

}  // namespace pg_games::referee
