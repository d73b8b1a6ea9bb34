// Gradient rows (FlipbookRaster's PaintShader.gradientRow) for linear and radial gradients:
// each pixel's location, its colour table entry (8.8 fixed point per channel), plus the ordered
// dither threshold, shifted down to 8 bits. The same Float operations in the same order as the
// Swift row (no fused multiply-adds), so the same bytes; in C because an unoptimised Swift
// build calls the generic location and SIMD code once per pixel (a tenth of a debug frame of an
// animated gradient control).
#pragma clang fp contract(off)
#include <math.h>
#include <stdint.h>
#include <string.h>
#include "CFlipbookKernels.h"

#if defined(__OPTIMIZE__)
// Optimised builds keep the plain form: clang -O2 makes it faster than the macro form below
// (measured in a C harness, 1000-pixel rows: linear 620 vs 741 µs, radial 971 vs 1310).
static inline long gr_index(float t, float last) {
    if (!(t > 0)) t = 0;
    if (t > 1) t = 1;
    const float v = t * last + 12582912.0f;  // 1.5 · 2²³: rounds to nearest in the mantissa
    uint32_t bits;
    memcpy(&bits, &v, sizeof bits);
    return (long)(bits & 0x3FFFFF);
}

void flipbook_gradient_row(const uint64_t *lut, float last, const FlipbookGradientRow *g, const uint16_t *thresholds,
                           long x, long y, long count, uint8_t *out) {
    const uint16_t *dither = thresholds + (y & 7) * 8;
    for (long i = 0; i < count; i++) {
        const float fi = (float)i;
        float t;
        if (g->radial) {
            const float px = g->x + g->dx * fi, py = g->y + g->dy * fi;
            const float r = sqrtf(px * px + py * py);
            t = g->isStep ? (r < g->stepAt ? 0.0f : 1.0f) : r * g->scale + g->bias;
        } else {
            t = g->x + g->dx * fi;
        }
        const uint64_t e = lut[gr_index(t, last)];
        const uint32_t d = dither[(x + i) & 7];
        for (int c = 0; c < 4; c++) out[4 * i + c] = (uint8_t)((((e >> (16 * c)) & 0xFFFF) + d) >> 8);
    }
}

#else
// The per-pixel steps are single expressions (macros), not an inline function and a loop over
// channels: a debug build compiles this file at -O0, where each call and named temporary is a
// stack round trip (measured in a C harness, 1000-pixel linear rows at -O0: 3515 → 1266 µs;
// same bytes on 20,000 random rows, NaN and huge t included).
typedef uint16_t gr_u16x4u __attribute__((ext_vector_type(4), aligned(2), may_alias));
typedef uint32_t gr_u32x4 __attribute__((ext_vector_type(4)));
typedef uint8_t gr_u8x4 __attribute__((ext_vector_type(4)));
typedef uint8_t gr_u8x4u __attribute__((ext_vector_type(4), aligned(1), may_alias));
union gr_bits { float f; uint32_t u; };
/// t clamped to [0, 1] (NaN to 0), times `last`, rounded to nearest through the mantissa of
/// 1.5 · 2²³, as the Swift row rounds it.
#define GR_INDEX(t, last) \
    ((long)(((union gr_bits){ .f = ((t) > 1 ? 1.0f : ((t) > 0 ? (t) : 0.0f)) * (last) + 12582912.0f }).u & 0x3FFFFF))
/// One pixel: each channel's 8.8 table value plus the dither threshold, shifted down to 8 bits
/// (in 32-bit lanes, truncated to a byte as the Swift row does).
#define GR_STORE(out, entry, d) \
    ((void)(*(gr_u8x4u *)(out) = __builtin_convertvector( \
        (__builtin_convertvector(*(const gr_u16x4u *)(entry), gr_u32x4) + (uint32_t)(d)) >> 8, gr_u8x4)))

void flipbook_gradient_row(const uint64_t *lut, float last, const FlipbookGradientRow *g, const uint16_t *thresholds,
                           long x, long y, long count, uint8_t *out) {
    const uint16_t *dither = thresholds + (y & 7) * 8;
    if (!g->radial) {
        const float gx = g->x, gdx = g->dx;
        for (long i = 0; i < count; i++) {
            const float t = gx + gdx * (float)i;
            GR_STORE(out + 4 * i, lut + GR_INDEX(t, last), dither[(x + i) & 7]);
        }
        return;
    }
    for (long i = 0; i < count; i++) {
        const float fi = (float)i;
        const float px = g->x + g->dx * fi, py = g->y + g->dy * fi;
        const float r = sqrtf(px * px + py * py);
        const float t = g->isStep ? (r < g->stepAt ? 0.0f : 1.0f) : r * g->scale + g->bias;
        GR_STORE(out + 4 * i, lut + GR_INDEX(t, last), dither[(x + i) & 7]);
    }
}
#endif
