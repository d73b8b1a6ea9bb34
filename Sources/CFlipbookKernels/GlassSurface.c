// Liquid Glass's pixel pass (FlipbookRaster's GlassSurface.render, whose comments explain the
// lens, melting, inner shadow, rim highlight and drop shadow): in C for both builds because
// the Swift, written with SIMD4<Double> and nested closures, cost ~3.5 µs a pixel at -Onone
// (0.7 s for a toolbar-sized capsule at 3×). Plain doubles, the operations and their order as
// GlassSurface.swift spelled them, so both builds give the same bytes.
//
// Swift's min(a, b) is `b < a ? b : a`, max(a, b) is `b >= a ? b : a`; `rounded()` is round().
#pragma clang fp contract(off)
#include <math.h>
#include <stdint.h>
#include "CFlipbookKernels.h"

#define GS_MIN(a, b) ((b) < (a) ? (b) : (a))
#define GS_MAX(a, b) ((b) >= (a) ? (b) : (a))

static double gs_box(const flipbook_glass_shape *s, double px, double py) {
    double x = px - s->midX, y = py - s->midY;
    double r = x > 0 ? (y > 0 ? s->r2 : s->r1) : (y > 0 ? s->r3 : s->r0);
    double qx = fabs(x) - s->hx + r, qy = fabs(y) - s->hy + r;
    double ox = GS_MAX(qx, 0.0), oy = GS_MAX(qy, 0.0);
    double m = GS_MAX(qx, qy);
    return GS_MIN(m, 0.0) + sqrt(ox * ox + oy * oy) - r;
}

/// The four texels and weights of a clamped bilinear sample at (x, y) of a w×h grid whose
/// first texel centre is at (originX + 0.5, originY + 0.5): the distance field's and the
/// backdrop's samples share it.
typedef struct { long x0, y0, x1, y1; double fx, fy; } gs_taps;

static inline gs_taps gs_bilinear_taps(double x, double y, long originX, long originY, long w, long h) {
    double u = x - 0.5 - (double)originX, v = y - 0.5 - (double)originY;
    u = GS_MAX(u, 0.0); u = GS_MIN(u, (double)(w - 1));
    v = GS_MAX(v, 0.0); v = GS_MIN(v, (double)(h - 1));
    gs_taps t;
    t.x0 = (long)u; t.y0 = (long)v;
    t.x1 = GS_MIN(t.x0 + 1, w - 1); t.y1 = GS_MIN(t.y0 + 1, h - 1);
    t.fx = u - (double)t.x0; t.fy = v - (double)t.y0;
    return t;
}

static double gs_field(const flipbook_glass_params *p, const double *d, double x, double y) {
    long w = p->regionWidth;
    gs_taps t = gs_bilinear_taps(x, y, p->regionX, p->regionY, w, p->regionHeight);
    double top = d[t.y0 * w + t.x0] * (1 - t.fx) + d[t.y0 * w + t.x1] * t.fx;
    double bottom = d[t.y1 * w + t.x0] * (1 - t.fx) + d[t.y1 * w + t.x1] * t.fx;
    return top * (1 - t.fy) + bottom * t.fy;
}

static double gs_smooth_min(double a, double b, double k) {
    if (!(k > 0)) return GS_MIN(a, b);
    double e = k - fabs(a - b);
    double h = GS_MAX(e, 0.0) / k;
    return GS_MIN(a, b) - h * h * k / 4;
}

/// The surface's distance at root point (px, py), which is device point (qx, qy).
static double gs_distance(const flipbook_glass_params *p, const flipbook_glass_shape *s, long n,
                          double px, double py, double qx, double qy) {
    double d = 0;
    for (long i = 0; i < n; i++) {
        double di = s[i].field ? gs_field(p, s[i].field, qx, qy) / p->scale : gs_box(&s[i], px, py);
        d = i == 0 ? di : gs_smooth_min(d, di, p->k);
    }
    return d;
}

static inline void gs_pixel(const flipbook_glass_params *p, long x, long y, double c[4]) {
    long sy = y - p->sourceY, sx = x - p->sourceX;
    sy = GS_MAX(sy, 0L); sy = GS_MIN(sy, p->sourceHeight - 1);
    sx = GS_MAX(sx, 0L); sx = GS_MIN(sx, p->sourceWidth - 1);
    const uint8_t *s = p->source + (sy * p->sourceWidth + sx) * 4;
    c[0] = s[0]; c[1] = s[1]; c[2] = s[2]; c[3] = s[3];
}

