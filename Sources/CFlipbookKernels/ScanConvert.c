// FlipbookRaster's ScanConverter (Rasterizer.swift, whose comments explain the method): exact
// area coverage accumulated per cell, then swept into bytes. The same operations in the same
// order as the Swift, in Double for the geometry and Float for the cells, so the same bytes;
// in C for both builds because every fill and stroke goes through it and the Swift costs ~10×
// its release time at -Onone (C at -O0: a few times). Swift's min(a, b) is `b < a ? b : a` and
// max(a, b) is `b >= a ? b : a`; they are spelled out so that -0 and ties pick the same operand.
#pragma clang fp contract(off)
#include <math.h>
#include <stdint.h>
#include <string.h>
#include "CFlipbookKernels.h"

#define SC_MIN(a, b) ((b) < (a) ? (b) : (a))
#define SC_MAX(a, b) ((b) >= (a) ? (b) : (a))

static inline void sc_deposit(const FlipbookScan *s, long row, long base, long c, double dy, double f) {
    const long i = base + c;
    s->cells[i] += (float)(dy * (1 - f));
    s->cells[i + 1] += (float)(dy * f);
    uint64_t *rowBits = s->bits + row * s->wordsPerRow;
    rowBits[c >> 6] |= (uint64_t)1 << (c & 63);
    rowBits[(c + 1) >> 6] |= (uint64_t)1 << ((c + 1) & 63);
}

static inline void sc_row_piece(const FlipbookScan *s, long row, double xs, double xe, double dy) {
    const double lo = SC_MIN(xs, xe), hi = SC_MAX(xs, xe);
    long c = (long)lo;  // x ≥ 0, so truncation is floor
    const long base = row * s->stride;
    if (hi <= (double)(c + 1)) {
        sc_deposit(s, row, base, c, dy, (lo + hi) * 0.5 - (double)c);
        return;
    }
    const double perX = dy / (hi - lo);
    double x = lo;
    while (x < hi) {
        const double nx = SC_MIN((double)(c + 1), hi);
        sc_deposit(s, row, base, c, perX * (nx - x), (x + nx) * 0.5 - (double)c);
        x = nx;
        c += 1;
    }
}

static void sc_inside(const FlipbookScan *s, double x0, double y0, double x1, double y1) {
    if (y0 == y1) return;
    const double dir = y1 > y0 ? 1 : -1;
    double xa = x0, ya = y0, xb = x1, yb = y1;
    if (y0 > y1) { xa = x1; ya = y1; xb = x0; yb = y0; }
    const double dxdy = (xb - xa) / (yb - ya);
    const double yStart = SC_MAX(ya, 0.0), yEnd = SC_MIN(yb, s->h);
    if (!(yStart < yEnd)) return;
    long row = (long)floor(yStart);
    double y = yStart;
    double x = ya < 0 ? xa + (0 - ya) * dxdy : xa;
    while (y < yEnd) {
        const double yNext = SC_MIN((double)(row + 1), yEnd);
        const double xNext = yNext == yb ? xb : SC_MIN(SC_MAX(xa + (yNext - ya) * dxdy, 0.0), s->w);
        sc_row_piece(s, row, x, xNext, (yNext - y) * dir);
        x = xNext;
        y = yNext;
        row += 1;
    }
}

static inline void sc_clamped(const FlipbookScan *s, double px, double py, double qx, double qy) {
    sc_inside(s, SC_MIN(SC_MAX(px, 0.0), s->w), py, SC_MIN(SC_MAX(qx, 0.0), s->w), qy);
}

void flipbook_scan_add_line(const FlipbookScan *s, double px, double py, double qx, double qy) {
    if (py == qy) return;
    if ((py <= 0 && qy <= 0) || (py >= s->h && qy >= s->h)) return;
    // Split where the line crosses x = 0 and x = w, then clamp each piece into [0, w].
    double t0 = -1.0, t1 = -1.0;
    const double dx = qx - px;
    if (dx != 0) {
        const double ta = (0 - px) / dx, tb = (s->w - px) / dx;
        if (ta > 0 && ta < 1) t0 = ta;
        if (tb > 0 && tb < 1) t1 = tb;
        if (t0 > t1 && t1 > 0) { double t = t0; t0 = t1; t1 = t; }
        if (t0 < 0 && t1 > 0) { t0 = t1; t1 = -1; }
    }
    double ax = px, ay = py;
    if (t0 > 0) {
        const double mx = px + dx * t0, my = py + (qy - py) * t0;
        sc_clamped(s, ax, ay, mx, my);
        ax = mx; ay = my;
        if (t1 > 0) {
            const double m2x = px + dx * t1, m2y = py + (qy - py) * t1;
            sc_clamped(s, ax, ay, m2x, m2y);
            ax = m2x; ay = m2y;
        }
    }
    sc_clamped(s, ax, ay, qx, qy);
}

void flipbook_scan_add_polygon(const FlipbookScan *s, const double *xy, long count, double ox, double oy) {
    if (count < 2) return;
    // Filled as closed: from the last point back to the first, then along.
    double px = xy[2 * (count - 1)] - ox, py = xy[2 * (count - 1) + 1] - oy;
    for (long i = 0; i < count; i++) {
        const double qx = xy[2 * i] - ox, qy = xy[2 * i + 1] - oy;
        flipbook_scan_add_line(s, px, py, qx, qy);
        px = qx;
        py = qy;
    }
}

static inline uint8_t sc_byte(float sum, int evenOdd) {
    float a = fabsf(sum);
    if (evenOdd) {
        a -= 2 * floorf(a * 0.5f);
        if (a > 1) a = 2 - a;
    } else if (a > 1) {
        a = 1;
    }
    return (uint8_t)(a * 255 + 0.5f);
}

int flipbook_scan_sweep(const FlipbookScan *s, uint8_t *out, int evenOdd) {
    int any = 0;
    const long width = s->width;
    for (long row = 0; row < s->height; row++) {
        float *cellRow = s->cells + row * s->stride;
        uint64_t *bitRow = s->bits + row * s->wordsPerRow;
        uint8_t *outRow = out + row * width;
        float sum = 0;
        uint8_t value = 0;
        long pos = 0;
        for (long wi = 0; wi < s->wordsPerRow; wi++) {
            uint64_t word = bitRow[wi];
            if (word == 0) continue;
            bitRow[wi] = 0;
            while (word != 0) {
                const long c = wi << 6 | __builtin_ctzll(word);
                word &= word - 1;
                const long end = SC_MIN(c, width);
                if (value != 0 && end > pos) memset(outRow + pos, value, (size_t)(end - pos));
                sum += cellRow[c];
                cellRow[c] = 0;
                if (c < width) {
                    value = sc_byte(sum, evenOdd);
                    outRow[c] = value;
                    if (value != 0) any = 1;
                    pos = c + 1;
                } else {
                    pos = width;
                }
            }
        }
        if (value != 0 && pos < width) memset(outRow + pos, value, (size_t)(width - pos));
    }
    return any;
}
