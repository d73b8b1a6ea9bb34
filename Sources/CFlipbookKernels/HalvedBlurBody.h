// The body of the halved blur (see CFlipbookKernels.h), included once per instruction set by
// HalvedBlur.c with HB_ATTR (a target attribute or nothing) and HB_FN (the name's suffix)
// defined: the same integer operations compiled twice, so every CPU computes the same bytes.
//
// Lanes are UInt16, four per RGBA pixel. Planes hold value · 128 (≤ 32640 plus a few units of
// rounding bias), so the two samples mirrored about a tap's centre add without overflow; a
// product is the high half of a 16 × 16-bit multiply (pair weights w · 2¹⁷, the centre's
// w · 2¹⁶ on the centre doubled), giving value · 256; half the number of products is added so
// the truncations are centred, then one more unit rounds the halving back to value · 128.
//
// The vector helpers (HB_MULHI, HB_LD, HB_ST, HB_LDB, HB_SPLAT) are macros defined by
// HalvedBlur.c, not inline functions: a debug build compiles this at -O0, where every inlined
// call still parks its arguments and result on the stack (measured: 40× the -O2 time with
// functions).

/// Stage 1 down: half-size row p from input rows 2p − 8 … 2p (`rows[0 … 8]`, bytes, zero rows
/// outside the image) with the binomial, exactly in 16 bits (≤ 255 · 256), rounded to
/// value · 128 into `v0` (`lanes` = 4 · width; zero from there to `padded`); and when `v1` is not
/// null, row p + 1 from `rows[2 … 10]` into `v1` (seven input rows are shared).
HB_ATTR static void HB_FN(down_rows)(const uint8_t *const *rows, long lanes, long padded, uint16_t *v0, uint16_t *v1) {
    long i = 0;
    const u16x16 one = HB_SPLAT(1);
    for (; i + 16 <= lanes; i += 16) {
        u16x16 x2 = HB_LDB(rows[2] + i), x3 = HB_LDB(rows[3] + i), x4 = HB_LDB(rows[4] + i);
        u16x16 x5 = HB_LDB(rows[5] + i), x6 = HB_LDB(rows[6] + i), x7 = HB_LDB(rows[7] + i);
        u16x16 x8 = HB_LDB(rows[8] + i);
        u16x16 a = HB_LDB(rows[0] + i) + x8;
        a += (HB_LDB(rows[1] + i) + x7) * (uint16_t)8;
        a += (x2 + x6) * (uint16_t)28;
        a += (x3 + x5) * (uint16_t)56;
        a += x4 * (uint16_t)70;
        HB_ST(v0 + i, (a + one) >> 1);
        if (v1) {
            u16x16 b = x2 + HB_LDB(rows[10] + i);
            b += (x3 + HB_LDB(rows[9] + i)) * (uint16_t)8;
            b += (x4 + x8) * (uint16_t)28;
            b += (x5 + x7) * (uint16_t)56;
            b += x6 * (uint16_t)70;
            HB_ST(v1 + i, (b + one) >> 1);
        }
    }
    for (; i < lanes; i++) {
        const uint8_t *const *r = rows;
        unsigned a = r[0][i] + r[8][i] + 8u * (r[1][i] + r[7][i]) + 28u * (r[2][i] + r[6][i]) + 56u * (r[3][i] + r[5][i]) + 70u * r[4][i];
        v0[i] = (uint16_t)((a + 1) >> 1);
        if (v1) {
            r += 2;
            unsigned b = r[0][i] + r[8][i] + 8u * (r[1][i] + r[7][i]) + 28u * (r[2][i] + r[6][i]) + 56u * (r[3][i] + r[5][i]) + 70u * r[4][i];
            v1[i] = (uint16_t)((b + 1) >> 1);
        }
    }
    for (long k = lanes; k < padded; k++) {
        v0[k] = 0;
        if (v1) v1[k] = 0;
    }
}

