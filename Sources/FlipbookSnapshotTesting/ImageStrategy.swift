import Flipbook
import FlipbookDiff
import FlipbookPNG
import FlipbookTesting
import Foundation
import SnapshotTesting

extension Diffing where Value == PNGImage {
    /// PNG files compared by Flipbook's diff engine, with swift-snapshot-testing's meaning of
    /// `precision` (share of pixels) and `perceptualPrecision` (CIE ΔE ≤ (1 − p) × 100).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        let tolerance = ImageTolerance(precision: Double(precision), perceptualPrecision: Double(perceptualPrecision))
        FailureArtifacts.install
        return Diffing.diff(
            toData: { image in
                Data((try? PNGCodec.encode(premultipliedRGBA: image.pixels, width: image.width, height: image.height)) ?? [])
            },
            fromData: { data in
                (try? PNGCodec.decode([UInt8](data))) ?? PNGImage(width: 0, height: 0, pixels: [])
            },
            diffV2: { old, new in
                let d = ImageComparison.compare(expected: old, actual: new, tolerance: tolerance)
                if d.matches { return nil }
                let picture = ImageComparison.diffImage(expected: old, actual: new, tolerance: tolerance)
                let png = (try? PNGCodec.encode(premultipliedRGBA: picture.pixels, width: picture.width, height: picture.height)) ?? []
                let attachments: [DiffAttachment] = [.data(Data(png), name: "difference.png")]
                // Flipbook's diff tool puts the summary first and writes the three images
                // (FailureArtifacts); with a tool of the user's, the summary closes the message.
                guard FailureArtifacts.toolIsActive else {
                    return ("Newly-taken snapshot does not match reference: \(d.summary)", attachments)
                }
                FailureArtifacts.stash(PendingFailure(summary: d.summary, expected: old, actual: new, diff: picture))
                return (tolerance.isExact ? "Compared exactly." : "Tolerance: precision \(precision), perceptual precision \(perceptualPrecision).", attachments)
            }
        )
    }
}

extension Snapshotting where Value: View, Format == PNGImage {
    /// A snapshot strategy for Flipbook views, rendered by Flipbook on any platform.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for Flipbook views, with swift-snapshot-testing's arguments.
    ///
    /// ```swift
    /// assertSnapshot(of: MyView(), as: .image(layout: .device(config: .iPhone13),
    ///                                          traits: .init(userInterfaceStyle: .dark)))
    /// ```
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: accepted for source compatibility; there is no window.
    ///   - precision: the share of pixels that must match.
    ///   - perceptualPrecision: how close a pixel's colour must be (CIE ΔE94 ≤ (1 − p) × 100).
    ///   - layout: the view's ideal size, a fixed size, or a device's screen (its safe area
    ///     becomes padding; its traits give the scale).
    ///   - traits: light or dark appearance and the scale (default 2, or the device's).
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()) -> Snapshotting {
        var scale: CGFloat? = traits.displayScale > 0 ? traits.displayScale : nil
        let snapshotLayout: SnapshotLayout
        switch layout {
        case .sizeThatFits:
            snapshotLayout = .sizeThatFits
        case .fixed(let width, let height):
            snapshotLayout = .fixed(width: width, height: height)
        case .device(let config):
            let s = config.safeArea
            let size = config.size ?? CGSize(width: 390, height: 844)
            if scale == nil, config.traits.displayScale > 0 { scale = config.traits.displayScale }
            snapshotLayout = .device(config: SnapshotDevice(size: size, safeArea: EdgeInsets(top: s.top, leading: s.left, bottom: s.bottom, trailing: s.right),
                                                            scale: scale ?? 2))
        }
        let still = SnapshotStill(layout: snapshotLayout, scale: scale,
                                  colorScheme: traits.userInterfaceStyle == .dark ? .dark : .light, background: nil,
                                  dynamicTypeSize: traits.preferredContentSizeCategory.dynamicTypeSize)
        return Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { view in
            // Views live on the main actor; swift-snapshot-testing calls from the test's thread.
            // The view only crosses to the main thread while this thread waits for it.
            let box = MainThreadBox(value: view)
            let render: @MainActor @Sendable () -> PNGImage = {
                (try? still.render(box.value)) ?? PNGImage(width: 0, height: 0, pixels: [])
            }
            if Thread.isMainThread { return MainActor.assumeIsolated(render) }
            return DispatchQueue.main.sync { MainActor.assumeIsolated(render) }
        }
    }
}

/// Carries a value to the main thread while its sender waits (so it is never shared).
private struct MainThreadBox<T>: @unchecked Sendable {
    let value: T
}
