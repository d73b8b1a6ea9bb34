import Foundation

extension Image {
    /// How a bitmap is turned before it is drawn, as SwiftUI's `Image.Orientation`. Flipbook
    /// draws every bitmap `.up`; the others are accepted so that code passing them compiles.
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }

    /// An image resource by name with an accessibility label, as SwiftUI's
    /// `Image(_:bundle:label:)`; found as ``init(_:bundle:)`` finds it.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
        accessibilityName = label.string
    }
}
