import Testing
import FlipbookRaster
import Flipbook

/// Behaviour of the seeds' own code (the verbatim types beside this file), checked by pixel,
/// size and state: what makes each golden in Snapshots/seeds the state it claims to be.

/// A host on a white background at scale 1.
@MainActor private func whiteHost<V: View>(_ view: V) -> ViewHost<V> {
    let host = ViewHost(view)
    host.background = .white
    return host
}

/// Counts a button's actions.
private final class Taps { var count = 0; func bump() { count += 1 } }

@Suite @MainActor struct SeedStyleBehaviourTests {
    @Test func myButtonStyleShrinksAndFadesWhilePressed() {
        let host = whiteHost(Button("Tap Me!") {}.buttonStyle(MyButtonStyle(color: .blue)).padding(10))
        host.scale = 2
        let idle = host.pixelBuffer
        // Padding 10, then the blue rounded rect (corner 5): 4 pt in is solid blue.
        #expect(idle[2 * 14, idle.height / 2] == SIMD4(0x00, 0x7A, 0xFF, 255))
        host.press(at: CGPoint(x: 40, y: 30))
        let pressed = host.pixelBuffer
        // Scaled to 0.8, the left edge moves in by 10% of the width: x = 14 is now outside.
        #expect(pressed[2 * 14, pressed.height / 2][0] > 200, "white (or near) where blue was: \(pressed[28, pressed.height / 2])")
        host.release()
    }

    @Test func roundedRectangleStyleWithInnerButtonComposesWithShadowStyle() {
        let taps = Taps()
        let host = whiteHost(Button("Rounded rectangle + shadow button style", action: taps.bump)
            .buttonStyle(Revised.RoundedRectangleButtonStyle())
            .buttonStyle(ShadowButtonStyle())
            .frame(width: 360))
        host.scale = 2
        let root = host.layout()
        // Yellow background: 16 pt padding around the label row.
        #expect(host.pixelBuffer[2 * 4, Int(root.frame.height)] == SIMD4(0xFF, 0xCC, 0x00, 255))
        // The inner button ignores hits; the tap goes to the original button.
        #expect(host.tap(at: CGPoint(x: root.frame.midX, y: root.frame.midY)))
        #expect(taps.count == 1)
    }

    @Test func shadowedLabelStyleRendersPressedAndIdle() {
        let host = whiteHost(Button("Rounded rectangle + shadow button style") {}
            .buttonStyle(RoundedRectangleWithShadowedLabelButtonStyle()).frame(width: 360))
        host.scale = 2
        let idle = host.pixelBuffer
        host.press(at: CGPoint(x: 180, y: 20))
        #expect(host.pixelBuffer != idle)
        // Scaled to 0.95 about the centre: the yellow's left edge (x = 0) moves in by 9 pt.
        #expect(host.pixelBuffer[2 * 4, idle.height / 2] == SIMD4(255, 255, 255, 255))
        #expect(idle[2 * 4, idle.height / 2] == SIMD4(0xFF, 0xCC, 0x00, 255))
    }

    @Test func tappingTheBirthdayButtonCountsUp() {
        let host = ViewHost(StateExample.ContentView())
        #expect(host.layout().treeDescription.contains("现在几岁: 20"))
        let f = host.layout().frame
        #expect(host.tap(at: CGPoint(x: f.midX, y: f.midY)))
        #expect(host.tap(at: CGPoint(x: f.midX, y: f.midY)))
        #expect(host.layout().treeDescription.contains("现在几岁: 22"))
    }

    @Test func tappingTheKnobFlipsTheTrackColourWithAnAnimation() {
        let host = ViewHost(Example1())
        let size = host.layout().frame.size
        // The 50×25 track is trailing; on, the knob (21×19 plus 4 pt padding) is at its right.
        let trackLeft = CGPoint(x: size.width - 50 + 3, y: size.height / 2)
        #expect(host.pixelBuffer[Int(trackLeft.x), Int(trackLeft.y)] == SIMD4(0x34, 0xC7, 0x59, 255))
        #expect(host.tap(at: CGPoint(x: size.width - 15, y: size.height / 2)), "tap the knob")
        #expect(host.graph.lastTransaction.animation != nil, "the toggle happened inside withAnimation")
        // Off: red track, the knob moved to the leading end, so the trailing end shows red.
        #expect(host.pixelBuffer[Int(size.width) - 3, Int(size.height / 2)] == SIMD4(0xFF, 0x3B, 0x30, 255))
    }
}

@Suite @MainActor struct SeedEnvironmentBehaviourTests {
    @Test func titleStyleIsAModifiedContentAndDrawsPurple() {
        let view = Text("Hello").titleStyle()
        #expect("\(type(of: Text("Hello").modifier(TitleStyle())))" == "ModifiedContent<Text, TitleStyle>")
        // Seed 002's other check: font and foregroundColor on a Text give a Text.
        let text = Text("Hello")
        let fontModified = text.font(.largeTitle)
        let colorModified = fontModified.foregroundColor(.purple)
        #expect("\(type(of: colorModified))" == "Text")
        let img = ImageRenderer(content: view.background(Color.white)).pixelBuffer
        #expect(img.height > 34, "largeTitle is 34 pt")
        var purple = 0
        for y in 0..<img.height { for x in 0..<img.width where img[x, y] == SIMD4(0xAF, 0x52, 0xDE, 255) { purple += 1 } }
        #expect(purple > 20, "the glyphs are drawn in purple")
    }

    @Test func onAppearStateShowsInTheStill() {
        let renderer = ImageRenderer(content: IntroductionView())
        let img = renderer.pixelBuffer
        var dark = 0
        for y in 0..<img.height { for x in 0..<img.width where img[x, y].w > 200 { dark += 1 } }
        #expect(dark > 20, "onAppear set the opacity to 1 before the still was drawn")
        #expect(renderer.graph.lastTransaction.animation == .easeIn(duration: 1.0))
    }

    @Test func appStructBuildsItsWindowAndTheEnvironmentObjectArrives() throws {
        let app = EnvironmentObjectExample.MomentsApp()
        let window = app.body
        let renderer = ImageRenderer(content: window.windowContent!)
        _ = try renderer.pngData()
        #expect(renderer.graph.errors.isEmpty)
        #expect(renderer.pixelBuffer.width > 100, "the child's text reads the object")

        let willSet = ManualNotifyExample.UserObservableObject()
        var heard = 0
        let token = willSet.objectWillChange.sink { heard += 1 }
        willSet.age += 1
        willSet.name = "x"
        #expect(heard == 1)
        _ = token
    }

    @Test func sheetShowsThePresenter() {
        let presenter = ViewLayout.layoutFitting(BindingExample.ParentView())
        let plain = ViewLayout.layoutFitting(VStack { Text("父 View") })
        #expect(presenter.frame.size == plain.frame.size)
    }

    @Test func profileHeaderFillsItsWidth() {
        let header = SwiftUIUserProfileListItemView(
            viewModel: UserProfileListItemViewModel(name: "Name", avatarURL: nil, backgroundImageURL: nil),
            isDragging: .constant(false))
        let root = ViewLayout.layout(header, in: CGSize(width: 300, height: 400))
        #expect(root.frame.size == CGSize(width: 300, height: 350))
    }
}
