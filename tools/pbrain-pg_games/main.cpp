// pbrain-pg_games: the pg_games Gomoku engine as a Gomocup brain on stdin/stdout.
#include <iostream>

#include "brain.h"

int main() {
    std::ios::sync_with_stdio(false);
    pg_games::gomoku::Brain brain(std::cin, std::cout);
    brain.run();
    return 0;
}
