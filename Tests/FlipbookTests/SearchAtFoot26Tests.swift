import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// iOS 26 puts an automatic search field at the iPhone screen's foot (SearchAtFoot26.swift).
/// iPhone 15 Pro: 852 pt tall, 59 pt status bar, 34 pt home indicator; the 49 pt bottom slot
/// (UIKit's toolbar height) is 769…818, the 44 pt capsule (estimate, as iOS 26's bar items)
/// centred in it at 771.5, 772 on the 1× pixel grid the layout snaps to; with a large title the list starts at 59 + 44 + 52 = 155.
@Suite @MainActor struct SearchAtFoot26Tests {
    func screen(_ placement: SearchFieldPlacement = .automatic, design26: Bool = true, tabs: Bool = false) -> AnyView {
        let stack = NavigationStack {
            List { Text("Apples"); Text("Pears") }.navigationTitle("Fruit")
                .searchable(text: .constant(""), placement: placement)
        }
        let root: AnyView = tabs ? AnyView(TabView { stack.tabItem { Label("Fruit", systemImage: "leaf") } }) : AnyView(stack)
        return AnyView(root.designRequiresCompatibility(!design26))
    }

    func frames(_ view: AnyView) throws -> (field: CGRect, list: CGRect) {
        let root = deviceRenderer(view).layout()
        let node = try #require(allNodes(root).first { $0.behavior is NavigationStackBehavior })
        let bar = node.behavior as! NavigationStackBehavior
        let list = try #require(allNodes(root).first { $0.behavior is ListBehavior })
        return (node.children[try #require(bar.slots.search)].frame, list.frame)
    }

    @Test func automaticFieldSitsAtTheFoot() throws {
        let (field, list) = try frames(screen())
        #expect(field == CGRect(x: 16, y: 772, width: 361, height: 44), "\(field)")
        #expect(list.minY == 155 && list.maxY == 769, "\(list)")
        let toolbar = try frames(screen(.toolbar)).field
        #expect(toolbar.minY == 772)
    }

    /// In the drawer under the large title (155…207, the field at 159 in iOS 26, 163 with iOS
    /// 18's 36 pt field) for `.navigationBarDrawer`, in iOS 18 and in a TabView.
    @Test func otherwiseInTheDrawer() throws {
        let drawer = try frames(screen(.navigationBarDrawer))
        #expect(drawer.field.minY == 159 && drawer.list.minY == 207, "\(drawer)")
        let old = try frames(screen(design26: false))
        #expect(old.field.minY == 163 && old.list.minY == 207, "\(old)")
        let tab = try frames(screen(tabs: true))
        #expect(tab.field.minY == 159, "\(tab)")
    }
}
