import FlipbookRaster
@testable import FlipbookText

/// The bundled registry; every suite shares it (it is loaded once per process).
func bundledRegistry() throws -> FontRegistry { try FontRegistry.bundled() }

func resolved(_ spec: FontSpec) throws -> ResolvedFont { try bundledRegistry().resolve(spec.resolved()) }

/// The bundled fonts with Inter's own metrics (no SF Pro tracking or line height): the
/// shaping and metrics tests check Inter's hmtx, hhea and GPOS against values read from the
/// font file, which SF Pro's size rules (the default, tested in AppleFontsTests) would shift.
let interOwnMetricsRegistry: FontRegistry = try! FontRegistry(directory: FontLocator.fontsDirectory(), interFollowsSFMetrics: false)

/// Inter Regular at `size` points with its fallbacks, with Inter's own metrics.
func inter(_ size: Double = 17, weight: FontWeight = .regular, italic: Bool = false) throws -> ResolvedFont {
    try interOwnMetricsRegistry.resolve(FontDescriptor(weight: weight, italic: italic, size: size))
}

/// Test-only compositing: `mask` in a solid straight-alpha colour, source-over onto `buffer`
/// with 8-bit maths (the Blitter lands separately; this keeps the text tests standalone).
func composite(_ mask: CoverageMask, color: RGBA, over buffer: inout PixelBuffer) {
    let c = color.premultiplied8
    let clip = mask.bounds.intersection(buffer.bounds)
    guard !clip.isEmpty else { return }
    let w = buffer.width
    buffer.withUnsafeMutableBytes { px in
        for y in clip.minY..<clip.maxY {
            for x in clip.minX..<clip.maxX {
                let m = UInt32(mask[x, y])
                if m == 0 { continue }
                let i = (y * w + x) * 4
                let sa = (UInt32(c.w) * m + 127) / 255
                for k in 0..<4 {
                    let s = (UInt32(c[k]) * m + 127) / 255
                    let d = UInt32(px[i + k])
                    px[i + k] = UInt8(min(255, s + (d * (255 - sa) + 127) / 255))
                }
            }
        }
    }
}
