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