/// Stage 1 across: `v` (value · 128, `padded` lanes, a multiple of 32) dealt into even and odd
/// pixels four pixels in (`even[k]` is v's pixel 2(k − 4), zero before), then the binomial down
/// at every other pixel: out pixel q = Σ D[t] v[2q − 4 + t], for `count` lanes (a multiple of 16).
HB_ATTR static void HB_FN(down_across)(const uint16_t *v, long padded, uint16_t *even, uint16_t *odd,
                                       uint16_t *out, long count) {
    for (long i = 0; i < padded; i += 32) {
        u16x16 a = HB_LD(v + i), b = HB_LD(v + i + 16);
        u16x16 e = __builtin_shufflevector(a, b, 0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27);
        u16x16 o = __builtin_shufflevector(a, b, 4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31);
        HB_ST(even + 16 + i / 2, e);
        HB_ST(odd + 16 + i / 2, o);
    }
    const u16x16 c = HB_SPLAT(HB_D_CENTRE), w1 = HB_SPLAT(HB_D1), w2 = HB_SPLAT(HB_D2);
    const u16x16 w3 = HB_SPLAT(HB_D3), w4 = HB_SPLAT(HB_D4), bias = HB_SPLAT(3 + 1);
    for (long i = 0; i < count; i += 16) {
        const uint16_t *e = even + i, *o = odd + i;
        u16x16 a = HB_MULHI(HB_LD(e + 8) << 1, c) + bias;
        a += HB_MULHI(HB_LD(o + 4) + HB_LD(o + 8), w1);
        a += HB_MULHI(HB_LD(e + 4) + HB_LD(e + 12), w2);
        a += HB_MULHI(HB_LD(o) + HB_LD(o + 12), w3);
        a += HB_MULHI(HB_LD(e) + HB_LD(e + 16), w4);
        HB_ST(out + i, a >> 1);
    }
}

/// Stage 2 down the columns: `rows[radius + k]` is plane row q + k; `count` lanes (a multiple
/// of 64: four vectors a step, so each row pointer and weight is loaded once for four sums).
HB_ATTR static void HB_FN(middle_down)(const uint16_t *const *rows, const FlipbookBlurKernel *k, long count, uint16_t *out) {
    const long r = k->radius;
    const u16x16 cw = HB_SPLAT(k->centre), bias = HB_SPLAT((uint16_t)(k->bias + 1));
    u16x16 w[FLIPBOOK_BLUR_MAX_RADIUS];
    for (long t = 0; t < r; t++) w[t] = HB_SPLAT(k->pairs[t]);
    const uint16_t *c = rows[r];
    for (long i = 0; i < count; i += 64) {
        u16x16 a0 = HB_MULHI(HB_LD(c + i) << 1, cw) + bias;
        u16x16 a1 = HB_MULHI(HB_LD(c + i + 16) << 1, cw) + bias;
        u16x16 a2 = HB_MULHI(HB_LD(c + i + 32) << 1, cw) + bias;
        u16x16 a3 = HB_MULHI(HB_LD(c + i + 48) << 1, cw) + bias;
        for (long t = 1; t <= r; t++) {
            const uint16_t *lo = rows[r - t] + i, *hi = rows[r + t] + i;
            const u16x16 wt = w[t - 1];
            a0 += HB_MULHI(HB_LD(lo) + HB_LD(hi), wt);
            a1 += HB_MULHI(HB_LD(lo + 16) + HB_LD(hi + 16), wt);
            a2 += HB_MULHI(HB_LD(lo + 32) + HB_LD(hi + 32), wt);
            a3 += HB_MULHI(HB_LD(lo + 48) + HB_LD(hi + 48), wt);
        }
        HB_ST(out + i, a0 >> 1);
        HB_ST(out + i + 16, a1 >> 1);
        HB_ST(out + i + 32, a2 >> 1);
        HB_ST(out + i + 48, a3 >> 1);
    }
}

