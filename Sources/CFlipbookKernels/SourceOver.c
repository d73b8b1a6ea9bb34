// Source-over compositing of premultiplied RGBA8 (FlipbookRaster's SourceOverKernel, whose
// comment derives the formulas): the same integers as its Swift rows, in C so that a debug
// build, which compiles C at -O0 but Swift at -Onone (where every SIMD lane operation is a
// generic call), composites at a few times its release speed rather than fifty.
//
// With source s, its alpha sa, coverage m (opacity folded in) and destination d, per channel:
//     full coverage (a whole group of four pixels at 255):  s + ⌊d·(255 − sa) / 255⌉
//     otherwise:  ⌊(min(s, sa)·m + d·(255 − ⌊sa·m / 255⌉)) / 255⌉
// in 16-bit lanes, four pixels (a group) per step as the Swift vector row; the last one to
// three pixels of a row take the second formula (the Swift row stages them so). On valid
// input (colour ≤ alpha) the two formulas agree; the groups are followed anyway so that
// colour above alpha gives the same bytes too.
#pragma clang diagnostic ignored "-Wpsabi"
#pragma clang fp contract(off)
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "CFlipbookKernels.h"

typedef uint16_t so_u16x16 __attribute__((ext_vector_type(16)));
typedef uint8_t so_u8x16 __attribute__((ext_vector_type(16)));
typedef uint8_t so_u8x4 __attribute__((ext_vector_type(4)));

#define SO_INLINE static inline __attribute__((always_inline))

// The vector steps are macros, each a single expression: a debug build compiles this file at
// -O0, where an inline function parks its arguments and result on the stack and a named
// temporary is a stack slot; an expression's repeated operand is one node (measured: the
// multiply row written so runs at 1.5× its -O2 time, with inline functions at 7×).
typedef uint8_t so_u8x16u __attribute__((ext_vector_type(16), aligned(1), may_alias));
#define SO_DIV255(x) ((((x) + (uint16_t)128) + (((x) + (uint16_t)128) >> 8)) >> 8)
#define SO_LOAD(p) __builtin_convertvector(*(const so_u8x16u *)(p), so_u16x16)
#define SO_STORE(p, v) ((void)(*(so_u8x16u *)(p) = __builtin_convertvector((v), so_u8x16)))
#define SO_ALPHAS(s) __builtin_shufflevector((s), (s), 3, 3, 3, 3, 7, 7, 7, 7, 11, 11, 11, 11, 15, 15, 15, 15)
/// Four coverage bytes (a so_u8x4), each in its pixel's four lanes.
#define SO_SPREAD(c4) __builtin_convertvector(__builtin_shufflevector((c4), (c4), 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3), so_u16x16)
#define SO_FULL(s, sa, d) ((s) + SO_DIV255((d) * ((uint16_t)255 - (sa))))
/// min(s, sa) (a lane-wise select) guards the 16-bit bound on colour above alpha.
#define SO_PARTIAL(s, sa, m, d) SO_DIV255(((s) > (sa) ? (sa) : (s)) * (m) + (d) * ((uint16_t)255 - SO_DIV255((sa) * (m))))

#if defined(__OPTIMIZE__)
// Optimised builds keep the inline functions: the same operations, but clang's -O2 finds a
// better sequence for them (the final add in bytes) than for the macros' expressions
// (measured 30 % faster on source-over of a 1080p layer).
SO_INLINE so_u16x16 so_div255(so_u16x16 x) {
    so_u16x16 y = x + (uint16_t)128;
    return (y + (y >> 8)) >> 8;
}
SO_INLINE so_u16x16 so_load(const uint8_t *p) {
    so_u8x16 v;
    memcpy(&v, p, 16);
    return __builtin_convertvector(v, so_u16x16);
}
SO_INLINE void so_store(uint8_t *p, so_u16x16 v) {
    so_u8x16 b = __builtin_convertvector(v, so_u8x16);
    memcpy(p, &b, 16);
}
SO_INLINE so_u16x16 so_full(so_u16x16 s, so_u16x16 sa, so_u16x16 d) { return s + so_div255(d * ((uint16_t)255 - sa)); }
SO_INLINE so_u16x16 so_partial(so_u16x16 s, so_u16x16 sa, so_u16x16 m, so_u16x16 d) {
    s = s > sa ? sa : s;
    so_u16x16 a = so_div255(sa * m);
    return so_div255(s * m + d * ((uint16_t)255 - a));
}
#undef SO_LOAD
#undef SO_STORE
#undef SO_FULL
#undef SO_PARTIAL
#define SO_LOAD(p) so_load(p)
#define SO_STORE(p, v) so_store((p), (v))
#define SO_FULL(s, sa, d) so_full((s), (sa), (d))
#define SO_PARTIAL(s, sa, m, d) so_partial((s), (sa), (m), (d))
#endif

