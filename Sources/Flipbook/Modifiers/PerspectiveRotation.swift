extension View {
    /// Rotates the view in 3D about `axis` through `anchor` (at depth `anchorZ`), seen with
    /// perspective, as iOS 26's `perspectiveRotationEffect(_:axis:anchor:anchorZ:perspective:)`
    /// (the name iOS 26 gives the perspective form of ``rotation3DEffect(_:axis:anchor:anchorZ:perspective:)``,
    /// which it draws exactly as).
    public func perspectiveRotationEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                          anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        rotation3DEffect(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)
    }
}
