/// A size proposed to a view, as SwiftUI's `ProposedViewSize`: per dimension `nil` asks for
/// the ideal size, `0` for the minimum, `.infinity` for the maximum.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    public init(_ size: CGSize) { width = size.width; height = size.height }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with `nil` dimensions replaced (by 10 points unless told otherwise,
    /// SwiftUI's answer for views with no ideal size).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String {
        "(\(width.map { "\($0)" } ?? "nil"), \(height.map { "\($0)" } ?? "nil"))"
    }
}

/// A horizontal or vertical direction.
public enum Axis: Sendable, Hashable {
    case horizontal
    case vertical
}

extension ProposedViewSize {
    package subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

extension CGSize {
    package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}