SO_INLINE so_u16x16 so_spread(uint32_t w) {
    so_u8x4 c;
    memcpy(&c, &w, 4);
    return SO_SPREAD(c);
}

SO_INLINE uint32_t so_word(const uint8_t *p) {
    uint32_t w;
    memcpy(&w, p, 4);
    return w;
}

SO_INLINE uint64_t so_dword(const uint8_t *p) {
    uint64_t w;
    memcpy(&w, p, 8);
    return w;
}

/// The last one to three pixels: staged through a group whose unused lanes have zero
/// coverage, with the partial formula, as the Swift row does.
SO_INLINE void so_tail(uint8_t *dst, const uint8_t *src, uint32_t solid, const uint8_t *cov, long count) {
    uint8_t d[16] = {0}, s[16] = {0};
    uint32_t w = 0;
    memcpy(d, dst, 4 * count);
    for (long k = 0; k < count; k++) {
        if (src) memcpy(s + 4 * k, src + 4 * k, 4); else memcpy(s + 4 * k, &solid, 4);
        w |= (uint32_t)(cov ? cov[k] : 255) << (8 * k);
    }
    so_u16x16 sv = SO_LOAD(s), m = so_spread(w);
    uint8_t out[16];
    SO_STORE(out, SO_PARTIAL(sv, SO_ALPHAS(sv), m, SO_LOAD(d)));
    memcpy(dst, out, 4 * count);
}

/// Stores `groups` copies of the four-pixel pattern `c4`.
SO_INLINE void so_fill(uint8_t *p, const uint8_t *c4, long groups) {
    if (groups <= 0) return;
    if (groups <= 32) {
        // Short runs: plain 16-byte stores (a library call per doubling costs more here).
        for (long g = 0; g < groups; g++) memcpy(p + 16 * g, c4, 16);
        return;
    }
    // Long runs: one group, then doubling copies (the C library's memcpy, fast in any build).
    memcpy(p, c4, 16);
    long done = 16, total = 16 * groups;
    while (done < total) {
        long n = done < total - done ? done : total - done;
        memcpy(p + done, p, n);
        done += n;
    }
}

static long so_zero_lead(const uint8_t *p, long bytes) {
    static const uint8_t zeros[256];
    long n = 0;
    while (n + 256 <= bytes && memcmp(p + n, zeros, 256) == 0) n += 256;
    while (n + 16 <= bytes && memcmp(p + n, zeros, 16) == 0) n += 16;
    return n;
}

static long so_zero_trail(const uint8_t *p, long bytes) {
    static const uint8_t zeros[256];
    long n = 0;
    while (n + 256 <= bytes && memcmp(p + bytes - n - 256, zeros, 256) == 0) n += 256;
    while (n + 16 <= bytes && memcmp(p + bytes - n - 16, zeros, 16) == 0) n += 16;
    return n;
}

void flipbook_srcover_row(uint8_t *dst, const uint8_t *src, const uint8_t *cov, long count) {
    // Transparent source at either end, in whole groups: not visited at all.
    long lead = so_zero_lead(src, 4 * count) / 16 * 4;
    if (lead >= count) return;
    long n = count - lead - so_zero_trail(src + 4 * lead, 4 * (count - lead)) / 16 * 4;
    dst += 4 * lead;
    src += 4 * lead;
    if (cov) cov += lead;
    const uint64_t opaque = 0xFF000000FF000000ull;
    long i = 0;
    while (i + 4 <= n) {
        uint32_t w = cov ? so_word(cov + i) : 0xFFFFFFFFu;
        if (w == 0) {
            i += 4;
            continue;
        }
        const uint8_t *sp = src + 4 * i;
        uint8_t *dp = dst + 4 * i;
        uint64_t lo = so_dword(sp), hi = so_dword(sp + 8);
        if ((lo | hi) == 0) {
            i += 4;
            continue;
        }
        if (w == 0xFFFFFFFFu && (lo & hi & opaque) == opaque) {
            memcpy(dp, sp, 16);
            i += 4;
            continue;
        }
        if (w == 0xFFFFFFFFu) {
            SO_STORE(dp, SO_FULL(SO_LOAD(sp), SO_ALPHAS(SO_LOAD(sp)), SO_LOAD(dp)));
        } else {
            so_u8x4 c;
            memcpy(&c, &w, 4);
            SO_STORE(dp, SO_PARTIAL(SO_LOAD(sp), SO_ALPHAS(SO_LOAD(sp)), SO_SPREAD(c), SO_LOAD(dp)));
        }
        i += 4;
    }
    if (i < n) so_tail(dst + 4 * i, src + 4 * i, 0, cov ? cov + i : 0, n - i);
}

