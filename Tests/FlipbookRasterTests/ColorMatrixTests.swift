import Testing
@testable import FlipbookRaster

@Suite struct ColorMatrixTests {
    /// One premultiplied pixel through a matrix.
    func filtered(_ m: ColorMatrix, _ p: SIMD4<UInt8>) -> SIMD4<UInt8> {
        var b = PixelBuffer(width: 1, height: 1, fill: p)
        m.apply(to: &b)
        return b[0, 0]
    }

    @Test func brightnessAddsToEachChannel() {
        // Grey 128 (0.50196) + 0.2 = 0.70196 → 179; alpha untouched.
        #expect(filtered(.brightness(0.2), SIMD4(128, 128, 128, 255)) == SIMD4(179, 179, 179, 255))
        #expect(filtered(.brightness(-1), SIMD4(200, 10, 90, 255)) == SIMD4(0, 0, 0, 255))
        #expect(filtered(.brightness(0.5), .zero) == .zero, "transparent stays transparent")
    }

    @Test func contrastScalesAroundHalf() {
        // 51 (0.2) → (0.2 − 0.5) · 0.5 + 0.5 = 0.35 → 89.25 → 89.
        #expect(filtered(.contrast(0.5), SIMD4(51, 51, 51, 255)) == SIMD4(89, 89, 89, 255))
        #expect(filtered(.contrast(0), SIMD4(0, 255, 30, 255)) == SIMD4(128, 128, 128, 255))
        #expect(filtered(.contrast(1), SIMD4(7, 200, 30, 255)) == SIMD4(7, 200, 30, 255))
    }

    @Test func saturationAndGrayscaleUseW3CLuma() {
        // saturation(0) of red = its luma 0.213 → 54.3 → 54.
        #expect(filtered(.saturation(0), SIMD4(255, 0, 0, 255)) == SIMD4(54, 54, 54, 255))
        #expect(filtered(.saturation(0), SIMD4(0, 255, 0, 255)) == SIMD4(182, 182, 182, 255))  // 0.715
        #expect(ColorMatrix.grayscale(1) == .saturation(0))
        // grayscale(0.5) of red: R = 0.5 + 0.5·0.213 = 0.6065 → 155, G = B = 0.5·0.213 = 0.1065 → 27.
        #expect(filtered(.grayscale(0.5), SIMD4(255, 0, 0, 255)) == SIMD4(155, 27, 27, 255))
        #expect(filtered(.saturation(1), SIMD4(12, 34, 56, 255)) == SIMD4(12, 34, 56, 255))
    }

    @Test func hueRotationByPiTurnsRedToCyanKeepingGrey() {
        // W3C hueRotate(180°) rows for red (1, 0, 0): (0.213 − 0.787, 0.213 + 0.213, 0.213 + 0.213)
        // = (−0.574 → 0, 0.426 → 108.6 → 109, 109).
        #expect(filtered(.hueRotation(radians: .pi), SIMD4(255, 0, 0, 255)) == SIMD4(0, 109, 109, 255))
        #expect(filtered(.hueRotation(radians: 2.1), SIMD4(90, 90, 90, 255)) == SIMD4(90, 90, 90, 255))
        let full = ColorMatrix.hueRotation(radians: 2 * .pi).apply(to: RGBA(0.3, 0.6, 0.9))
        #expect(abs(full.red - 0.3) < 1e-5 && abs(full.green - 0.6) < 1e-5 && abs(full.blue - 0.9) < 1e-5)
    }

    @Test func colorInvertUnpremultipliesFirst() {
        // Straight (0.2, 0.6, 1.0) at alpha 0.5 is stored (26, 77, 128, 128). Un-premultiplied:
        // (51.8, 153.4, 255); inverted (203.2, 101.6, 0); × 128/255 → (102.0, 51.0, 0).
        #expect(filtered(.colorInvert, SIMD4(26, 77, 128, 128)) == SIMD4(102, 51, 0, 128))
        #expect(filtered(.colorInvert, SIMD4(0, 0, 0, 255)) == SIMD4(255, 255, 255, 255))
    }

    @Test func colorMultiplyScalesEveryChannelIncludingAlpha() {
        let m = ColorMatrix.colorMultiply(RGBA(0.5, 1, 0.25, 0.5))
        // White × (0.5, 1, 0.25) at alpha 0.5 → premultiplied (63.75, 127.5, 31.875, 127.5).
        #expect(filtered(m, SIMD4(255, 255, 255, 255)) == SIMD4(64, 128, 32, 128))
    }

    @Test func concatenationAppliesSelfFirst() {
        let grey = RGBA(0.5, 0.5, 0.5)
        let a = ColorMatrix.brightness(0.2).concatenating(.contrast(0)).apply(to: grey)
        let b = ColorMatrix.contrast(0).concatenating(.brightness(0.2)).apply(to: grey)
        #expect(a.red == 0.5)
        #expect(abs(b.red - 0.7) < 1e-6)
        #expect(ColorMatrix.identity.concatenating(.colorInvert) == .colorInvert)
        let twice = ColorMatrix.colorInvert.concatenating(.colorInvert).apply(to: RGBA(0.25, 0.5, 0.75, 0.4))
        #expect(twice == RGBA(0.25, 0.5, 0.75, 0.4))
    }
}
