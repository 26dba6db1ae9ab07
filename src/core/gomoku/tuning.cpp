// The features of a position (how often evaluate() counts each weight) and the weight table's
// names and C++ initializer.
#include "core/gomoku/tuning.h"

#include <cmath>
#include <cstdio>

namespace pg_games::gomoku::tuning {
namespace {

const char* const kNames[kFeatureCount] = {
    "pattern.none",       "pattern.one",  "pattern.two",       "pattern.open_two", "pattern.three",
    "pattern.open_three", "pattern.four", "pattern.open_four", "pattern.five",     "threat.none",
    "threat.low",         "threat.three", "threat.33",         "threat.four",      "threat.43",
    "threat.flex4",       "threat.five",
};

}  // namespace

const char* weight_name(int i) {
    return i >= 0 && i < kFeatureCount ? kNames[i] : "?";
}

int weight_index(const std::string& name) {
    for (int i = 0; i < kFeatureCount; ++i)
        if (name == kNames[i]) return i;
    return -1;
}

// Every empty cell of the board holds a score for each colour (Board::refresh); occupied cells
// score 0, so they add nothing.
Features colour_counts(const Board& b, int c) {
    Features f{};
    const int n = b.size();
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            const int idx = b.index(x, y);
            if (!b.empty(idx)) continue;
            for (int d = 0; d < 4; ++d) ++f[b.pattern(c, d, idx)];
            ++f[kThreatBase + b.threat(c, idx)];
        }
    return f;
}

Features features(const Board& b) {
    const int me = b.side_to_move();
    const Features own = colour_counts(b, me), opp = colour_counts(b, 1 - me);
    Features f{};
    for (int i = 0; i < kFeatureCount; ++i) f[i] = 2 * own[i] - opp[i];
    return f;
}

Vector to_vector(const Weights& w) {
    Vector v{};
    for (int i = 0; i < kPatCount; ++i) v[i] = w.pattern[i];
    for (int i = 0; i <= kThreatFive; ++i) v[kThreatBase + i] = w.threat[i];
    return v;
}

Weights to_weights(const Vector& v) {
    Weights w{};
    for (int i = 0; i < kPatCount; ++i) w.pattern[i] = static_cast<int>(std::lround(v[i]));
    for (int i = 0; i <= kThreatFive; ++i)
        w.threat[i] = static_cast<int>(std::lround(v[kThreatBase + i]));
    return w;
}

int64_t dot(const Weights& w, const Features& f) {
    int64_t s = 0;
    for (int i = 0; i < kPatCount; ++i) s += int64_t{w.pattern[i]} * f[i];
    for (int i = 0; i <= kThreatFive; ++i) s += int64_t{w.threat[i]} * f[kThreatBase + i];
    return s;
}

double dot(const Vector& w, const Features& f) {
    double s = 0;
    for (int i = 0; i < kFeatureCount; ++i) s += w[i] * f[i];
    return s;
}

bool settled(const Board& b) {
    const int me = b.side_to_move();
    return b.threat_count(0, kThreatFive) > 0 || b.threat_count(1, kThreatFive) > 0 ||
           b.threat_count(me, kThreatFlex4) > 0;
}

std::string initializer(const Weights& w) {
    std::string out = "const Weights kWeights = {\n";
    out += "    // None One Two OpenTwo Three OpenThree Four OpenFour Five\n    {";
    for (int i = 0; i < kPatCount; ++i) out += (i ? ", " : "") + std::to_string(w.pattern[i]);
    out += "},\n    // None Low Three 33 Four 43 Flex4 Five\n    {";
    for (int i = 0; i <= kThreatFive; ++i) out += (i ? ", " : "") + std::to_string(w.threat[i]);
    out += "},\n};\n";
    return out;
}

}  // namespace pg_games::gomoku::tuning
