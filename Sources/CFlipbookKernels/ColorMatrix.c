// The colour matrix over premultiplied pixels (FlipbookRaster's ColorMatrix.apply(to:), used by
// every material and Liquid Glass backdrop): in C for both builds because the Swift's SIMD4
// arithmetic cost ~7 µs a pixel at -Onone — 1.5 s of a 1.65 s glass toolbar render at 3×.
// Float operations in the Swift's order (no contraction), its compare-and-select clamp (NaN
// becomes the low bound) and its magic-number rounding (1.5·2²³: round half to even), so the
// same bytes.
#pragma clang fp contract(off)
#include <stdint.h>
#include <string.h>
#include "CFlipbookKernels.h"

static inline float cm_clamp(float v, float lo, float hi) {
    float r = v;
    if (r > hi) r = hi;
    if (!(r >= lo)) r = lo;
    return r;
}

static inline uint8_t cm_round(float v) {
    float c = cm_clamp(v, 0.0f, 255.0f) + 12582912.0f;
    uint32_t bits;
    memcpy(&bits, &c, 4);
    return (uint8_t)(bits - 0x4B400000u);
}

void flipbook_color_matrix_apply(uint8_t *px, long count, const float *m, const float *unpremultiply) {
    const float *c0 = m, *c1 = m + 4, *c2 = m + 8, *c3 = m + 12, *off = m + 16;
    const float inv255 = 1.0f / 255.0f;
    for (long i = 0; i < count; i++) {
        uint8_t *p = px + 4 * i;
        float pr = p[0], pg = p[1], pb = p[2], pa = p[3];
        float k = unpremultiply[p[3]];
        float r = pr * k, g = pg * k, b = pb * k;
        float a = pa * inv255;
        float o[4];
        for (int j = 0; j < 4; j++) {
            float s = c0[j] * r + c1[j] * g;
            s = s + c2[j] * b;
            s = s + c3[j] * a;
            s = s + off[j];
            o[j] = cm_clamp(s, 0.0f, 1.0f);
        }
        float scale = o[3] * 255.0f;
        p[0] = cm_round(o[0] * scale);
        p[1] = cm_round(o[1] * scale);
        p[2] = cm_round(o[2] * scale);
        p[3] = cm_round(1.0f * scale);
    }
}
