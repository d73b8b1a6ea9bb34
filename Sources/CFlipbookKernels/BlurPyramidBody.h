// The body of the large-σ Gaussian blur pyramid (BlurPyramid.c for the method and the
// baseline build, BlurPyramidAVX2.c for the AVX2 one): included once per instruction set with
// BP_NAME (the entry points' suffix) defined. Integer lanes are exact and the Float stages
// do the same IEEE operations with contraction off on every instruction set, so both builds
// give the same bytes.
#pragma clang diagnostic ignored "-Wpsabi"
#pragma clang fp contract(off)
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "CFlipbookKernels.h"

typedef float bp_f4 __attribute__((ext_vector_type(4)));
typedef int32_t bp_i4 __attribute__((ext_vector_type(4)));
typedef uint32_t bp_u4 __attribute__((ext_vector_type(4)));
typedef uint16_t bp_u16x4 __attribute__((ext_vector_type(4)));
typedef uint16_t bp_u16x16 __attribute__((ext_vector_type(16)));
typedef uint8_t bp_u8x16 __attribute__((ext_vector_type(16)));

#define BP_INLINE static inline __attribute__((always_inline))
#define BP_MAX_LEVELS 64

// Unaligned loads and stores as expressions: at -O0 (debug builds) an inline function, and a
// memcpy through a local, is a round trip through the stack for every vector.
typedef uint16_t bp_u16x16u __attribute__((ext_vector_type(16), aligned(2), may_alias));
typedef uint16_t bp_u16x4u __attribute__((ext_vector_type(4), aligned(2), may_alias));
typedef uint8_t bp_u8x16u __attribute__((ext_vector_type(16), aligned(1), may_alias));
#define bp_ld16(p) ((bp_u16x16)*(const bp_u16x16u *)(p))
#define bp_st16(p, v) ((void)(*(bp_u16x16u *)(p) = (v)))
#define bp_ld4(p) ((bp_u16x4)*(const bp_u16x4u *)(p))
#define bp_st4(p, v) ((void)(*(bp_u16x4u *)(p) = (v)))
// The A8 levels' Float rows, eight (or sixteen) values a step: as scalar loops they cost an
// unoptimised build five times the optimised one, where the compiler vectorises them anyway.
typedef float bp_f8 __attribute__((ext_vector_type(8)));
typedef float bp_f16 __attribute__((ext_vector_type(16)));
typedef int32_t bp_i8 __attribute__((ext_vector_type(8)));
typedef uint16_t bp_u16x8 __attribute__((ext_vector_type(8)));
typedef float bp_f8u __attribute__((ext_vector_type(8), aligned(4), may_alias));
typedef float bp_f16u __attribute__((ext_vector_type(16), aligned(4), may_alias));
typedef uint16_t bp_u16x8u __attribute__((ext_vector_type(8), aligned(2), may_alias));
#define bp_ldf8(p) ((bp_f8)*(const bp_f8u *)(p))
#define bp_stf8(p, v) ((void)(*(bp_f8u *)(p) = (v)))
#define bp_ldf16(p) ((bp_f16)*(const bp_f16u *)(p))
#define bp_stf16(p, v) ((void)(*(bp_f16u *)(p) = (v)))
// Sixteen values from p, every other one (from p[0] or p[1]).
#define bp_evens(p) __builtin_shufflevector(bp_ldf16(p), bp_ldf16(p), 0, 2, 4, 6, 8, 10, 12, 14)
#define bp_odds(p) __builtin_shufflevector(bp_ldf16(p), bp_ldf16(p), 1, 3, 5, 7, 9, 11, 13, 15)
// Two vectors of eight interleaved into sixteen (a[0], b[0], a[1], b[1], …).
#define bp_zip(a, b) __builtin_shufflevector((a), (b), 0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5, 13, 6, 14, 7, 15)
// Bitwise select on Floats: `m` all ones where `b` is wanted.
#define bp_sel(m, a, b) ((bp_f8)((((bp_i8)(a)) & ~(m)) | (((bp_i8)(b)) & (m))))

static void bp_level_sizes(long w, long h, long levels, long *ws, long *hs) {
    ws[0] = w;
    hs[0] = h;
    for (long l = 1; l <= levels; l++) {
        ws[l] = (ws[l - 1] + 5) / 2;
        hs[l] = (hs[l - 1] + 5) / 2;
    }
}

// MARK: The recursive filter (RecursiveGaussian.filter and BlurPyramid.columns)