void flipbook_srcover_solid_row(uint8_t *dst, uint32_t color, const uint8_t *cov, long count) {
    uint8_t c4[16];
    for (int k = 0; k < 4; k++) memcpy(c4 + 4 * k, &color, 4);
    so_u16x16 s = SO_LOAD(c4), sa = SO_ALPHAS(s);
    int opaque = (color >> 24) == 255;
    long i = 0;
    if (!cov) {
        if (opaque) {
            so_fill(dst, c4, count / 4);
            i = count & ~3L;
        }
        for (; i + 4 <= count; i += 4) SO_STORE(dst + 4 * i, SO_FULL(s, sa, SO_LOAD(dst + 4 * i)));
        if (i < count) so_tail(dst + 4 * i, 0, color, 0, count - i);
        return;
    }
    while (i + 4 <= count) {
        uint32_t w = so_word(cov + i);
        uint8_t *dp = dst + 4 * i;
        if (w == 0) {
            // Empty coverage (beside a glyph, inside a ring) sixteen bytes a step.
            i += 4;
            while (i + 16 <= count && (so_dword(cov + i) | so_dword(cov + i + 8)) == 0) i += 16;
            continue;
        }
        if (w == 0xFFFFFFFFu) {
            if (opaque) {
                long end = i + 4;
                while (end + 8 <= count && so_dword(cov + end) == ~0ull) end += 8;
                while (end + 4 <= count && so_word(cov + end) == 0xFFFFFFFFu) end += 4;
                so_fill(dp, c4, (end - i) / 4);
                i = end;
                continue;
            }
            SO_STORE(dp, SO_FULL(s, sa, SO_LOAD(dp)));
        } else {
            so_u8x4 c;
            memcpy(&c, &w, 4);
            SO_STORE(dp, SO_PARTIAL(s, sa, SO_SPREAD(c), SO_LOAD(dp)));
        }
        i += 4;
    }
    if (i < count) so_tail(dst + 4 * i, 0, color, cov + i, count - i);
}

/// Coverage scaled by opacity as the Swift blitter rounds it: ⌊m·opacity + ½⌋ in Float.
static void so_scale_coverage(const uint8_t *cov, float opacity, uint8_t *out, long count) {
    if (!cov) {
        memset(out, (int)(uint8_t)(255.0f * opacity + 0.5f), (size_t)count);
        return;
    }
    for (long k = 0; k < count; k++) out[k] = (uint8_t)((float)cov[k] * opacity + 0.5f);
}

void flipbook_srcover_solid_rect(uint8_t *dst, long dstStride, uint32_t color, const uint8_t *cov, long covStride,
                                 long width, long height, float opacity) {
    if (width <= 0 || height <= 0) return;
    uint8_t *scaled = opacity < 1 ? malloc((size_t)width) : 0;
    if (scaled && !cov) so_scale_coverage(0, opacity, scaled, width);
    for (long y = 0; y < height; y++) {
        const uint8_t *c = cov ? cov + y * covStride : 0;
        if (scaled) {
            if (c) so_scale_coverage(c, opacity, scaled, width);
            c = scaled;
        }
        flipbook_srcover_solid_row(dst + y * dstStride, color, c, width);
    }
    free(scaled);
}

void flipbook_srcover_image_rect(uint8_t *dst, long dstStride, const uint8_t *src, long srcStride, const uint8_t *cov,
                                 long covStride, long width, long height, float opacity) {
    if (width <= 0 || height <= 0) return;
    uint8_t *scaled = opacity < 1 ? malloc((size_t)width) : 0;
    if (scaled && !cov) so_scale_coverage(0, opacity, scaled, width);
    for (long y = 0; y < height; y++) {
        const uint8_t *c = cov ? cov + y * covStride : 0;
        if (scaled) {
            if (c) so_scale_coverage(c, opacity, scaled, width);
            c = scaled;
        }
        flipbook_srcover_row(dst + y * dstStride, src + y * srcStride, c, width);
    }
    free(scaled);
}
