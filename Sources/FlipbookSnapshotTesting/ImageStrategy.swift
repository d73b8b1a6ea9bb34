@_exported import FlipbookUIKit
import Flipbook
import FlipbookDiff
import FlipbookPNG
import FlipbookSnapshotCore
import Foundation
import SnapshotTesting

extension Diffing where Value == PNGImage {
    /// PNG images compared as swift-snapshot-testing compares them on iOS (see
    /// ``SnapshotTestingComparison``): its `precision` and `perceptualPrecision`, its messages,
    /// plus Flipbook's one-line summary and a difference picture.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        let tolerance = ImageTolerance(precision: Double(precision), perceptualPrecision: Double(perceptualPrecision))
        FailureArtifacts.install
        return Diffing.diff(
            toData: { image in
                Data((try? PNGCodec.encode(image)) ?? [])
            },
            fromData: { data in
                (try? PNGCodec.decode([UInt8](data))) ?? PNGImage(width: 0, height: 0, pixels: [])
            },
            diffV2: { old, new in
                guard let message = SnapshotTestingComparison.failure(reference: old, snapshot: new, precision: precision,
                                                                      perceptualPrecision: perceptualPrecision) else { return nil }
                let d = ImageComparison.compare(expected: old, actual: new, tolerance: tolerance)
                let picture = ImageComparison.diffImage(expected: old, actual: new, tolerance: tolerance)
                let png = (try? PNGCodec.encode(picture)) ?? []
                let attachments: [DiffAttachment] = [.data(Data(png), name: "difference.png")]
                // Flipbook's diff tool puts the summary first and writes the three images
                // (FailureArtifacts), swift-snapshot-testing's own verdict closing the message;
                // with a tool of the user's, the summary closes it.
                guard FailureArtifacts.toolIsActive else {
                    return ("\(message)\nNewly-taken snapshot does not match reference: \(d.summary)", attachments)
                }
                FailureArtifacts.stash(PendingFailure(summary: d.summary, expected: old, actual: new, diff: picture))
                return (message, attachments)
            }
        )
    }
}

extension Snapshotting where Value: View, Format == PNGImage {
    /// A snapshot strategy for Flipbook views, rendered by Flipbook on any platform.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for Flipbook views, with swift-snapshot-testing's arguments and
    /// what its SwiftUI strategy does on iOS: the view in a hosting controller whose
    /// background is the system background (white, black in dark mode), drawn at the
    /// screen's scale.
    ///
    /// ```swift
    /// assertSnapshot(of: MyView(), as: .image(layout: .device(config: .iPhone13),
    ///                                          traits: .init(userInterfaceStyle: .dark)))
    /// ```
    ///
    /// Works from any test: XCTest or Swift Testing, `@MainActor` or not, sync or async.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: accepted for source compatibility; there is no window.
    ///   - precision: the share of pixels (of bytes, without `perceptualPrecision`) that must
    ///     match, as swift-snapshot-testing counts them (``SnapshotTestingComparison``).
    ///   - perceptualPrecision: how close a pixel's colour must be (CIE ΔE94 ≤ (1 − p) × 100).
    ///   - layout: the view's ideal size, a fixed size, or a device's screen (its safe area
    ///     becomes padding).
    ///   - traits: light or dark appearance, text size, and the scale; without a
    ///     `displayScale`, `UIScreen.main.scale` (3, as every current iPhone simulator, unless
    ///     `SNAPSHOT_DISPLAY_SCALE` or a test sets it), as iOS takes the screen's.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()) -> Snapshotting {
        let scale = traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
        let snapshotLayout: SnapshotLayout
        var colorScheme: ColorScheme = traits.userInterfaceStyle == .dark ? .dark : .light
        // A device's traits come first and the strategy's win, as swift-snapshot-testing merges
        // them: its phones carry `.medium` text, so a device snapshot's body text is 16 pt on iOS.
        var contentSize = traits.preferredContentSizeCategory
        switch layout {
        case .sizeThatFits:
            snapshotLayout = .sizeThatFits
        case .fixed(let width, let height):
            snapshotLayout = .fixed(width: width, height: height)
        case .device(let config):
            let s = config.safeArea
            let size = config.size ?? UIScreen.main.bounds.size
            snapshotLayout = .device(config: SnapshotDevice(size: size, safeArea: EdgeInsets(top: s.top, leading: s.left, bottom: s.bottom, trailing: s.right),
                                                            scale: scale))
            if traits.userInterfaceStyle == .unspecified, config.traits.userInterfaceStyle == .dark { colorScheme = .dark }
            contentSize = UITraitCollection(traitsFrom: [config.traits, traits]).preferredContentSizeCategory
        }
        let still = SnapshotStill(layout: snapshotLayout, scale: scale, colorScheme: colorScheme, background: nil,
                                  dynamicTypeSize: contentSize.dynamicTypeSize)
        return Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { view in
            let box = UncheckedBox(value: view)
            return runOnMainActor { () -> PNGImage in
                var still = still
                // A navigation container has no ideal size in UIKit: the window's is used.
                if case .sizeThatFits = still.layout, NavigationRootSize.isNavigationRoot(box.value) {
                    let screen = UIScreen.main.bounds.size
                    still.layout = .fixed(width: screen.width, height: screen.height)
                }
                return still.renderForSnapshot(box.value)
            } ?? PNGImage(width: 0, height: 0, pixels: [])
        }
    }
}

extension SnapshotStill {
    /// The picture, or an empty image (which fails with "Newly-taken snapshot is empty.")
    /// after printing why the view could not be rendered.
    @MainActor
    func renderForSnapshot<V: View>(_ view: V) -> PNGImage {
        do {
            return try render(view)
        } catch {
            FileHandle.standardError.write(Data("Flipbook: the view could not be rendered: \(error)\n".utf8))
            return PNGImage(width: 0, height: 0, pixels: [])
        }
    }
}

/// Carries a value to the main actor while its sender waits (so it is never shared).
struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
}
