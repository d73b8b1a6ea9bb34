// Raster kernels that need instructions Swift cannot ask for without compiler flags: AVX2
// versions of FlipbookRaster's 16-bit fixed-point blur rows, chosen at run time (functions
// carry their own target attribute, so the package needs no flags). Each computes exactly the
// same integers as its Swift twin in DirectBlur.swift; the Swift code is used on CPUs (and
// architectures) without AVX2. The halved blur (HalvedBlur.c) has no Swift twin: its one C
// source is compiled for AVX2 and for the baseline, which give the same integers.
#ifndef CFLIPBOOK_KERNELS_H
#define CFLIPBOOK_KERNELS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// 1 when this CPU and the OS (saved YMM state) support AVX2, else 0. Checked once.
int flipbook_kernels_have_avx2(void);

/// DirectBlur.verticalPairVector: output rows y and y + 1 of the vertical pass, value · 128.
/// rows[radius + k] is input row y + k (k = −radius … radius + 1); pairs[k − 1] is pair weight
/// k; lanes is a multiple of 32.
void flipbook_blur_vertical_pair_avx2(const uint16_t *const *rows, long radius, const uint16_t *pairs,
                                      uint16_t centre, uint16_t bias, long lanes,
                                      uint16_t *out0, uint16_t *out1);

/// DirectBlur.verticalVector: one output row (rows[radius + k] is input row y + k).
void flipbook_blur_vertical_avx2(const uint16_t *const *rows, long radius, const uint16_t *pairs,
                                 uint16_t centre, uint16_t bias, long lanes, uint16_t *out);

/// DirectBlur.horizontalVector: one row across, to bytes. src has zeros for step · radius
/// lanes on each side of its lanes (a multiple of 32) and 32 beyond; count bytes are written.
void flipbook_blur_horizontal_avx2(const uint16_t *src, long step, long radius, const uint16_t *pairs,
                                   uint16_t centre, uint16_t bias, long lanes,
                                   uint8_t *out, long count);

/// The longest middle kernel the halved blur takes (pairs beyond the centre).
enum { FLIPBOOK_BLUR_MAX_RADIUS = 24 };

/// A symmetric kernel in DirectBlur's fixed point: `pairs[k − 1]` is the weight of the samples
/// ±k · 2¹⁷, `centre` the centre's · 2¹⁶ (they total 2¹⁶), `bias` half the products.
typedef struct {
    long radius;
    uint16_t centre, bias;
    const uint16_t *pairs;
} FlipbookBlurKernel;

/// DirectBlur.blur (DirectBlur.c): `height` rows of `width` pixels of `channels` interleaved
/// bytes (4: premultiplied RGBA, 1: a mask) blurred in place, zero outside, with `kx` across
/// and `ky` down (radius 0: that axis untouched). `avx2` (only when flipbook_kernels_have_avx2())
/// picks the AVX2 build of the same code. The same bytes as the Swift code. 0 when scratch
/// memory could not be allocated (nothing written).
int flipbook_blur_direct(uint8_t *px, long width, long height, long channels, const FlipbookBlurKernel *kx,
                         const FlipbookBlurKernel *ky, int avx2);

/// UInt16 lanes of scratch space flipbook_blur_halved needs for this size and these middle
/// kernel radii.
long flipbook_blur_halved_scratch(long width, long height, long radiusX, long radiusY);

/// Blurs premultiplied RGBA8 pixels in place (zero outside): halved with the binomial
/// [1 8 28 56 70 56 28 8 1] / 256 on both axes, `kx` across and `ky` down on the half-size
/// grid, doubled back with the same binomial. `avx2` (only when flipbook_kernels_have_avx2())
/// picks the AVX2 build of the same code; the bytes are the same either way. Radii at most
/// FLIPBOOK_BLUR_MAX_RADIUS.
void flipbook_blur_halved(uint8_t *px, long width, long height, const FlipbookBlurKernel *kx,
                          const FlipbookBlurKernel *ky, uint16_t *scratch, int avx2);

