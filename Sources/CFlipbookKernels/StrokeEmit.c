// The stroker's outline emission (FlipbookRaster's Stroker.emit and what it calls: the two
// offset sides with their joins, the caps, dots and round arcs), appending to an outline held
// here instead of a BezierPath: at -Onone every Point operation, BezierPath append and
// current-point check of the Swift was a call, a quarter of a debug stroke's time before
// perf6 and still ~8 % after. Stroker.swift's comments explain the geometry; this is the same
// operations in the same order (Double, no contraction), so the same outline, element for
// element (StrokePipelineLockTests hashes it). The outline follows BezierPath's rules: a line
// after a close or on an empty outline starts a subpath; replacing the last point of a curve
// appends a line instead.
#pragma clang fp contract(off)
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "CFlipbookKernels.h"

typedef struct { double x, y; } se_pt;
/// Double.pi.
#define SE_PI 3.141592653589793

// Point arithmetic as macros: at -O0 a helper is a call with its arguments on the stack.
#define SE_P(a, b) ((se_pt){(a), (b)})
#define SE_ADD(a, b) SE_P((a).x + (b).x, (a).y + (b).y)
#define SE_SUB(a, b) SE_P((a).x - (b).x, (a).y - (b).y)
#define SE_MUL(a, s) SE_P((a).x * (s), (a).y * (s))
#define SE_NEG(a) SE_P(-(a).x, -(a).y)
/// Stroker.normal: d turned a quarter towards +y.
#define SE_NORMAL(d) SE_P(-(d).y, (d).x)
#define SE_DOT(a, b) ((a).x * (b).x + (a).y * (b).y)
#define SE_CROSS(a, b) ((a).x * (b).y - (a).y * (b).x)
#define SE_LEN(a) sqrt((a).x * (a).x + (a).y * (a).y)

/// `unit` (Stroker.swift): v / |v|, (1, 0) for a zero vector.
static se_pt se_unit(se_pt v) {
    const double l = SE_LEN(v);
    return l > 0 ? SE_P(v.x / l, v.y / l) : SE_P(1, 0);
}

static int se_reserve(FlipbookStrokeOutline *o, long verbs, long points) {
    if (o->failed) return 0;
    if (o->verbCount + verbs > o->verbCapacity) {
        long cap = o->verbCapacity < 64 ? 64 : o->verbCapacity * 2;
        while (cap < o->verbCount + verbs) cap *= 2;
        uint8_t *v = realloc(o->verbs, (size_t)cap);
        if (!v) { o->failed = 1; return 0; }
        o->verbs = v; o->verbCapacity = cap;
    }
    if (o->pointCount + points > o->pointCapacity) {
        long cap = o->pointCapacity < 128 ? 128 : o->pointCapacity * 2;
        while (cap < o->pointCount + points) cap *= 2;
        double *p = realloc(o->points, (size_t)cap * 2 * sizeof(double));
        if (!p) { o->failed = 1; return 0; }
        o->points = p; o->pointCapacity = cap;
    }
    return 1;
}

static void se_move(FlipbookStrokeOutline *o, se_pt p) {
    if (!se_reserve(o, 1, 1)) return;
    o->verbs[o->verbCount++] = 0;
    o->points[2 * o->pointCount] = p.x; o->points[2 * o->pointCount + 1] = p.y; o->pointCount++;
    o->startX = p.x; o->startY = p.y; o->currentX = p.x; o->currentY = p.y;
    o->hasCurrent = 1; o->endsWithClose = 0;
}

/// BezierPath.beginIfNeeded.
static void se_begin(FlipbookStrokeOutline *o, se_pt fallback) {
    if (!o->hasCurrent) se_move(o, fallback);
    else if (o->endsWithClose) se_move(o, SE_P(o->currentX, o->currentY));
}

static void se_line(FlipbookStrokeOutline *o, se_pt p) {
    se_begin(o, p);
    if (!se_reserve(o, 1, 1)) return;
    o->verbs[o->verbCount++] = 1;
    o->points[2 * o->pointCount] = p.x; o->points[2 * o->pointCount + 1] = p.y; o->pointCount++;
    o->currentX = p.x; o->currentY = p.y;
}

static void se_curve(FlipbookStrokeOutline *o, se_pt p, se_pt c1, se_pt c2) {
    se_begin(o, p);
    if (!se_reserve(o, 1, 3)) return;
    o->verbs[o->verbCount++] = 3;
    double *q = o->points + 2 * o->pointCount;
    q[0] = c1.x; q[1] = c1.y; q[2] = c2.x; q[3] = c2.y; q[4] = p.x; q[5] = p.y;
    o->pointCount += 3;
    o->currentX = p.x; o->currentY = p.y;
}

static void se_close(FlipbookStrokeOutline *o) {
    if (!o->hasCurrent || o->endsWithClose) return;
    if (!se_reserve(o, 1, 0)) return;
    o->verbs[o->verbCount++] = 4;
    o->currentX = o->startX; o->currentY = o->startY;
    o->endsWithClose = 1;
}

