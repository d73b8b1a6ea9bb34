// AVX2 twins of DirectBlur's row kernels (see CFlipbookKernels.h). The arithmetic is the
// Swift code's, lane for lane: 16-bit wrapping adds, the high half of unsigned 16 × 16-bit
// products, logical shifts; only the vector width (16 lanes per instruction instead of 8)
// differs.
#include "CFlipbookKernels.h"

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#include <immintrin.h>
#include <string.h>

static int detect_avx2(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
    // OSXSAVE and AVX, then the OS must save XMM and YMM state (XCR0 bits 1 and 2).
    if (!(c & (1u << 27)) || !(c & (1u << 28))) return 0;
    unsigned lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    if ((lo & 6) != 6) return 0;
    if (__get_cpuid_max(0, 0) < 7) return 0;
    __cpuid_count(7, 0, a, b, c, d);
    return (b & (1u << 5)) != 0;
}

int flipbook_kernels_have_avx2(void) {
    static int cached = -1;  // a benign race: every thread computes the same answer
    int v = __atomic_load_n(&cached, __ATOMIC_RELAXED);
    if (v < 0) {
        v = detect_avx2();
        __atomic_store_n(&cached, v, __ATOMIC_RELAXED);
    }
    return v;
}

#define AVX2 __attribute__((target("avx2")))
// Kernels reach at most 4σ < 18 taps (σ < 4.5); room to spare.
enum { MAX_RADIUS = 64 };


AVX2 static inline __m256i load16(const uint16_t *p) { return _mm256_loadu_si256((const __m256i *)p); }
AVX2 static inline void store16(uint16_t *p, __m256i v) { _mm256_storeu_si256((__m256i *)p, v); }

/// Lanes i0 ..< i1 (multiples of 32) of output rows y and y + 1: see the header.
AVX2 static inline void vertical_pair(const uint16_t *const *rows, long r, const __m256i *w, __m256i cw, __m256i b,
                                      long i0, long i1, uint16_t *out0, uint16_t *out1) {
    const uint16_t *row0 = rows[r], *row1 = rows[r + 1];
    // 32 lanes a step (two columns of vectors): each row pointer and weight is loaded once
    // for four sums.
    for (long i = i0; i < i1; i += 32) {
        __m256i c0 = load16(row0 + i), c1 = load16(row1 + i);
        __m256i d0 = load16(row0 + i + 16), d1 = load16(row1 + i + 16);
        __m256i a0 = _mm256_add_epi16(_mm256_mulhi_epu16(_mm256_slli_epi16(c0, 1), cw), b);
        __m256i a1 = _mm256_add_epi16(_mm256_mulhi_epu16(_mm256_slli_epi16(c1, 1), cw), b);
        __m256i e0 = _mm256_add_epi16(_mm256_mulhi_epu16(_mm256_slli_epi16(d0, 1), cw), b);
        __m256i e1 = _mm256_add_epi16(_mm256_mulhi_epu16(_mm256_slli_epi16(d1, 1), cw), b);
        if (r > 0) {
            // Row y + 1's pair k − 1 is input rows y − (k − 2) and y + k: each input row is
            // loaded once for both outputs.
            const uint16_t *p = rows[r - 1] + i;
            __m256i back1 = load16(p), back2 = c0;
            __m256i eback1 = load16(p + 16), eback2 = d0;
            a0 = _mm256_add_epi16(a0, _mm256_mulhi_epu16(_mm256_add_epi16(back1, c1), w[0]));
            e0 = _mm256_add_epi16(e0, _mm256_mulhi_epu16(_mm256_add_epi16(eback1, d1), w[0]));
            __m256i wk1 = w[0];  // pair weight k − 1, carried from the previous step
            for (long k = 2; k <= r; k++) {
                const uint16_t *lp = rows[r - k] + i, *hp = rows[r + k] + i;
                __m256i wk = w[k - 1];
                __m256i l = load16(lp), h = load16(hp);
                a0 = _mm256_add_epi16(a0, _mm256_mulhi_epu16(_mm256_add_epi16(l, h), wk));
                a1 = _mm256_add_epi16(a1, _mm256_mulhi_epu16(_mm256_add_epi16(back2, h), wk1));
                back2 = back1;
                back1 = l;
                __m256i el = load16(lp + 16), eh = load16(hp + 16);
                e0 = _mm256_add_epi16(e0, _mm256_mulhi_epu16(_mm256_add_epi16(el, eh), wk));
                e1 = _mm256_add_epi16(e1, _mm256_mulhi_epu16(_mm256_add_epi16(eback2, eh), wk1));
                eback2 = eback1;
                eback1 = el;
                wk1 = wk;
            }
            const uint16_t *last = rows[2 * r + 1] + i;
            a1 = _mm256_add_epi16(a1, _mm256_mulhi_epu16(_mm256_add_epi16(back2, load16(last)), w[r - 1]));
            e1 = _mm256_add_epi16(e1, _mm256_mulhi_epu16(_mm256_add_epi16(eback2, load16(last + 16)), w[r - 1]));
        }
        store16(out0 + i, _mm256_srli_epi16(a0, 1));
        store16(out1 + i, _mm256_srli_epi16(a1, 1));
        store16(out0 + i + 16, _mm256_srli_epi16(e0, 1));
        store16(out1 + i + 16, _mm256_srli_epi16(e1, 1));
    }
}