/// SourceOverKernel's rows (SourceOver.c): `count` premultiplied RGBA8 source pixels (or one
/// colour, `r | g << 8 | b << 16 | a << 24`) through coverage `cov` (NULL: 255 everywhere,
/// opacity already folded in) onto `dst`, source-over. The same bytes as the Swift rows.
void flipbook_srcover_row(uint8_t *dst, const uint8_t *src, const uint8_t *cov, long count);
void flipbook_srcover_solid_row(uint8_t *dst, uint32_t color, const uint8_t *cov, long count);

/// The rows of a rectangle: `height` rows of `width` pixels, each pointer advancing by its
/// stride in bytes; coverage is first scaled by `opacity` (< 1) as ⌊m · opacity + ½⌋ in Float.
void flipbook_srcover_solid_rect(uint8_t *dst, long dstStride, uint32_t color, const uint8_t *cov, long covStride,
                                 long width, long height, float opacity);
void flipbook_srcover_image_rect(uint8_t *dst, long dstStride, const uint8_t *src, long srcStride, const uint8_t *cov,
                                 long covStride, long width, long height, float opacity);

/// IntegerBlendKernel.row (IntegerBlend.c): `count` premultiplied RGBA8 source pixels through
/// coverage `cov` (NULL: 255 everywhere, opacity already folded in) onto `dst` with multiply
/// (`screen` 0) or screen (1). The same bytes as the Swift row.
void flipbook_blend_integer_row(int screen, uint8_t *dst, const uint8_t *src, const uint8_t *cov, long count);

/// ScanConverter's state (ScanConvert.c): `height` rows of `stride` (= width + 2) Float cells
/// and `wordsPerRow` bitmap words per row, all zero between uses; `w`, `h` the mask size.
typedef struct {
    float *cells;
    uint64_t *bits;
    long width, height, stride, wordsPerRow;
    double w, h;
} FlipbookScan;

/// ScanConverter.addLine: a directed line in mask coordinates.
void flipbook_scan_add_line(const FlipbookScan *scan, double px, double py, double qx, double qy);
/// Every edge of a polygon of `count` points (x, y pairs), closed, each point first moved by
/// (−ox, −oy): Rasterizer.coverage's loop over one flattened subpath.
void flipbook_scan_add_polygon(const FlipbookScan *scan, const double *xy, long count, double ox, double oy);
/// ScanConverter.sweep: integrates the cells into `out` (width × height bytes, zeroed), clears
/// the cells and bits it read; 1 when some byte is non-zero. The same bytes as the Swift.
int flipbook_scan_sweep(const FlipbookScan *scan, uint8_t *out, int evenOdd);

/// PerspectiveWarp's sampler state (WarpSample.c): the image (premultiplied RGBA8), its mip
/// levels 1… (Float RGBA texels; `levelInfo` holds offset, width, height per level), the
/// inverse homography (row-vector convention as Homography), the mode (0 nearest, 1 bilinear,
/// 2 filtered) and, when `affine`, the one filter parameter set (flipbook_warp_affine_batch).
typedef struct {
    const uint8_t *pixels;
    long width, height;
    const float *levels;
    const long *levelInfo;
    long levelCount;
    double m11, m12, m13, m21, m22, m23, m31, m32, m33;
    int mode, affine;
    float affineMajor, affineTaps, affineDu, affineDv, affineMinor;
} FlipbookWarp;

/// `count` pixels of one device row from column `x` (rowU, rowV, rowW: the inverse map's y
/// terms at the row's pixel centres), each scaled by `coverage`, into `out` (4 bytes each).
/// Returns −1, or the index of the first pixel that needs the mip pyramid when it is not
/// built (the caller builds it and renders again). The same bytes as PerspectiveWarp's Swift.
long flipbook_warp_span(const FlipbookWarp *warp, double rowU, double rowV, double rowW, long x, long count,
                        float coverage, uint8_t *out);
/// Fills the affine filter parameters (FootprintBatch at u = v = 0, r = 1/m33).
void flipbook_warp_affine_batch(FlipbookWarp *warp);

/// One second-order section of FlipbookRaster's RecursiveGaussian: causal
/// y[n] = b0·x[n] + b1·x[n−1] + d1·y[n−1] + d2·y[n−2], anticausal with c1, c2 on x[n+1], x[n+2].
typedef struct {
    float b0, b1, c1, c2, d1, d2;
} FlipbookIIRSection;