/// BezierPath.replaceLastPoint.
static void se_replace_last(FlipbookStrokeOutline *o, se_pt p) {
    if (o->verbCount == 0) return;
    const uint8_t last = o->verbs[o->verbCount - 1];
    if (last == 0) {
        o->points[2 * o->pointCount - 2] = p.x; o->points[2 * o->pointCount - 1] = p.y;
        o->startX = p.x; o->startY = p.y;
    } else if (last == 1) {
        o->points[2 * o->pointCount - 2] = p.x; o->points[2 * o->pointCount - 1] = p.y;
    } else {
        se_line(o, p);
        return;
    }
    o->currentX = p.x; o->currentY = p.y;
}

/// Stroker.lineIfNeeded.
static void se_line_if_needed(FlipbookStrokeOutline *o, se_pt p) {
    if (o->hasCurrent && o->currentX == p.x && o->currentY == p.y) return;
    se_line(o, p);
}

/// BezierPath.appendArcCurves with radius `half`.
static void se_arc_curves(FlipbookStrokeOutline *o, se_pt center, double radius, double startAngle, double sweep) {
    if (!(sweep != 0 && radius > 0)) return;
    const long raw = (long)ceil(fabs(sweep) / (SE_PI / 2) - 1e-9);
    const long pieces = raw >= 1 ? raw : 1;
    const double step = sweep / (double)pieces;
    const double k = 4.0 / 3.0 * tan(step / 4);
    double a0 = startAngle;
    for (long i = 0; i < pieces; i++) {
        const double a1 = i == pieces - 1 ? startAngle + sweep : a0 + step;
        const double c0 = cos(a0), s0 = sin(a0), c1 = cos(a1), s1 = sin(a1);
        const se_pt p0 = SE_P(center.x + radius * c0, center.y + radius * s0);
        const se_pt p1 = SE_P(center.x + radius * c1, center.y + radius * s1);
        se_curve(o, p1, SE_P(p0.x - k * radius * s0, p0.y + k * radius * c0),
                 SE_P(p1.x + k * radius * s1, p1.y - k * radius * c1));
        a0 = a1;
    }
}

/// Stroker.arc: from direction u to v around `center`, the way whose midpoint lies towards `bulge`.
static void se_arc(FlipbookStrokeOutline *o, se_pt center, se_pt u, se_pt v, se_pt bulge) {
    const double start = atan2(u.y, u.x);
    double sweep = atan2(SE_CROSS(u, v), SE_DOT(u, v));
    const double mid = start + sweep / 2;
    if (cos(mid) * bulge.x + sin(mid) * bulge.y < 0) sweep += sweep > 0 ? -2 * SE_PI : 2 * SE_PI;
    se_arc_curves(o, center, o->half, start, sweep);
}

/// Stroker.join: from v + na·h (the current point) to v + nb·h; returns the length trimmed
/// off both segments.
static double se_join(FlipbookStrokeOutline *o, se_pt v, se_pt da, se_pt db, int smooth, double availA, double availB) {
    const double half = o->half;
    const se_pt na = SE_NORMAL(da), nb = SE_NORMAL(db);
    const se_pt end = SE_ADD(v, SE_MUL(nb, half));
    const double cross = SE_CROSS(da, db), dot = SE_DOT(da, db);
    if (fabs(cross) < 1e-12 && dot > 0) {
        se_line_if_needed(o, end);
        return 0;
    }
    if (cross > 0) {
        const double trim = half * cross / (1 + dot);
        if (dot > -1 + 1e-9 && trim <= availA && trim <= availB) {
            const double cosHalf = sqrt((1 + dot) / 2);
            se_replace_last(o, SE_ADD(v, SE_MUL(se_unit(SE_ADD(na, nb)), half / cosHalf)));
            return trim;
        }
        se_line_if_needed(o, v);
        se_line_if_needed(o, end);
        return 0;
    }
    if (smooth) {
        se_line_if_needed(o, end);
        return 0;
    }
    switch (o->join) {
    case 2:  // bevel
        se_line_if_needed(o, end);
        break;
    case 0: {  // miter
        const double cosHalf = sqrt((1 + dot) / 2);
        if (cosHalf > 1e-12 && 1 / cosHalf <= o->miterLimit) {
            const se_pt bis = se_unit(SE_ADD(na, nb));
            se_line_if_needed(o, SE_ADD(v, SE_MUL(bis, half / cosHalf)));
        }
        se_line_if_needed(o, end);
        break;
    }
    default:  // round
        se_arc(o, v, na, nb, dot < 0 && fabs(cross) < 1e-12 ? da : SE_ADD(na, nb));
        break;
    }
    return 0;
}