/// RecursiveGaussian.filter: `n` vectors (independent lanes), zeros beyond both ends.
static void bp_filter(const FlipbookRecursiveGaussian *g, const bp_f4 *x, bp_f4 *y, long n) {
    const FlipbookIIRSection f = g->first, s = g->second;
    bp_f4 p1 = 0, q1 = 0, p2 = 0, q2 = 0, xPrev = 0;
    for (long i = 0; i < n; i++) {
        const bp_f4 xi = x[i];
        const bp_f4 y1 = ((f.b0 * xi + f.b1 * xPrev) + f.d2 * q1) + f.d1 * p1;
        const bp_f4 y2 = ((s.b0 * xi + s.b1 * xPrev) + s.d2 * q2) + s.d1 * p2;
        y[i] = y1 + y2;
        q1 = p1; p1 = y1; q2 = p2; p2 = y2; xPrev = xi;
    }
    p1 = 0; q1 = 0; p2 = 0; q2 = 0;
    bp_f4 x1 = 0, x2 = 0;
    for (long i = n - 1; i >= 0; i--) {
        const bp_f4 y1 = ((f.c1 * x1 + f.c2 * x2) + f.d2 * q1) + f.d1 * p1;
        const bp_f4 y2 = ((s.c1 * x1 + s.c2 * x2) + s.d2 * q2) + s.d1 * p2;
        y[i] = y[i] + (y1 + y2);
        q1 = p1; p1 = y1; q2 = p2; p2 = y2;
        x2 = x1; x1 = x[i];
    }
}

/// BlurPyramid.columns: the filter down every column of `src` (w × h vectors) into `dst`;
/// with `t`, finished values go to their transposed place t[i · h + y] instead.
static void bp_columns(const bp_f4 *src, bp_f4 *dst, long w, long h, bp_f4 *state, const FlipbookRecursiveGaussian *g,
                       bp_f4 *t) {
    const FlipbookIIRSection a = g->first, b = g->second;
    bp_f4 *p1 = state, *q1 = state + w, *p2 = state + 2 * w, *q2 = state + 3 * w, *tmp;
    memset(state, 0, sizeof(bp_f4) * (size_t)(4 * w));
    for (long y = 0; y < h; y++) {
        const bp_f4 *x0 = src + y * w;
        bp_f4 *out = dst + y * w;
        if (y > 0) {
            const bp_f4 *xp = x0 - w;
            // Expressions rather than named temporaries: each named local is a stack slot at -O0.
            for (long i = 0; i < w; i++) {
                q1[i] = ((a.b0 * x0[i] + a.b1 * xp[i]) + a.d2 * q1[i]) + a.d1 * p1[i];
                q2[i] = ((b.b0 * x0[i] + b.b1 * xp[i]) + b.d2 * q2[i]) + b.d1 * p2[i];
                out[i] = q1[i] + q2[i];
            }
        } else {
            for (long i = 0; i < w; i++) {
                const bp_f4 xi = x0[i];
                const bp_f4 y1 = a.b0 * xi, y2 = b.b0 * xi;
                q1[i] = y1; q2[i] = y2; out[i] = y1 + y2;
            }
        }
        tmp = p1; p1 = q1; q1 = tmp;
        tmp = p2; p2 = q2; q2 = tmp;
    }
    memset(state, 0, sizeof(bp_f4) * (size_t)(4 * w));
    for (long y = h - 1; y >= 0; y--) {
        bp_f4 *out = dst + y * w;
        if (y + 2 < h) {
            const bp_f4 *u1 = src + (y + 1) * w, *u2 = u1 + w;
            for (long i = 0; i < w; i++) {
                q1[i] = ((a.c1 * u1[i] + a.c2 * u2[i]) + a.d2 * q1[i]) + a.d1 * p1[i];
                q2[i] = ((b.c1 * u1[i] + b.c2 * u2[i]) + b.d2 * q2[i]) + b.d1 * p2[i];
                if (t) t[i * h + y] = out[i] + (q1[i] + q2[i]); else out[i] = out[i] + (q1[i] + q2[i]);
            }
        } else {
            const bp_f4 *u1 = y + 1 < h ? src + (y + 1) * w : 0;
            for (long i = 0; i < w; i++) {
                const bp_f4 x1 = u1 ? u1[i] : (bp_f4)0;
                const bp_f4 y1 = (a.c1 * x1 + a.d2 * q1[i]) + a.d1 * p1[i];
                const bp_f4 y2 = (b.c1 * x1 + b.d2 * q2[i]) + b.d1 * p2[i];
                q1[i] = y1; q2[i] = y2; out[i] = out[i] + (y1 + y2);
                if (t) t[i * h + y] = out[i];
            }
        }
        tmp = p1; p1 = q1; q1 = tmp;
        tmp = p2; p2 = q2; q2 = tmp;
    }
}

// MARK: A8 masks (BlurPyramidA8.swift)

typedef struct {
    long width, height, stride;
    float *values;
} bp_mask;

#define bp_mrow(m, y) ((m).values + (y) * (m).stride)

