import FlipbookDiff
import FlipbookPNG
import FlipbookSnapshotTesting
import Testing

/// `precision` and `perceptualPrecision` against swift-snapshot-testing's own formula
/// (`compare` and `perceptuallyCompare` in its UIImage.swift, 1.19.7), re-derived here.
@Suite struct ToleranceFormulaTests {
    /// A 10×10 opaque image of one colour, with `changed` pixels replaced by `other`.
    static func image(_ base: SIMD4<UInt8>, changed: Int = 0, to other: SIMD4<UInt8> = .zero) -> PNGImage {
        var pixels: [UInt8] = []
        for i in 0..<100 {
            let p = i < changed ? other : base
            pixels += [p[0], p[1], p[2], p[3]]
        }
        return PNGImage(width: 10, height: 10, pixels: pixels)
    }

    static let grey = SIMD4<UInt8>(120, 120, 120, 255)
    static let redder = SIMD4<UInt8>(121, 120, 120, 255)

    /// swift-snapshot-testing's byte rule: fails when more than `Int((1 − p) × bytes)` bytes differ.
    static func byteRuleFails(differentBytes: Int, precision: Float, byteCount: Int = 400) -> Bool {
        differentBytes > Int((1 - precision) * Float(byteCount))
    }

    @Test(arguments: [Float(0.9), 0.95, 0.97, 0.98, 0.99, 0.995, 0.999])
    func precisionCountsBytesAsSwiftSnapshotTestingDoes(precision: Float) {
        let reference = Self.image(Self.grey)
        for changed in 0...20 {
            // One channel of each changed pixel differs: `changed` bytes.
            let snapshot = Self.image(Self.grey, changed: changed, to: Self.redder)
            let message = SnapshotTestingComparison.failure(reference: reference, snapshot: snapshot,
                                                            precision: precision, perceptualPrecision: 1)
            #expect((message != nil) == Self.byteRuleFails(differentBytes: changed, precision: precision),
                    "\(changed) bytes at precision \(precision): \(message ?? "match")")
        }
    }

    @Test func byteRuleBoundaries() {
        let reference = Self.image(Self.grey)
        // 0.99 of 400 bytes: Int(0.00999999 × 400) = 3 bytes may differ (Float arithmetic), so
        // three changed pixels pass although only 97 % of the pixels match…
        #expect(SnapshotTestingComparison.failure(reference: reference, snapshot: Self.image(Self.grey, changed: 3, to: Self.redder),
                                                  precision: 0.99, perceptualPrecision: 1) == nil)
        // …and four fail although 99 % of the bytes match, with its message.
        let four = SnapshotTestingComparison.failure(reference: reference, snapshot: Self.image(Self.grey, changed: 4, to: Self.redder),
                                                     precision: 0.99, perceptualPrecision: 1)
        #expect(four == "Actual image precision 0.99 is less than required 0.99")
        // A pixel whose four channels differ costs four bytes: one such pixel fails at 0.99
        // (where pixel counting would let it through), passes at 0.98 (7 bytes allowed), and
        // two fail there.
        let allFour = SIMD4<UInt8>(121, 121, 121, 254)
        #expect(SnapshotTestingComparison.failure(reference: reference, snapshot: Self.image(Self.grey, changed: 1, to: allFour),
                                                  precision: 0.99, perceptualPrecision: 1) != nil)
        #expect(SnapshotTestingComparison.failure(reference: reference, snapshot: Self.image(Self.grey, changed: 1, to: allFour),
                                                  precision: 0.98, perceptualPrecision: 1) == nil)
        #expect(SnapshotTestingComparison.failure(reference: reference, snapshot: Self.image(Self.grey, changed: 2, to: allFour),
                                                  precision: 0.98, perceptualPrecision: 1) != nil)
        // Exact: any difference fails; identical bytes match.
        #expect(SnapshotTestingComparison.failure(reference: reference, snapshot: Self.image(Self.grey, changed: 1, to: Self.redder),
                                                  precision: 1, perceptualPrecision: 1) == "Newly-taken snapshot does not match reference.")
        #expect(SnapshotTestingComparison.failure(reference: reference, snapshot: reference, precision: 1, perceptualPrecision: 1) == nil)
    }

    /// ΔE94 of rgb(200, 50, 50) → rgb(200, 60, 50) is 2.0828 (CIE 1994, graphic arts, D65;
    /// computed independently from the published formula).
    @Test func perceptualPrecisionThresholdIsDeltaE94() {
        let red = SIMD4<UInt8>(200, 50, 50, 255), nearRed = SIMD4<UInt8>(200, 60, 50, 255)
        #expect(abs(DeltaE.between(expected: red, actual: nearRed) - 2.0828) < 0.001)
        let reference = Self.image(red)
        let snapshot = Self.image(red, changed: 5, to: nearRed)
        // Threshold (1 − 0.979) × 100 = 2.1: every pixel matches.
        #expect(SnapshotTestingComparison.failure(reference: reference, snapshot: snapshot, precision: 1, perceptualPrecision: 0.979) == nil)
        // Threshold 2.0: the five pixels fail; 95 % of the pixels match.
        #expect(SnapshotTestingComparison.failure(reference: reference, snapshot: snapshot, precision: 0.95, perceptualPrecision: 0.98) == nil)
        let message = SnapshotTestingComparison.failure(reference: reference, snapshot: snapshot, precision: 0.96, perceptualPrecision: 0.98)
        #expect(message?.hasPrefix("The percentage of pixels that match 0.95 is less than required 0.96") == true, "\(message ?? "")")
        // Pixels count here, not bytes: 5 % of pixels is more than 1 % of bytes would allow.
        #expect(SnapshotTestingComparison.failure(reference: reference, snapshot: snapshot, precision: 0.95, perceptualPrecision: 0.999) == nil)
    }

    @Test func sizesAndEmptySnapshots() {
        let reference = Self.image(Self.grey)
        #expect(SnapshotTestingComparison.failure(reference: reference, snapshot: PNGImage(width: 0, height: 0, pixels: []),
                                                  precision: 0.5, perceptualPrecision: 0.5) == "Newly-taken snapshot is empty.")
        let wide = PNGImage(width: 20, height: 5, pixels: reference.pixels)
        #expect(SnapshotTestingComparison.failure(reference: reference, snapshot: wide, precision: 0.5, perceptualPrecision: 0.5)?
            .contains("does not match reference") == true)
    }
}
