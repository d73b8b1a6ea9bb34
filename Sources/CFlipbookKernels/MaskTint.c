// A coverage mask tinted with one colour (FlipbookRaster's CoverageMask.tinted, drop shadows):
// each nonzero coverage value's pixel from a 256-entry table, zero pixels left as they are.
// In C because the Swift loop, unoptimised, makes a generic store call per pixel.
#include <stdint.h>
#include <string.h>
#include "CFlipbookKernels.h"

/// A 32-bit store to any address (out is a byte buffer): one instruction even at -O0, where
/// `memcpy(…, 4)` stays a library call per pixel.
typedef uint32_t mt_u32u __attribute__((aligned(1), may_alias));

typedef uint8_t mt_u8x16 __attribute__((ext_vector_type(16)));
typedef uint8_t mt_u8x16u __attribute__((ext_vector_type(16), aligned(1), may_alias));
typedef uint8_t mt_u8x64u __attribute__((ext_vector_type(64), aligned(1), may_alias));
typedef uint32_t mt_u32x16u __attribute__((ext_vector_type(16), aligned(1), may_alias));
typedef uint64_t mt_u64x2 __attribute__((ext_vector_type(2)));
typedef uint32_t mt_u32x16 __attribute__((ext_vector_type(16)));
typedef int32_t mt_i32x16 __attribute__((ext_vector_type(16)));
#define MT_LD16(p) (*(const mt_u8x16u *)(p))

void flipbook_tint_mask(const uint8_t *coverage, long count, const uint32_t *table, uint8_t *out) {
    long i = 0;
    // Sixteen coverage values a step where all are 0 (nothing to store) or all 255 (sixteen
    // copies of one pixel): a shadow's mask is mostly both, and per pixel an unoptimised
    // build spends ~10 instructions on each. The same stores as the loop below.
    const uint32_t full = table[255];
    for (; i + 16 <= count; i += 16) {
        const mt_u64x2 words = (mt_u64x2)MT_LD16(coverage + i);
        if ((words.x | words.y) == 0) continue;
        if ((words.x & words.y) == ~0ULL) {
            *(mt_u32x16u *)(out + 4 * i) = full;
            continue;
        }
#if !defined(__OPTIMIZE__)
        // Unoptimised, a mixed step (a shadow's soft edge) as one vector expression: sixteen
        // table loads, selected against the pixels there where coverage is 0 (the same bytes
        // as the loop below, a third of its time at -O0: no branch and store per pixel).
        const mt_u8x16 c = MT_LD16(coverage + i);
        const mt_i32x16 keep = __builtin_convertvector(c == 0, mt_i32x16);
        const mt_u32x16 tinted = {table[c[0]], table[c[1]], table[c[2]], table[c[3]], table[c[4]], table[c[5]],
                                  table[c[6]], table[c[7]], table[c[8]], table[c[9]], table[c[10]], table[c[11]],
                                  table[c[12]], table[c[13]], table[c[14]], table[c[15]]};
        *(mt_u32x16u *)(out + 4 * i) = (tinted & ~(mt_u32x16)keep) | (*(const mt_u32x16u *)(out + 4 * i) & (mt_u32x16)keep);
#else
        for (long k = i; k < i + 16; k++) {
            if (coverage[k]) *(mt_u32u *)(out + 4 * k) = table[coverage[k]];
        }
#endif
    }
    for (; i < count; i++) {
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
            long x = 0;
#if !defined(__OPTIMIZE__)
            // Unoptimised: sixteen alpha bytes a step out of 64, one shuffle rather than 16
            // loads (640 → 137 µs for a 920×620 mask). Optimised builds vectorise the plain
            // loop better (50 µs; the shuffle without SSSE3 takes 135).
            for (; x + 16 <= cw; x += 16) {
                const mt_u8x64u *v = (const mt_u8x64u *)(s - 3 + 4 * x);
                *(mt_u8x16u *)(d + x) = __builtin_shufflevector(*v, *v, 3, 7, 11, 15, 19, 23, 27, 31, 35, 39, 43, 47, 51, 55, 59, 63);
            }
#endif
            for (; x < cw; x++) d[x] = s[4 * x];
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