/// Stroker.emitSide: the offset line on the +n side of the `m` points (last to first when
/// `reversed`), with joins.
static void se_side(FlipbookStrokeOutline *o, const se_pt *p, const uint8_t *sm, long m, int reversed, int closed, int move) {
    const double half = o->half;
    const long segs = closed ? m : m - 1;
    const long last = m - 1;
    se_pt *dirs = malloc((size_t)segs * sizeof(se_pt));
    double *lens = malloc((size_t)segs * sizeof(double));
    if (!dirs || !lens) { free(dirs); free(lens); o->failed = 1; return; }
    for (long i = 0; i < segs; i++) {
        const long j = (i + 1) % m;
        const se_pt d = SE_SUB(p[reversed ? last - j : j], p[reversed ? last - i : i]);
        dirs[i] = se_unit(d); lens[i] = SE_LEN(d);
    }
    const se_pt p0 = p[reversed ? last : 0];
    if (closed) {
        se_move(o, SE_ADD(p0, SE_MUL(SE_NORMAL(dirs[segs - 1]), half)));
        const double t = se_join(o, p0, dirs[segs - 1], dirs[0], sm[reversed ? last : 0], lens[segs - 1], lens[0]);
        lens[segs - 1] -= t; lens[0] -= t;
    } else {
        const se_pt start = SE_ADD(p0, SE_MUL(SE_NORMAL(dirs[0]), half));
        if (move) se_move(o, start); else se_line_if_needed(o, start);
    }
    const long end = closed ? m : m - 1;
    for (long i = 1; i < end; i++) {
        const long k = reversed ? last - i : i;
        const se_pt v = p[k];
        se_line_if_needed(o, SE_ADD(v, SE_MUL(SE_NORMAL(dirs[i - 1]), half)));
        const double t = se_join(o, v, dirs[i - 1], dirs[i], sm[k], lens[i - 1], lens[i]);
        lens[i - 1] -= t; lens[i] -= t;
    }
    if (!closed) se_line_if_needed(o, SE_ADD(p[reversed ? 0 : last], SE_MUL(SE_NORMAL(dirs[segs - 1]), half)));
    free(dirs); free(lens);
}

/// Stroker.emitCap: at e, travel arriving with unit direction d, from e + n·h to e − n·h.
static void se_cap(FlipbookStrokeOutline *o, se_pt e, se_pt d) {
    const double half = o->half;
    const se_pt n = SE_NORMAL(d);
    switch (o->cap) {
    case 0:  // butt
        se_line_if_needed(o, SE_SUB(e, SE_MUL(n, half)));
        break;
    case 2:  // square
        se_line_if_needed(o, SE_ADD(SE_ADD(e, SE_MUL(n, half)), SE_MUL(d, half)));
        se_line_if_needed(o, SE_ADD(SE_SUB(e, SE_MUL(n, half)), SE_MUL(d, half)));
        se_line_if_needed(o, SE_SUB(e, SE_MUL(n, half)));
        break;
    default:  // round
        se_arc(o, e, n, SE_NEG(n), d);
        break;
    }
}

/// Stroker.emitDot: a zero-length piece.
static void se_dot(FlipbookStrokeOutline *o, se_pt p, se_pt d) {
    const double half = o->half;
    const se_pt n = SE_NORMAL(d);
    switch (o->cap) {
    case 0:
        return;
    case 2:
        se_move(o, SE_ADD(p, SE_MUL(SE_ADD(n, d), half)));
        se_line(o, SE_ADD(p, SE_MUL(SE_ADD(SE_NEG(n), d), half)));
        se_line(o, SE_ADD(p, SE_MUL(SE_SUB(SE_NEG(n), d), half)));
        se_line(o, SE_ADD(p, SE_MUL(SE_SUB(n, d), half)));
        se_close(o);
        break;
    default:
        se_move(o, SE_ADD(p, SE_MUL(n, half)));
        se_arc(o, p, n, SE_NEG(n), d);
        se_arc(o, p, SE_NEG(n), n, SE_NEG(d));
        se_close(o);
        break;
    }
}

void flipbook_stroke_piece(FlipbookStrokeOutline *o, const double *xy, const uint8_t *smooth, long n, int closed,
                           double dotX, double dotY) {
    if (n < 1 || o->failed) return;
    const se_pt *p = (const se_pt *)xy;
    if (n == 1) {
        se_dot(o, p[0], SE_P(dotX, dotY));
        return;
    }
    if (closed) {
        se_side(o, p, smooth, n, 0, 1, 1);
        se_close(o);
        se_side(o, p, smooth, n, 1, 1, 1);
        se_close(o);
    } else {
        se_side(o, p, smooth, n, 0, 0, 1);
        se_cap(o, p[n - 1], se_unit(SE_SUB(p[n - 1], p[n - 2])));
        se_side(o, p, smooth, n, 1, 0, 0);
        se_cap(o, p[0], se_unit(SE_SUB(p[0], p[1])));
        se_close(o);
    }
}

void flipbook_stroke_outline_free(FlipbookStrokeOutline *o) {
    free(o->verbs); free(o->points);
    o->verbs = NULL; o->points = NULL;
    o->verbCount = o->pointCount = o->verbCapacity = o->pointCapacity = 0;
}
