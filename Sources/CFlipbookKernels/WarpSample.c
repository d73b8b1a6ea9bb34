// The perspective warp's pixel sampling (FlipbookRaster's PerspectiveWarp.render with
// WarpSampler.Access and FootprintBatch, whose comments explain the filtering): each device
// pixel centre mapped through the inverse homography, sampled nearest, bilinear, or over its
// footprint (anisotropic taps on a trilinear mip level), scaled by coverage and rounded to
// premultiplied bytes. The same operations in the same order as the Swift (Double positions,
// Float channels and filter parameters), so the same bytes; in C for both builds because the
// Swift costs ~150× its release time at -Onone.
//
// Swift's min(a, b) is `b < a ? b : a`, max(a, b) is `b >= a ? b : a`: spelled out so that
// ties and -0 pick the same operand. A filter parameter computed by the Swift for four
// pixels at once depends only on its own pixel (lane-wise), so one pixel at a time here gives
// the same values.
#pragma clang diagnostic ignored "-Wpsabi"
#pragma clang fp contract(off)
#include <math.h>
#include <stdint.h>
#include <string.h>
#include "CFlipbookKernels.h"

typedef float ws_f4 __attribute__((ext_vector_type(4)));

#define WS_MIN(a, b) ((b) < (a) ? (b) : (a))
#define WS_MAX(a, b) ((b) >= (a) ? (b) : (a))

typedef int32_t ws_i4 __attribute__((ext_vector_type(4)));
typedef uint32_t ws_u4 __attribute__((ext_vector_type(4)));
typedef uint8_t ws_u8x4 __attribute__((ext_vector_type(4)));
typedef uint8_t ws_u8x4u __attribute__((ext_vector_type(4), aligned(1), may_alias));

// Small steps as macros, whole-vector where the Swift is lane-wise (the same operation per
// lane): at -O0 a helper function is a call with its arguments on the stack.
/// Texel (x, y) of the image as four exact Floats.
#define WS_TEXEL(w, x, y) __builtin_convertvector(*(const ws_u8x4u *)((w)->pixels + 4 * ((y) * (w)->width + (x))), ws_f4)
/// max(x, +0) by the sign bit, lane-wise (PerspectiveWarp.premultipliedBytes's relu).
#define WS_RELU(v) ((ws_f4)((ws_i4)(v) & ~((ws_i4)(v) >> 31)))
/// ⌊x⌋ of x ≥ −1 (callers clamp first); the fraction is x − ⌊x⌋ as Float.
#define WS_FLOOR(x) ((long)((x) + 1) - 1)

static ws_f4 ws_bilinear(const FlipbookWarp *w, double u, double v) {
    const double cu = WS_MIN(WS_MAX(u - 0.5, -1.0), (double)w->width), cv = WS_MIN(WS_MAX(v - 0.5, -1.0), (double)w->height);
    const long xi = WS_FLOOR(cu), yi = WS_FLOOR(cv);
    const float tx = (float)(cu - (double)xi), ty = (float)(cv - (double)yi);
    ws_f4 p00, p10, p01, p11;
    if (xi >= 0 && yi >= 0 && xi + 1 < w->width && yi + 1 < w->height) {
        p00 = WS_TEXEL(w, xi, yi); p10 = WS_TEXEL(w, xi + 1, yi);
        p01 = WS_TEXEL(w, xi, yi + 1); p11 = WS_TEXEL(w, xi + 1, yi + 1);
    } else {
        const long x0 = WS_MIN(WS_MAX(xi, 0L), w->width - 1), x1 = WS_MIN(WS_MAX(xi + 1, 0L), w->width - 1);
        const long y0 = WS_MIN(WS_MAX(yi, 0L), w->height - 1), y1 = WS_MIN(WS_MAX(yi + 1, 0L), w->height - 1);
        p00 = WS_TEXEL(w, x0, y0); p10 = WS_TEXEL(w, x1, y0); p01 = WS_TEXEL(w, x0, y1); p11 = WS_TEXEL(w, x1, y1);
    }
    const ws_f4 top = p00 + (p10 - p00) * tx;
    const ws_f4 bottom = p01 + (p11 - p01) * tx;
    return top + (bottom - top) * ty;
}