AVX2 void flipbook_blur_vertical_pair_avx2(const uint16_t *const *rows, long r, const uint16_t *pairs,
                                           uint16_t centre, uint16_t bias, long n,
                                           uint16_t *out0, uint16_t *out1) {
    if (r > MAX_RADIUS) r = MAX_RADIUS;
    __m256i w[MAX_RADIUS + 1];
    for (long k = 0; k < r; k++) w[k] = _mm256_set1_epi16((short)pairs[k]);
    const __m256i cw = _mm256_set1_epi16((short)centre), b = _mm256_set1_epi16((short)(uint16_t)(bias + 1));
    vertical_pair(rows, r, w, cw, b, 0, n, out0, out1);
}

AVX2 void flipbook_blur_vertical_avx2(const uint16_t *const *rows, long r, const uint16_t *pairs,
                                      uint16_t centre, uint16_t bias, long n, uint16_t *out) {
    if (r > MAX_RADIUS) r = MAX_RADIUS;
    __m256i w[MAX_RADIUS + 1];
    for (long k = 0; k < r; k++) w[k] = _mm256_set1_epi16((short)pairs[k]);
    const __m256i cw = _mm256_set1_epi16((short)centre), b = _mm256_set1_epi16((short)(uint16_t)(bias + 1));
    const uint16_t *c = rows[r];
    for (long i = 0; i < n; i += 16) {
        __m256i a = _mm256_add_epi16(_mm256_mulhi_epu16(_mm256_slli_epi16(load16(c + i), 1), cw), b);
        for (long k = 1; k <= r; k++) {
            __m256i s = _mm256_add_epi16(load16(rows[r - k] + i), load16(rows[r + k] + i));
            a = _mm256_add_epi16(a, _mm256_mulhi_epu16(s, w[k - 1]));
        }
        store16(out + i, _mm256_srli_epi16(a, 1));
    }
}

/// 16 lanes of the horizontal sum at src, as value · 256 + rounding (still 16 bits).
AVX2 static inline __m256i across16(const uint16_t *s, long step, long r, const __m256i *w, __m256i cw, __m256i b) {
    __m256i a = _mm256_add_epi16(_mm256_mulhi_epu16(_mm256_slli_epi16(load16(s), 1), cw), b);
    long d = step;
    for (long k = 0; k < r; k++, d += step) {
        a = _mm256_add_epi16(a, _mm256_mulhi_epu16(_mm256_add_epi16(load16(s - d), load16(s + d)), w[k]));
    }
    return _mm256_srli_epi16(a, 8);
}

/// 32 bytes from two 16-lane vectors of values ≤ 255 (packus works within 128-bit halves, so
/// the quadwords are put back in order after it).
AVX2 static inline __m256i narrow32(__m256i lo, __m256i hi) {
    return _mm256_permute4x64_epi64(_mm256_packus_epi16(lo, hi), 0xD8);
}

