/// A kind of alignment guide, as SwiftUI's `AlignmentID`: declare a type with a default
/// value, make guides with `HorizontalAlignment(MyID.self)` / `VerticalAlignment(MyID.self)`,
/// and move them on chosen views with `alignmentGuide(_:computeValue:)`.
///
/// ```swift
/// extension VerticalAlignment {
///     private enum Midline: AlignmentID {
///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
///     }
///     static let midline = VerticalAlignment(Midline.self)
/// }
/// ```
public protocol AlignmentID {
    /// The guide's value in a view that does not set it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A custom guide: identified by its ``AlignmentID`` type, with that type's default.
struct CustomAlignmentGuide: Hashable, Sendable {
    let id: ObjectIdentifier
    /// The guide's type; metatypes of user types are not Sendable, but a type's static
    /// `defaultValue(in:)` has no state to race on.
    nonisolated(unsafe) let type: any AlignmentID.Type

    init<ID: AlignmentID>(_ type: ID.Type) {
        id = ObjectIdentifier(type)
        self.type = type
    }

    func compute(_ d: ViewDimensions) -> CGFloat { type.defaultValue(in: d) }

    static func == (a: Self, b: Self) -> Bool { a.id == b.id }
    func hash(into h: inout Hasher) { h.combine(id) }

    /// The default value for a view of `size`; without a node (a frame's own guides) the
    /// view's other guides are their defaults too.
    @MainActor func defaultValue(_ size: CGSize, _ node: ViewNode?) -> CGFloat {
        compute(ViewDimensions(size: size, node: node ?? CustomAlignmentGuide.placeholder))
    }

    /// A node with no explicit guides, standing for a view known only by its size.
    @MainActor static let placeholder = ViewNode(identity: .root, behavior: PlaceholderGuidesBehavior(), environment: EnvironmentValues())
}

private struct PlaceholderGuidesBehavior: NodeBehavior {}

extension HorizontalAlignment {
    /// A horizontal guide of your own kind.
    public init<ID: AlignmentID>(_ id: ID.Type) {
        key = String(reflecting: id)
        fraction = nil
        custom = CustomAlignmentGuide(id)
    }
}

extension VerticalAlignment {
    /// A vertical guide of your own kind.
    public init<ID: AlignmentID>(_ id: ID.Type) {
        key = String(reflecting: id)
        fraction = nil
        custom = CustomAlignmentGuide(id)
    }
}