/// The first halving, from bytes, exact, as value · 256 / 256.
static int bp_halve_mask_bytes(const uint8_t *px, long w, long h, bp_mask dst) {
    const long chunks = (w + 31) / 32, rowBytes = chunks * 32;
    uint8_t *padded = calloc((size_t)(rowBytes * (h + 1)), 1);
    const long cap = 2 + (dst.width > chunks * 16 ? dst.width : chunks * 16) + 32;
    uint16_t *eo = calloc((size_t)(2 * cap), sizeof(uint16_t));
    if (!padded || !eo) { free(padded); free(eo); return 0; }
    for (long y = 0; y < h; y++) memcpy(padded + y * rowBytes, px + y * w, (size_t)w);
    const uint8_t *zeroRow = padded + h * rowBytes;
    uint16_t *even = eo + 2, *odd = eo + cap + 2;
    for (long j = 0; j < dst.height; j++) {
        const uint8_t *r[5];
        for (long k = 0; k < 5; k++) {
            long y = 2 * j - 4 + k;
            r[k] = y >= 0 && y < h ? padded + y * rowBytes : zeroRow;
        }
        for (long c = 0; c < chunks; c++) {
            bp_u16x16 v[5];
            for (long k = 0; k < 5; k++) memcpy(&v[k], r[k] + 32 * c, sizeof v[k]);
            const bp_u16x16 e = ((v[0] & 0xFF) + (v[4] & 0xFF)) + ((v[1] & 0xFF) + (v[3] & 0xFF)) * 4 + (v[2] & 0xFF) * 6;
            const bp_u16x16 d = ((v[0] >> 8) + (v[4] >> 8)) + ((v[1] >> 8) + (v[3] >> 8)) * 4 + (v[2] >> 8) * 6;
            bp_st16(even + 16 * c, e);
            bp_st16(odd + 16 * c, d);
        }
        float *out = bp_mrow(dst, j);
        for (long i = 0; i < dst.width; i += 16) {
            const bp_f16 f = __builtin_convertvector((bp_ld16(even + i - 2) + bp_ld16(even + i))
                                                     + (bp_ld16(odd + i - 2) + bp_ld16(odd + i - 1)) * 4
                                                     + bp_ld16(even + i - 1) * 6, bp_f16) * (1.0f / 256);
            if (dst.width - i >= 16) {
                bp_stf16(out + i, f);
            } else {
                for (long k = 0; k < dst.width - i; k++) out[i + k] = f[k];
            }
        }
    }
    free(padded);
    free(eo);
    return 1;
}

/// A further halving, Float to Float: rows weighted down into `sum` (the same additions in
/// the same order as the Swift), then across, eight outputs a step from sixteen sums.
static int bp_halve_mask(bp_mask src, bp_mask dst) {
    const long w = src.width, lanes = (w + 7) / 8 * 8;
    // Four zeros before the sums, and zeros after for the last step's reach.
    float *t = calloc((size_t)(lanes + 2 * dst.width + 48), sizeof(float));
    if (!t) return 0;
    float *sum = t + 4;
    for (long j = 0; j < dst.height; j++) {
        for (long x = 0; x < lanes; x += 8) bp_stf8(sum + x, (bp_f8)0);
        for (long k = 0; k < 5; k++) {
            long y = 2 * j - 4 + k;
            if (y < 0 || y >= src.height) continue;
            const float weight = k == 2 ? 6 : (k == 1 || k == 3) ? 4 : 1;
            const float *r = bp_mrow(src, y);
            long x = 0;
            for (; x + 8 <= w; x += 8) bp_stf8(sum + x, bp_ldf8(sum + x) + weight * bp_ldf8(r + x));
            for (; x < w; x++) sum[x] = sum[x] + weight * r[x];
        }
        float *out = bp_mrow(dst, j);
        // out[i] = ((b0 + b4) + 4 (b1 + b3) + 6 b2) / 256 with b = sum + 2i − 4.
        for (long i = 0; i < dst.width; i += 8) {
            const float *b = sum + 2 * i - 4;
            const bp_f8 f = ((bp_evens(b) + bp_evens(b + 4)) + 4 * (bp_odds(b) + bp_odds(b + 2)) + 6 * bp_evens(b + 2))
                          * (1.0f / 256);
            if (dst.width - i >= 8) {
                bp_stf8(out + i, f);
            } else {
                for (long k = 0; k < dst.width - i; k++) out[i + k] = f[k];
            }
        }
    }
    free(t);
    return 1;
}