static ws_f4 ws_bilinear_level(const FlipbookWarp *w, long k, double u, double v) {
    if (k == 0) return ws_bilinear(w, u, v);
    const long *info = w->levelInfo + 3 * (k - 1);  // offset, width, height
    const long lw = info[1], lh = info[2];
    const double s = 1 / (double)(1L << k);
    const double cu = WS_MIN(WS_MAX(u * s - 0.5, -1.0), (double)lw), cv = WS_MIN(WS_MAX(v * s - 0.5, -1.0), (double)lh);
    const long xi = WS_FLOOR(cu), yi = WS_FLOOR(cv);
    const float tx = (float)(cu - (double)xi), ty = (float)(cv - (double)yi);
    const long x0 = WS_MIN(WS_MAX(xi, 0L), lw - 1), x1 = WS_MIN(WS_MAX(xi + 1, 0L), lw - 1);
    const long y0 = WS_MIN(WS_MAX(yi, 0L), lh - 1), y1 = WS_MIN(WS_MAX(yi + 1, 0L), lh - 1);
    const ws_f4 *l = (const ws_f4 *)w->levels + info[0];
    const ws_f4 top = l[y0 * lw + x0] * (1 - tx) + l[y0 * lw + x1] * tx;
    const ws_f4 bottom = l[y1 * lw + x0] * (1 - tx) + l[y1 * lw + x1] * tx;
    return top * (1 - ty) + bottom * ty;
}

/// The mip level for a tap `width` texels wide (WarpSampler.Access.level(width:)): log2 of
/// the width less half a level (Skia's sharpen bias); ≤ 0 means level 0 alone.
#define WS_LEVEL(width) ((width) > 1 ? log2(width) - 0.5 : 0)

static ws_f4 ws_footprint(const FlipbookWarp *w, double u, double v, long taps, double major, double minor, double du,
                          double dv) {
    const double perTap = major / (double)taps;
    const double step = 1 / (double)taps;
    ws_f4 acc = 0;
    double lod = WS_LEVEL(WS_MAX(minor, perTap));
    if (!(lod > 0)) {
        for (long i = 0; i < taps; i++) {
            const double f = ((double)i + 0.5) * step - 0.5;
            acc += ws_bilinear(w, u + f * du, v + f * dv);
        }
        return acc * (1 / (float)taps);
    }
    lod = WS_MIN(lod, (double)w->levelCount);
    const long k0 = (long)lod, k1 = WS_MIN(k0 + 1, w->levelCount);
    const float t = (float)(lod - (double)k0);
    for (long i = 0; i < taps; i++) {
        const double f = ((double)i + 0.5) * step - 0.5;
        const double su = u + f * du, sv = v + f * dv;
        ws_f4 s = ws_bilinear_level(w, k0, su, sv);
        if (t > 0 && k1 > k0) s = s * (1 - t) + ws_bilinear_level(w, k1, su, sv) * t;
        acc += s;
    }
    return acc * (1 / (float)taps);
}

static inline float ws_sqrt(float x) { return sqrtf(fabsf(x)); }

