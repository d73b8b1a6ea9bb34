import FlipbookRaster

/// A compositing group whose only content is another compositing group, reached through
/// opacities and 2D transforms of one child each — possibly many levels deep
/// (`.opacity(0.99).compositingGroup()` nested a hundred times).
///
/// WHY: each level opened a layer the size of its content and all stayed open at once (a
/// hundred 36 MB layers around a 3000² px view). Such a chain is drawn into ONE layer with the
/// same pixels: the inner group's layer covers exactly the outer one's pixels (both are sized
/// to the same content: ``DisplayListBounds/leafBounds(of:transform:)`` looks through
/// opacity, transforms and groups alike, and a link whose bounds differ ends the chain), so the
/// outer layer is nothing but the inner one composited source-over onto transparent pixels
/// with the opacity between them — which ``FlipbookRaster/Canvas/fadeLayer(_:)`` does in
/// place, with the same compositing routine, once per link.
/// Blend modes, clips, shadows and every other effect between two groups end the chain.
package struct GroupChain {
    /// The innermost group's children.
    package var children: [DisplayItem]
    /// The device transform the innermost group's children are drawn at.
    package var transform: Transform2D
    /// The opacity each link composites its inner layer with, outermost link first
    /// (the product of the opacities between the two groups, as the renderer multiplies them).
    package var fades: [Float]

    /// The chain under a compositing group with `children` at device transform `t`, or `nil`
    /// when its content is not (through opacities and transforms) a single group.
    package init?(_ children: [DisplayItem], transform t: Transform2D) {
        var items = children, transform = t, fades: [Float] = []
        var hint = DisplayListBounds.leafBounds(of: items, transform: transform)
        link: while true {
            var current = items, inner = transform, opacity: Float = 1
            while current.count == 1, case .effect(let effect, let kids) = current[0] {
                switch effect {
                case .opacity(let o):
                    opacity *= Float(max(0, min(1, o)))  // as DisplayListRenderer's opacity wrapper
                case .transform(let a):
                    inner = Transform2D(a).concatenating(inner)
                case .compositingGroup:
                    let innerHint = DisplayListBounds.leafBounds(of: kids, transform: inner)
                    guard innerHint == hint else { break link }
                    items = kids
                    transform = inner
                    fades.append(opacity)
                    hint = innerHint
                    continue link
                default:
                    break link
                }
                current = kids
            }
            break link
        }
        guard !fades.isEmpty else { return nil }
        self.children = items
        self.transform = transform
        self.fades = fades
    }
}
