// The large-σ Gaussian blur pyramid (FlipbookRaster's BlurPyramid, whose comments derive the
// method): halve with the binomial [1 4 6 4 1] / 16 while σ is large, Deriche's recursive
// Gaussian on the smallest level, double back with the same binomial. For RGBA8 (16-bit fixed
// point between levels, Float on the smallest) and for A8 masks (Float between levels).
//
// In C so that a debug build, which compiles C at -O0 but Swift at -Onone (where every SIMD
// lane operation is a generic call), blurs at a few times its release speed rather than fifty;
// drop shadows of animated controls spent most of a debug frame here. The Swift code remains
// as the tests' reference: these functions give the same bytes. The integer stages follow the
// same formulas (modular 16-bit sums, the same shifts at the same places); the Float stages do
// the same operations in the same order, with contraction into fused multiply-adds off.
//
// The body is BlurPyramidBody.h, compiled here for the baseline and in BlurPyramidAVX2.c for
// AVX2 (a third less time in release, measured: 1080×400 RGBA two levels 0.78 → 0.53 ms, an
// A8 shadow mask 0.83 → 0.51 ms); the entry points below choose, the same bytes either way.
#include "CFlipbookKernels.h"

#define BP_NAME(name) name##_base
#include "BlurPyramidBody.h"
#undef BP_NAME

#if defined(__x86_64__)
int flipbook_pyramid_blur_rgba_avx2(uint8_t *px, long w, long h, long levels, const FlipbookRecursiveGaussian *gx,
                                    const FlipbookRecursiveGaussian *gy);
int flipbook_pyramid_blur_a8_avx2(uint8_t *px, long w, long h, long levels, const FlipbookRecursiveGaussian *gx,
                                  const FlipbookRecursiveGaussian *gy);
#endif

int flipbook_pyramid_blur_rgba(uint8_t *px, long w, long h, long levels, const FlipbookRecursiveGaussian *gx,
                               const FlipbookRecursiveGaussian *gy, int avx2) {
#if defined(__x86_64__)
    if (avx2 && flipbook_kernels_have_avx2()) return flipbook_pyramid_blur_rgba_avx2(px, w, h, levels, gx, gy);
#endif
    (void)avx2;
    return flipbook_pyramid_blur_rgba_base(px, w, h, levels, gx, gy);
}

int flipbook_pyramid_blur_a8(uint8_t *px, long w, long h, long levels, const FlipbookRecursiveGaussian *gx,
                             const FlipbookRecursiveGaussian *gy, int avx2) {
#if defined(__x86_64__)
    if (avx2 && flipbook_kernels_have_avx2()) return flipbook_pyramid_blur_a8_avx2(px, w, h, levels, gx, gy);
#endif
    (void)avx2;
    return flipbook_pyramid_blur_a8_base(px, w, h, levels, gx, gy);
}