/// FootprintBatch for one pixel: image position (u, v), r = 1/W.
static void ws_batch(const FlipbookWarp *w, float u, float v, float r, float *major, float *minorOut, float *taps, float *du,
                     float *dv) {
    const float m11 = (float)w->m11, m12 = (float)w->m12, m13 = (float)w->m13;
    const float m21 = (float)w->m21, m22 = (float)w->m22, m23 = (float)w->m23;
    const float ju0 = (m11 - u * m13) * r, ju1 = (m12 - v * m13) * r;
    const float jv0 = (m21 - u * m23) * r, jv1 = (m22 - v * m23) * r;
    const float a = ju0 * ju0 + jv0 * jv0, b = ju0 * ju1 + jv0 * jv1, c = ju1 * ju1 + jv1 * jv1;
    const float e = a + c;
    const float det = ju0 * jv1 - ju1 * jv0;
    const float d = fabsf(det);
    float disc = e * e - 4 * d * d;
    if (!(disc > 0)) disc = 0;
    const float maj = ws_sqrt((e + ws_sqrt(disc)) * 0.5f);
    float minor = d / maj;
    if (!(maj > 0)) minor = 0;
    float m = minor;
    if (m < 1) m = 1;
    float ratio = maj / m;
    if (!(ratio <= 16)) ratio = 16;
    const float down = (ratio + 8388608.0f) - 8388608.0f;
    float n = down;
    if (down < ratio) n = down + 1;
    if (n < 1) n = 1;
    const float l = maj * maj;
    float ex = b, ey = l - a;
    const float fx = l - c, fy = b;
    if (fx * fx + fy * fy > ex * ex + ey * ey) { ex = fx; ey = fy; }
    const float len2 = ex * ex + ey * ey;
    float k = maj / ws_sqrt(len2);
    if (!(len2 > 0)) k = 0;
    if (n <= 1) k = 0;
    *major = maj; *minorOut = minor; *taps = n; *du = ex * k; *dv = ey * k;
}

typedef float ws_f8 __attribute__((ext_vector_type(8)));
typedef int32_t ws_i8 __attribute__((ext_vector_type(8)));
typedef double ws_d8 __attribute__((ext_vector_type(8)));
/// Lane-wise: `b` where the mask `m` (a comparison's result) is set, else `a`.
#define WS_SEL(m, a, b) ((ws_f8)((((ws_i8)(a)) & ~(m)) | (((ws_i8)(b)) & (m))))
#define WS_SQRT8(x) __builtin_elementwise_sqrt(__builtin_elementwise_abs(x))

/// ws_batch for eight pixels at once (the Swift's FootprintBatch computes four a time, two
/// batches interleaved): every lane the same operations as ws_batch, so the same values, with
/// the square roots and divisions of eight pixels in flight together instead of one after
/// another (at -O2 one pixel at a time took 1.6× the Swift's time for the whole warp).
static void ws_batch8(const FlipbookWarp *w, ws_f8 u, ws_f8 v, ws_f8 r, ws_f8 *major, ws_f8 *minorOut, ws_f8 *taps, ws_f8 *du,
                      ws_f8 *dv) {
    const float m11 = (float)w->m11, m12 = (float)w->m12, m13 = (float)w->m13;
    const float m21 = (float)w->m21, m22 = (float)w->m22, m23 = (float)w->m23;
    const ws_f8 ju0 = (m11 - u * m13) * r, ju1 = (m12 - v * m13) * r;
    const ws_f8 jv0 = (m21 - u * m23) * r, jv1 = (m22 - v * m23) * r;
    const ws_f8 a = ju0 * ju0 + jv0 * jv0, b = ju0 * ju1 + jv0 * jv1, c = ju1 * ju1 + jv1 * jv1;
    const ws_f8 e = a + c;
    const ws_f8 d = __builtin_elementwise_abs(ju0 * jv1 - ju1 * jv0);
    const ws_f8 zero = 0, one = 1;
    ws_f8 disc = e * e - 4 * d * d;
    disc = WS_SEL(~(disc > 0), disc, zero);
    const ws_f8 maj = WS_SQRT8((e + WS_SQRT8(disc)) * 0.5f);
    const ws_f8 minor = WS_SEL(~(maj > 0), d / maj, zero);
    const ws_f8 m = WS_SEL(minor < 1, minor, one);
    const ws_f8 ratio = WS_SEL(~(maj / m <= 16), maj / m, (ws_f8)16);
    const ws_f8 down = (ratio + 8388608.0f) - 8388608.0f;
    ws_f8 n = WS_SEL(down < ratio, down, down + 1);
    n = WS_SEL(n < 1, n, one);
    const ws_f8 l = maj * maj;
    const ws_f8 fx = l - c;
    const ws_i8 useF = fx * fx + b * b > b * b + (l - a) * (l - a);
    const ws_f8 ex = WS_SEL(useF, b, fx), ey = WS_SEL(useF, l - a, b);
    const ws_f8 len2 = ex * ex + ey * ey;
    ws_f8 k = WS_SEL(~(len2 > 0), maj / WS_SQRT8(len2), zero);
    k = WS_SEL(n <= 1, k, zero);
    *major = maj; *minorOut = minor; *taps = n; *du = ex * k; *dv = ey * k;
}

