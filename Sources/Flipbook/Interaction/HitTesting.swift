import FlipbookRaster

/// Behaviours that change where their content is, for hit testing: the point in the
/// content's layout coordinates, or `nil` when the point cannot hit it.
@MainActor
protocol HitTestMapping {
    func contentPoint(for point: CGPoint, node: ViewNode) -> CGPoint?
}

/// Leaves whose hit area is not their frame (shapes hit by their outline).
@MainActor
protocol HitTestArea {
    func contains(_ point: CGPoint, node: ViewNode) -> Bool
}

extension GeometryEffectBehavior: HitTestMapping {
    func contentPoint(for point: CGPoint, node: ViewNode) -> CGPoint? {
        let p = effect.effectValue(size: node.frame.size)
        if p.isIdentity { return point }
        var inverse = p.inRoot(of: node.frame)
        guard inverse.invert() else { return nil }
        return point.applying(inverse)
    }
}

extension ScrollViewBehavior: HitTestMapping {
    /// A scroll view clips its content to its frame.
    func contentPoint(for point: CGPoint, node: ViewNode) -> CGPoint? { node.frame.contains(point) ? point : nil }
}

extension ShapeBehavior: HitTestArea {
    /// A filled shape is hit inside its outline; a stroked one only on its stroke (as in
    /// SwiftUI, where tapping inside a stroked circle needs a `contentShape`).
    func contains(_ point: CGPoint, node: ViewNode) -> Bool {
        let frame = node.frame
        switch drawing {
        case .fill(let f):
            return shape.rootPath(in: frame).storage.contains(Point(point), rule: f.rule)
        case .stroke(let s):
            return shape.rootPath(in: frame).storage.isWithin(s.lineWidth / 2, of: Point(point))
        case .strokeBorder(let s):
            let half = s.lineWidth / 2
            let path = (shape as? any InsettableShape).map { insetRootPath($0, by: half, frame) }
                ?? shape.rootPath(in: frame.insetBy(dx: half, dy: half))
            return path.storage.isWithin(half, of: Point(point))
        }
    }

    private func insetRootPath<I: InsettableShape>(_ s: I, by amount: CGFloat, _ frame: CGRect) -> Path {
        s.inset(by: amount).rootPath(in: frame)
    }
}

extension ColorBehavior: HitTestArea {
    /// `Color.clear` is not hit, as in SwiftUI; other colours fill their frame.
    func contains(_ point: CGPoint, node: ViewNode) -> Bool {
        color.resolve(in: node.environment.colorScheme).opacity > 0 && node.frame.contains(point)
    }
}

extension ViewNode {
    /// The nodes from this one down to the front-most view under `point` (root points), or
    /// `nil` when nothing is hit. Front to back in drawing order (zIndex, overlays); clips,
    /// content shapes, transforms and `allowsHitTesting(false)` are respected; hidden views
    /// and views at opacity 0 are not hit, as in SwiftUI.
    public func hitTestPath(_ point: CGPoint) -> [ViewNode]? {
        var p = point
        var candidates = Array(childrenInDrawingOrder.reversed())
        switch behavior {
        case is HiddenBehavior, is SpacerBehavior:
            return nil
        case let b as AllowsHitTestingBehavior where !b.enabled:
            return nil
        case let b as EffectBehavior:
            guard let mapped = Self.contentPoint(p, through: b.effect(frame, environment)) else { return nil }
            p = mapped
        case let b as any HitTestMapping:
            guard let mapped = b.contentPoint(for: p, node: self) else { return nil }
            p = mapped
        case is MaskBehavior:
            candidates = [children[0]]
        case let b as SecondaryLayerBehavior:
            candidates = b.inFront ? [children[1], children[0]] : [children[0], children[1]]
        case let b as ContentShapeBehavior where b.kinds.contains(.interaction):
            // The content shape is the hit area: inside it, deeper views still get first go.
            guard b.path(frame).storage.contains(Point(p), rule: b.eoFill ? .evenOdd : .nonZero) else { return nil }
            for child in candidates { if let path = child.hitTestPath(p) { return [self] + path } }
            return [self]
        default:
            break
        }
        if children.isEmpty {
            if let area = behavior as? any HitTestArea { return area.contains(p, node: self) ? [self] : nil }
            return frame.contains(p) ? [self] : nil
        }
        for child in candidates { if let path = child.hitTestPath(p) { return [self] + path } }
        return nil
    }

    /// The front-most view under `point`, if any.
    public func hitTest(_ point: CGPoint) -> ViewNode? { hitTestPath(point)?.last }

    /// A point in the drawing mapped into the content of an effect; `nil` if it cannot hit.
    private static func contentPoint(_ p: CGPoint, through effect: DisplayEffect?) -> CGPoint? {
        switch effect {
        case .none: return p
        case .opacity(let o)?: return o <= 0 ? nil : p
        case .transform(let t)?:
            let det = t.a * t.d - t.b * t.c
            return det == 0 ? nil : p.applying(t.inverted())
        case .projection(let h)?:
            var inverse = h
            return inverse.invert() ? p.applying(inverse) : nil
        case .clip(let path, let rule)?:
            return path.contains(Point(p), rule: rule) ? p : nil
        default:
            return p
        }
    }

    /// The outermost view with the explicit identity `id` (from `.id(_:)` or `ForEach`).
    public func node<ID: Hashable>(id: ID) -> ViewNode? {
        let key = ViewIdentity.Component.explicit(AnyHashable(id))
        if identity.path.contains(key) { return self }
        for child in children { if let n = child.node(id: id) { return n } }
        return nil
    }
}