AVX2 void flipbook_blur_horizontal_avx2(const uint16_t *src, long step, long r, const uint16_t *pairs,
                                        uint16_t centre, uint16_t bias, long n,
                                        uint8_t *out, long count) {
    (void)n;
    if (r > MAX_RADIUS) r = MAX_RADIUS;
    __m256i w[MAX_RADIUS + 1];
    for (long k = 0; k < r; k++) w[k] = _mm256_set1_epi16((short)pairs[k]);
    const __m256i cw = _mm256_set1_epi16((short)centre), b = _mm256_set1_epi16((short)(uint16_t)(bias + 128));
    long i = 0;
    if (step == 4) {
        // RGBA, 64 lanes (four vectors of four pixels) a step. Vector b's taps k are at
        // s + 16b ± 4k, so tap k + 4 of vector b reads what tap k of vector b − 1 (low side)
        // or b + 1 (high side) read: walking k in steps of 4 only two new vectors are loaded
        // per step instead of eight.
        for (; i + 64 <= count; i += 64) {
            const uint16_t *s = src + i;
            __m256i a0 = _mm256_add_epi16(_mm256_mulhi_epu16(_mm256_slli_epi16(load16(s), 1), cw), b);
            __m256i a1 = _mm256_add_epi16(_mm256_mulhi_epu16(_mm256_slli_epi16(load16(s + 16), 1), cw), b);
            __m256i a2 = _mm256_add_epi16(_mm256_mulhi_epu16(_mm256_slli_epi16(load16(s + 32), 1), cw), b);
            __m256i a3 = _mm256_add_epi16(_mm256_mulhi_epu16(_mm256_slli_epi16(load16(s + 48), 1), cw), b);
            for (long c = 1; c <= 4 && c <= r; c++) {
                long d = 4 * c;
                __m256i l0 = load16(s - d), l1 = load16(s + 16 - d), l2 = load16(s + 32 - d), l3 = load16(s + 48 - d);
                __m256i h0 = load16(s + d), h1 = load16(s + 16 + d), h2 = load16(s + 32 + d), h3 = load16(s + 48 + d);
                for (long k = c;;) {
                    __m256i wk = w[k - 1];
                    a0 = _mm256_add_epi16(a0, _mm256_mulhi_epu16(_mm256_add_epi16(l0, h0), wk));
                    a1 = _mm256_add_epi16(a1, _mm256_mulhi_epu16(_mm256_add_epi16(l1, h1), wk));
                    a2 = _mm256_add_epi16(a2, _mm256_mulhi_epu16(_mm256_add_epi16(l2, h2), wk));
                    a3 = _mm256_add_epi16(a3, _mm256_mulhi_epu16(_mm256_add_epi16(l3, h3), wk));
                    k += 4;
                    if (k > r) break;
                    l3 = l2; l2 = l1; l1 = l0; l0 = load16(s - 4 * k);
                    h0 = h1; h1 = h2; h2 = h3; h3 = load16(s + 48 + 4 * k);
                }
            }
            _mm256_storeu_si256((__m256i *)(out + i), narrow32(_mm256_srli_epi16(a0, 8), _mm256_srli_epi16(a1, 8)));
            _mm256_storeu_si256((__m256i *)(out + i + 32), narrow32(_mm256_srli_epi16(a2, 8), _mm256_srli_epi16(a3, 8)));
        }
    }
    // Other steps (masks): 64 lanes a step, each weight used four times per load of it.
    for (; i + 64 <= count; i += 64) {
        const uint16_t *s = src + i;
        __m256i a0 = _mm256_add_epi16(_mm256_mulhi_epu16(_mm256_slli_epi16(load16(s), 1), cw), b);
        __m256i a1 = _mm256_add_epi16(_mm256_mulhi_epu16(_mm256_slli_epi16(load16(s + 16), 1), cw), b);
        __m256i a2 = _mm256_add_epi16(_mm256_mulhi_epu16(_mm256_slli_epi16(load16(s + 32), 1), cw), b);
        __m256i a3 = _mm256_add_epi16(_mm256_mulhi_epu16(_mm256_slli_epi16(load16(s + 48), 1), cw), b);
        long d = step;
        for (long k = 0; k < r; k++, d += step) {
            const uint16_t *lo = s - d, *hi = s + d;
            __m256i wk = w[k];
            a0 = _mm256_add_epi16(a0, _mm256_mulhi_epu16(_mm256_add_epi16(load16(lo), load16(hi)), wk));
            a1 = _mm256_add_epi16(a1, _mm256_mulhi_epu16(_mm256_add_epi16(load16(lo + 16), load16(hi + 16)), wk));
            a2 = _mm256_add_epi16(a2, _mm256_mulhi_epu16(_mm256_add_epi16(load16(lo + 32), load16(hi + 32)), wk));
            a3 = _mm256_add_epi16(a3, _mm256_mulhi_epu16(_mm256_add_epi16(load16(lo + 48), load16(hi + 48)), wk));
        }
        _mm256_storeu_si256((__m256i *)(out + i), narrow32(_mm256_srli_epi16(a0, 8), _mm256_srli_epi16(a1, 8)));
        _mm256_storeu_si256((__m256i *)(out + i + 32), narrow32(_mm256_srli_epi16(a2, 8), _mm256_srli_epi16(a3, 8)));
    }
    for (; i < count; i += 32) {
        __m256i v = narrow32(across16(src + i, step, r, w, cw, b), across16(src + i + 16, step, r, w, cw, b));
        if (i + 32 <= count) {
            _mm256_storeu_si256((__m256i *)(out + i), v);
        } else {
            uint8_t tmp[32];
            _mm256_storeu_si256((__m256i *)tmp, v);
            memcpy(out + i, tmp, (size_t)(count - i));
        }
    }
}

#else  // not x86: the Swift kernels run; these are never called.

int flipbook_kernels_have_avx2(void) { return 0; }
void flipbook_blur_vertical_pair_avx2(const uint16_t *const *rows, long radius, const uint16_t *pairs,
                                      uint16_t centre, uint16_t bias, long lanes,
                                      uint16_t *out0, uint16_t *out1) {
    (void)rows; (void)radius; (void)pairs; (void)centre; (void)bias; (void)lanes; (void)out0; (void)out1;
}
void flipbook_blur_vertical_avx2(const uint16_t *const *rows, long radius, const uint16_t *pairs,
                                 uint16_t centre, uint16_t bias, long lanes, uint16_t *out) {
    (void)rows; (void)radius; (void)pairs; (void)centre; (void)bias; (void)lanes; (void)out;
}
void flipbook_blur_horizontal_avx2(const uint16_t *src, long step, long radius, const uint16_t *pairs,
                                   uint16_t centre, uint16_t bias, long lanes,
                                   uint8_t *out, long count) {
    (void)src; (void)step; (void)radius; (void)pairs; (void)centre; (void)bias; (void)lanes; (void)out; (void)count;
}

#endif
