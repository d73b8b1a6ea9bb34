// Multiply and screen on premultiplied RGBA8 (FlipbookRaster's IntegerBlendKernel, whose
// comment derives the formulas): the same 16-bit integers as its Swift rows, four pixels a
// step, in C so that a debug build composites at a few times its release speed (the Swift
// SIMD code at -Onone costs hundreds of times its release speed: every lane is a call).
//     multiply:  ⌊(s·(255 − da) + d·(255 − sa + s)) / 255⌉
//     screen:    s + d − ⌊s·d / 255⌉
// with the source first scaled by coverage m as ⌊s·m / 255⌉ unless the group is fully
// covered; pixels with zero coverage keep their bytes.
//
// Written for -O0 as much as -O2: each step is a few whole-vector expressions held in
// macros, not inline functions (at -O0 every inlined call parks its arguments and result on
// the stack), so an unoptimised build adds little but the loads and stores of named locals.
#pragma clang diagnostic ignored "-Wpsabi"
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "CFlipbookKernels.h"

typedef uint16_t ib_u16x16 __attribute__((ext_vector_type(16)));
typedef uint8_t ib_u8x16 __attribute__((ext_vector_type(16)));
typedef uint8_t ib_u8x4 __attribute__((ext_vector_type(4)));

// An expression, not a statement block: at -O0 the repeated operand is one DAG node, a
// named temporary would be a stack slot.
#define IB_DIV255(x) ((((x) + (uint16_t)128) + (((x) + (uint16_t)128) >> 8)) >> 8)
#define IB_ALPHAS(v) __builtin_shufflevector(v, v, 3, 3, 3, 3, 7, 7, 7, 7, 11, 11, 11, 11, 15, 15, 15, 15)
#define IB_WIDEN(b) __builtin_convertvector(b, ib_u16x16)
#define IB_NARROW(v) __builtin_convertvector(v, ib_u8x16)

/// Four coverage bytes, each in its pixel's four lanes.
#define IB_SPREAD(c4) IB_WIDEN(__builtin_shufflevector(c4, c4, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3))

#define IB_MULTIPLY(s, d) IB_DIV255((s) * ((uint16_t)255 - IB_ALPHAS(d)) + (d) * ((uint16_t)255 - IB_ALPHAS(s) + (s)))
#define IB_SCREEN(s, d) ((s) + (d) - IB_DIV255((s) * (d)))

/// One row of one formula (the mode is a compile-time choice: no per-group branch on it).
#define IB_ROW(NAME, BLEND)                                                                              \
    static void NAME(uint8_t *dst, const uint8_t *src, const uint8_t *cov, long count) {                 \
        long i = 0;                                                                                      \
        if (!cov) {                                                                                      \
            /* Fully covered (a layer without a clip): nothing but the formula. */                     \
            for (; i + 4 <= count; i += 4) {                                                             \
                ib_u8x16 sb, db;                                                                         \
                memcpy(&sb, src + 4 * i, 16);                                                            \
                memcpy(&db, dst + 4 * i, 16);                                                            \
                ib_u8x16 out = IB_NARROW(BLEND(IB_WIDEN(sb), IB_WIDEN(db)));                             \
                memcpy(dst + 4 * i, &out, 16);                                                           \
            }                                                                                            \
        }                                                                                                \
        for (; i + 4 <= count; i += 4) {                                                                 \
            ib_u8x4 c = {255, 255, 255, 255};                                                            \
            if (cov) memcpy(&c, cov + i, 4);                                                             \
            uint32_t w;                                                                                  \
            memcpy(&w, &c, 4);                                                                           \
            if (w == 0) continue;                                                                        \
            ib_u8x16 sb, db;                                                                             \
            memcpy(&sb, src + 4 * i, 16);                                                                \
            memcpy(&db, dst + 4 * i, 16);                                                                \
            ib_u8x16 out;                                                                                \
            if (w == 0xFFFFFFFFu) {                                                                      \
                out = IB_NARROW(BLEND(IB_WIDEN(sb), IB_WIDEN(db)));                                      \
            } else {                                                                                     \
                ib_u16x16 m = IB_SPREAD(c), s = IB_DIV255(IB_WIDEN(sb) * m), d = IB_WIDEN(db);           \
                /* Zero-coverage pixels keep their exact bytes. */                                      \
                out = IB_NARROW(m == 0 ? d : BLEND(s, d));                                               \
            }                                                                                            \
            memcpy(dst + 4 * i, &out, 16);                                                               \
        }                                                                                                \
        if (i == count) return;                                                                          \
        /* The last one to three pixels, staged through a group with zero coverage in the   */          \
        /* unused lanes, as the Swift row does.                                              */          \
        uint8_t sb[16] = {0}, db[16] = {0};                                                              \
        ib_u8x4 c = {0, 0, 0, 0};                                                                        \
        long n = count - i;                                                                              \
        memcpy(sb, src + 4 * i, 4 * n);                                                                  \
        memcpy(db, dst + 4 * i, 4 * n);                                                                  \
        for (long k = 0; k < n; k++) c[k] = cov ? cov[i + k] : 255;                                      \
        ib_u8x16 sv, dv;                                                                                 \
        memcpy(&sv, sb, 16);                                                                             \
        memcpy(&dv, db, 16);                                                                             \
        ib_u16x16 m = IB_SPREAD(c), s = IB_DIV255(IB_WIDEN(sv) * m), d = IB_WIDEN(dv);                   \
        ib_u8x16 out = IB_NARROW(m == 0 ? d : BLEND(s, d));                                              \
        memcpy(dst + 4 * i, &out, 4 * n);                                                                \
    }

IB_ROW(ib_multiply_row, IB_MULTIPLY)
IB_ROW(ib_screen_row, IB_SCREEN)

void flipbook_blend_integer_row(int screen, uint8_t *dst, const uint8_t *src, const uint8_t *cov, long count) {
    if (screen) ib_screen_row(dst, src, cov, count); else ib_multiply_row(dst, src, cov, count);
}
