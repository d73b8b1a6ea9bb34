import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCore
import FlipbookRaster

/// Issues 25/26, state and events (events4): iOS 26/27 drag containers and reordering, custom
/// hover effects, pointer styles, gesture input kinds, camera-button and interaction-tag
/// modifiers, the newer accessibility forms, `searchFocused`, `statusBar(hidden:)`,
/// `labelsVisibility`, `SubscriptionView` and the iOS 13 preference-value forms.
@Suite @MainActor struct ModernEventsTests {
    struct Photo: Transferable, Identifiable, Hashable {
        var id: Int
        var name: String
    }

    struct FadeIn: CustomHoverEffect {
        func body(content: Content) -> some CustomHoverEffect {
            content.hoverEffect { effect, isActive, _ in
                effect.animation(.easeOut) { $0.opacity(isActive ? 1 : 0.5).scaleEffect(isActive ? 1.1 : 1) }
            }
        }
    }

    @MainActor final class Log { var values: [String] = [] }

    struct Tile: View {
        var body: some View {
            HStack(spacing: 4) {
                Text("Photo").padding(6).background(Color(red: 0, green: 0.5, blue: 1).opacity(0.4))
                Image(systemName: "star.fill")
            }
            .padding(4)
        }
    }

    /// Rows a reorder container and drag container wrap, with their ids.
    struct Rows: View {
        let photos = [Photo(id: 1, name: "Beach"), Photo(id: 2, name: "Forest")]
        var body: some View {
            VStack(spacing: 2) {
                ForEach(photos) { Text($0.name).frame(width: 80, height: 20).background(Color.yellow) }
            }
        }
    }

    struct DecoratedRows: View {
        let photos = [Photo(id: 1, name: "Beach"), Photo(id: 2, name: "Forest")]
        let log: Log
        @Namespace private var container
        var body: some View {
            VStack(spacing: 2) {
                ForEach(photos) { photo in
                    Text(photo.name).frame(width: 80, height: 20).background(Color.yellow)
                        .draggable(containerItemID: photo.id, containerNamespace: container)
                }
                .reorderable()
            }
            .reorderContainer(for: Photo.self) { difference in log.values.append("move \(difference.sources)") }
            .dragContainer(for: Photo.self, in: container) { ids in
                log.values.append("drag \(ids)")
                return photos.filter { ids.contains($0.id) }
            }
            .dragContainerSelection([1], containerNamespace: container)
        }
    }

    @Test func dragHoverPointerAndAccessibilityAPIChangeNoByte() throws {
        let plain = try ImageRenderer(content: Tile()).pngData()
        let log = Log()
        let photo = Photo(id: 1, name: "Beach")
        let decorated = Tile()
            .draggable(Photo.self, item: photo)
            .draggable(Photo.self, id: \.name, item: photo)
            .draggable(Photo.self) { photo }
            .draggable(Photo.self, id: \.name) { photo }
            .draggable(String.self) { "Beach" }
            .draggable(for: String.self, id: 7) { "Beach" }
            .dragConfiguration(DragConfiguration(allowMove: true))
            .onDragSessionUpdated { session in log.values.append("drag \(session.phase)") }
            .dropDestination(for: String.self) { items, session in log.values.append("drop \(items) \(session.itemsCount)") }
            .dropConfiguration { session in
                log.values.append("configure")
                return DropConfiguration(operation: session.suggestedOperation)
            }
            .onDropSessionUpdated { _ in log.values.append("drop session") }
            .hoverEffect(FadeIn(), in: nil)
            .hoverEffect(FadeIn(), in: nil, isEnabled: false)
            .hoverEffect { effect, isActive, _ in effect.offset(y: isActive ? -2 : 0) }
            .hoverEffectGroup()
            .pointerStyle(.link)
            .pointerStyle(.shape(Capsule(), size: CGSize(width: 20, height: 10)))
            .pointerVisibility(.hidden)
            .onCameraCaptureEvent { _ in log.values.append("camera") }
            .onCameraCaptureEvent(primaryAction: { _ in log.values.append("primary") },
                                  secondaryAction: { _ in log.values.append("secondary") })
            .interactionActivityTrackingTag("photo-tile")
            .invalidatableContent()
            .accessibilityScrollStatus("Page 1 of 3")
            .accessibilityDefaultFocus(AccessibilityFocusState<Bool>().projectedValue, true)
            .accessibility(selectionIdentifier: "tile")
            .previewContext(PreviewNamed())
        #expect(try ImageRenderer(content: decorated).pngData() == plain)
        let scrolling = Tile()
            .scrollInputBehavior(.disabled, for: .handGestureShortcut)
            .contentToolbar(for: .tabViewSidebar) { Button("Add Room") {} }
        #expect(try ImageRenderer(content: scrolling).pngData() == plain)

        let rows = try ImageRenderer(content: Rows()).pngData()
        #expect(try ImageRenderer(content: DecoratedRows(log: log)).pngData() == rows)
        #expect(log.values.isEmpty, "a render never drags, drops, hovers or presses a camera button: \(log.values)")
    }

