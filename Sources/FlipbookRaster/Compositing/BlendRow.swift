import CFlipbookKernels

/// Runs one row of any ``CompositeMode``: the mode is switched on once per row and each case
/// calls a loop specialised for its formula (no per-pixel dispatch).
enum BlendRow {
    /// Composites `count` premultiplied source pixels through coverage `cov` (`nil` = 255
    /// everywhere; opacity already folded in) onto `dst`.
    static func run(_ mode: CompositeMode, dst: UnsafeMutablePointer<UInt8>, src: UnsafePointer<UInt8>,
                    cov: UnsafePointer<UInt8>?, count: Int) {
        switch mode {
        case .normal: SourceOverKernel.row(dst: dst, src: src, cov: cov, count: count)
        // In C for both builds (IntegerBlend.c: the Swift rows' integers; at -Onone the Swift
        // SIMD row costs ~700× its release time, the C row at -O0 about 2×).
        case .multiply: flipbook_blend_integer_row(0, dst, src, cov, count)
        case .screen: flipbook_blend_integer_row(1, dst, src, cov, count)
        case .overlay: floatRow(W3CBlend<OverlayBlend>.self, dst, src, cov, count)
        case .darken: floatRow(W3CBlend<DarkenBlend>.self, dst, src, cov, count)
        case .lighten: floatRow(W3CBlend<LightenBlend>.self, dst, src, cov, count)
        case .colorDodge: floatRow(W3CBlend<ColorDodgeBlend>.self, dst, src, cov, count)
        case .colorBurn: floatRow(W3CBlend<ColorBurnBlend>.self, dst, src, cov, count)
        case .softLight: floatRow(W3CBlend<SoftLightBlend>.self, dst, src, cov, count)
        case .hardLight: floatRow(W3CBlend<HardLightBlend>.self, dst, src, cov, count)
        case .difference: floatRow(W3CBlend<DifferenceBlend>.self, dst, src, cov, count)
        case .exclusion: floatRow(W3CBlend<ExclusionBlend>.self, dst, src, cov, count)
        case .hue: floatRow(W3CBlend<HueBlend>.self, dst, src, cov, count)
        case .saturation: floatRow(W3CBlend<SaturationBlend>.self, dst, src, cov, count)
        case .color: floatRow(W3CBlend<ColorBlend>.self, dst, src, cov, count)
        case .luminosity: floatRow(W3CBlend<LuminosityBlend>.self, dst, src, cov, count)
        case .sourceAtop: floatRow(SourceAtopBlend.self, dst, src, cov, count)
        case .destinationOver: floatRow(DestinationOverBlend.self, dst, src, cov, count)
        case .destinationOut: floatRow(DestinationOutBlend.self, dst, src, cov, count)
        case .plusDarker: floatRow(PlusDarkerBlend.self, dst, src, cov, count)
        case .plusLighter: floatRow(PlusLighterBlend.self, dst, src, cov, count)
        }
    }

    /// The Float path, four pixels per step: source scaled by coverage, formula, round to
    /// nearest. Groups with zero coverage are skipped, and zero-coverage lanes are written
    /// back unchanged (every mode maps a transparent source to the destination, and the
    /// destination survives the round trip through Float exactly).
    static func floatRow<K: PixelBlend>(_: K.Type, _ dst: UnsafeMutablePointer<UInt8>, _ src: UnsafePointer<UInt8>,
                                        _ cov: UnsafePointer<UInt8>?, _ count: Int) {
        var i = 0
        while i + 4 <= count {
            let w = cov.map { UInt32(littleEndian: UnsafeRawPointer($0 + i).loadUnaligned(as: UInt32.self)) } ?? 0xFFFF_FFFF
            if w != 0 {
                let s = UnsafeRawPointer(src + 4 * i).loadUnaligned(as: SIMD4<UInt32>.self)
                let d = UnsafeRawPointer(dst + 4 * i).loadUnaligned(as: SIMD4<UInt32>.self)
                let out = quad(K.self, s, d, w)
                UnsafeMutableRawPointer(dst + 4 * i).storeBytes(of: out, as: SIMD4<UInt32>.self)
            }
            i += 4
        }
        if i < count {
            // Stage the last one to three pixels through a full group; unused lanes get zero
            // coverage.
            var s = SIMD4<UInt32>(), d = SIMD4<UInt32>(), w: UInt32 = 0
            for k in 0..<(count - i) {
                s[k] = UnsafeRawPointer(src + 4 * (i + k)).loadUnaligned(as: UInt32.self)
                d[k] = UnsafeRawPointer(dst + 4 * (i + k)).loadUnaligned(as: UInt32.self)
                w |= UInt32(cov?[i + k] ?? 255) << (8 * UInt32(k))
            }
            let out = quad(K.self, s, d, w)
            for k in 0..<(count - i) {
                UnsafeMutableRawPointer(dst + 4 * (i + k)).storeBytes(of: out[k], as: UInt32.self)
            }
        }
    }

    /// Four packed RGBA8 pixels (little-endian words) through coverage bytes `w`.
    @inline(__always)
    static func quad<K: PixelBlend>(_: K.Type, _ s: SIMD4<UInt32>, _ d: SIMD4<UInt32>, _ w: UInt32) -> SIMD4<UInt32> {
        let unit: Float = 1 / 255
        let m = SIMD4<UInt32>(w & 0xFF, (w >> 8) & 0xFF, (w >> 16) & 0xFF, w >> 24)
        let k = F4(SIMD4<Int32>(truncatingIfNeeded: m)) * (unit * unit)
        let sq = Quad(r: channel(s, 0) * k, g: channel(s, 8) * k, b: channel(s, 16) * k, a: channel(s, 24) * k)
        let dq = Quad(r: channel(d, 0) * unit, g: channel(d, 8) * unit, b: channel(d, 16) * unit, a: channel(d, 24) * unit)
        let r = K.blend(sq, dq)
        let packed = byte(r.r) | byte(r.g) &<< 8 | byte(r.b) &<< 16 | byte(r.a) &<< 24
        return packed.replacing(with: d, where: m .== 0)
    }

    /// Channel at bit `shift` of four packed pixels, as Floats 0…255.
    @inline(__always) static func channel(_ p: SIMD4<UInt32>, _ shift: UInt32) -> F4 {
        F4(SIMD4<Int32>(truncatingIfNeeded: (p &>> shift) & 0xFF))
    }

    /// 0…1 → rounded byte in the low 8 bits of each lane. Clamped first (a select: NaN,
    /// only from malformed c > α input, fails both tests and is caught by the first).
    @inline(__always) static func byte(_ v: F4) -> SIMD4<UInt32> {
        let c = v.replacing(with: 0, where: .!(v .>= 0)).replacing(with: 1, where: v .> 1)
        return unsafeBitCast(c * 255 + PixelPacking.magic, to: SIMD4<UInt32>.self) & 0xFF
    }
}
