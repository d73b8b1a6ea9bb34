extension CGAffineTransform {
    /// A transform given in a frame's local coordinates (origin at its top-left), in root coordinates.
    package func inRoot(of frame: CGRect) -> CGAffineTransform {
        CGAffineTransform(translationX: -frame.minX, y: -frame.minY)
            .concatenating(self)
            .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
    }
}

extension ProjectionTransform {
    /// A projection given in a frame's local coordinates, in root coordinates.
    package func inRoot(of frame: CGRect) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
            .concatenating(self)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY)))
    }
}
