import Flipbook
import FlipbookPNG
import FlipbookSnapshotCore
import SnapshotTesting

extension Snapshotting where Value == UIViewController, Format == PNGImage {
    /// A view controller's view as swift-snapshot-testing draws it on iOS: screen-sized, at
    /// the screen's scale.
    public static var image: Snapshotting { .image() }

    /// A view controller on a device, as swift-snapshot-testing's `.image(on:)`: the device's
    /// size (or `size`) and safe area, at the screen's scale unless `traits` give one.
    public static func image(on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
                             perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        viewController(size: size ?? config.size, safeArea: config.safeArea,
                       traits: UITraitCollection(traitsFrom: [config.traits, traits]), scaleTraits: traits,
                       precision: precision, perceptualPrecision: perceptualPrecision)
    }

    /// A view controller's view at `size` (the screen's when `nil`), as swift-snapshot-testing's
    /// `.image(size:)`.
    ///
    /// What a `UIHostingController` hosts is rendered by Flipbook over its view's background:
    /// the system background unless the test set `view.backgroundColor` (`.clear` leaves
    /// every pixel the content does not paint transparent, as UIKit does).
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        viewController(size: size, safeArea: .zero, traits: traits, scaleTraits: traits,
                       precision: precision, perceptualPrecision: perceptualPrecision)
    }

    private static func viewController(size: CGSize?, safeArea: UIEdgeInsets, traits: UITraitCollection, scaleTraits: UITraitCollection,
                                       precision: Float, perceptualPrecision: Float) -> Snapshotting {
        // As iOS: the image renderer's format comes from the strategy's own traits, whose
        // unspecified scale is the screen's.
        let scale = scaleTraits.displayScale > 0 ? scaleTraits.displayScale : UIScreen.main.scale
        return Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { controller in
            let box = UncheckedBox(value: controller)
            return runOnMainActor {
                let controller = box.value
                controller.viewDidLoad()
                let view: UIView = controller.view
                let points = size ?? view.frame.size
                let style = [controller.overrideUserInterfaceStyle, view.overrideUserInterfaceStyle, traits.userInterfaceStyle]
                    .first { $0 != .unspecified } ?? .light
                let colorScheme: ColorScheme = style == .dark ? .dark : .light
                let background = view.isHidden ? Color.clear : (view.backgroundColor?.color ?? .clear).opacity(Double(view.alpha))
                let content = view.isHidden ? AnyView(EmptyView()) : AnyView((controller.hostedContent ?? AnyView(EmptyView())).opacity(Double(view.alpha)))
                let layout: SnapshotLayout = safeArea == .zero
                    ? .fixed(width: points.width, height: points.height)
                    : .device(config: SnapshotDevice(size: points, safeArea: EdgeInsets(top: safeArea.top, leading: safeArea.left,
                                                                                         bottom: safeArea.bottom, trailing: safeArea.right),
                                                     scale: scale))
                let still = SnapshotStill(layout: layout, scale: scale, colorScheme: colorScheme, background: background,
                                          dynamicTypeSize: traits.preferredContentSizeCategory.dynamicTypeSize)
                return still.renderForSnapshot(content)
            } ?? PNGImage(width: 0, height: 0, pixels: [])
        }
    }
}