/// Stage 2 down for rows q and q + 1 at once (`rows[radius + k]` is plane row q + k, k =
/// −radius … radius + 1): the same integers as ``middle_down`` on each, with every input row
/// loaded once for both (the rows no longer fit in L1; loading each once halves the traffic).
/// Row q + 1's pair t − 1 is rows q − (t − 2) and q + t, so each step pairs the row q + t just
/// loaded with the one loaded two steps before.
HB_ATTR static void HB_FN(middle_down_pair)(const uint16_t *const *rows, const FlipbookBlurKernel *k, long count,
                                            uint16_t *out0, uint16_t *out1) {
    const long r = k->radius;
    const u16x16 cw = HB_SPLAT(k->centre), bias = HB_SPLAT((uint16_t)(k->bias + 1));
    u16x16 w[FLIPBOOK_BLUR_MAX_RADIUS];
    for (long t = 0; t < r; t++) w[t] = HB_SPLAT(k->pairs[t]);
    const uint16_t *row0 = rows[r], *row1 = rows[r + 1];
    for (long i = 0; i < count; i += 32) {
        u16x16 c0 = HB_LD(row0 + i), c1 = HB_LD(row1 + i);
        u16x16 d0 = HB_LD(row0 + i + 16), d1 = HB_LD(row1 + i + 16);
        u16x16 a0 = HB_MULHI(c0 << 1, cw) + bias, a1 = HB_MULHI(c1 << 1, cw) + bias;
        u16x16 e0 = HB_MULHI(d0 << 1, cw) + bias, e1 = HB_MULHI(d1 << 1, cw) + bias;
        if (r > 0) {
            const uint16_t *p = rows[r - 1] + i;
            u16x16 back1 = HB_LD(p), back2 = c0, eback1 = HB_LD(p + 16), eback2 = d0;
            a0 += HB_MULHI(back1 + c1, w[0]);
            e0 += HB_MULHI(eback1 + d1, w[0]);
            u16x16 wk1 = w[0];
            for (long t = 2; t <= r; t++) {
                const uint16_t *lp = rows[r - t] + i, *hp = rows[r + t] + i;
                const u16x16 wk = w[t - 1];
                u16x16 l = HB_LD(lp), hh = HB_LD(hp), el = HB_LD(lp + 16), eh = HB_LD(hp + 16);
                a0 += HB_MULHI(l + hh, wk);
                a1 += HB_MULHI(back2 + hh, wk1);
                e0 += HB_MULHI(el + eh, wk);
                e1 += HB_MULHI(eback2 + eh, wk1);
                back2 = back1; back1 = l;
                eback2 = eback1; eback1 = el;
                wk1 = wk;
            }
            const uint16_t *last = rows[2 * r + 1] + i;
            a1 += HB_MULHI(back2 + HB_LD(last), w[r - 1]);
            e1 += HB_MULHI(eback2 + HB_LD(last + 16), w[r - 1]);
        }
        HB_ST(out0 + i, a0 >> 1);
        HB_ST(out1 + i, a1 >> 1);
        HB_ST(out0 + i + 16, e0 >> 1);
        HB_ST(out1 + i + 16, e1 >> 1);
    }
}

/// Stage 2 across: `src` has zeros for 4 · radius lanes before and after its `count` lanes (a
/// multiple of 64). Vector b's taps t are at s + 16b ± 4t, so tap t + 4 of vector b reads what
/// tap t of vector b − 1 (low side) or b + 1 (high side) read: walking t in steps of 4, two
/// new vectors are loaded a step instead of eight.
HB_ATTR static void HB_FN(middle_across)(const uint16_t *src, const FlipbookBlurKernel *k, long count, uint16_t *out) {
    const long r = k->radius;
    const u16x16 cw = HB_SPLAT(k->centre), bias = HB_SPLAT((uint16_t)(k->bias + 1));
    u16x16 w[FLIPBOOK_BLUR_MAX_RADIUS];
    for (long t = 0; t < r; t++) w[t] = HB_SPLAT(k->pairs[t]);
    for (long i = 0; i < count; i += 64) {
        const uint16_t *s = src + i;
        u16x16 a0 = HB_MULHI(HB_LD(s) << 1, cw) + bias;
        u16x16 a1 = HB_MULHI(HB_LD(s + 16) << 1, cw) + bias;
        u16x16 a2 = HB_MULHI(HB_LD(s + 32) << 1, cw) + bias;
        u16x16 a3 = HB_MULHI(HB_LD(s + 48) << 1, cw) + bias;
        for (long c = 1; c <= 4 && c <= r; c++) {
            const long d = 4 * c;
            u16x16 l0 = HB_LD(s - d), l1 = HB_LD(s + 16 - d), l2 = HB_LD(s + 32 - d), l3 = HB_LD(s + 48 - d);
            u16x16 h0 = HB_LD(s + d), h1 = HB_LD(s + 16 + d), h2 = HB_LD(s + 32 + d), h3 = HB_LD(s + 48 + d);
            for (long t = c;;) {
                const u16x16 wt = w[t - 1];
                a0 += HB_MULHI(l0 + h0, wt);
                a1 += HB_MULHI(l1 + h1, wt);
                a2 += HB_MULHI(l2 + h2, wt);
                a3 += HB_MULHI(l3 + h3, wt);
                t += 4;
                if (t > r) break;
                l3 = l2; l2 = l1; l1 = l0; l0 = HB_LD(s - 4 * t);
                h0 = h1; h1 = h2; h2 = h3; h3 = HB_LD(s + 48 + 4 * t);
            }
        }
        HB_ST(out + i, a0 >> 1);
        HB_ST(out + i + 16, a1 >> 1);
        HB_ST(out + i + 32, a2 >> 1);
        HB_ST(out + i + 48, a3 >> 1);
    }
}

