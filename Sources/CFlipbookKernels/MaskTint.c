// A coverage mask tinted with one colour (FlipbookRaster's CoverageMask.tinted, drop shadows):
// each nonzero coverage value's pixel from a 256-entry table, zero pixels left as they are.
// In C because the Swift loop, unoptimised, makes a generic store call per pixel.
#include <stdint.h>
#include <string.h>
#include "CFlipbookKernels.h"

/// A 32-bit store to any address (out is a byte buffer): one instruction even at -O0, where
/// `memcpy(…, 4)` stays a library call per pixel.
typedef uint32_t mt_u32u __attribute__((aligned(1), may_alias));

void flipbook_tint_mask(const uint8_t *coverage, long count, const uint32_t *table, uint8_t *out) {
    for (long i = 0; i < count; i++) {
        if (coverage[i]) *(mt_u32u *)(out + 4 * i) = table[coverage[i]];
    }
}

void flipbook_shadow_alpha(const uint8_t *px, long cw, long ch, uint8_t *dst, long rowStride, uint32_t wx1, uint32_t wy1,
                           uint32_t *buffer) {
    if (wx1 == 0 && wy1 == 0) {
        // Whole-pixel offset: the alpha bytes themselves.
        for (long y = 0; y < ch; y++) {
            const uint8_t *s = px + y * cw * 4 + 3;
            uint8_t *d = dst + y * rowStride;
            for (long x = 0; x < cw; x++) d[x] = s[4 * x];
        }
        return;
    }
    const uint32_t wx0 = 256 - wx1, wy0 = 256 - wy1;
    const long cols = cw + (wx1 > 0 ? 1 : 0), rows = ch + (wy1 > 0 ? 1 : 0);
    memset(buffer, 0, sizeof(uint32_t) * (size_t)(2 * cols));
    uint32_t *above = buffer, *current = buffer + cols;  // rows cy − 1 and cy shifted across
    for (long cy = 0; cy < rows; cy++) {
        if (cy < ch) {
            const uint8_t *s = px + cy * cw * 4 + 3;
            uint32_t left = 0;
            for (long x = 0; x < cw; x++) {
                const uint32_t a = s[4 * x];
                current[x] = a * wx0 + left * wx1;
                left = a;
            }
            if (cols > cw) current[cw] = left * wx1;
        } else {
            memset(current, 0, sizeof(uint32_t) * (size_t)cols);
        }
        uint8_t *d = dst + cy * rowStride;
        for (long x = 0; x < cols; x++) d[x] = (uint8_t)((current[x] * wy0 + above[x] * wy1 + 32768) >> 16);
        uint32_t *t = above;
        above = current;
        current = t;
    }
}
