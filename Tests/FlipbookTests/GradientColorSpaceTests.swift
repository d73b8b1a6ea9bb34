import Testing
@testable import Flipbook
@testable import FlipbookCore

/// Which space gradient stops mix in: OKLab unless the gradient or the environment says otherwise.
@Suite @MainActor struct GradientColorSpaceTests {
    /// Pure blue → pure yellow across 2 pt, 1×: pixel 0 samples t = 0.25, pixel 1 t = 0.75; a
    /// 2-pixel-wide gradient has no middle pixel, so a 101-pt bar is used and pixel 50 (t = ½).
    func midpoint<G: View>(_ view: G) -> SIMD4<UInt8> {
        let r = ImageRenderer(content: view.frame(width: 101, height: 2))
        return r.pixelBuffer[50, 1]
    }

    static let blue = Color(red: 0, green: 0, blue: 1), yellow = Color(red: 1, green: 1, blue: 0)

    func bar(_ space: Gradient.ColorSpace?) -> LinearGradient {
        var g = Gradient(colors: [Self.blue, Self.yellow])
        if let space { g = g.colorSpace(space) }
        return LinearGradient(gradient: g, startPoint: .leading, endPoint: .trailing)
    }

    func close(_ p: SIMD4<UInt8>, _ r: Int, _ g: Int, _ b: Int, _ tol: Int = 2) -> Bool {
        abs(Int(p.x) - r) <= tol && abs(Int(p.y) - g) <= tol && abs(Int(p.z) - b) <= tol && p.w == 255
    }

    // Expected midpoints: OKLab (Ottosson's published matrices, evaluated in numpy outside
    // Flipbook) of #0000FF and #FFFF00 averaged is #6CABC7; gamma-sRGB averaging gives #808080.
    @Test func unnamedGradientsMixPerceptually() {
        let p = midpoint(bar(nil))
        #expect(close(p, 0x6C, 0xAB, 0xC7), "\(p)")
    }

    @Test func deviceIsStillAvailable() {
        let p = midpoint(bar(.device))
        #expect(close(p, 0x80, 0x80, 0x80), "\(p)")
    }

    /// The environment value sets the default for a whole tree; a named space wins over it.
    @Test func environmentChoosesTheDefaultForUnnamedGradientsOnly() {
        let unnamed = midpoint(bar(nil).environment(\.defaultGradientColorSpace, .device))
        #expect(close(unnamed, 0x80, 0x80, 0x80), "\(unnamed)")
        let named = midpoint(bar(.perceptual).environment(\.defaultGradientColorSpace, .device))
        #expect(close(named, 0x6C, 0xAB, 0xC7), "\(named)")
        // Set far up the tree, it reaches a gradient used as a fill several views down.
        let nested = midpoint(VStack { Rectangle().fill(bar(nil)) }.padding(0).environment(\.defaultGradientColorSpace, .device))
        #expect(close(nested, 0x80, 0x80, 0x80), "\(nested)")
    }
}