/// Deriche's recursive Gaussian as two sections (RecursiveGaussian.swift computes them).
typedef struct {
    FlipbookIIRSection first, second;
} FlipbookRecursiveGaussian;

/// BlurPyramid.blurRGBA / blurA8 (BlurPyramid.c): premultiplied RGBA8 or an A8 mask, w × h,
/// blurred in place through `levels` (≥ 1) halvings, `gx` across and `gy` down on the smallest
/// level. The same bytes as the Swift code. `avx2` (only taken when flipbook_kernels_have_avx2())
/// picks the AVX2 build of the same code. 0 when scratch memory could not be allocated (the
/// pixels may then be partly written; callers treat it as fatal).
int flipbook_pyramid_blur_rgba(uint8_t *px, long width, long height, long levels, const FlipbookRecursiveGaussian *gx,
                               const FlipbookRecursiveGaussian *gy, int avx2);
int flipbook_pyramid_blur_a8(uint8_t *px, long width, long height, long levels, const FlipbookRecursiveGaussian *gx,
                             const FlipbookRecursiveGaussian *gy, int avx2);

/// A gradient row's geometry (PaintShader's LinearLocation / RadialLocation): linear
/// t = x + dx · i; radial t = |(x + dx · i, y + dy · i)| · scale + bias, or a step at `stepAt`.
typedef struct {
    int radial, isStep;
    float x, y, dx, dy, scale, bias, stepAt;
} FlipbookGradientRow;

/// PaintShader.gradientRow (GradientRow.c): `count` dithered premultiplied RGBA8 pixels of
/// device row `y` from column `x`; `lut` the colour table (8.8 per channel, `last` + 1
/// entries), `thresholds` OrderedDither's 64 fixed-point thresholds. The same bytes as Swift.
void flipbook_gradient_row(const uint64_t *lut, float last, const FlipbookGradientRow *g, const uint16_t *thresholds,
                           long x, long y, long count, uint8_t *out);

/// CoverageMask.tinted (MaskTint.c): for each nonzero coverage value c, pixel i of `out`
/// (RGBA8) becomes table[c] (the pixel's four bytes as stored in memory); zeros are skipped.
void flipbook_tint_mask(const uint8_t *coverage, long count, const uint32_t *table, uint8_t *out);

/// DropShadow.shiftedAlpha (MaskTint.c): the alpha of premultiplied RGBA8 `px` (cw × ch) into
/// the mask `dst` (rows `rowStride` apart), shifted by the fractions wx1/256 across and wy1/256
/// down (one column/row more when nonzero); `buffer` holds 2 · (cw + 1) words. Same bytes.
void flipbook_shadow_alpha(const uint8_t *px, long cw, long ch, uint8_t *dst, long rowStride, uint32_t wx1, uint32_t wy1,
                           uint32_t *buffer);

/// FlipbookPNG's un-premultiply table (PNGFilter.c): table[a << 8 | c] = min(255, ⌊(c · 255 + ⌊a/2⌋) / a⌋),
/// row a = 0 all zeros; 65 536 bytes.
void flipbook_png_unpremultiply_table(uint8_t *table);

/// 1 when every pixel of the premultiplied RGBA8 region has alpha 255.
int flipbook_rgba_is_opaque(const uint8_t *base, long rowStride, long width, long height);

/// PNGEncoder.filterImage: each row un-premultiplied (through `table`; alpha dropped unless
/// `keepAlpha`), filtered with `filter` (0 none … 4 Paeth, 5 adaptive: the type whose bytes
/// have the least sum of magnitudes, the lowest type on ties) into `out`: height · (1 + width ·
/// bpp) bytes, each row's filter type first. `scratch` holds 7 · width · bpp bytes.
void flipbook_png_filter_image(const uint8_t *base, long rowStride, long width, long height, int keepAlpha, int filter,
                               const uint8_t *table, uint8_t *out, uint8_t *scratch);

#ifdef __cplusplus
}
#endif

#endif

#include "GlassSurfaceKernel.h"
#include "ColorMatrixKernel.h"
#include "StrokeEmitKernel.h"
