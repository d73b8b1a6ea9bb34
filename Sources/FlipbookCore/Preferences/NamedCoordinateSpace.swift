/// A coordinate space to measure in, as SwiftUI's iOS 17 `CoordinateSpaceProtocol`:
/// `.global`, `.local` and `.named(_:)` as values of their own types.
public protocol CoordinateSpaceProtocol {
    /// The space as a ``CoordinateSpace`` value.
    var coordinateSpace: CoordinateSpace { get }
}

/// The root view's space, as SwiftUI's `GlobalCoordinateSpace`.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The view's own space, as SwiftUI's `LocalCoordinateSpace`.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A space named with `coordinateSpace(_:)`, as SwiftUI's `NamedCoordinateSpace`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { self }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space named `name` by an ancestor's `coordinateSpace(.named(name))`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

extension GeometryProxy {
    /// The proxy's frame in a coordinate space (the iOS 17 spelling).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { frame(in: coordinateSpace.coordinateSpace) }

    /// The frame of a named coordinate space enclosing the proxy, in the proxy's coordinates.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? { bounds(of: coordinateSpace.coordinateSpace) }
}

extension View {
    /// Names this view's frame as a coordinate space (the iOS 17 spelling of `coordinateSpace(name:)`).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(CoordinateSpaceNameModifier(name: name.name))
    }
}
