// The backdrop colour matrix's pixel loop (ColorMatrix.c), included by CFlipbookKernels.h.
#ifndef CFLIPBOOK_COLOR_MATRIX_KERNEL_H
#define CFLIPBOOK_COLOR_MATRIX_KERNEL_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// ColorMatrix.apply(to:) on `count` premultiplied RGBA8 pixels in place. `m` holds five
/// columns of four floats as the Swift computes them (c0, c1, c2 scaled by 1/255, c3, offset);
/// `unpremultiply[a]` = 255 / a (index 0: 0). Same bytes as the Swift.
void flipbook_color_matrix_apply(uint8_t *px, long count, const float *m, const float *unpremultiply);

#ifdef __cplusplus
}
#endif

#endif
