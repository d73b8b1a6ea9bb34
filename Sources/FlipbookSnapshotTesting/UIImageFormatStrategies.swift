import Flipbook
import FlipbookPNG
import Foundation
import SnapshotTesting

// On iOS the image strategies' format is `UIImage`, and real suites name it: their own
// strategies live in `extension Snapshotting where Value: SwiftUI.View, Format == UIImage`, and
// helpers hold `Snapshotting<UIViewController, UIImage>` values. These are the same strategies
// as the `PNGImage` ones (same pictures, same comparison, same messages) with `UIImage` as the
// format, so that such code compiles on Linux unchanged. They are disfavoured, so that where
// the format is left to inference (`assertSnapshot(of: view, as: .image)`) nothing becomes
// ambiguous: the `PNGImage` strategies are taken there, as before.

extension Diffing where Value == UIImage {
    /// `UIImage`s compared as swift-snapshot-testing compares them on iOS (the `PNGImage`
    /// diffing, on the images' pixels); decoded images take the screen's scale.
    @_disfavoredOverload
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let pixels = Diffing<PNGImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
        let imageScale = scale ?? UIScreen.main.scale
        return .diff(
            toData: { pixels.toData($0.snapshotPixels) },
            fromData: { UIImage(snapshotPixels: pixels.fromData($0), scale: imageScale) },
            diffV2: { pixels.diffV2($0.snapshotPixels, $1.snapshotPixels) }
        )
    }
}

extension UIImage {
    /// The bitmap's pixels (none for an empty image).
    var snapshotPixels: PNGImage { cgImage?.pixels ?? PNGImage(width: 0, height: 0, pixels: []) }

    convenience init(snapshotPixels pixels: PNGImage, scale: CGFloat) {
        self.init(cgImage: CGImage(pixels: pixels), scale: scale)
    }
}

extension Snapshotting where Format == UIImage {
    /// A `PNGImage` strategy with its pictures handed over as `UIImage`s at `scale`.
    static func uiImage(_ strategy: Snapshotting<Value, PNGImage>, precision: Float, perceptualPrecision: Float,
                        scale: CGFloat) -> Snapshotting {
        Snapshotting(pathExtension: strategy.pathExtension,
                     diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)) { value in
            strategy.snapshot(value).map { UIImage(snapshotPixels: $0, scale: scale) }
        }
    }
}

extension Snapshotting where Value: View, Format == UIImage {
    /// The SwiftUI view strategy with `UIImage` as its format (see the `PNGImage` one).
    @_disfavoredOverload
    public static var image: Snapshotting { .image() }

    /// The SwiftUI view strategy with `UIImage` as its format, as iOS declares it: for
    /// `extension Snapshotting where Value: SwiftUI.View, Format == UIImage { … }` in a suite.
    @_disfavoredOverload
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()) -> Snapshotting {
        let pixels = Snapshotting<Value, PNGImage>.image(drawHierarchyInKeyWindow: drawHierarchyInKeyWindow, precision: precision,
                                                         perceptualPrecision: perceptualPrecision, layout: layout, traits: traits)
        return .uiImage(pixels, precision: precision, perceptualPrecision: perceptualPrecision,
                        scale: traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale)
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The view-controller strategy with `UIImage` as its format (see the `PNGImage` one).
    @_disfavoredOverload
    public static var image: Snapshotting { .image() }

    /// The view-controller strategy on a device, with `UIImage` as its format: for helpers
    /// that hold a `Snapshotting<UIViewController, UIImage>`.
    @_disfavoredOverload
    public static func image(on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
                             perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        let pixels = Snapshotting<UIViewController, PNGImage>.image(on: config, drawHierarchyInKeyWindow: drawHierarchyInKeyWindow,
                                                                    precision: precision, perceptualPrecision: perceptualPrecision,
                                                                    size: size, traits: traits)
        return .uiImage(pixels, precision: precision, perceptualPrecision: perceptualPrecision,
                        scale: traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale)
    }

    /// The view-controller strategy at a size, with `UIImage` as its format.
    @_disfavoredOverload
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        let pixels = Snapshotting<UIViewController, PNGImage>.image(drawHierarchyInKeyWindow: drawHierarchyInKeyWindow,
                                                                    precision: precision, perceptualPrecision: perceptualPrecision,
                                                                    size: size, traits: traits)
        return .uiImage(pixels, precision: precision, perceptualPrecision: perceptualPrecision,
                        scale: traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale)
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// A `UIImage` compared with its golden, as swift-snapshot-testing's `.image` for images.
    public static var image: Snapshotting { .image() }

    /// A `UIImage` compared with its golden at the given tolerances; `scale` is the scale
    /// goldens are read back at (the screen's when `nil`).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png",
                     diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)) { image in
            Async(value: image)
        }
    }
}