static void gs_sample(const flipbook_glass_params *p, double sx, double sy, double c[4]) {
    long sw = p->sourceWidth;
    gs_taps t = gs_bilinear_taps(sx, sy, p->sourceX, p->sourceY, sw, p->sourceHeight);
    double fx = t.fx, fy = t.fy;
    const uint8_t *a = p->source + (t.y0 * sw + t.x0) * 4, *b = p->source + (t.y0 * sw + t.x1) * 4;
    const uint8_t *e = p->source + (t.y1 * sw + t.x0) * 4, *f = p->source + (t.y1 * sw + t.x1) * 4;
    for (int i = 0; i < 4; i++) {
        double top = (double)a[i] * (1 - fx) + (double)b[i] * fx;
        double bottom = (double)e[i] * (1 - fx) + (double)f[i] * fx;
        c[i] = top * (1 - fy) + bottom * fy;
    }
}

static uint8_t gs_byte(double v) {
    double r = round(v);
    r = GS_MAX(r, 0.0); r = GS_MIN(r, 255.0);
    return (uint8_t)r;
}

void flipbook_glass_render(const flipbook_glass_params *p, const flipbook_glass_shape *shapes, long n, uint8_t *out) {
    const double w = p->w, step = p->step;
    for (long y = 0; y < p->regionHeight; y++) {
        for (long x = 0; x < p->regionWidth; x++) {
            double dx = (double)(p->regionX + x) + 0.5, dy = (double)(p->regionY + y) + 0.5;
            double px = p->ia * dx + p->ic * dy + p->itx, py = p->ib * dx + p->id * dy + p->ity;
            double d = gs_distance(p, shapes, n, px, py, dx, dy);
            double coverage = 0.5 - d * p->scale;
            coverage = GS_MAX(coverage, 0.0); coverage = GS_MIN(coverage, 1.0);
            double cast = 0;
            if (p->shadow && coverage < 1) {
                double ds = gs_distance(p, shapes, n, px, py - p->shadowOffset, dx - p->soX, dy - p->soY);
                cast = p->shadowOpacity * 0.5 * erfc(ds / p->shadowRadius * p->sqrtHalf) * (1 - coverage);
            }
            uint8_t *o = out + (y * p->regionWidth + x) * 4;
            if (!(coverage > 0)) {
                if (cast > 0) o[3] = gs_byte(cast * 255);
                continue;
            }
            double t = GS_MAX(0.0, -d);
            double c[4];
            double shade = 0, light = 0;
            if (t < p->band) {
                double gx = gs_distance(p, shapes, n, px + step, py, dx + p->exX, dy + p->exY)
                          - gs_distance(p, shapes, n, px - step, py, dx - p->exX, dy - p->exY);
                double gy = gs_distance(p, shapes, n, px, py + step, dx + p->eyX, dy + p->eyY)
                          - gs_distance(p, shapes, n, px, py - step, dx - p->eyX, dy - p->eyY);
                double len = sqrt(gx * gx + gy * gy);
                double nx = len > 0 ? gx / len : 0, ny = len > 0 ? gy / len : 0;
                if (t < w && len > 0) {
                    double f = 1 - t / w;
                    double off = p->pull * f * f;
                    double vx = -nx * off, vy = -ny * off;
                    gs_sample(p, dx + (p->ta * vx + p->tc * vy), dy + (p->tb * vx + p->td * vy), c);
                } else {
                    gs_pixel(p, p->regionX + x, p->regionY + y, c);
                }
                if (t < p->innerShadowWidth) { double f = 1 - t / p->innerShadowWidth; shade = p->innerShadow * f * f; }
                if (t < p->highlightWidth) {
                    double facing = nx * p->lx + ny * p->ly;
                    double lit = facing > 0 ? facing * facing : 0.55 * facing * facing;
                    light = p->highlight * (0.3 + 0.7 * lit) * (1 - t / p->highlightWidth);
                }
            } else {
                gs_pixel(p, p->regionX + x, p->regionY + y, c);
            }
            for (int i = 0; i < 4; i++) c[i] = p->tint[i] * 255 + c[i] * p->keep;
            if (shade > 0) {
                c[0] = c[0] * (1 - shade); c[1] = c[1] * (1 - shade); c[2] = c[2] * (1 - shade);
                c[3] = c[3] + (255 - c[3]) * shade;
            }
            if (light > 0) { for (int i = 0; i < 4; i++) c[i] = 255 * light + c[i] * (1 - light); }
            for (int i = 0; i < 4; i++) c[i] *= coverage;
            c[3] += cast * 255;
            o[0] = gs_byte(c[0]); o[1] = gs_byte(c[1]); o[2] = gs_byte(c[2]); o[3] = gs_byte(c[3]);
        }
    }
}
