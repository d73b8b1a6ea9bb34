extension Shape {
    /// The shape's path for a frame given in root coordinates. SwiftUI always asks a shape for
    /// its path in the view's *local* space (a rect at the origin), so user shapes written as
    /// `CGPoint(x: 0, y: rect.height)` work; the path is then moved to the frame.
    func rootPath(in frame: CGRect) -> Path {
        // Shapes concentric with a container (`containerShape`) need to know where they sit.
        if ContainerShapeContext.current != nil || self is any ContainerDependentShape {
            return ContainerShapeContext.$drawingFrame.withValue(frame) { localPath(in: frame) }
        }
        return localPath(in: frame)
    }

    private func localPath(in frame: CGRect) -> Path {
        let p = path(in: CGRect(origin: .zero, size: frame.size))
        return frame.minX == 0 && frame.minY == 0 ? p : p.offsetBy(dx: frame.minX, dy: frame.minY)
    }
}
