import Foundation
import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// Issue 25 item 8: `.task` on the virtual clock, `@FocusState`, `@AppStorage`/`@SceneStorage`,
/// the environment values iOS code reads, and the event API that has no pixels.
@Suite @MainActor struct StateAndEventsTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let green = Color(red: 0, green: 1, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    /// The colour at the centre of a 10 × 10 swatch.
    static func centre(_ p: PixelBuffer) -> SIMD4<UInt8> { p[p.width / 2, p.height / 2] }

    /// Blue, red after 0.5 s, green 0.3 s later — written as Apple's `.task` examples are.
    struct Sleeper: View {
        @State private var stage = 0
        var body: some View {
            Rectangle().fill(stage == 0 ? StateAndEventsTests.blue : stage == 1 ? StateAndEventsTests.red : StateAndEventsTests.green)
                .frame(width: 10, height: 10)
                .task {
                    try? await Task.sleep(for: .seconds(0.5))
                    stage = 1
                    try? await Task.sleep(nanoseconds: 300_000_000)
                    stage = 2
                }
        }
    }

    /// A task's work before its first suspension shows in a still.
    struct Loader: View {
        @State private var loaded = false
        var body: some View {
            Rectangle().fill(loaded ? StateAndEventsTests.red : StateAndEventsTests.blue).frame(width: 10, height: 10)
                .task(priority: .high) {
                    loaded = true
                    try? await Task.sleep(for: .seconds(10))
                    loaded = false
                }
        }
    }

    @Test func taskRunsToItsFirstSuspensionInAStill() {
        let p = ImageRenderer(content: Loader()).pixelBuffer
        #expect(Self.centre(p) == SIMD4(255, 0, 0, 255))
        // Before its deadline, a sleep never ends in a still.
        #expect(Self.centre(ImageRenderer(content: Sleeper()).pixelBuffer) == SIMD4(0, 0, 255, 255))
    }

    @Test func taskSleepWaitsOnTheVirtualClock() async throws {
        let frames = try await FrameSequence(Sleeper(), fps: 10, length: .duration(1.2)).render().frames
        let colours = frames.map(Self.centre)
        for k in 0...4 { #expect(colours[k] == SIMD4(0, 0, 255, 255), "frame \(k) is before the first deadline") }
        for k in 5...7 { #expect(colours[k] == SIMD4(255, 0, 0, 255), "frame \(k) is after 0.5 s") }
        for k in 8...12 { #expect(colours[k] == SIMD4(0, 255, 0, 255), "frame \(k) is after 0.8 s") }
        // Played until settled, the sequence waits for the sleeping task.
        let settled = try await FrameSequence(Sleeper(), fps: 10).render().frames
        #expect(settled.count >= 9 && Self.centre(settled.last!) == SIMD4(0, 255, 0, 255))
    }

    /// `task(id:)` restarts when the id changes.
    final class Model: ObservableObject { @Published var id = 0 }
    struct Restarting: View {
        @ObservedObject var model: Model
        @State private var shown = -1
        var body: some View {
            Rectangle().fill(shown == 1 ? StateAndEventsTests.red : StateAndEventsTests.blue).frame(width: 10, height: 10)
                .task(id: model.id) {
                    try? await Task.sleep(for: .seconds(0.2))
                    shown = model.id
                }
        }
    }

    @Test func taskWithIDRestartsWhenTheIDChanges() async throws {
        let model = Model()
        let seq = FrameSequence(Restarting(model: model), fps: 10, length: .duration(1),
                                events: [.perform(at: 0.5) { model.id = 1 }])
        let colours = try await seq.render().frames.map(Self.centre)
        #expect(colours[6] == SIMD4(0, 0, 255, 255), "0.6 s: the restarted task still sleeps")
        #expect(colours[7] == SIMD4(255, 0, 0, 255), "0.7 s: the restarted task set the new id")
    }

    enum Field: Hashable { case name, email }

    struct Form: View {
        @FocusState private var focus: Field?
        @FocusState private var plain: Bool
        let focusEmail: Bool
        var body: some View {
            VStack {
                TextField("Name", text: .constant("Ada")).focused($focus, equals: .name)
                TextField("Email", text: .constant("ada@example.com")).focused($plain)
            }
            .frame(width: 200)
            .onAppear { if focusEmail { plain = true } else { focus = .name } }
        }
    }

    @Test func focusStateDrawsTheFocusedFieldsCaret() throws {
        func png(_ v: some View) throws -> Data { try ImageRenderer(content: v.background(Color.white)).pngData() }
        let name = try png(Form(focusEmail: false))
        let email = try png(Form(focusEmail: true))
        let expectedName = try png(VStack {
            TextField("Name", text: .constant("Ada")).flipbookFocused()
            TextField("Email", text: .constant("ada@example.com"))
        }.frame(width: 200))
        let expectedEmail = try png(VStack {
            TextField("Name", text: .constant("Ada"))
            TextField("Email", text: .constant("ada@example.com")).flipbookFocused()
        }.frame(width: 200))
        #expect(name == expectedName)
        #expect(email == expectedEmail)
        #expect(name != email)
    }

    enum Theme: String { case light, dark }

    struct Settings: View {
        @AppStorage("flag") private var flag = false
        @AppStorage("theme") private var theme: Theme = .light
        @AppStorage("visits") private var visits = 0
        @AppStorage("nickname") private var nickname: String?
        @SceneStorage("tab") private var tab = 0
        var body: some View {
            HStack(spacing: 0) {
                Rectangle().fill(flag ? StateAndEventsTests.red : StateAndEventsTests.blue)
                Rectangle().fill(theme == .dark ? StateAndEventsTests.red : StateAndEventsTests.blue)
                Rectangle().fill(nickname == "Ada" ? StateAndEventsTests.red : StateAndEventsTests.blue)
                Rectangle().fill(tab == 2 ? StateAndEventsTests.red : StateAndEventsTests.blue)
            }
            .frame(width: 40, height: 10)
            .onAppear { visits += 1 }
        }
    }

    @Test func appStorageReadsTheRendersSeededStore() {
        let plain = ImageRenderer(content: Settings())
        let p = plain.pixelBuffer
        for i in 0..<4 { #expect(p[5 + 10 * i, 5] == SIMD4(0, 0, 255, 255), "unseeded swatch \(i) shows the default") }
        #expect(plain.graph.appStorage["visits"] as? Int == 1, "onAppear wrote through the wrapper")

        let seeded = ImageRenderer(content: Settings())
        seeded.graph.appStorage["flag"] = true
        seeded.graph.appStorage["theme"] = "dark"
        seeded.graph.appStorage["nickname"] = "Ada"
        seeded.graph.sceneStorage["tab"] = 2
        seeded.graph.appStorage["visits"] = 41
        let q = seeded.pixelBuffer
        for i in 0..<4 { #expect(q[5 + 10 * i, 5] == SIMD4(255, 0, 0, 255), "seeded swatch \(i)") }
        #expect(seeded.graph.appStorage["visits"] as? Int == 42)
        // A value of the wrong type reads as absent, as UserDefaults does.
        let wrong = ImageRenderer(content: Settings())
        wrong.graph.appStorage["flag"] = "yes"
        #expect(wrong.pixelBuffer[5, 5] == SIMD4(0, 0, 255, 255))
    }

    struct EnvironmentReader: View {
        @Environment(\.scenePhase) private var scenePhase
        @Environment(\.editMode) private var editMode
        @Environment(\.isSearching) private var isSearching
        @Environment(\.isFocused) private var isFocused
        var body: some View {
            let ok = scenePhase == .active && editMode?.wrappedValue.isEditing == true && !isSearching && !isFocused
            Rectangle().fill(ok ? StateAndEventsTests.red : StateAndEventsTests.blue).frame(width: 10, height: 10)
        }
    }

    /// Turns red in dark mode: resolved against the environment at the view.
    struct DarkRed: EnvironmentalModifier {
        func resolve(in environment: EnvironmentValues) -> some ViewModifier {
            Tint(colour: environment.colorScheme == .dark ? StateAndEventsTests.red : StateAndEventsTests.blue)
        }
        struct Tint: ViewModifier {
            let colour: Color
            func body(content: Content) -> some View { content.overlay(colour) }
        }
    }

    @Test func environmentValuesAndEnvironmentalModifiers() {
        let p = ImageRenderer(content: EnvironmentReader().environment(\.editMode, .constant(.active))).pixelBuffer
        #expect(Self.centre(p) == SIMD4(255, 0, 0, 255))
        let dark = ImageRenderer(content: Color.white.frame(width: 10, height: 10).modifier(DarkRed()).environment(\.colorScheme, .dark))
        #expect(Self.centre(dark.pixelBuffer) == SIMD4(255, 0, 0, 255))
        let light = ImageRenderer(content: Color.white.frame(width: 10, height: 10).modifier(DarkRed()))
        #expect(Self.centre(light.pixelBuffer) == SIMD4(0, 0, 255, 255))
    }

    final class Counter {
        var value = 0
        func set(_ v: Int, undo: UndoManager) {
            let old = value
            value = v
            undo.registerUndo(withTarget: self) { $0.set(old, undo: undo) }
        }
    }

    @Test func undoManagerUndoesAndRedoes() {
        let undo = UndoManager(), counter = Counter()
        counter.set(1, undo: undo)
        counter.set(2, undo: undo)
        undo.undo()
        #expect(counter.value == 1 && undo.canRedo)
        undo.undo()
        #expect(counter.value == 0 && !undo.canUndo)
        undo.redo()
        #expect(counter.value == 1)
        counter.set(5, undo: undo)
        #expect(!undo.canRedo, "a new change clears redo")
        #expect(EnvironmentValues().undoManager == nil)
    }

    struct Row: View, Equatable {
        let title: String
        var body: some View { Text(title).padding(4).background(StateAndEventsTests.blue.opacity(0.3)) }
    }

    /// Haptics, hover, drag and drop, keyboard, focus, help, system overlays, accessibility
    /// and navigation transitions have no pixels: applying them all changes no byte.
    @Test func apiWithoutPixelsChangesNothing() throws {
        @Namespace var ns
        let base = Row(title: "Inbox")
        let plain = try ImageRenderer(content: base).pngData()
        let decorated = base.equatable()
            .sensoryFeedback(.success, trigger: 1)
            .sensoryFeedback(.impact(weight: .heavy, intensity: 0.7), trigger: 1) { old, new in new > old }
            .sensoryFeedback(trigger: 1) { _, _ in .selection }
            .hoverEffect(.lift)
            .hoverEffect(.highlight, isEnabled: false)
            .onHover { _ in }
            .onContinuousHover { _ in }
            .draggable("Inbox")
            .dropDestination(for: String.self) { items, _ in !items.isEmpty }
            .keyboardShortcut("n", modifiers: [.command, .shift])
            .keyboardShortcut(.defaultAction)
            .onKeyPress(.return) { .handled }
            .onKeyPress(keys: [.upArrow, .downArrow]) { _ in .ignored }
            .focusable()
            .focusEffectDisabled()
            .help("Opens the inbox")
            .onOpenURL { _ in }
            .statusBarHidden()
            .persistentSystemOverlays(.hidden)
            .gesture(MagnifyGesture().onChanged { _ in })
            .simultaneousGesture(RotateGesture(), isEnabled: false)
            .gesture(AnyGesture(TapGesture()), name: "tap")
            .accessibilityRepresentation { Button("Inbox") {} }
            .accessibilityHeading(.h1)
            .accessibilityCustomContent("Unread", "3")
            .accessibilityAdjustableAction { _ in }
            .accessibilityLabel("Inbox", isEnabled: false)
            .accessibilityInputLabels(["Mail"])
            .speechSpellsOutCharacters()
            .accessibilityRotor("Unread") { AccessibilityRotorEntry("Inbox", id: 1, in: ns) }
            .accessibilityRotor(.headings, textRanges: [])
            .focusedObject(Model())
            .springLoadingBehavior(.enabled)
            .transaction { $0.animation = nil } body: { $0.opacity(1) }
            .matchedTransitionSource(id: "inbox", in: ns)
            .navigationTransition(.zoom(sourceID: "inbox", in: ns))
            .contentTransition(.numericText())
            .geometryGroup()
            .transition(.blurReplace)
            .modifier(EmptyModifier())
        #expect(try ImageRenderer(content: decorated).pngData() == plain)
    }
}
