// The halved Gaussian blur (DirectBlur's companion for σ 3 … 4.5, see HalvedBlur.swift):
// halve with the binomial [1 8 28 56 70 56 28 8 1] / 256, blur the quarter-size image with a
// short kernel designed for it, double back with the same binomial. In 16-bit fixed point.
//
// The kernels are written once, in clang's generic vectors (HalvedBlurBody.h), and compiled
// twice: for AVX2 (chosen at run time, the function carries its own target attribute, so the
// package needs no flags) and for the baseline (SSE2 on x86-64, NEON on arm64). Integer
// operations are exact on every instruction set, so both produce the same bytes.
// 256-bit vectors on the baseline build: clang notes ABI changes for functions that are
// never exported.
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

// Unaligned vector loads and stores as expressions (no stack round trip at -O0).
typedef uint16_t u16x16u __attribute__((ext_vector_type(16), aligned(2), may_alias));
typedef uint8_t u8x16u __attribute__((ext_vector_type(16), aligned(1), may_alias));
#define HB_LD(p) ((u16x16)*(const u16x16u *)(p))
#define HB_ST(p, v) ((void)(*(u16x16u *)(p) = (v)))
#define HB_LDB(p) __builtin_convertvector(*(const u8x16u *)(p), u16x16)
#define HB_SPLAT(x) ((u16x16)(uint16_t)(x))

// HB_MULHI(a, b): the high half of each lane's 32-bit product, written with the instruction
// where there is one: clang's generic form is matched to it too, except when a
// loop-invariant operand's widening is hoisted out of a loop, which leaves eight instructions
// in its place.
#if defined(__x86_64__)
#define HB_MULHI(a, b) ((u16x16)__builtin_ia32_pmulhuw256((__v16hi)(a), (__v16hi)(b)))
#define HB_ATTR __attribute__((target("avx2")))
#define HB_FN(name) name##_avx2
#include "HalvedBlurBody.h"
#undef HB_ATTR
#undef HB_FN
#undef HB_MULHI
#endif

#if defined(__SSE2__)
#define HB_HALF(v, h) __builtin_shufflevector((v), (v), 8 * (h), 8 * (h) + 1, 8 * (h) + 2, 8 * (h) + 3, 8 * (h) + 4, 8 * (h) + 5, 8 * (h) + 6, 8 * (h) + 7)
#define HB_MULHI(a, b) __builtin_shufflevector((u16x8)__builtin_ia32_pmulhuw128((__v8hi)HB_HALF(a, 0), (__v8hi)HB_HALF(b, 0)), \
    (u16x8)__builtin_ia32_pmulhuw128((__v8hi)HB_HALF(a, 1), (__v8hi)HB_HALF(b, 1)), 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
#else
#define HB_MULHI(a, b) __builtin_convertvector((__builtin_convertvector((a), u32x16) * __builtin_convertvector((b), u32x16)) >> 16, u16x16)
#endif
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