/// The recursive filter down the columns (four per vector) and along the rows (four rows per
/// vector), in place.
static int bp_recursive_mask(bp_mask plane, const FlipbookRecursiveGaussian *gx, const FlipbookRecursiveGaussian *gy) {
    const long w = plane.width, h = plane.height, quads = plane.stride / 4;
    bp_f4 *scratch = malloc(sizeof(bp_f4) * (size_t)(quads * h + 4 * quads + 2 * w));
    if (!scratch) return 0;
    bp_f4 *state = scratch + quads * h;
    bp_f4 *v = (bp_f4 *)(void *)plane.values;
    bp_columns(v, scratch, quads, h, state, gy, 0);
    memcpy(v, scratch, sizeof(bp_f4) * (size_t)(quads * h));
    bp_f4 *packed = state, *out = state + w;
    for (long y0 = 0; y0 < h; y0 += 4) {
        const long n = h - y0 < 4 ? h - y0 : 4;
        for (long x = 0; x < w; x++) {
            bp_f4 p = 0;
            for (long k = 0; k < n; k++) p[k] = bp_mrow(plane, y0 + k)[x];
            packed[x] = p;
        }
        bp_filter(gx, packed, out, w);
        for (long k = 0; k < n; k++) {
            float *r = bp_mrow(plane, y0 + k);
            for (long x = 0; x < w; x++) r[x] = out[x][k];
        }
    }
    free(scratch);
    return 1;
}

/// Level l + 1 doubled into level l, Float: down into `v` (eight values a step), then across,
/// sixteen outputs a step, even and odd computed apart and interleaved.
static int bp_interpolate_mask(bp_mask src, bp_mask dst) {
    const long sw = src.width, lanes = (sw + 7) / 8 * 8;
    // `v` with zeros beyond sw for the last step's reach; a zero row for rows beyond the level.
    float *v = calloc((size_t)(2 * lanes + dst.width + 64), sizeof(float));
    if (!v) return 0;
    const float *zero = v + lanes + dst.width + 48;
    for (long y = 0; y < dst.height; y++) {
        const long j = y / 2 + 1;
        const float *r0 = j - 1 >= 0 && j - 1 < src.height ? bp_mrow(src, j - 1) : zero;
        const float *r1 = j >= 0 && j < src.height ? bp_mrow(src, j) : zero;
        const float *r2 = j + 1 >= 0 && j + 1 < src.height ? bp_mrow(src, j + 1) : zero;
        long i = 0;
        // A missing row reads as 0 (0 + c is c exactly, as the Swift's `?? 0`).
        if ((y & 1) == 0) {
            for (; i + 8 <= sw; i += 8) bp_stf8(v + i, (bp_ldf8(r0 + i) + bp_ldf8(r2 + i)) * 0.125f + bp_ldf8(r1 + i) * 0.75f);
            for (; i < sw; i++) v[i] = (r0[i] + r2[i]) * 0.125f + r1[i] * 0.75f;
        } else {
            for (; i + 8 <= sw; i += 8) bp_stf8(v + i, (bp_ldf8(r1 + i) + bp_ldf8(r2 + i)) * 0.5f);
            for (; i < sw; i++) v[i] = (r1[i] + r2[i]) * 0.5f;
        }
        float *out = bp_mrow(dst, y);
        // Outputs x (even) and x + 1 read v around i = x / 2 + 1.
        for (long x = 0; x < dst.width; x += 16) {
            const float *c = v + x / 2 + 1;
            const bp_f16 f = bp_zip((bp_ldf8(c - 1) + bp_ldf8(c + 1)) * 0.125f + bp_ldf8(c) * 0.75f,
                                    (bp_ldf8(c) + bp_ldf8(c + 1)) * 0.5f);
            if (dst.width - x >= 16) {
                bp_stf16(out + x, f);
            } else {
                for (long k = 0; k < dst.width - x; k++) out[x + k] = f[k];
            }
        }
    }
    free(v);
    return 1;
}

/// The last doubling, into bytes with one rounding (level 1 as value · 64 in 16 bits).
static int bp_interpolate_mask_bytes(bp_mask src, uint8_t *px, long w, long h) {
    const long sw = src.width, sh = src.height, cap = sw + 48;
    const long pairs = (w + 1) / 2;
    uint16_t *fixed = calloc((size_t)(cap * (sh + 2) + cap + 64), sizeof(uint16_t));
    uint16_t *outPairs = malloc(sizeof(uint16_t) * (size_t)(pairs + 16));
    if (!fixed || !outPairs) { free(fixed); free(outPairs); return 0; }
    for (long r = 0; r < sh; r++) {
        const float *s = bp_mrow(src, r);
        uint16_t *d = fixed + (r + 1) * cap;
        long i = 0;
        // Swift's max(x, 0) and min(x, 255): `0 >= x ? 0 : x`, `255 < x ? 255 : x` (NaN passes
        // both), eight at a time as bit selects.
        for (; i + 8 <= sw; i += 8) {
            const bp_f8 m = bp_sel((bp_i8)(0.0f >= bp_ldf8(s + i)), bp_ldf8(s + i), (bp_f8)0);
            *(bp_u16x8u *)(d + i) = __builtin_convertvector(bp_sel((bp_i8)(255.0f < m), m, (bp_f8)255) * 64 + 0.5f, bp_u16x8);
        }
        for (; i < sw; i++) {
            float m = 0.0f >= s[i] ? 0.0f : s[i];
            m = 255.0f < m ? 255.0f : m;
            d[i] = (uint16_t)(m * 64 + 0.5f);
        }
    }
    uint16_t *v = fixed + cap * (sh + 2);
    for (long y = 0; y < h; y++) {
        const long j = y / 2 + 1;
        const uint16_t *a = fixed + j * cap, *b = fixed + (j + 1) * cap, *c = fixed + (j + 2) * cap;
        if ((y & 1) == 0) {
            for (long i = 0; i < sw; i += 16) {
                const bp_u16x16 m = bp_ld16(b + i);
                bp_st16(v + i, ((((bp_ld16(a + i) + bp_ld16(c + i)) >> 1) + m * 3) + 2) >> 2);
            }
        } else {
            for (long i = 0; i < sw; i += 16) bp_st16(v + i, (bp_ld16(b + i) + bp_ld16(c + i) + 1) >> 1);
        }
        memset(v + sw, 0, 32 * sizeof(uint16_t));
        // Pair k holds output pixels 2k (even) and 2k + 1 (odd), low byte first.
        for (long k = 0; k < pairs; k += 16) {
            const bp_u16x16 l = bp_ld16(v + k), mid = bp_ld16(v + k + 1), r = bp_ld16(v + k + 2);
            const bp_u16x16 e = ((((l + r) >> 1) + mid * 3) + 128) >> 8;
            const bp_u16x16 o = (mid + r + 64) >> 7;
            bp_st16(outPairs + k, e + o * 256);
        }
        memcpy(px + y * w, outPairs, (size_t)w);
    }
    free(fixed);
    free(outPairs);
    return 1;
}

