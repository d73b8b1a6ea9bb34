// Liquid Glass's per-pixel pass (GlassSurface.c), included by CFlipbookKernels.h.
#ifndef CFLIPBOOK_GLASS_SURFACE_KERNEL_H
#define CFLIPBOOK_GLASS_SURFACE_KERNEL_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One shape of a glass surface: a rounded box (centre, half-sides, radii top-left, top-right,
/// bottom-right, bottom-left; root points), or, when `field` is non-null, a signed distance
/// field in device pixels over the render region (row-major, region-sized).
typedef struct {
    double midX, midY, hx, hy;
    double r0, r1, r2, r3;
    const double *field;
} flipbook_glass_shape;

/// Everything GlassSurface.render computes before its pixel loop (GlassSurface.swift names them).
typedef struct {
    long regionX, regionY, regionWidth, regionHeight;
    const uint8_t *source; long sourceX, sourceY, sourceWidth, sourceHeight;
    double ta, tb, tc, td;                       // root → device, linear part
    double ia, ib, ic, id, itx, ity;             // device → root
    double scale, k, w, pull, band, step;
    double innerShadow, innerShadowWidth, highlight, highlightWidth;
    double tint[4], keep, lx, ly;
    int shadow; double shadowOpacity, shadowRadius, shadowOffset, sqrtHalf;
    double exX, exY, eyX, eyY, soX, soY;
} flipbook_glass_params;

/// GlassSurface.render's pixel loop: premultiplied RGBA8 into `out` (region-sized, zeroed).
void flipbook_glass_render(const flipbook_glass_params *p, const flipbook_glass_shape *shapes, long count, uint8_t *out);

#ifdef __cplusplus
}
#endif

#endif