/// Stage 3 across: half-size row `m` (pixel q at m + 4q) doubled into full-width `out`:
/// pixel 2j = [1 28 70 28 1] / 128 of m[j … j + 4], pixel 2j + 1 = [8 56 56 8] / 128 of
/// m[j + 1 … j + 4]; `count` lanes of out (a multiple of 32).
HB_ATTR static void HB_FN(up_across)(const uint16_t *m, long count, uint16_t *out) {
    const u16x16 c = HB_SPLAT(HB_U_CENTRE), w2 = HB_SPLAT(HB_U2), w4 = HB_SPLAT(HB_U4);
    const u16x16 w1 = HB_SPLAT(HB_U1), w3 = HB_SPLAT(HB_U3);
    const u16x16 be = HB_SPLAT(2 + 1), bo = HB_SPLAT(1 + 1);
    for (long i = 0; i < count; i += 32) {
        const uint16_t *s = m + i / 2;
        u16x16 m0 = HB_LD(s), m1 = HB_LD(s + 4), m2 = HB_LD(s + 8), m3 = HB_LD(s + 12), m4 = HB_LD(s + 16);
        u16x16 e = HB_MULHI(m2 << 1, c) + HB_MULHI(m1 + m3, w2) + HB_MULHI(m0 + m4, w4) + be;
        u16x16 o = HB_MULHI(m2 + m3, w1) + HB_MULHI(m1 + m4, w3) + bo;
        e >>= 1;
        o >>= 1;
        HB_ST(out + i, __builtin_shufflevector(e, o, 0, 1, 2, 3, 16, 17, 18, 19, 4, 5, 6, 7, 20, 21, 22, 23));
        HB_ST(out + i + 16, __builtin_shufflevector(e, o, 8, 9, 10, 11, 24, 25, 26, 27, 12, 13, 14, 15, 28, 29, 30, 31));
    }
}

/// Stage 3 down, into bytes: output row 2j from doubled rows j … j + 4 ([1 28 70 28 1] / 128)
/// into `out0` and, unless it is null, row 2j + 1 from rows j + 1 … j + 4 ([8 56 56 8] / 128)
/// into `out1`; `rows[0 … 4]` are rows j … j + 4; `lanes` bytes written to each.
HB_ATTR static void HB_FN(up_down)(const uint16_t *const *rows, long lanes, uint8_t *out0, uint8_t *out1) {
    long i = 0;
    const uint16_t *r0 = rows[0], *r1 = rows[1], *r2 = rows[2], *r3 = rows[3], *r4 = rows[4];
    const u16x16 c = HB_SPLAT(HB_U_CENTRE), w2 = HB_SPLAT(HB_U2), w4 = HB_SPLAT(HB_U4);
    const u16x16 w1 = HB_SPLAT(HB_U1), w3 = HB_SPLAT(HB_U3);
    const u16x16 be = HB_SPLAT(2 + 128), bo = HB_SPLAT(1 + 128);
    for (; i + 16 <= lanes; i += 16) {
        u16x16 x1 = HB_LD(r1 + i), x2 = HB_LD(r2 + i), x3 = HB_LD(r3 + i), x4 = HB_LD(r4 + i);
        u16x16 e = HB_MULHI(x2 << 1, c) + HB_MULHI(x1 + x3, w2) + HB_MULHI(HB_LD(r0 + i) + x4, w4) + be;
        u8x16 eb = __builtin_convertvector(e >> 8, u8x16);
        memcpy(out0 + i, &eb, sizeof eb);
        if (out1) {
            u16x16 o = HB_MULHI(x2 + x3, w1) + HB_MULHI(x1 + x4, w3) + bo;
            u8x16 ob = __builtin_convertvector(o >> 8, u8x16);
            memcpy(out1 + i, &ob, sizeof ob);
        }
    }
    for (; i < lanes; i++) {
        unsigned e = ((2u * r2[i] * HB_U_CENTRE) >> 16) + (((unsigned)(uint16_t)(r1[i] + r3[i]) * HB_U2) >> 16)
                   + (((unsigned)(uint16_t)(r0[i] + r4[i]) * HB_U4) >> 16) + 2 + 128;
        out0[i] = (uint8_t)((uint16_t)e >> 8);
        if (out1) {
            unsigned o = (((unsigned)(uint16_t)(r2[i] + r3[i]) * HB_U1) >> 16)
                       + (((unsigned)(uint16_t)(r1[i] + r4[i]) * HB_U3) >> 16) + 1 + 128;
            out1[i] = (uint8_t)((uint16_t)o >> 8);
        }
    }
}