/// Rounded to bytes with colour kept ≤ alpha and ≤ 255 (PerspectiveWarp.premultipliedBytes).
#define WS_STORE(v, out) do { \
        const ws_f4 ws_c = (v) - WS_RELU((v) - (ws_f4)(v).w); \
        *(ws_u8x4u *)(out) = __builtin_convertvector((ws_u4)((ws_c - WS_RELU(ws_c - 255)) + 12582912.0f), ws_u8x4); \
    } while (0)

long flipbook_warp_span(const FlipbookWarp *w, double rowU, double rowV, double rowW, long x, long count, float coverage,
                        uint8_t *out) {
    long blockEnd = 0;
    ws_d8 bu = 0, bv = 0;
    ws_f8 bMajor = 0, bMinor = 0, bTaps = 0, bDu = 0, bDv = 0;
    for (long n = 0; n < count; n++, x++) {
        const double cx = (double)x + 0.5;
        ws_f4 sample;
        if (w->mode != 2) {
            const double U = cx * w->m11 + rowU, V = cx * w->m12 + rowV, W = cx * w->m13 + rowW;
            const double r = 1 / W;
            if (w->mode == 0) {
                const long ix = (long)WS_MIN(WS_MAX(U * r, 0.0), (double)(w->width - 1));
                const long iy = (long)WS_MIN(WS_MAX(V * r, 0.0), (double)(w->height - 1));
                sample = WS_TEXEL(w, ix, iy);
            } else {
                sample = ws_bilinear(w, U * r, V * r);
            }
        } else {
            double u, v;
            float major, minor, taps, du, dv;
            if (w->affine) {
                const double r = 1 / (cx * w->m13 + rowW);
                u = (cx * w->m11 + rowU) * r; v = (cx * w->m12 + rowV) * r;
                major = w->affineMajor; minor = w->affineMinor; taps = w->affineTaps; du = w->affineDu; dv = w->affineDv;
            } else {
                // Positions and filter parameters of pixels n … n + 7 (lanes past `count`
                // are computed and not used).
                if (n >= blockEnd) {
                    const ws_d8 k = cx + (ws_d8){0, 1, 2, 3, 4, 5, 6, 7};
                    const ws_d8 r = 1 / (k * w->m13 + rowW);
                    bu = (k * w->m11 + rowU) * r;
                    bv = (k * w->m12 + rowV) * r;
                    ws_batch8(w, __builtin_convertvector(bu, ws_f8), __builtin_convertvector(bv, ws_f8),
                              __builtin_convertvector(r, ws_f8), &bMajor, &bMinor, &bTaps, &bDu, &bDv);
                    blockEnd = n + 8;
                }
                const long lane = n + 8 - blockEnd;
                u = bu[lane]; v = bv[lane];
                major = bMajor[lane]; minor = bMinor[lane]; taps = bTaps[lane]; du = bDu[lane]; dv = bDv[lane];
            }
            if (!(major > 1.001f)) {
                sample = ws_bilinear(w, u, v);
            } else if (taps == 2 && major <= 2 && minor <= 1.4f) {
                const double qu = 0.25 * (double)du, qv = 0.25 * (double)dv;
                sample = (ws_bilinear(w, u - qu, v - qv) + ws_bilinear(w, u + qu, v + qv)) * 0.5f;
            } else {
                if (w->levelCount == 0 && WS_LEVEL(WS_MAX((double)minor, (double)major / (double)(long)taps)) > 0) return n;
                sample = ws_footprint(w, u, v, (long)taps, (double)major, (double)minor, (double)du, (double)dv);
            }
        }
        sample *= coverage;
        WS_STORE(sample, out + 4 * n);
    }
    return -1;
}

void flipbook_warp_affine_batch(FlipbookWarp *w) {
    const float r = (float)(1 / w->m33);
    ws_batch(w, 0, 0, r, &w->affineMajor, &w->affineMinor, &w->affineTaps, &w->affineDu, &w->affineDv);
}