    struct PreviewNamed: PreviewContext {
        subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { Key.defaultValue }
    }

    @Test func sessionAndReorderValuesHoldWhatTheyAreGiven() {
        let drag = DragSession(id: 4, phase: .ended(.move), location: CGPoint(x: 3, y: 5), draggedItemIndex: 1,
                               itemIDs: [1, 2, "x"])
        #expect(drag.draggedItemIDs(for: Int.self) == [1, 2])
        #expect(drag.draggedItemIDs(for: String.self) == ["x"])
        #expect(drag.phase == .ended(.move) && drag.draggedItemIndex == 1)
        let drop = DropSession(id: 5, phase: .entering, location: .zero, itemsCount: 2, localSession: drag)
        #expect(drop.localSession?.id == drag.id && drop.itemsCount == 2 && drop.suggestedOperation == .copy)
        let config = DragConfiguration(operationsWithinApp: .init(allowMove: true, allowDelete: true),
                                       operationsOutsideApp: .init())
        #expect(config.operationsWithinApp.allowDelete && !config.operationsOutsideApp.allowMove)
        #expect(DragConfiguration().operationsWithinApp == .init(allowCopy: true, allowMove: false))
        #expect(DropConfiguration(operation: .move).operation == .move)

        let difference = ReorderDifference<Int, ReorderableSingleCollectionIdentifier>(
            sources: [3, 1], destination: .init(collectionID: ReorderableSingleCollectionIdentifier(), position: .before(2)))
        #expect(difference.sources == [3, 1] && difference.destination.position == .before(2))

        let events = SpatialEventCollection([
            .init(id: .init(1), kind: .touch, location: CGPoint(x: 1, y: 2)),
            .init(id: .init(2), kind: .directPinch, location: CGPoint(x: 5, y: 6), phase: .ended, chirality: .left),
        ])
        #expect(events.count == 2 && events[.init(2)]?.chirality == .left && events[.init(3)] == nil)
        #expect(events.map(\.location.x) == [1, 5])

        #expect(GestureInputKinds.all.contains([.directTouch, .pencil, .pointer, .indirectTouch]))
        let group = HoverEffectGroup(id: "card", in: Namespace.make()).behavior(.followsGroup)
        #expect(group.behavior == .followsGroup)
    }

    @Test func inputKindsDecideWhetherAScriptedTouchTaps() {
        let log = Log()
        func host(_ kinds: GestureInputKinds) -> ViewHost<some View> {
            ViewHost(Color.red.frame(width: 40, height: 40)
                .onTapGesture(coordinateSpace: .local, inputKinds: kinds) { log.values.append("tap \(Int($0.x))") })
        }
        #expect(host(.all).tap(at: CGPoint(x: 10, y: 10)))
        #expect(host(.directTouch).tap(at: CGPoint(x: 12, y: 10)))
        #expect(!host([.pointer, .pencil]).tap(at: CGPoint(x: 14, y: 10)), "a scripted touch is a direct touch")
        #expect(log.values == ["tap 10", "tap 12"])

        // A view inside keeps its own gestures when the outer one leaves touches out.
        let inner = ViewHost(Color.blue.frame(width: 40, height: 40).onTapGesture { log.values.append("inner") }
            .onLongPressGesture(inputKinds: .pointer) { log.values.append("long") })
        #expect(inner.tap(at: CGPoint(x: 5, y: 5)))
        #expect(log.values.last == "inner")
    }

