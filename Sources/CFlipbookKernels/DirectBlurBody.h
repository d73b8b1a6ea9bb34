// The body of the direct blur (DirectBlur.c), included once per instruction set with DB_ATTR
// (a target attribute or nothing) and DB_FN (the name's suffix) defined: the same integer
// operations compiled twice, so every CPU computes the same bytes.
//
// Written for -O0 as well as -O2 (a debug build compiles this file unoptimised): the vector
// helpers are macros (an always-inline function at -O0 still parks its arguments and result
// on the stack), each step is a few whole-vector expressions, and the taps' loop carries only
// the accumulators.

/// Output rows y and y + 1 of the vertical pass (value · 128), `rows[radius + k]` input row
/// y + k for k = −radius … radius + 1; `lanes` a multiple of 32. Row y + 1's pair k − 1 is
/// input rows y − (k − 2) and y + k, so each input row is loaded once for both outputs.
DB_ATTR DB_UNUSED static void DB_FN(vertical_pair)(const uint16_t *const *rows, long r, const uint16_t *pairs, uint16_t centre,
                                         uint16_t bias, long lanes, uint16_t *out0, uint16_t *out1) {
    const uint16_t *row0 = rows[r], *row1 = rows[r + 1];
    for (long i = 0; i < lanes; i += 32) {
        db_u16x32 c0 = DB_LD(row0 + i), c1 = DB_LD(row1 + i);
        db_u16x32 a0 = DB_MULHI(c0 << 1, (db_u16x32)centre) + (uint16_t)(bias + 1);
        db_u16x32 a1 = DB_MULHI(c1 << 1, (db_u16x32)centre) + (uint16_t)(bias + 1);
        if (r > 0) {
            db_u16x32 back1 = DB_LD(rows[r - 1] + i), back2 = c0;
            a0 += DB_MULHI(back1 + c1, (db_u16x32)pairs[0]);
            for (long k = 2; k <= r; k++) {
                db_u16x32 l = DB_LD(rows[r - k] + i), hh = DB_LD(rows[r + k] + i);
                a0 += DB_MULHI(l + hh, (db_u16x32)pairs[k - 1]);
                a1 += DB_MULHI(back2 + hh, (db_u16x32)pairs[k - 2]);
                back2 = back1;
                back1 = l;
            }
            a1 += DB_MULHI(back2 + DB_LD(rows[2 * r + 1] + i), (db_u16x32)pairs[r - 1]);
        }
        DB_ST(out0 + i, a0 >> 1);
        DB_ST(out1 + i, a1 >> 1);
    }
}

/// One output row of the vertical pass (`rows[radius + k]` is input row y + k).
DB_ATTR DB_UNUSED static void DB_FN(vertical)(const uint16_t *const *rows, long r, const uint16_t *pairs, uint16_t centre,
                                    uint16_t bias, long lanes, uint16_t *out) {
    const uint16_t *c = rows[r];
    for (long i = 0; i < lanes; i += 32) {
        db_u16x32 a = DB_MULHI(DB_LD(c + i) << 1, (db_u16x32)centre) + (uint16_t)(bias + 1);
        for (long k = 1; k <= r; k++) a += DB_MULHI(DB_LD(rows[r - k] + i) + DB_LD(rows[r + k] + i), (db_u16x32)pairs[k - 1]);
        DB_ST(out + i, a >> 1);
    }
}

/// One row across, to bytes: `src` (value · 128) has zeros for `step · radius` lanes on each
/// side of its lanes and 32 beyond `count` rounded up to 32; `count` bytes are written.
DB_ATTR DB_UNUSED static void DB_FN(horizontal)(const uint16_t *src, long step, long r, const uint16_t *pairs, uint16_t centre,
                                      uint16_t bias, uint8_t *out, long count) {
    for (long i = 0; i < count; i += 32) {
        const uint16_t *s = src + i;
        db_u16x32 a = DB_MULHI(DB_LD(s) << 1, (db_u16x32)centre) + (uint16_t)(bias + 128);
        for (long k = 1; k <= r; k++) a += DB_MULHI(DB_LD(s - step * k) + DB_LD(s + step * k), (db_u16x32)pairs[k - 1]);
        // Every lane is ≤ 255 · 256 + bias: the high byte is the value.
        db_u8x32 b = __builtin_convertvector(a >> 8, db_u8x32);
        memcpy(out + i, &b, (size_t)(count - i < 32 ? count - i : 32));
    }
}

DB_ATTR static void DB_FN(blur)(uint8_t *px, long w, long h, long c, const FlipbookBlurKernel *kx,
                                const FlipbookBlurKernel *ky, uint16_t *lanesBuffer, uint8_t *empty,
                                const uint16_t **rows) {
    const long rowLanes = w * c, n = (rowLanes + 31) & ~31L;
    const long ry = ky->radius, margin = c * kx->radius;
    const long slots = 2 * ry + 2 < h ? 2 * ry + 2 : h;
    const long tempCount = margin + n + margin + 32;
    uint16_t *ring = lanesBuffer, *zero = ring + slots * n, *temp = zero + n;
    memset(zero, 0, sizeof(uint16_t) * (size_t)(n + 2 * tempCount));
    uint16_t *mid0 = temp + margin, *mid1 = temp + tempCount + margin;

    long loaded = 0;
    for (long y = 0; y < h; y += 2) {
        const int pair = y + 1 < h;
        const long last = h - 1 < y + pair + ry ? h - 1 : y + pair + ry;
        // Input rows as value · 128 into their ring slots, zero to `n` lanes; whether each is
        // entirely transparent.
        for (; loaded <= last; loaded++) {
            const uint8_t *src = px + loaded * rowLanes;
            uint16_t *dst = ring + (loaded % slots) * n;
            db_u8x16 any = 0;
            long i = 0;
            for (; i + 16 <= rowLanes; i += 16) {
                db_u8x16 b;
                memcpy(&b, src + i, 16);
                any |= b;
                *(db_u16x16u *)(dst + i) = __builtin_convertvector(b, db_u16x16) << 7;
            }
            uint8_t tail = 0;
            for (; i < n; i++) {
                uint8_t b = i < rowLanes ? src[i] : 0;
                tail |= b;
                dst[i] = (uint16_t)(b << 7);
            }
            uint64_t words[2];
            memcpy(words, &any, 16);
            empty[loaded % slots] = (words[0] | words[1] | tail) == 0;
        }
        // Nothing within reach (transparent surroundings): the rows are and stay zero.
        int reached = 0;
        for (long k = y - ry < 0 ? 0 : y - ry; k <= last; k++) {
            if (!empty[k % slots]) { reached = 1; break; }
        }
        if (!reached) continue;
        for (long k = -ry; k <= ry + 1; k++) {
            const long s = y + k;
            rows[k + ry] = s >= 0 && s < h ? ring + (s % slots) * n : zero;
        }
        if (pair) {
            DB_VERTICAL_PAIR(rows, ry, ky->pairs, ky->centre, ky->bias, n, mid0, mid1);
        } else {
            DB_VERTICAL(rows, ry, ky->pairs, ky->centre, ky->bias, n, mid0);
        }
        for (long p = 0; p <= pair; p++) {
            uint16_t *mid = p ? mid1 : mid0;
            // Beyond the row is zero for the horizontal pass (the bias made it 1/256 there).
            for (long i = rowLanes; i < n; i++) mid[i] = 0;
            DB_HORIZONTAL(mid, c, kx->radius, kx->pairs, kx->centre, kx->bias, n, px + (y + p) * rowLanes, rowLanes);
        }
    }
}
