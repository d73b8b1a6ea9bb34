import Flipbook
import FlipbookRaster
import Testing

/// `List(_:children:)` and `OutlineGroup` as iOS draws them at rest: every node collapsed,
/// only the top level shown, a node with children gets a trailing chevron in the tint
/// colour and is otherwise the same row as the flat list's.
@Suite @MainActor struct OutlineGroupTests {
    struct FileItem: Identifiable {
        let name: String
        var children: [FileItem]? = nil
        var id: String { name }
    }
    let tree = [FileItem(name: "Documents", children: [FileItem(name: "Report.pdf"), FileItem(name: "Notes.txt")]),
                FileItem(name: "Photo.jpg")]

    func render<V: View>(_ view: V) -> PixelBuffer {
        let r = ImageRenderer(content: view.frame(width: 390, height: 300))
        r.scale = 1
        return r.pixelBuffer
    }

    /// Where `a` and `b` differ: the count and the bounding box.
    func difference(_ a: PixelBuffer, _ b: PixelBuffer) -> (count: Int, minX: Int, minY: Int, maxY: Int, blue: Int) {
        var n = 0, minX = Int.max, minY = Int.max, maxY = -1, blue = 0
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] {
            n += 1; minX = min(minX, x); minY = min(minY, y); maxY = max(maxY, y)
            let p = a[x, y]
            if Int(p.z) > Int(p.x) + 80 { blue += 1 }
        } }
        return (n, minX, minY, maxY, blue)
    }

    func check(_ outline: PixelBuffer) {
        let flat = render(List { Text("Documents"); Text("Photo.jpg") })
        let d = difference(outline, flat)
        // The chevron only: trailing, within one 44-pt row, blue (the default tint).
        #expect(d.count > 20, "a chevron is drawn")
        #expect(d.minX >= 330, "only the trailing edge differs (from x \(d.minX))")
        #expect(d.maxY - d.minY < 44, "only one row has a chevron (rows \(d.minY)...\(d.maxY))")
        #expect(d.blue > 10, "the chevron is in the tint colour")
    }

    @Test func hierarchicalListDrawsTheTopLevelCollapsed() {
        check(render(List(tree, children: \.children) { Text($0.name) }))
    }

    @Test func outlineGroupInAListDrawsTheSame() {
        let list = render(List { OutlineGroup(tree, children: \.children) { item in Text(item.name) } })
        check(list)
        let byID = render(List(tree, id: \.name, children: \.children) { Text($0.name) })
        #expect(difference(list, byID).count == 0)
    }
}
