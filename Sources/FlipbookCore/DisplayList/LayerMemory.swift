import FlipbookRaster

/// How many bytes of offscreen layers a frame holds at once when rasterised: the layers of
/// nested compositing groups, blurs, masks, colour effects, 3D effects, backdrops and shadows
/// along the deepest path, each the size of its content within the canvas (as
/// ``DisplayListRenderer`` sizes them), 4 bytes a pixel.
///
/// WHY: a hundred nested `compositingGroup`s around a 3000² px view held a hundred 36 MB layers
/// at once (3.7 GB), and the 1,024-deep nesting limit would allow ten times that. The scene
/// renderer refuses a frame beyond ``budget`` up front, naming the effects and the fix.
/// Groups whose only content is another group are counted as the one layer they are drawn
/// into (``GroupChain``).
package enum LayerMemory {
    /// The most layer bytes a scene frame may hold at once (with the canvas itself, a 16000²
    /// canvas's 1 GB plus this stays within 2 GB).
    package static let budget = 768 << 20

    /// The peak layer bytes of `frame`.
    package static func peakBytes(_ frame: DisplayFrame) -> Int {
        let canvas = PixelRect(x: 0, y: 0, width: frame.pixelWidth, height: frame.pixelHeight)
        let s = Double(frame.scale)
        return peak(frame.displayList.items, .scale(s, s), canvas)
    }

    private static func peak(_ items: [DisplayItem], _ t: Transform2D, _ canvas: PixelRect) -> Int {
        var most = 0
        for item in items { most = max(most, peak(item, t, canvas)) }  // siblings one after another
        return most
    }

    private static func peak(_ item: DisplayItem, _ t: Transform2D, _ canvas: PixelRect) -> Int {
        guard case .effect(let effect, let children) = item else { return 0 }
        func layer(_ count: Int = 1) -> Int {
            let b = DisplayListBounds.deviceBounds(of: children, transform: t).intersection(canvas)
            return b.isEmpty ? 0 : count * b.width * b.height * 4
        }
        switch effect {
        case .transform(let a):
            return peak(children, Transform2D(a).concatenating(t), canvas)
        case .opacity, .blendMode, .clip:
            return peak(children, t, canvas)
        case .compositingGroup:
            // A chain of groups of one group each is one layer, plus a copy while each link's
            // opacity is applied (GroupChain).
            if let chain = GroupChain(children, transform: t) {
                return max(layer() + peak(chain.children, chain.transform, canvas), layer(2))
            }
            return layer() + peak(children, t, canvas)
        case .shadow, .colorMatrix, .projection, .backdrop:
            return layer() + peak(children, t, canvas)
        case .blur:
            // A blur's layer and its blurred copy.
            return layer(2) + peak(children, t, canvas)
        case .mask(let maskItems):
            // The content, then the mask drawn beside it.
            return layer(2) + max(peak(children, t, canvas), peak(maskItems, t, canvas))
        }
    }
}