int BP_NAME(flipbook_pyramid_blur_a8)(uint8_t *px, long w, long h, long levels, const FlipbookRecursiveGaussian *gx,
                             const FlipbookRecursiveGaussian *gy) {
    if (levels < 1 || levels > BP_MAX_LEVELS || w <= 0 || h <= 0) return 0;
    long ws[BP_MAX_LEVELS + 1], hs[BP_MAX_LEVELS + 1];
    bp_level_sizes(w, h, levels, ws, hs);
    long total = 0;
    for (long l = 1; l <= levels; l++) total += ((ws[l] + 3) / 4 * 4) * hs[l];
    float *arena = calloc((size_t)total, sizeof(float));
    if (!arena) return 0;
    bp_mask planes[BP_MAX_LEVELS];
    float *cursor = arena;
    for (long l = 1; l <= levels; l++) {
        const long stride = (ws[l] + 3) / 4 * 4;
        planes[l - 1] = (bp_mask){ws[l], hs[l], stride, cursor};
        cursor += stride * hs[l];
    }
    int ok = bp_halve_mask_bytes(px, w, h, planes[0]);
    for (long l = 1; ok && l < levels; l++) ok = bp_halve_mask(planes[l - 1], planes[l]);
    if (ok) ok = bp_recursive_mask(planes[levels - 1], gx, gy);
    for (long l = levels - 1; ok && l > 0; l--) ok = bp_interpolate_mask(planes[l], planes[l - 1]);
    if (ok) ok = bp_interpolate_mask_bytes(planes[0], px, w, h);
    free(arena);
    return ok;
}

// MARK: RGBA8 (BlurPyramid.swift)

/// A level in 16-bit fixed point, four lanes per pixel; rows `stride` pixels apart with a
/// zero tail.
typedef struct {
    long width, height, stride;
    uint16_t *lanes;
} bp_fixed_plane;

#define bp_frow(p, y) ((p).lanes + 4 * (y) * (p).stride)

