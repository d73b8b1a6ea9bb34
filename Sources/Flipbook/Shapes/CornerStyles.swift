extension Edge {
    /// A corner of a rectangle, as SwiftUI's `Edge.Corner` (iOS 26).
    public enum Corner: Hashable, Sendable, CaseIterable {
        case topLeading, topTrailing, bottomLeading, bottomTrailing

        /// How a corner of a rectangular shape is rounded, as SwiftUI's `Edge.Corner.Style`:
        /// square, a fixed radius, or concentric with the container shape
        /// (``View/containerShape(_:)``).
        public struct Style: Hashable, Sendable {
            enum Kind: Hashable, Sendable {
                case fixed(CGFloat)
                indirect case concentric(minimum: Style?)
            }
            let kind: Kind

            /// A corner whose radius is `radius` points (0: square).
            public static func fixed(_ radius: CGFloat) -> Edge.Corner.Style { Style(kind: .fixed(radius)) }
            /// A corner sharing its centre with the container shape's corner: the container's
            /// radius minus the distance between the two corners, never below zero.
            public static var concentric: Edge.Corner.Style { Style(kind: .concentric(minimum: nil)) }
            /// A concentric corner that is never rounder-less than `minimum`.
            public static func concentric(minimum: Edge.Corner.Style? = nil) -> Edge.Corner.Style {
                Style(kind: .concentric(minimum: minimum))
            }

            /// The radius at a corner whose container corner has radius `containerRadius`
            /// and lies `distance` points away (the larger of the two insets).
            func radius(containerRadius: CGFloat, distance: CGFloat) -> CGFloat {
                switch kind {
                case .fixed(let r): return max(0, r.finiteOrZero)
                case .concentric(let minimum):
                    let r = max(0, containerRadius - distance)
                    guard let minimum else { return r }
                    return max(r, minimum.radius(containerRadius: containerRadius, distance: distance))
                }
            }
        }
    }
}

/// The corner styles of a ``RoundedRectangularShape``, as SwiftUI's
/// `RoundedRectangularShapeCorners`.
public struct RoundedRectangularShapeCorners: Hashable, Sendable {
    public var topLeading: Edge.Corner.Style
    public var topTrailing: Edge.Corner.Style
    public var bottomLeading: Edge.Corner.Style
    public var bottomTrailing: Edge.Corner.Style

    /// Every corner in `style`.
    public init(all style: Edge.Corner.Style) {
        topLeading = style; topTrailing = style; bottomLeading = style; bottomTrailing = style
    }
    /// Each corner in its own style.
    public init(topLeading: Edge.Corner.Style, topTrailing: Edge.Corner.Style,
                bottomLeading: Edge.Corner.Style, bottomTrailing: Edge.Corner.Style) {
        self.topLeading = topLeading; self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading; self.bottomTrailing = bottomTrailing
    }
    /// Every corner concentric with the container.
    public static var concentric: RoundedRectangularShapeCorners { .init(all: .concentric) }
    /// Every corner concentric with the container, never below `minimum`.
    public static func concentric(minimum: Edge.Corner.Style? = nil) -> RoundedRectangularShapeCorners {
        .init(all: .concentric(minimum: minimum))
    }

    /// Fixed radii (a concentric corner with no container is square, or its minimum).
    var fixedRadii: RectangleCornerRadii {
        func r(_ s: Edge.Corner.Style) -> CGFloat { s.radius(containerRadius: 0, distance: 0) }
        return RectangleCornerRadii(topLeading: r(topLeading), bottomLeading: r(bottomLeading),
                                    bottomTrailing: r(bottomTrailing), topTrailing: r(topTrailing))
    }
}

/// An insettable shape that is a rectangle with four rounded corners and says how they are
/// rounded, as SwiftUI's `RoundedRectangularShape` (iOS 26). A container shape
/// (``View/containerShape(_:)``) of this kind gives ``ConcentricRectangle`` and
/// ``ContainerRelativeShape`` inside it their radii.
nonisolated public protocol RoundedRectangularShape: InsettableShape {
    typealias Corners = RoundedRectangularShapeCorners
    /// The corners for a frame of `size` (`nil`: not known yet — the best guess).
    nonisolated func corners(in size: CGSize?) -> Corners?
}

extension Rectangle: RoundedRectangularShape {
    public func corners(in size: CGSize?) -> Corners? { .init(all: .fixed(0)) }
}

extension RoundedRectangle: RoundedRectangularShape {
    public func corners(in size: CGSize?) -> Corners? {
        .init(all: .fixed(max(0, min(cornerSize.width, cornerSize.height) - insetAmount)))
    }
}

extension UnevenRoundedRectangle: RoundedRectangularShape {
    public func corners(in size: CGSize?) -> Corners? {
        let c = cornerRadii
        return .init(topLeading: .fixed(max(0, c.topLeading - insetAmount)), topTrailing: .fixed(max(0, c.topTrailing - insetAmount)),
                     bottomLeading: .fixed(max(0, c.bottomLeading - insetAmount)), bottomTrailing: .fixed(max(0, c.bottomTrailing - insetAmount)))
    }
}

extension Capsule: RoundedRectangularShape {
    public func corners(in size: CGSize?) -> Corners? {
        guard let size else { return .init(all: .fixed(.infinity)) }
        return .init(all: .fixed(max(0, min(size.width, size.height) / 2 - insetAmount)))
    }
}

extension Circle: RoundedRectangularShape {
    public func corners(in size: CGSize?) -> Corners? {
        guard let size else { return .init(all: .fixed(.infinity)) }
        return .init(all: .fixed(max(0, min(size.width, size.height) / 2 - insetAmount)))
    }
}

/// The inset sizes of a rectangle's corners, as SwiftUI's `RectangleCornerInsets` (the
/// space system UI or a window's rounded corners take from a view's corners). Every render
/// Flipbook makes has no such UI, so the container's corner insets are zero.
@frozen public struct RectangleCornerInsets: Hashable, Sendable {
    /// The size of the top-leading corner inset.
    public var topLeading: CGSize
    /// The size of the top-trailing corner inset.
    public var topTrailing: CGSize
    /// The size of the bottom-leading corner inset.
    public var bottomLeading: CGSize
    /// The size of the bottom-trailing corner inset.
    public var bottomTrailing: CGSize

    /// No insets.
    public init() { self.init(topLeading: .zero, topTrailing: .zero, bottomLeading: .zero, bottomTrailing: .zero) }
    public init(topLeading: CGSize, topTrailing: CGSize, bottomLeading: CGSize, bottomTrailing: CGSize) {
        self.topLeading = topLeading; self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading; self.bottomTrailing = bottomTrailing
    }
}
