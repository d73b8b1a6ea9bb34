import FlipbookRaster

extension View {
    /// Extends the view under the unsafe area around it, as iOS 26's
    /// `backgroundExtensionEffect()`: on each edge where the view reaches the safe area and
    /// unsafe area lies beyond (a status bar, a home indicator, a sidebar or inspector that
    /// narrows the safe area), a copy of the view mirrored across that edge fills the band out
    /// to the screen's edge (the corners take copies mirrored across both edges), blurred
    /// (σ 10 points, an estimate) so it reads as background; the view itself is drawn sharp on
    /// top. Layout is unchanged. Without unsafe area around the view (a plain `ImageRenderer`
    /// has none) nothing is added.
    public func backgroundExtensionEffect() -> some View { modifier(BackgroundExtensionModifier(isEnabled: true)) }

    /// ``backgroundExtensionEffect()`` when `isEnabled`, the view alone otherwise.
    public func backgroundExtensionEffect(isEnabled: Bool) -> some View { modifier(BackgroundExtensionModifier(isEnabled: isEnabled)) }
}

struct BackgroundExtensionModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let isEnabled: Bool
    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior {
        BackgroundExtensionBehavior(isEnabled: isEnabled, extent: BackgroundExtent())
    }
}

/// The rectangle the copies reach, found at placement (the safe area is known only then).
final class BackgroundExtent: @unchecked Sendable {
    var rect: CGRect?
}

struct BackgroundExtensionBehavior: NodeBehavior {
    /// The blur over the mirrored copies, points.
    static let blurRadius: CGFloat = 10
    let isEnabled: Bool
    let extent: BackgroundExtent
    var debugName: String { "BackgroundExtension" }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        node.children[0].place(in: frame)
        extent.rect = isEnabled ? SafeAreaRegion.current.map { $0.expanded(frame, edges: .all) } : nil
    }

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        var content = DisplayListBuilder()
        node.children[0].draw(into: &content)
        let frame = node.frame
        guard let outer = extent.rect, !content.items.isEmpty,
              outer.minX < frame.minX || outer.minY < frame.minY || outer.maxX > frame.maxX || outer.maxY > frame.maxY else {
            list.items += content.items
            return
        }
        // The band outside the view: the outer rectangle minus the view's (even–odd).
        var band = FlipbookRaster.BezierPath.rect(Rect(x: outer.minX, y: outer.minY, width: outer.width, height: outer.height))
        band.addPath(FlipbookRaster.BezierPath.rect(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)))
        // Each neighbour is the view mirrored across the edges between it and the view. The
        // view itself is in the blurred group too, so the blur runs on across the seams.
        let xs: [CGFloat] = [-1, 0, 1].filter { $0 == 0 || ($0 < 0 ? outer.minX < frame.minX : outer.maxX > frame.maxX) }
        let ys: [CGFloat] = [-1, 0, 1].filter { $0 == 0 || ($0 < 0 ? outer.minY < frame.minY : outer.maxY > frame.maxY) }
        list.withEffect(.clip(band, .evenOdd)) { clipped in
            clipped.withEffect(.blur(radius: Self.blurRadius)) { blurred in
                for dy in ys {
                    for dx in xs {
                        if dx == 0 && dy == 0 { blurred.items += content.items; continue }
                        // x ↦ 2·edge − x across the crossed edge (identity along an uncrossed axis).
                        let tx = dx < 0 ? 2 * frame.minX : (dx > 0 ? 2 * frame.maxX : 0)
                        let ty = dy < 0 ? 2 * frame.minY : (dy > 0 ? 2 * frame.maxY : 0)
                        let mirror = CGAffineTransform(a: dx == 0 ? 1 : -1, b: 0, c: 0, d: dy == 0 ? 1 : -1, tx: tx, ty: ty)
                        blurred.withEffect(.transform(mirror)) { $0.items += content.items }
                    }
                }
            }
        }
        list.items += content.items
    }
}

// Reports its content's explicit alignment guides (see SameSizeWrapperBehavior).
extension BackgroundExtensionBehavior: SameSizeWrapperBehavior {}