/// One halving into `dst` as value · 256 (`rounded`: value · 16). `bytes` (premultiplied
/// RGBA8, w × h) or `src` (a level stored as value · 16) is the input.
static int bp_halve(const uint8_t *bytes, const bp_fixed_plane *src, long w, long h, bp_fixed_plane dst, int rounded) {
    const long half = dst.width + 8;
    // The weighted row sum (w pixels and room for a vector), then even and odd pixels, each
    // with two zero pixels before and a zero tail.
    uint16_t *t = malloc(sizeof(uint16_t) * (size_t)(4 * (w + 4)));
    uint16_t *eo = calloc((size_t)(2 * 4 * (half + 8)), sizeof(uint16_t));
    uint16_t *zero = calloc((size_t)(4 * (w + 8)), sizeof(uint16_t));
    if (!t || !eo || !zero) { free(t); free(eo); free(zero); return 0; }
    uint16_t *even = eo + 4 * 2, *odd = eo + 4 * (half + 8) + 4 * 2;
    const long quads = w / 4;
    for (long j = 0; j < dst.height; j++) {
        if (bytes) {
            const uint8_t *r[5];
            for (long k = 0; k < 5; k++) {
                long y = 2 * j - 4 + k;
                r[k] = y >= 0 && y < h ? bytes + 4 * y * w : (const uint8_t *)zero;
            }
            for (long q = 0; q < quads; q++) {
#define BP_ROW(k) __builtin_convertvector(*(const bp_u8x16u *)(r[k] + 16 * q), bp_u16x16)
                bp_st16(t + 16 * q, (BP_ROW(0) + BP_ROW(4)) + ((BP_ROW(1) + BP_ROW(3)) << 2) + (BP_ROW(2) << 2) + (BP_ROW(2) << 1));
#undef BP_ROW
            }
            for (long x = 4 * quads; x < w; x++) {
                bp_u16x4 v[5];
                for (long k = 0; k < 5; k++) v[k] = (bp_u16x4){r[k][4 * x], r[k][4 * x + 1], r[k][4 * x + 2], r[k][4 * x + 3]};
                bp_st4(t + 4 * x, (v[0] + v[4]) + ((v[1] + v[3]) << 2) + (v[2] << 2) + (v[2] << 1));
            }
        } else {
            const uint16_t *r[5];
            for (long k = 0; k < 5; k++) {
                long y = 2 * j - 4 + k;
                r[k] = y >= 0 && y < src->height ? bp_frow(*src, y) : zero;
            }
            for (long q = 0; q < quads; q++) {
                const long o = 16 * q;
                const bp_u16x16 c = bp_ld16(r[2] + o);
                bp_st16(t + o, ((bp_ld16(r[0] + o) + bp_ld16(r[4] + o)) + ((bp_ld16(r[1] + o) + bp_ld16(r[3] + o)) << 2) + (c << 2)
                                + (c << 1) + 8) >> 4);
            }
            for (long x = 4 * quads; x < w; x++) {
                const long o = 4 * x;
                const bp_u16x4 c = bp_ld4(r[2] + o);
                bp_st4(t + o, ((bp_ld4(r[0] + o) + bp_ld4(r[4] + o)) + ((bp_ld4(r[1] + o) + bp_ld4(r[3] + o)) << 2) + (c << 2)
                               + (c << 1) + 8) >> 4);
            }
        }
        // Deal into even and odd pixels (eight at a time by shuffles); zero beyond the row.
        long x = 0;
        for (; x + 8 <= w; x += 8) {
            const bp_u16x16 a = bp_ld16(t + 4 * x), b = bp_ld16(t + 4 * x + 16);
            bp_st16(even + 2 * x, __builtin_shufflevector(a, b, 0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27));
            bp_st16(odd + 2 * x, __builtin_shufflevector(a, b, 4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31));
        }
        for (; x < w; x++) memcpy((x & 1 ? odd : even) + 4 * (x / 2), t + 4 * x, 8);
        memset(even + 4 * ((w + 1) / 2), 0, sizeof(uint16_t) * (size_t)(4 * (half - 2 - (w + 1) / 2)));
        memset(odd + 4 * (w / 2), 0, sizeof(uint16_t) * (size_t)(4 * (half - 2 - w / 2)));
        // out[i] = (E[i−2] + E[i]) + 4 (O[i−2] + O[i−1]) + 6 E[i−1], four pixels a step.
        uint16_t *out = bp_frow(dst, j);
        for (long i = 0; i < dst.width; i += 4) {
            const long o = 4 * i;
            const bp_u16x16 em1 = bp_ld16(even + o - 4);
            bp_u16x16 s = (bp_ld16(even + o - 8) + bp_ld16(even + o)) + ((bp_ld16(odd + o - 8) + bp_ld16(odd + o - 4)) << 2)
                        + (em1 << 2) + (em1 << 1);
            if (rounded) s = (s + 8) >> 4;
            if (dst.width - i >= 4) {
                bp_st16(out + o, s);
            } else {
                for (long k = 0; k < 4 * (dst.width - i); k++) out[o + k] = s[k];
            }
        }
        memset(out + 4 * dst.width, 0, sizeof(uint16_t) * (size_t)(4 * (dst.stride - dst.width)));
    }
    free(t);
    free(eo);
    free(zero);
    return 1;
}

/// A pixel as fixed point (BlurPyramid.fixed): negative lobes clamped to 0 and colour to
/// alpha, value · 64 rounded to nearest even through the float "magic number".
BP_INLINE bp_u16x4 bp_to_fixed(bp_f4 p) {
    bp_i4 bits;
    memcpy(&bits, &p, sizeof bits);
    bits = bits & ~(bits >> 31);
    bp_f4 c;
    memcpy(&c, &bits, sizeof c);
    bp_f4 a = (bp_f4)c.w;
    bp_f4 t = 255 - a;
    memcpy(&bits, &t, sizeof bits);
    bits = bits & ~(bits >> 31);
    memcpy(&t, &bits, sizeof t);
    a = 255 - t;
    bp_f4 d = a - c;
    memcpy(&bits, &d, sizeof bits);
    bits = bits & ~(bits >> 31);
    memcpy(&d, &bits, sizeof d);
    const bp_f4 r = (a - d) * 64 + 12582912.0f;
    bp_u4 u;
    memcpy(&u, &r, sizeof u);
    return __builtin_convertvector(u, bp_u16x4);
}

