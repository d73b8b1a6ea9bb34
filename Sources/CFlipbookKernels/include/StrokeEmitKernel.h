// The stroker's outline emission (StrokeEmit.c), included by CFlipbookKernels.h.
#ifndef CFLIPBOOK_STROKE_EMIT_KERNEL_H
#define CFLIPBOOK_STROKE_EMIT_KERNEL_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A stroke outline being built: `verbs` (0 move, 1 line, 3 cubic, 4 close) and their points
/// (x, y pairs: one for a move or line, control 1, control 2, end for a cubic), in buffers
/// this owns (flipbook_stroke_outline_free), with BezierPath's appending state. Set `half`
/// (half the line width), `miterLimit`, `join` (0 miter, 1 round, 2 bevel) and `cap` (0 butt,
/// 1 round, 2 square) and zero the rest before the first piece. `failed` is set when a buffer
/// could not grow (the outline is then incomplete).
typedef struct {
    uint8_t *verbs;
    double *points;
    long verbCount, pointCount, verbCapacity, pointCapacity;
    double currentX, currentY, startX, startY;
    int hasCurrent, endsWithClose, failed;
    int join, cap;
    double half, miterLimit;
} FlipbookStrokeOutline;

/// Stroker.emit: the contour(s) of one piece of `n` distinct consecutive points (x, y pairs)
/// with their smooth flags (0/1 bytes): one side, the end cap, the other side back, the start
/// cap (a closed piece: one contour per side); a one-point piece is a dot along (dotX, dotY).
void flipbook_stroke_piece(FlipbookStrokeOutline *outline, const double *xy, const uint8_t *smooth, long n, int closed,
                           double dotX, double dotY);
/// Frees the outline's buffers.
void flipbook_stroke_outline_free(FlipbookStrokeOutline *outline);

#ifdef __cplusplus
}
#endif

#endif
