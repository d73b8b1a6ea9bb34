extension CGRect {
    /// The rectangle with its origin and far corner rounded (half up) to the pixel grid of
    /// `scale`, as SwiftUI snaps frames.
    func snapped(scale: CGFloat) -> CGRect {
        guard scale > 0, minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return self }
        func snap(_ v: CGFloat) -> CGFloat { (v * scale + 0.5).rounded(.down) / scale }
        let x0 = snap(minX), y0 = snap(minY), x1 = snap(maxX), y1 = snap(maxY)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