// bp_to_fixed on four pixels (sixteen Floats) at once, the same operations per lane in the
// same order: at -O0 the one-pixel form costs a stack round trip per operation and was a
// quarter of a debug σ 10 blur. Casts between vectors of one size are bit casts.
typedef int32_t bp_i16 __attribute__((ext_vector_type(16)));
typedef uint32_t bp_u32x16 __attribute__((ext_vector_type(16)));
#define bp_clamp0_16(v) ((bp_f16)((bp_i16)(v) & ~((bp_i16)(v) >> 31)))
#define bp_alpha16(c) __builtin_shufflevector((c), (c), 3, 3, 3, 3, 7, 7, 7, 7, 11, 11, 11, 11, 15, 15, 15, 15)
BP_INLINE bp_u16x16 bp_to_fixed16(bp_f16 p) {
    const bp_f16 c = bp_clamp0_16(p);
    const bp_f16 a = 255 - bp_clamp0_16(255 - bp_alpha16(c));
    return __builtin_convertvector((bp_u32x16)((a - bp_clamp0_16(a - c)) * 64 + 12582912.0f), bp_u16x16);
}

/// Level l + 1 doubled across into `out` (BlurPyramid.doubleAcross): out[2n] = [1 6 1] / 8
/// around src[n + 1], out[2n + 1] = [4 4] / 8 of src[n + 1], src[n + 2]; at least `w` pixels.
static void bp_double_across(const uint16_t *src, uint16_t *out, long w) {
    for (long n = 0; 2 * n < w; n += 4) {
        const bp_u16x16 l = bp_ld16(src + 4 * n), c = bp_ld16(src + 4 * n + 4), r = bp_ld16(src + 4 * n + 8);
        const bp_u16x16 e = (((l + r) >> 1) + c + (c << 1) + 2) >> 2;
        const bp_u16x16 o = (c + r + 1) >> 1;
        bp_st16(out + 8 * n, __builtin_shufflevector(e, o, 0, 1, 2, 3, 16, 17, 18, 19, 4, 5, 6, 7, 20, 21, 22, 23));
        bp_st16(out + 8 * n + 16, __builtin_shufflevector(e, o, 8, 9, 10, 11, 24, 25, 26, 27, 12, 13, 14, 15, 28, 29, 30, 31));
    }
}

/// Level l + 1 doubled into level l (`dst`) or, with `px`, into the bytes of the image.
static int bp_interpolate(bp_fixed_plane src, bp_fixed_plane dst, uint8_t *px, long w, long h) {
    const long cap = (w + 15) / 8 * 8;
    uint16_t *slots = malloc(sizeof(uint16_t) * (size_t)(4 * 3 * cap + 16));
    if (!slots) return 0;
    long ready = -1;
    const long lanes = 4 * w;
    for (long y = 0; y < h; y++) {
        const long j = y / 2 + 1;
        while (ready < j + 1) {
            ready += 1;
            bp_double_across(bp_frow(src, ready), slots + 4 * (ready % 3) * cap, w);
        }
        const uint16_t *a = slots + 4 * ((j + 2) % 3) * cap, *b = slots + 4 * (j % 3) * cap, *c = slots + 4 * ((j + 1) % 3) * cap;
        if (px) {
            uint8_t *out = px + y * lanes;
            long i = 0;
            for (; i + 16 <= lanes; i += 16) {
                const bp_u16x16 m = bp_ld16(b + i);
                const bp_u16x16 v = (y & 1) == 0 ? ((((bp_ld16(a + i) + bp_ld16(c + i)) >> 1) + m + (m << 1) + 128) >> 8)
                                                 : ((m + bp_ld16(c + i) + 64) >> 7);
                const bp_u8x16 bytes = __builtin_convertvector(v, bp_u8x16);
                memcpy(out + i, &bytes, sizeof bytes);
            }
            for (; i < lanes; i += 4) {
                const bp_u16x4 m = bp_ld4(b + i);
                const bp_u16x4 v = (y & 1) == 0 ? ((((bp_ld4(a + i) + bp_ld4(c + i)) >> 1) + m + (m << 1) + 128) >> 8)
                                                : ((m + bp_ld4(c + i) + 64) >> 7);
                for (long k = 0; k < 4; k++) out[i + k] = (uint8_t)v[k];
            }
        } else {
            uint16_t *out = bp_frow(dst, y);
            long i = 0;
            for (; i + 16 <= lanes; i += 16) {
                const bp_u16x16 m = bp_ld16(b + i);
                bp_st16(out + i, (y & 1) == 0 ? ((((bp_ld16(a + i) + bp_ld16(c + i)) >> 1) + m + (m << 1) + 2) >> 2)
                                              : ((m + bp_ld16(c + i) + 1) >> 1));
            }
            for (; i < lanes; i += 4) {
                const bp_u16x4 m = bp_ld4(b + i);
                bp_st4(out + i, (y & 1) == 0 ? ((((bp_ld4(a + i) + bp_ld4(c + i)) >> 1) + m + (m << 1) + 2) >> 2)
                                             : ((m + bp_ld4(c + i) + 1) >> 1));
            }
            memset(out + lanes, 0, sizeof(uint16_t) * (size_t)(4 * (dst.stride - dst.width)));
        }
    }
    free(slots);
    return 1;
}

