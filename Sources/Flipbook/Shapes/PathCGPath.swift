extension Path {
    /// A path with the outline of a Core Graphics path, as SwiftUI's `Path(_: CGPath)`: how
    /// `UIBezierPath(...).cgPath` and `CGMutablePath` reach a `Shape`.
    public init(_ path: CGPath) {
        self = path.path
    }

    /// The path as an immutable Core Graphics path, as SwiftUI's `Path.cgPath`.
    public var cgPath: CGPath { CGPath(path: self) }
}
