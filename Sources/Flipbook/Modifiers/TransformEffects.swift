import FlipbookRaster

extension View {
    /// Scales the drawing about `anchor` without changing layout.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        effect("ScaleEffect", animating: AnimatablePair(x, y)) { frame, _, s in
            let x = s.first, y = s.second
            if x == 1 && y == 1 { return nil }
            let a = CGPoint(x: anchor.x * frame.width, y: anchor.y * frame.height)
            let t = CGAffineTransform(translationX: -a.x, y: -a.y)
                .concatenating(CGAffineTransform(scaleX: x, y: y))
                .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
            return .transform(t.inRoot(of: frame))
        }
    }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { scaleEffect(x: s, y: s, anchor: anchor) }
    public func scaleEffect(_ s: CGSize, anchor: UnitPoint = .center) -> some View { scaleEffect(x: s.width, y: s.height, anchor: anchor) }

    /// Rotates the drawing about `anchor`; positive angles turn clockwise.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        effect("RotationEffect", animating: angle.radians) { frame, _, radians in
            let angle = Angle(radians: radians)
            if angle.radians == 0 { return nil }
            let a = CGPoint(x: anchor.x * frame.width, y: anchor.y * frame.height)
            let t = CGAffineTransform(translationX: -a.x, y: -a.y)
                .concatenating(CGAffineTransform(rotationAngle: angle.radians))
                .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
            return .transform(t.inRoot(of: frame))
        }
    }

    /// Applies an affine transform given in the view's local coordinates.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        effect("TransformEffect") { frame, _ in transform.isIdentity ? nil : .transform(transform.inRoot(of: frame)) }
    }

    /// Applies a projective transform given in the view's local coordinates.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        effect("ProjectionEffect") { frame, _ in
            if transform.isIdentity { return nil }
            if transform.isAffine {
                let a = CGAffineTransform(a: transform.m11, b: transform.m12, c: transform.m21, d: transform.m22, tx: transform.m31, ty: transform.m32)
                return .transform(a.inRoot(of: frame))
            }
            return .projection(transform.inRoot(of: frame))
        }
    }

    /// Rotates the view in 3D about `axis` through `anchor` (at depth `anchorZ`), seen with
    /// perspective: m34 = −perspective / max(width, height), as SwiftUI does.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        let axisX = axis.x, axisY = axis.y, axisZ = axis.z
        return effect("Rotation3DEffect", animating: angle.radians) { frame, _, radians in
            let p = rotation3DTransform(Angle(radians: radians), axis: (axisX, axisY, axisZ), anchor: anchor, anchorZ: anchorZ,
                                        perspective: perspective, size: frame.size)
            if p.isIdentity { return nil }
            return .projection(p.inRoot(of: frame))
        }
    }
}

/// The projection `rotation3DEffect` applies, in the view's local coordinates.
func rotation3DTransform(_ angle: Angle, axis: (CGFloat, CGFloat, CGFloat), anchor: UnitPoint, anchorZ: CGFloat,
                         perspective: CGFloat, size: CGSize) -> ProjectionTransform {
    let a = CGPoint(x: anchor.x * size.width, y: anchor.y * size.height)
    var t = CATransform3DIdentity
    let side = max(size.width, size.height)
    t.m34 = side > 0 ? -perspective / side : 0
    t = CATransform3DRotate(t, angle.radians, axis.0, axis.1, axis.2)
    t = CATransform3DTranslate(t, -a.x, -a.y, -anchorZ)
    let back = CATransform3DMakeTranslation(a.x, a.y, anchorZ)
    return ProjectionTransform(CATransform3DConcat(t, back))
}