int BP_NAME(flipbook_pyramid_blur_rgba)(uint8_t *px, long w, long h, long levels, const FlipbookRecursiveGaussian *gx,
                               const FlipbookRecursiveGaussian *gy) {
    if (levels < 1 || levels > BP_MAX_LEVELS || w <= 0 || h <= 0) return 0;
    long ws[BP_MAX_LEVELS + 1], hs[BP_MAX_LEVELS + 1];
    bp_level_sizes(w, h, levels, ws, hs);
    const long lw = ws[levels], lh = hs[levels];
    const long big = lw > lh ? lw : lh;
    long fixedTotal = 0;
    for (long l = 1; l <= levels; l++) fixedTotal += (ws[l] + 8) * hs[l];
    bp_f4 *floatArena = malloc(sizeof(bp_f4) * (size_t)(3 * lw * lh + 4 * big));
    uint16_t *fixedArena = malloc(sizeof(uint16_t) * (size_t)(4 * fixedTotal));
    if (!floatArena || !fixedArena) { free(floatArena); free(fixedArena); return 0; }
    bp_fixed_plane fixed[BP_MAX_LEVELS];
    uint16_t *fc = fixedArena;
    for (long l = 1; l <= levels; l++) {
        fixed[l - 1] = (bp_fixed_plane){ws[l], hs[l], ws[l] + 8, fc};
        fc += 4 * (ws[l] + 8) * hs[l];
    }
    // Levels halved again are stored as value · 16; the smallest keeps value · 256.
    int ok = bp_halve(px, 0, w, h, fixed[0], levels > 1);
    for (long l = 1; ok && l < levels; l++) ok = bp_halve(0, &fixed[l - 1], ws[l], hs[l], fixed[l], l < levels - 1);
    if (ok) {
        // value · 256 to Floats; the filter down the columns (transposed on the way), then
        // down the former rows; back to fixed point, transposed.
        const bp_fixed_plane s = fixed[levels - 1];
        bp_f4 *plane = floatArena, *scratch = floatArena + lw * lh, *transposed = scratch + lw * lh;
        bp_f4 *state = floatArena + 3 * lw * lh;
        // Four pixels a step where the row has them (exact: integers to Float, times 2⁻⁸).
        for (long y = 0; y < lh; y++) {
            const uint16_t *r = bp_frow(s, y);
            float *row = (float *)(plane + y * lw);
            long x = 0;
            for (; x + 4 <= lw; x += 4) {
                bp_stf16(row + 4 * x, __builtin_convertvector(bp_ld16(r + 4 * x), bp_f16) * (1.0f / 256));
            }
            for (; x < lw; x++) plane[y * lw + x] = __builtin_convertvector(bp_ld4(r + 4 * x), bp_f4) * (1.0f / 256);
        }
        bp_columns(plane, scratch, lw, lh, state, gy, transposed);
        bp_columns(transposed, scratch, lh, lw, state, gx, 0);
        memset(s.lanes, 0, sizeof(uint16_t) * (size_t)(4 * s.stride * s.height));
        // Down each transposed column: four pixels (rows y … y + 3 of column x) a step.
        for (long x = 0; x < lw; x++) {
            const bp_f4 *col = scratch + x * lh;
            long y = 0;
            for (; y + 4 <= lh; y += 4) {
                const bp_u16x16 v = bp_to_fixed16(bp_ldf16(col + y));
                bp_st4(bp_frow(s, y) + 4 * x, __builtin_shufflevector(v, v, 0, 1, 2, 3));
                bp_st4(bp_frow(s, y + 1) + 4 * x, __builtin_shufflevector(v, v, 4, 5, 6, 7));
                bp_st4(bp_frow(s, y + 2) + 4 * x, __builtin_shufflevector(v, v, 8, 9, 10, 11));
                bp_st4(bp_frow(s, y + 3) + 4 * x, __builtin_shufflevector(v, v, 12, 13, 14, 15));
            }
            for (; y < lh; y++) bp_st4(bp_frow(s, y) + 4 * x, bp_to_fixed(col[y]));
        }
        for (long l = levels - 1; ok && l > 0; l--) ok = bp_interpolate(fixed[l], fixed[l - 1], 0, ws[l], hs[l]);
        if (ok) ok = bp_interpolate(fixed[0], fixed[0], px, w, h);
    }
    free(floatArena);
    free(fixedArena);
    return ok;
}
