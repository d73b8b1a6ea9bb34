// The halved Gaussian blur (DirectBlur's companion for σ 3 … 4.5, see HalvedBlur.swift):
// halve with the binomial [1 8 28 56 70 56 28 8 1] / 256, blur the quarter-size image with a
// short kernel designed for it, double back with the same binomial. In 16-bit fixed point.
//
// The kernels are written once, in clang's generic vectors (HalvedBlurBody.h), and compiled
// twice: for AVX2 (chosen at run time, the function carries its own target attribute, so the
// package needs no flags) and for the baseline (SSE2 on x86-64, NEON on arm64). Integer
// operations are exact on every instruction set, so both produce the same bytes.
// Static inline helpers pass 256-bit vectors between themselves; on the baseline build clang
// notes that this would change the ABI of functions that are never exported.
#pragma clang diagnostic ignored "-Wpsabi"
#include <stdint.h>
#include <string.h>
#if defined(__x86_64__)
#include <immintrin.h>
#endif
#include "CFlipbookKernels.h"

typedef uint16_t u16x16 __attribute__((ext_vector_type(16)));
typedef uint32_t u32x16 __attribute__((ext_vector_type(16)));
typedef uint16_t u16x8 __attribute__((ext_vector_type(8)));
typedef uint8_t u8x16 __attribute__((ext_vector_type(16)));

// Fixed binomial [1 8 28 56 70 56 28 8 1] / 256 halving and (× 2) doubling weights.
enum {
    HB_D_CENTRE = 70 * 256, HB_D1 = 56 * 512, HB_D2 = 28 * 512, HB_D3 = 8 * 512, HB_D4 = 1 * 512,
    HB_U_CENTRE = 70 * 512, HB_U2 = 28 * 1024, HB_U4 = 1 * 1024,  // even outputs: [1 28 70 28 1] / 128
    HB_U1 = 56 * 1024, HB_U3 = 8 * 1024                           // odd outputs: [8 56 56 8] / 128
};

static long max_l(long a, long b) { return a > b ? a : b; }

/// Where each buffer lives in the scratch space, in UInt16 lanes (four per RGBA pixel).
typedef struct {
    long halfWidth, halfHeight;  // the half-size grid: sample q sits on full-size pixel 2q − 4
    long rowLanes;               // a full-size row, rounded up to 32 lanes
    long halfCount;              // a half-size row, rounded up to 64 lanes
    long stride;                 // half-size rows in the rings: halfCount and 32 to read past it
    long margin;                 // zeros each side of the middle kernel's row (its reach)
    long downSlots;              // rows in the ring of halved rows
    long down, row, zero, even, odd, temp, mid, ring, total;
} FlipbookHalvedLayout;

static FlipbookHalvedLayout flipbook_halved_layout(long w, long h, long rx, long ry) {
    FlipbookHalvedLayout L;
    L.halfWidth = (w + 9) / 2;
    L.halfHeight = (h + 9) / 2;
    L.rowLanes = (4 * w + 31) & ~31L;
    L.halfCount = (4 * L.halfWidth + 63) & ~63L;
    L.stride = L.halfCount + 32;
    L.margin = 4 * rx + 16;
    L.downSlots = 2 * ry + 4;
    long dealt = 16 + max_l(L.rowLanes / 2, L.halfCount + 16) + 32;
    long zeroLanes = max_l(L.stride, 2 * w + 16);
    L.down = 0;
    L.row = L.down + L.downSlots * L.stride;
    L.zero = L.row + 2 * L.rowLanes;
    L.even = L.zero + zeroLanes;
    L.odd = L.even + dealt;
    L.temp = L.odd + dealt;
    L.mid = L.temp + L.margin + 2 * (L.halfCount + L.margin) + 32;
    L.ring = L.mid + L.stride;
    L.total = L.ring + 6 * L.rowLanes;
    return L;
}

#if defined(__x86_64__)
#define HB_AVX2 1
#define HB_ATTR __attribute__((target("avx2")))
#define HB_FN(name) name##_avx2
#include "HalvedBlurBody.h"
#undef HB_ATTR
#undef HB_FN
#undef HB_AVX2
#endif
#define HB_AVX2 0

#define HB_ATTR
#define HB_FN(name) name##_base
#include "HalvedBlurBody.h"
#undef HB_ATTR
#undef HB_FN

long flipbook_blur_halved_scratch(long width, long height, long radiusX, long radiusY) {
    return flipbook_halved_layout(width, height, radiusX, radiusY).total;
}

void flipbook_blur_halved(uint8_t *px, long w, long h, const FlipbookBlurKernel *kx, const FlipbookBlurKernel *ky,
                          uint16_t *scratch, int avx2) {
#if defined(__x86_64__)
    if (avx2) { blur_halved_avx2(px, w, h, kx, ky, scratch); return; }
#endif
    (void)avx2;
    blur_halved_base(px, w, h, kx, ky, scratch);
}
