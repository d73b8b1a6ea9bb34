import Foundation
import Testing
@testable import FlipbookRaster

/// The C glass kernel (GlassSurface.c) against the Swift pixel loop it replaced, which stays as
/// the reference: the same bytes for boxes, melted boxes, path shapes, the drop shadow, tints,
/// inner shadow and rim highlight, at 1× and under a scaled, translated device transform.
@Suite struct GlassKernelTests {
    static func ramp(_ w: Int, _ h: Int) -> PlacedImage {
        var image = PixelBuffer(width: w, height: h)
        for y in 0..<h { for x in 0..<w { image[x, y] = SIMD4(UInt8((x * 7) % 256), UInt8((y * 5) % 256), UInt8((x + y) % 256), 255) } }
        return PlacedImage(image: image, x: 0, y: 0)
    }

    static func surface(_ boxes: [GlassSurface.Box], blend: Double) -> GlassSurface {
        GlassSurface(boxes: boxes, blendRadius: blend, rimWidth: 9, refraction: 0.4,
                     tints: [RGBA(1, 1, 1, 0.3), RGBA(1, 0.5, 0, 0.4)], innerShadow: 0.1, innerShadowWidth: 3,
                     highlight: 0.75, highlightWidth: 1.2, shadowOpacity: 0.2, shadowRadius: 4, shadowOffset: 2)
    }

    @Test(arguments: [Transform2D.identity, Transform2D(a: 3, b: 0, c: 0, d: 3, tx: 5.25, ty: -2.5)])
    func theCKernelGivesTheReferenceBytes(transform: Transform2D) {
        let cases: [GlassSurface] = [
            Self.surface([GlassSurface.Box(rect: Rect(x: 20, y: 15, width: 90, height: 30), cornerRadius: 15)], blend: 0),
            Self.surface([GlassSurface.Box(rect: Rect(x: 10, y: 10, width: 30, height: 30), cornerRadius: 15),
                          GlassSurface.Box(rect: Rect(x: 48, y: 12, width: 40, height: 26), radii: (4, 13, 2, 8))], blend: 20),
            Self.surface([GlassSurface.Box(path: .ellipse(in: Rect(x: 20, y: 12, width: 70, height: 36))),
                          GlassSurface.Box(rect: Rect(x: 95, y: 15, width: 20, height: 20), cornerRadius: 10)], blend: 16),
        ]
        let size = transform.isIdentity ? (140, 70) : (430, 210)
        let source = Self.ramp(size.0, size.1)
        let region = PixelRect(x: 0, y: 0, width: size.0, height: size.1)
        for (i, s) in cases.enumerated() {
            let c = s.render(over: source, region: region, rootToDevice: transform, reference: false)
            let swift = s.render(over: source, region: region, rootToDevice: transform, reference: true)
            #expect(c.image == swift.image, "case \(i)")
            #expect(c.image != PixelBuffer(width: size.0, height: size.1), "case \(i) draws")
        }
    }
}

/// ColorMatrix.c against the Swift loop it replaced (kept as the reference): the same bytes on
/// every alpha and colour, opaque and translucent, for a saturating, a brightening and a
/// hue-rotating matrix.
@Suite struct ColorMatrixKernelTests {
    @Test func theCKernelGivesTheReferenceBytes() {
        var image = PixelBuffer(width: 256, height: 64)
        var seed: UInt32 = 12345
        for y in 0..<64 {
            for x in 0..<256 {
                seed = seed &* 1_103_515_245 &+ 12345
                let a = UInt8(y < 8 ? 255 : x)
                let r = UInt8(truncatingIfNeeded: seed >> 8) % (a &+ 1 == 0 ? 255 : a &+ 1)
                let g = UInt8(truncatingIfNeeded: seed >> 16) % (a &+ 1 == 0 ? 255 : a &+ 1)
                let b = UInt8(truncatingIfNeeded: seed >> 24) % (a &+ 1 == 0 ? 255 : a &+ 1)
                image[x, y] = SIMD4(r, g, b, a)
            }
        }
        let matrices: [ColorMatrix] = [.saturation(1.5), .saturation(0.2), .brightness(0.1), .hueRotation(radians: 1.2)]
        for (i, m) in matrices.enumerated() {
            var c = image, swift = image
            m.apply(to: &c, reference: false)
            m.apply(to: &swift, reference: true)
            #expect(c == swift, "matrix \(i)")
            #expect(c != image, "matrix \(i) changes the image")
        }
    }
}