    struct SearchScreen: View {
        @FocusState private var isSearchFocused: Bool
        let focus: Bool
        var body: some View {
            NavigationStack {
                List { Text("Apples"); Text("Pears") }
                    .navigationTitle("Fruit")
                    .searchable(text: .constant(""))
                    .searchFocused($isSearchFocused)
                    .onAppear { if focus { isSearchFocused = true } }
            }
        }
    }

    @Test func aFocusedSearchFieldIsDrawnActive() throws {
        func png(_ v: some View) throws -> Data {
            let r = ImageRenderer(content: v.frame(width: 320, height: 240))
            r.background = .white
            return try r.pngData()
        }
        let unfocused = try png(SearchScreen(focus: false))
        let focused = try png(SearchScreen(focus: true))
        let idle = try png(NavigationStack {
            List { Text("Apples"); Text("Pears") }.navigationTitle("Fruit").searchable(text: .constant(""))
        })
        let active = try png(NavigationStack {
            List { Text("Apples"); Text("Pears") }.navigationTitle("Fruit")
                .searchable(text: .constant(""), isPresented: .constant(true))
        })
        #expect(unfocused == idle)
        #expect(focused == active)
        #expect(focused != unfocused)
    }

    @Test func statusBarHiddenLeavesTheDevicesStatusBarOut() throws {
        let device = DeviceScreen.iPhone15Pro
        func pixels(_ v: some View) -> PixelBuffer {
            let r = ImageRenderer(content: v)
            r.device = device
            r.deviceChrome = .screenshot
            r.background = .white
            return r.pixelBuffer
        }
        func inkInTimeArea(_ p: PixelBuffer) -> Int {
            // "9:41" sits in the left ear, about 30 pt down on Dynamic Island phones.
            var dark = 0
            for y in 18..<42 { for x in 30..<100 where p[x, y].x < 128 { dark += 1 } }
            return dark
        }
        let shown = pixels(Color.white)
        #expect(inkInTimeArea(shown) > 20, "the status bar's time is drawn")
        let hidden = pixels(Color.white.statusBarHidden())
        #expect(inkInTimeArea(hidden) == 0)
        #expect(pixels(VStack { Color.white.statusBar(hidden: true) }) == hidden)
        #expect(pixels(Color.white.statusBar(hidden: false)) == shown)
        // The home indicator stays.
        #expect(hidden[Int(device.size.width / 2), Int(device.size.height) - 10].x < 128)
    }

    @Test func labelsVisibilityHidesAndShowsControlLabels() throws {
        func png(_ v: some View) throws -> Data { try ImageRenderer(content: v.frame(width: 240).background(Color.white)).pngData() }
        let toggle = Toggle("Vibrate on Ring", isOn: .constant(true))
        #expect(try png(toggle.labelsVisibility(.hidden)) == png(toggle.labelsHidden()))
        #expect(try png(toggle.labelsVisibility(.visible)) == png(toggle))
        #expect(try png(toggle.labelsVisibility(.hidden)) != png(toggle))
    }

    struct Counter: View {
        @State private var count = 0
        var body: some View {
            SubscriptionView(content: Text("Count \(count)"), publisher: Just(5)) { count = $0 }
        }
    }

    struct Marker: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    @Test func subscriptionViewAndPreferenceFormsBehaveAsTheirModernSpellings() throws {
        func png(_ v: some View) throws -> Data { try ImageRenderer(content: v.background(Color.white)).pngData() }
        #expect(try png(Counter()) == png(Text("Count 5")))

        let base = Color.clear.frame(width: 60, height: 30).preference(key: Marker.self, value: 2)
        #expect(try png(base.overlayPreferenceValue(Marker.self) { Text("\($0)") })
                == png(base.overlayPreferenceValue(Marker.self, alignment: .center) { Text("\($0)") }))
        #expect(try png(base.backgroundPreferenceValue(Marker.self) { Color.red.frame(width: CGFloat($0) * 10) })
                == png(base.backgroundPreferenceValue(Marker.self, alignment: .center) { Color.red.frame(width: CGFloat($0) * 10) }))
    }
}
