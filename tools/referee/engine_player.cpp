// A player that is a Gomocup protocol engine.
#include "tools/referee/engine_player.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <climits>
#include <cstdio>
#include <cstring>
#include <stdexcept>

extern char** environ;

namespace pg_games::referee {

namespace {

using Clock = std::chrono::steady_clock;

constexpr double kStartMs = 30000;  // time to answer START (not charged to the clock)
constexpr double kGraceMs = 200;    // tolerance past the clock before the engine is killed

// Milliseconds elapsed since t0.
double ms_since(Clock::time_point t0) {
    return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

// Parses "x,y" (0-based, as the protocol writes moves); false for anything else. Read as long
// and range-checked, so that a number past int (4294967297) cannot wrap into a legal cell.
bool parse_move(const std::string& line, int& x, int& y) {
    long lx = 0, ly = 0;
    int consumed = 0;
    if (sscanf(line.c_str(), " %ld , %ld %n", &lx, &ly, &consumed) != 2) return false;
    if (lx < INT_MIN + 1 || lx > INT_MAX - 1 || ly < INT_MIN + 1 || ly > INT_MAX - 1) return false;
    x = static_cast<int>(lx);
    y = static_cast<int>(ly);
    return static_cast<size_t>(consumed) == line.size();
}

// Lines an engine may print besides its answer.
bool is_chatter(const std::string& line) {
    return line.rfind("MESSAGE", 0) == 0 || line.rfind("DEBUG", 0) == 0 ||
           line.rfind("SUGGEST", 0) == 0 || line.empty();
}

}  // namespace

bool EnginePlayer::send(const std::string& line) {
    std::string data = line + "\n";
    size_t done = 0;
    while (done < data.size()) {
        ssize_t n = write(to_engine_, data.data() + done, data.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += static_cast<size_t>(n);
    }
    return true;
}

EnginePlayer::Read EnginePlayer::read_line(std::string& line, double limit_ms) {
    Clock::time_point t0 = Clock::now();
    for (;;) {
        if (size_t nl = buffer_.find('\n'); nl != std::string::npos) {
            line = buffer_.substr(0, nl);
            buffer_.erase(0, nl + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            return Read::Line;
        }
        double left = limit_ms - ms_since(t0);
        if (left <= 0) return Read::Timeout;
        pollfd p{from_engine_, POLLIN, 0};
        int r = poll(&p, 1, static_cast<int>(left) + 1);
        if (r < 0 && errno == EINTR) continue;
        if (r == 0) continue;  // re-check the time
        char chunk[4096];
        ssize_t n = read(from_engine_, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return Read::Closed;
        buffer_.append(chunk, static_cast<size_t>(n));
    }
}

void EnginePlayer::start_game(const GameSetup& setup) {
    end_game();
    setup_ = setup;
    sent_ = 0;
    buffer_.clear();
    int in[2], out[2];
    if (pipe2(in, O_CLOEXEC) != 0) throw std::runtime_error("cannot create a pipe");
    if (pipe2(out, O_CLOEXEC) != 0) {
        close(in[0]);
        close(in[1]);
        throw std::runtime_error("cannot create a pipe");
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in[0], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    char* argv[] = {const_cast<char*>(spec_.path.c_str()), nullptr};
    // A process group of its own: a Ctrl-C at the terminal interrupts the referee (which then
    // lets the games in progress finish), not the engines in the middle of their games.
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
    posix_spawnattr_setpgroup(&attributes, 0);
    int err = posix_spawn(&pid_, spec_.path.c_str(), &actions, &attributes, argv, environ);
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    close(in[0]);
    close(out[1]);
    to_engine_ = in[1];
    from_engine_ = out[0];
    if (err != 0) {
        pid_ = -1;
        end_game();
        throw std::runtime_error("cannot start engine " + spec_.path + ": " + std::strerror(err));
    }
    std::string line;
    send("START " + std::to_string(setup.size));
    for (;;) {
        Read r = read_line(line, kStartMs);
        if (r != Read::Line)
            throw std::runtime_error("engine " + spec_.path + " did not answer START");
        if (is_chatter(line)) continue;
        if (line != "OK") throw std::runtime_error("engine refused START: " + line);
        break;
    }
    long clock = static_cast<long>(setup.clock_ms);
    send("INFO timeout_match " + std::to_string(clock));
    send("INFO timeout_turn " + std::to_string(clock));
    send("INFO time_left " + std::to_string(clock));
    send(std::string("INFO rule ") + (setup.rule == gomoku::Rule::ExactFive ? "1" : "0"));
    for (const auto& [key, value] : spec_.settings) send("INFO " + key + " " + value);
}

Answer EnginePlayer::play(const Board& board, const GameClock& clock) {
    Answer a;
    const std::vector<Stone>& h = board.history();
    Clock::time_point t0 = Clock::now();
    bool ok = send("INFO time_left " + std::to_string(static_cast<long>(clock.remaining_ms())));
    if (sent_ > 0 && sent_ + 1 == h.size()) {
        // The protocol is 0-based: x = column, y = row.
        ok = ok &&
             send("TURN " + std::to_string(h.back().x - 1) + "," + std::to_string(h.back().y - 1));
    } else {
        ok = ok && send("BOARD");
        for (const Stone& s : h)
            ok = ok && send(std::to_string(s.x - 1) + "," + std::to_string(s.y - 1) + "," +
                            (s.colour == setup_.colour ? "1" : "2"));
        ok = ok && send("DONE");
    }
    if (!ok) {
        a.fault = Fault::EngineExited;
        a.detail = "the engine closed its input";
        return a;
    }
    std::string line;
    for (;;) {
        Read r = read_line(line, clock.remaining_ms() + kGraceMs - ms_since(t0));
        a.elapsed_ms = ms_since(t0);
        if (r == Read::Timeout) {
            a.fault = Fault::Timeout;
            a.detail = "the engine did not answer within its clock";
            end_game();
            return a;
        }
        if (r == Read::Closed) {
            a.fault = Fault::EngineExited;
            a.detail = "the engine closed its output";
            return a;
        }
        if (is_chatter(line)) continue;
        int x, y;
        if (!parse_move(line, x, y)) {
            a.fault = Fault::EngineError;
            a.detail = "the engine answered \"" + line.substr(0, 200) + "\"";
            return a;
        }
        a.x = x + 1;
        a.y = y + 1;
        sent_ = h.size() + 1;  // the engine counts its own move as played
        return a;
    }
}

void EnginePlayer::end_game() {
    if (to_engine_ >= 0) {
        send("END");
        close(to_engine_);
        to_engine_ = -1;
    }
    if (from_engine_ >= 0) {
        close(from_engine_);
        from_engine_ = -1;
    }
    if (pid_ > 0) {
        // Give the engine a second to exit on its own.
        for (int i = 0; i < 100; ++i) {
            if (waitpid(pid_, nullptr, WNOHANG) == pid_) {
                pid_ = -1;
                return;
            }
            usleep(10000);
        }
        kill(pid_, SIGKILL);
        waitpid(pid_, nullptr, 0);
        pid_ = -1;
    }
}

}  // namespace pg_games::referee
