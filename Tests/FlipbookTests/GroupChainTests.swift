import Foundation
import Testing
import Flipbook
import FlipbookCore
import FlipbookRaster

/// Issue 28: compositing groups whose only content is another group (a hundred nested
/// `.opacity(0.99).compositingGroup()`) share one layer instead of holding one each. The
/// collapsed render is compared pixel for pixel with a layer per group (the renderer's
/// `collapsesGroups` off) — the same bytes, not merely close.
@MainActor @Suite struct GroupChainTests {
    /// Overlapping translucent content (so flattening first matters), nested `levels` times in
    /// `.opacity(o).compositingGroup()`, with a scale and a rotation between some levels, over a
    /// coloured background with a blend mode outside the outermost group.
    func displayList(levels: Int, opacity: Double, blendOutside: Bool = true) -> DisplayList {
        var content = AnyView(ZStack {
            Circle().fill(Color.red.opacity(0.8)).frame(width: 50, height: 50).offset(x: -12)
            Circle().fill(Color.blue.opacity(0.6)).frame(width: 50, height: 50).offset(x: 12)
            Text("Ag").font(.system(size: 30)).foregroundStyle(.green)
        })
        for level in 0..<levels {
            var v = AnyView(content.opacity(opacity))
            if level % 3 == 1 { v = AnyView(v.scaleEffect(0.97)) }
            if level % 4 == 2 { v = AnyView(v.rotationEffect(.degrees(7))) }
            content = AnyView(v.compositingGroup())
        }
        let view = ZStack {
            Color.yellow
            content.blendMode(blendOutside ? .multiply : .normal)
        }
        .frame(width: 120, height: 90)
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        return renderer.displayList
    }

    func draw(_ list: DisplayList, collapsing: Bool) -> PixelBuffer {
        var canvas = FlipbookRaster.Canvas(width: 240, height: 180, background: .white)
        var renderer = DisplayListRenderer(scale: 2)
        renderer.collapsesGroups = collapsing
        renderer.render(list, into: &canvas)
        return canvas.makeImage()
    }

    /// The outermost compositing group in `items` (depth first).
    func outermostGroup(_ items: [DisplayItem], _ t: Transform2D = .scale(2, 2)) -> (children: [DisplayItem], transform: Transform2D)? {
        for item in items {
            guard case .effect(let e, let children) = item else { continue }
            if case .compositingGroup = e { return (children, t) }
            var inner = t
            if case .transform(let a) = e { inner = Transform2D(a).concatenating(t) }
            if let found = outermostGroup(children, inner) { return found }
        }
        return nil
    }

    @Test("collapsed group chains draw the same bytes as a layer per group", arguments: [(6, 0.8), (12, 0.93), (5, 1.0), (4, 0.3)])
    func collapsedMatchesUncollapsed(levels: Int, opacity: Double) throws {
        let list = displayList(levels: levels, opacity: opacity)
        let group = try #require(outermostGroup(list.items))
        let chain = try #require(GroupChain(group.children, transform: group.transform))
        // Every level below the outermost joined the chain.
        #expect(chain.fades.count == levels - 1)
        #expect(chain.fades.allSatisfy { $0 == Float(max(0, min(1, opacity))) })
        let separate = draw(list, collapsing: false)
        let collapsed = draw(list, collapsing: true)
        var differing = 0
        for y in 0..<separate.height {
            for x in 0..<separate.width where separate[x, y] != collapsed[x, y] { differing += 1 }
        }
        #expect(differing == 0, "\(differing) pixels differ")
        // Not a blank comparison: the centre shows the content multiplied onto yellow.
        let centre = collapsed[120, 90]
        #expect(centre != SIMD4(255, 255, 0, 255) && centre != SIMD4(255, 255, 255, 255), "\(centre)")
    }

    @Test("a blend mode, clip or blur between two groups ends the chain")
    func otherEffectsEndTheChain() {
        let shape = DisplayItem.shape(ShapeItem(path: BezierPath.rect(Rect(x: 0, y: 0, width: 10, height: 10)),
                                                paint: .solid(RGBA(1, 0, 0, 1)), fillRule: .nonZero))
        let inner = DisplayItem.effect(.compositingGroup, [shape])
        #expect(GroupChain([.effect(.opacity(0.5), [inner])], transform: .identity)?.fades == [0.5])
        #expect(GroupChain([.effect(.transform(.init(scaleX: 2, y: 2)), [.effect(.opacity(0.5), [inner])])], transform: .identity)?.fades == [0.5])
        #expect(GroupChain([.effect(.blendMode(.multiply), [inner])], transform: .identity) == nil)
        #expect(GroupChain([.effect(.blur(radius: 1), [inner])], transform: .identity) == nil)
        #expect(GroupChain([.effect(.clip(BezierPath.rect(Rect(x: 0, y: 0, width: 5, height: 5)), .nonZero), [inner])], transform: .identity) == nil)
        // Two children: the outer layer holds more than the inner one.
        #expect(GroupChain([inner, shape], transform: .identity) == nil)
        #expect(GroupChain([shape], transform: .identity) == nil)
    }

    @Test("a hundred nested groups count as one layer (and its copy) in the layer budget")
    func layerMemoryCountsTheChainOnce() {
        var item = DisplayItem.shape(ShapeItem(path: BezierPath.rect(Rect(x: 0, y: 0, width: 1000, height: 1000)),
                                               paint: .solid(RGBA(1, 0, 0, 1)), fillRule: .nonZero))
        for _ in 0..<100 { item = .effect(.compositingGroup, [.effect(.opacity(0.99), [item])]) }
        let frame = DisplayFrame(displayList: DisplayList(items: [item]), pixelWidth: 2000, pixelHeight: 2000, scale: 1, background: .white)
        let layer = 1001 * 1001 * 4  // the square grown by the one-pixel margin layers keep, within the canvas
        #expect(LayerMemory.peakBytes(frame) == 2 * layer)
    }
}
