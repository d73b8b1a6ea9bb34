// A coverage mask tinted with one colour (FlipbookRaster's CoverageMask.tinted, drop shadows):
// each nonzero coverage value's pixel from a 256-entry table, zero pixels left as they are.
// In C because the Swift loop, unoptimised, makes a generic store call per pixel.
#include <stdint.h>
#include <string.h>
#include "CFlipbookKernels.h"

void flipbook_tint_mask(const uint8_t *coverage, long count, const uint32_t *table, uint8_t *out) {
    for (long i = 0; i < count; i++) {
        const uint8_t c = coverage[i];
        if (c) memcpy(out + 4 * i, &table[c], 4);
    }
}
