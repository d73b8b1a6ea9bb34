import Testing
import FlipbookRaster
import Flipbook

// The Moments seed's timeline reduced to its lifecycle: ScrollView + LazyVStack + ForEach +
// onAppear + environmentObject, with an `init(initialItems:)` the seed does not have, so
// both of SwiftUI's outcomes can be checked. The verbatim seeds are in
// Tests/SeedConformanceTests.

final class SeedUser: ObservableObject {
    @Published var age = 20
}

// Seed 003: ScrollView + LazyVStack + ForEach + onAppear + environmentObject.
final class SeedList: ObservableObject {
    @Published var listItems: [Int] = []
    func loadItems() { listItems = [1, 2, 3] }
}
struct SeedTimeline: View {
    @StateObject private var momentsList: SeedList
    init(initialItems: [Int] = []) {
        let list = SeedList()
        list.listItems = initialItems
        _momentsList = StateObject(wrappedValue: list)
    }
    @StateObject private var userDataStore = SeedUser()
    let axes: Axis.Set = .vertical
    var body: some View {
        ScrollView(axes, showsIndicators: true) {
            LazyVStack {
                ForEach(momentsList.listItems, id: \.self) { item in
                    Color.red.frame(width: 10, height: 10).ignoresSafeArea(.all)
                }.onAppear(perform: {
                    momentsList.loadItems()
                })
            }
        }.frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
        .background(Color.white)
        .ignoresSafeArea(.all)
        .environmentObject(userDataStore)
    }
}

@Suite @MainActor struct SeedTimelineLifecycleTests {
    @Test func scrollViewLoadsOnAppear() {
        // As in SwiftUI, onAppear on a ForEach applies to each row: with no rows yet it never
        // runs, and the seed's timeline stays empty.
        let empty = ImageRenderer(content: SeedTimeline())
        empty.proposedSize = ProposedViewSize(width: 50, height: 60)
        #expect(empty.layout().frame.size == CGSize(width: 50, height: 60))
        #expect(empty.pixelBuffer[25, 5] == SIMD4(255, 255, 255, 255))

        // With a first row, its appearance loads the rest before the still is drawn.
        let renderer = ImageRenderer(content: SeedTimeline(initialItems: [1]))
        renderer.proposedSize = ProposedViewSize(width: 50, height: 60)
        let img = renderer.pixelBuffer
        // Three 10-pt rows with 8-pt spacing from the top, centred across: x 20…30.
        #expect(img[25, 5] == SIMD4(0xFF, 0x3B, 0x30, 255) && img[25, 41] == SIMD4(0xFF, 0x3B, 0x30, 255))
        #expect(img[25, 55] == SIMD4(255, 255, 255, 255) && img[5, 5] == SIMD4(255, 255, 255, 255))
    }
}
