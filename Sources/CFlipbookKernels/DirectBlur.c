// DirectBlur (FlipbookRaster's DirectBlur.swift, whose comment gives the fixed point): the
// Gaussian of small σ by direct convolution in 16-bit lanes, rows through a ring, vertical
// pass two rows at a time, horizontal pass into bytes; the same integers as the Swift code.
// In C for both builds: at -Onone the Swift rows cost 100–200× their release time, this file
// at -O0 a few times. Compiled twice (DirectBlurBody.h): for AVX2, chosen at run time (the
// functions carry a target attribute, no flags), and for the baseline; integer lane
// operations are exact everywhere, so both give the same bytes.
#pragma clang diagnostic ignored "-Wpsabi"
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "CFlipbookKernels.h"

// Rows are processed 32 lanes a step (two AVX2 registers): every row pointer and weight is
// loaded once for both halves, and an unoptimised build pays its loop overhead half as often.
typedef uint16_t db_u16x32 __attribute__((ext_vector_type(32)));
typedef uint32_t db_u32x32 __attribute__((ext_vector_type(32)));
typedef uint8_t db_u8x32 __attribute__((ext_vector_type(32)));
typedef uint16_t db_u16x16 __attribute__((ext_vector_type(16)));
typedef uint8_t db_u8x16 __attribute__((ext_vector_type(16)));

// The high half of each lane's 32-bit product: clang selects pmulhuw (or its NEON pair) for
// this form at every optimisation level.
#define DB_MULHI(a, b) \
    __builtin_convertvector((__builtin_convertvector((a), db_u32x32) * __builtin_convertvector((b), db_u32x32)) >> 16, db_u16x32)
// Unaligned loads and stores as expressions (a memcpy through a local is a stack round trip
// at -O0).
typedef uint16_t db_u16x32u __attribute__((ext_vector_type(32), aligned(2), may_alias));
typedef uint16_t db_u16x16u __attribute__((ext_vector_type(16), aligned(2), may_alias));
#define DB_LD(p) (*(const db_u16x32u *)(p))
#define DB_ST(p, v) (*(db_u16x32u *)(p) = (v))

// The row kernels a build calls: this file's own, except in an optimised AVX2 build, which
// calls BlurAVX2.c's intrinsic rows (the same integers; there they reuse loads across taps and
// run 10–25 % faster than these generic ones, which stay for -O0, where intrinsics are calls).
// (Unused in that build: not a warning.)
#define DB_UNUSED __attribute__((unused))
#define DB_VERTICAL_PAIR_OWN(rows_, r_, pairs_, centre_, bias_, n_, out0_, out1_) \
    DB_FN(vertical_pair)(rows_, r_, pairs_, centre_, bias_, n_, out0_, out1_)
#define DB_VERTICAL_OWN(rows_, r_, pairs_, centre_, bias_, n_, out_) DB_FN(vertical)(rows_, r_, pairs_, centre_, bias_, n_, out_)
#define DB_HORIZONTAL_OWN(src_, step_, r_, pairs_, centre_, bias_, n_, out_, count_) \
    DB_FN(horizontal)(src_, step_, r_, pairs_, centre_, bias_, out_, count_)

#if defined(__x86_64__)
#define DB_ATTR __attribute__((target("avx2")))
#define DB_FN(name) db_##name##_avx2
#if defined(__OPTIMIZE__)
#define DB_VERTICAL_PAIR flipbook_blur_vertical_pair_avx2
#define DB_VERTICAL flipbook_blur_vertical_avx2
#define DB_HORIZONTAL flipbook_blur_horizontal_avx2
#else
#define DB_VERTICAL_PAIR DB_VERTICAL_PAIR_OWN
#define DB_VERTICAL DB_VERTICAL_OWN
#define DB_HORIZONTAL DB_HORIZONTAL_OWN
#endif
#include "DirectBlurBody.h"
#undef DB_ATTR
#undef DB_FN
#undef DB_VERTICAL_PAIR
#undef DB_VERTICAL
#undef DB_HORIZONTAL
#endif
#define DB_ATTR
#define DB_FN(name) db_##name##_base
#define DB_VERTICAL_PAIR DB_VERTICAL_PAIR_OWN
#define DB_VERTICAL DB_VERTICAL_OWN
#define DB_HORIZONTAL DB_HORIZONTAL_OWN
#include "DirectBlurBody.h"
#undef DB_ATTR
#undef DB_FN

int flipbook_blur_direct(uint8_t *px, long w, long h, long channels, const FlipbookBlurKernel *kx,
                         const FlipbookBlurKernel *ky, int avx2) {
    if (w <= 0 || h <= 0) return 1;
    const long rowLanes = w * channels, n = (rowLanes + 31) & ~31L;
    const long ry = ky->radius, margin = channels * kx->radius;
    const long slots = 2 * ry + 2 < h ? 2 * ry + 2 : h;
    const long tempCount = margin + n + margin + 32;
    uint16_t *lanes = malloc(sizeof(uint16_t) * (size_t)((slots + 1) * n + 2 * tempCount));
    uint8_t *empty = malloc((size_t)slots);
    const uint16_t **rows = malloc(sizeof(uint16_t *) * (size_t)(2 * ry + 2));
    int ok = lanes && empty && rows;
    if (ok) {
#if defined(__x86_64__)
        if (avx2) db_blur_avx2(px, w, h, channels, kx, ky, lanes, empty, rows); else
#endif
        db_blur_base(px, w, h, channels, kx, ky, lanes, empty, rows);
    }
    (void)avx2;
    free(lanes);
    free(empty);
    free(rows);
    return ok;
}
