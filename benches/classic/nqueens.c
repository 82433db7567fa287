/* The classic bitmask N-Queens counter, as textbooks and benchmarks write it: recursion,
 * three occupancy masks, the lowest free bit first, the whole tree, one thread. The baseline
 * that `cargo bench --bench trace` times `nqueens trace N --summary` against. */
#include <stdio.h>
#include <stdlib.h>

static unsigned full;

static unsigned long long count(unsigned cols, unsigned ld, unsigned rd) {
    if (cols == full)
        return 1;
    unsigned long long total = 0;
    unsigned free = full & ~(cols | ld | rd);
    while (free) {
        unsigned bit = free & -free;
        free ^= bit;
        total += count(cols | bit, (ld | bit) << 1, (rd | bit) >> 1);
    }
    return total;
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 8;
    if (n < 1 || n > 31) {
        fprintf(stderr, "n must be 1 to 31\n");
        return 2;
    }
    full = (1u << n) - 1;
    printf("%llu\n", count(0, 0, 0));
    return 0;
}
