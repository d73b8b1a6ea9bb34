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
            if s[3] == 0 && s[0] == 0 && s[1] == 0 && s[2] == 0 { continue }
            let sv = PixelPacking.load(s) * k
            let dv = PixelPacking.load(d) * unit
            let r = K.blend(sv, dv)
            // Clamp to 0…1; NaN (only from malformed c > α input) becomes 0.
            let c = SIMD4<Float>(r.x > 0 ? min(r.x, 1) : 0, r.y > 0 ? min(r.y, 1) : 0,
                                 r.z > 0 ? min(r.z, 1) : 0, r.w > 0 ? min(r.w, 1) : 0)
            PixelPacking.store(PixelPacking.pack(c * 255), d)
        }
    }
}
