// FlipbookPNG's scanline preparation (PNGEncoder.filterImage): un-premultiply each row of
// premultiplied RGBA8, drop alpha when the caller found every pixel opaque, apply a PNG filter
// (or choose one per row), and write filter byte + filtered bytes. The same bytes as the Swift
// code it replaces (PNGEncoder.swiftFilterImage, tested), but in C: a debug build compiles it
// at -O0, a few times slower than -O2, where the unoptimised Swift paid a generic call per
// SIMD operation and per pointer access.
#pragma clang diagnostic ignored "-Wpsabi"
#include <stdint.h>
#include <string.h>
#include "CFlipbookKernels.h"

typedef uint8_t pf_u8x16 __attribute__((ext_vector_type(16)));
typedef int16_t pf_i16x16 __attribute__((ext_vector_type(16)));

#define PF_INLINE static inline __attribute__((always_inline))

PF_INLINE pf_u8x16 pf_load(const uint8_t *p) {
    pf_u8x16 v;
    memcpy(&v, p, 16);
    return v;
}

PF_INLINE void pf_store(uint8_t *p, pf_u8x16 v) { memcpy(p, &v, 16); }

void flipbook_png_unpremultiply_table(uint8_t *table) {
    memset(table, 0, 256);
    for (int a = 1; a < 256; a++) {
        for (int c = 0; c < 256; c++) {
            int v = (c * 255 + a / 2) / a;
            table[a << 8 | c] = (uint8_t)(v > 255 ? 255 : v);
        }
    }
}

int flipbook_rgba_is_opaque(const uint8_t *base, long rowStride, long width, long height) {
    for (long y = 0; y < height; y++) {
        const uint8_t *row = base + y * rowStride;
        long x = 0;
        // Sixteen pixels a step: the AND of their alpha bytes.
        pf_u8x16 all = (pf_u8x16)0xFF;
        for (; x + 16 <= width; x += 16) {
            pf_u8x16 a = pf_load(row + 4 * x), b = pf_load(row + 4 * x + 16);
            pf_u8x16 c = pf_load(row + 4 * x + 32), d = pf_load(row + 4 * x + 48);
            all &= a & b & c & d;
        }
        if ((all[3] & all[7] & all[11] & all[15]) != 0xFF) return 0;
        for (; x < width; x++) {
            if (row[4 * x + 3] != 0xFF) return 0;
        }
    }
    return 1;
}

/// One row to straight bytes: RGBA (`keepAlpha`) through the table, or RGB of opaque pixels.
static void pf_unpremultiply(const uint8_t *src, uint8_t *dst, long width, int keepAlpha, const uint8_t *table) {
    long x = 0;
    if (!keepAlpha) {
        // Sixteen pixels (64 bytes) to 48: three shuffles of neighbouring vectors.
        for (; x + 16 <= width; x += 16) {
            pf_u8x16 a = pf_load(src + 4 * x), b = pf_load(src + 4 * x + 16);
            pf_u8x16 c = pf_load(src + 4 * x + 32), d = pf_load(src + 4 * x + 48);
            pf_store(dst + 3 * x, __builtin_shufflevector(a, b, 0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, 16, 17, 18, 20));
            pf_store(dst + 3 * x + 16, __builtin_shufflevector(b, c, 5, 6, 8, 9, 10, 12, 13, 14, 16, 17, 18, 20, 21, 22, 24, 25));
            pf_store(dst + 3 * x + 32, __builtin_shufflevector(c, d, 10, 12, 13, 14, 16, 17, 18, 20, 21, 22, 24, 25, 26, 28, 29, 30));
        }
        for (; x < width; x++) {
            dst[3 * x] = src[4 * x];
            dst[3 * x + 1] = src[4 * x + 1];
            dst[3 * x + 2] = src[4 * x + 2];
        }
        return;
    }
    for (; x < width; x++) {
        const uint8_t *s = src + 4 * x;
        uint8_t *d = dst + 4 * x;
        uint8_t a = s[3];
        if (a == 255) {
            memcpy(d, s, 4);
        } else {
            const uint8_t *t = table + ((long)a << 8);
            d[0] = t[s[0]];
            d[1] = t[s[1]];
            d[2] = t[s[2]];
            d[3] = a;
        }
    }
}

PF_INLINE uint8_t pf_paeth(uint8_t a, uint8_t b, uint8_t c) {
    int p = (int)a + (int)b - (int)c;
    int pa = p > a ? p - a : a - p, pb = p > b ? p - b : b - p, pc = p > c ? p - c : c - p;
    if (pa <= pb && pa <= pc) return a;
    return pb <= pc ? b : c;
}

