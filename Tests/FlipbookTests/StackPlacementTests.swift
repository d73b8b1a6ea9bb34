import Testing
@testable import Flipbook
@testable import FlipbookCore

/// Stacks place children with the sizes they reported while the stack was sized: placing must
/// not re-share the stack's own (snapped) length and squeeze a child below its width.
@Suite @MainActor struct StackPlacementTests {
    func textFrames<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat) -> [String: CGRect] {
        let root = ViewLayout.layout(view, in: CGSize(width: w, height: h))
        var out: [String: CGRect] = [:]
        func walk(_ n: ViewNode) {
            if n.behavior.debugName.hasPrefix("Text(") { out[n.behavior.debugName] = n.frame }
            n.children.forEach(walk)
        }
        walk(root)
        return out
    }

    @Test func buttonsInARowInsideAColumnKeepTheirOneLineWidths() {
        let row = HStack(spacing: 12) {
            Button("Automatic") {}
            Button("Plain") {}.buttonStyle(.plain)
            Button("Bordered") {}.buttonStyle(.bordered)
        }
        let alone = textFrames(row, 340, 200)
        let inColumn = textFrames(VStack(spacing: 18) { Text("Title"); row }.frame(width: 340), 340, 200)
        // One line each (21 pt at body size), the same widths whether or not a VStack sized
        // to the row (244 pt) re-proposes it.
        let bordered = try! #require(inColumn["Text(\"Bordered\")"])
        #expect(bordered.height == 21)
        #expect(bordered.width == alone["Text(\"Bordered\")"]?.width)
        #expect(inColumn["Text(\"Automatic\")"]?.width == alone["Text(\"Automatic\")"]?.width)
    }

    @Test func aDividerSpansAColumnAtItsIdealWidth() {
        let column = VStack { Color.red.frame(width: 40, height: 4); Divider() }.fixedSize()
        let root = ViewLayout.layout(column, in: CGSize(width: 200, height: 100))
        var divider: CGRect?
        func walk(_ n: ViewNode) {
            if n.behavior.debugName.contains("Divider") { divider = n.frame }
            n.children.forEach(walk)
        }
        walk(root)
        #expect(divider?.width == 40)
    }
}