HB_ATTR static void HB_FN(blur_halved)(uint8_t *px, long w, long h, const FlipbookBlurKernel *kx,
                                       const FlipbookBlurKernel *ky, uint16_t *scratch) {
    const FlipbookHalvedLayout L = flipbook_halved_layout(w, h, kx->radius, ky->radius);
    uint16_t *down = scratch + L.down, *zero = scratch + L.zero, *m = scratch + L.mid;
    uint16_t *v = scratch + L.row, *even = scratch + L.even, *odd = scratch + L.odd;
    uint16_t *t = scratch + L.temp, *ring = scratch + L.ring;
    // Only what is read before it is written needs zeros: the zero row, the dealt rows' and
    // the temporary row's margins, and the middle row's padding (all contiguous).
    memset(scratch + L.zero, 0, sizeof(uint16_t) * (size_t)(L.ring - L.zero));
    const long lanes = 4 * w, halfLanes = 4 * L.halfWidth, count = L.halfCount;
    const long ry = ky->radius, slots = L.downSlots;
    uint16_t *t0 = t + L.margin, *t1 = t0 + L.halfCount + L.margin;
    const uint8_t *rows8[11];
    const uint16_t *rows16[2 * FLIPBOOK_BLUR_MAX_RADIUS + 2];

    // Row by row, each stage as far as the next output rows need (every input row is read
    // before the output rows that overwrite it are written: they lag by 2 · radius rows).
    long halved = 0, doubled = 0;
    for (long j = 0; 2 * j < h; j++) {
        // Output rows 2j, 2j + 1 need doubled rows j … j + 4; doubled row q needs the middle
        // kernel's row q, which needs halved rows q − ry … q + ry. Two rows at a time.
        while (doubled <= j + 4) {
            const long q = doubled;
            const int pair = q + 1 < L.halfHeight;
            // 1. Halve: input rows 2p − 8 … 2p down (two half-size rows at a time: they share
            // seven input rows), then across, into the ring of halved rows.
            while (halved <= q + 1 + ry && halved < L.halfHeight) {
                const long p = halved;
                const int both = p + 1 < L.halfHeight;
                for (long k = 0; k < 11; k++) {
                    long y = 2 * p - 8 + k;
                    rows8[k] = (y >= 0 && y < h) ? px + y * lanes : (const uint8_t *)zero;
                }
                HB_FN(down_rows)(rows8, lanes, L.rowLanes, v, both ? v + L.rowLanes : 0);
                HB_FN(down_across)(v, L.rowLanes, even, odd, down + (p % slots) * L.stride, count);
                if (both) HB_FN(down_across)(v + L.rowLanes, L.rowLanes, even, odd, down + ((p + 1) % slots) * L.stride, count);
                halved += both ? 2 : 1;
            }
            // 2. The middle kernel: down into `t0`, `t1` (zero margins), across into `m`, and
            // 3. doubled across into a ring of six (rows j … j + 5 are live).
            for (long k = -ry; k <= ry + 1; k++) {
                long s = q + k;
                rows16[k + ry] = (s >= 0 && s < L.halfHeight) ? down + (s % slots) * L.stride : zero;
            }
            if (pair) {
                HB_FN(middle_down_pair)(rows16, ky, count, t0, t1);
            } else {
                HB_FN(middle_down)(rows16, ky, count, t0);
            }
            for (long n = 0; n <= pair; n++) {
                uint16_t *tc = n ? t1 : t0;
                for (long i = halfLanes; i < count; i++) tc[i] = 0;
                HB_FN(middle_across)(tc, kx, count, m);
                HB_FN(up_across)(m, L.rowLanes, ring + ((q + n) % 6) * L.rowLanes);
            }
            doubled += pair ? 2 : 1;
        }
        const uint16_t *r5[5];
        for (long k = 0; k < 5; k++) r5[k] = ring + ((j + k) % 6) * L.rowLanes;
        HB_FN(up_down)(r5, lanes, px + 2 * j * lanes, 2 * j + 1 < h ? px + (2 * j + 1) * lanes : 0);
    }
}