PF_INLINE pf_i16x16 pf_abs(pf_i16x16 x) { return x < 0 ? -x : x; }

/// PNG filter `type` (0…4) of one row of straight bytes.
static void pf_filter(int type, const uint8_t *cur, const uint8_t *prev, uint8_t *out, long n, long bpp) {
    long i = 0;
    switch (type) {
    case 0:
        memcpy(out, cur, (size_t)n);
        return;
    case 1:
        for (; i < bpp && i < n; i++) out[i] = cur[i];
        for (; i + 16 <= n; i += 16) pf_store(out + i, pf_load(cur + i) - pf_load(cur + i - bpp));
        for (; i < n; i++) out[i] = (uint8_t)(cur[i] - cur[i - bpp]);
        return;
    case 2:
        for (; i + 16 <= n; i += 16) pf_store(out + i, pf_load(cur + i) - pf_load(prev + i));
        for (; i < n; i++) out[i] = (uint8_t)(cur[i] - prev[i]);
        return;
    case 3:
        for (; i < bpp && i < n; i++) out[i] = (uint8_t)(cur[i] - (prev[i] >> 1));
        for (; i + 16 <= n; i += 16) {
            pf_u8x16 a = pf_load(cur + i - bpp), b = pf_load(prev + i);
            pf_store(out + i, pf_load(cur + i) - ((a & b) + ((a ^ b) >> 1)));
        }
        for (; i < n; i++) out[i] = (uint8_t)(cur[i] - ((cur[i - bpp] + prev[i]) >> 1));
        return;
    default:
        for (; i < bpp && i < n; i++) out[i] = (uint8_t)(cur[i] - prev[i]);  // Paeth(0, b, 0) = b
        for (; i + 16 <= n; i += 16) {
            pf_i16x16 a = __builtin_convertvector(pf_load(cur + i - bpp), pf_i16x16);
            pf_i16x16 b = __builtin_convertvector(pf_load(prev + i), pf_i16x16);
            pf_i16x16 c = __builtin_convertvector(pf_load(prev + i - bpp), pf_i16x16);
            pf_i16x16 pa = pf_abs(b - c), pb = pf_abs(a - c), pc = pf_abs(a + b - c - c);
            pf_i16x16 pred = pb <= pc ? b : c;
            pred = ((pa <= pb) & (pa <= pc)) ? a : pred;
            pf_store(out + i, pf_load(cur + i) - __builtin_convertvector(pred, pf_u8x16));
        }
        for (; i < n; i++) out[i] = (uint8_t)(cur[i] - pf_paeth(cur[i - bpp], prev[i], prev[i - bpp]));
        return;
    }
}

/// The adaptive heuristic's cost: the filtered bytes read as signed values, summed by magnitude.
static long pf_cost(const uint8_t *p, long n) {
    long sum = 0;
    for (long i = 0; i < n; i++) sum += p[i] < 128 ? p[i] : 256 - p[i];
    return sum;
}

void flipbook_png_filter_image(const uint8_t *base, long rowStride, long width, long height, int keepAlpha, int filter,
                               const uint8_t *table, uint8_t *out, uint8_t *scratch) {
    long bpp = keepAlpha ? 4 : 3, rowBytes = width * bpp;
    uint8_t *current = scratch, *previous = scratch + rowBytes, *candidates = scratch + 2 * rowBytes;
    memset(previous, 0, (size_t)rowBytes);
    for (long y = 0; y < height; y++) {
        const uint8_t *source = base + y * rowStride;
        uint8_t *row = out + y * (rowBytes + 1);
        if (filter == 0) {
            row[0] = 0;
            pf_unpremultiply(source, row + 1, width, keepAlpha, table);
            continue;
        }
        pf_unpremultiply(source, current, width, keepAlpha, table);
        if (filter <= 4) {
            row[0] = (uint8_t)filter;
            pf_filter(filter, current, previous, row + 1, rowBytes, bpp);
        } else {
            int best = 0;
            long bestCost = -1;
            for (int type = 0; type <= 4; type++) {
                uint8_t *candidate = candidates + type * rowBytes;
                pf_filter(type, current, previous, candidate, rowBytes, bpp);
                long cost = pf_cost(candidate, rowBytes);
                if (bestCost < 0 || cost < bestCost) {
                    best = type;
                    bestCost = cost;
                }
            }
            row[0] = (uint8_t)best;
            memcpy(row + 1, candidates + best * rowBytes, (size_t)rowBytes);
        }
        uint8_t *t = current;
        current = previous;
        previous = t;
    }
}
