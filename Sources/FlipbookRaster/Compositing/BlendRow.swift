/// Runs one row of any ``CompositeMode``: the mode is switched on once per row and each case
/// calls a loop specialised for its formula (no per-pixel dispatch).
enum BlendRow {
    /// Composites `count` premultiplied source pixels through coverage `cov` (`nil` = 255
    /// everywhere; opacity already folded in) onto `dst`.
    static func run(_ mode: CompositeMode, dst: UnsafeMutablePointer<UInt8>, src: UnsafePointer<UInt8>,
                    cov: UnsafePointer<UInt8>?, count: Int) {
        switch mode {
        case .normal: SourceOverKernel.row(dst: dst, src: src, cov: cov, count: count)
        case .multiply: floatRow(W3CBlend<MultiplyBlend>.self, dst, src, cov, count)
        case .screen: floatRow(W3CBlend<ScreenBlend>.self, dst, src, cov, count)
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

    /// The per-pixel Float path: source scaled by coverage, formula, round to nearest.
    /// Zero coverage leaves the destination untouched (every mode maps a transparent
    /// source to the destination).
    @inline(__always)
    static func floatRow<K: PixelBlend>(_: K.Type, _ dst: UnsafeMutablePointer<UInt8>, _ src: UnsafePointer<UInt8>,
                                        _ cov: UnsafePointer<UInt8>?, _ count: Int) {
        let unit: Float = 1 / 255
        for i in 0..<count {
            let m = cov?[i] ?? 255
            if m == 0 { continue }
            let s = src + 4 * i, d = dst + 4 * i
            let k = Float(m) * (unit * unit)
            let sv = SIMD4<Float>(Float(s[0]), Float(s[1]), Float(s[2]), Float(s[3])) * k
            if sv.w == 0 && sv.x == 0 && sv.y == 0 && sv.z == 0 { continue }
            let dv = SIMD4<Float>(Float(d[0]), Float(d[1]), Float(d[2]), Float(d[3])) * unit
            var r = K.blend(sv, dv)
            r.replace(with: 0, where: .!(r .>= 0))  // also NaN from malformed (c > α) input
            r = r.clamped(lowerBound: .zero, upperBound: .one) * 255 + 0.5
            d[0] = UInt8(truncatingIfNeeded: Int32(r.x))
            d[1] = UInt8(truncatingIfNeeded: Int32(r.y))
            d[2] = UInt8(truncatingIfNeeded: Int32(r.z))
            d[3] = UInt8(truncatingIfNeeded: Int32(r.w))
        }
    }
}
