import Foundation
import Testing
import Flipbook

/// Every SwiftUI example of the seed documents, compiled with `import Flipbook` (the files
/// beside this one) and rendered in each of its states; the stills are goldens in
/// `Snapshots/seeds/`, each looked at. Besides the golden, each state checks the behaviour
/// that makes it that state (a pressed look differs from the idle one, a tap changes state).
@MainActor
@Suite(.serialized) struct SeedConformanceTests {
    init() { MomentsColors.register() }

    func host<V: View>(_ view: V, width: CGFloat? = nil, height: CGFloat? = nil,
                       scheme: ColorScheme = .light) -> ViewHost<some View> {
        let h = ViewHost(view.padding(16), proposedSize: ProposedViewSize(width: width, height: height), scale: 2)
        h.colorScheme = scheme
        h.background = scheme == .dark ? .black : .white
        return h
    }

    // MARK: Seed 000: styles intro

    @Test func myButtonStyleIdleAndPressed() {
        let h = host(MyButtonStyleExample())
        let idle = h.pixelBuffer
        SeedSnapshot.check(idle, "000-MyButtonStyle-idle")
        h.press(at: h.centre)
        let pressed = h.pixelBuffer
        SeedSnapshot.check(pressed, "000-MyButtonStyle-pressed")
        #expect(differ(pressed, idle), "isPressed must change the look (0.5 opacity, 0.8 scale)")
        #expect(h.release())
    }

    @Test func primitiveLongPressStyleTriggersAfterOneSecond() {
        let h = host(ContentView(), width: 240)
        SeedSnapshot.check(h.pixelBuffer, "000-MyPrimitiveButtonStyle-idle")
        // The button sits below the (empty) text: press the centre of the red button.
        let button = h.layout().hitTest(CGPoint(x: 136, y: h.centre.y + 10)) != nil
            ? CGPoint(x: 136, y: h.centre.y + 10) : h.centre
        h.press(at: button)
        h.wait(0.5)
        SeedSnapshot.check(h.pixelBuffer, "000-MyPrimitiveButtonStyle-pressing")
        h.wait(0.6)
        h.release()
        let done = h.pixelBuffer
        SeedSnapshot.check(done, "000-MyPrimitiveButtonStyle-triggered")
    }

    @Test func toggleStyle1OnThenOff() {
        let h = host(Example1())
        let on = h.pixelBuffer
        SeedSnapshot.check(on, "000-MyToggleStyle1-on")
        // The white knob sits at the trailing end of the 50-pt track while on.
        let f = h.layout().frame
        #expect(h.tap(at: CGPoint(x: f.maxX - 16 - 12, y: f.midY)))
        let off = h.pixelBuffer
        SeedSnapshot.check(off, "000-MyToggleStyle1-off")
        #expect(differ(off, on))
    }

    @Test func flipToggleOffAndOn() {
        let h = host(Example2())
        // One render settles: the effect's DispatchQueue.main.async runs before the next pass.
        let off = h.pixelBuffer
        SeedSnapshot.check(off, "000-FlipToggle-off")
        // Tap the map symbol (the label's top half); the gap between symbol and text is not
        // part of the label's shape, as in SwiftUI.
        let f = h.layout().frame
        #expect(h.tap(at: CGPoint(x: f.midX, y: f.midY - 12)))
        let on = h.pixelBuffer
        SeedSnapshot.check(on, "000-FlipToggle-on")
        #expect(differ(on, off))
    }

    // MARK: Seed 001: ToggleStyle.makeBody documentation

    @Test func redBorderWrapsTheBuiltInStyles() {
        let h = host(RedBorderToggles(), width: 260)
        SeedSnapshot.check(h.pixelBuffer, "001-RedBorder-off")
        let f = h.layout().frame
        // Tap the switch (trailing end of the first row), then the button toggle (second row).
        _ = h.tap(at: CGPoint(x: f.maxX - 16 - 16 - 25, y: f.minY + 16 + 16 + 15))
        _ = h.tap(at: CGPoint(x: f.midX, y: f.maxY - 16 - 16 - 15))
        SeedSnapshot.check(h.pixelBuffer, "001-RedBorder-on")
    }

    @Test func checklistToggles() {
        let h = host(ChecklistToggles())
        let before = h.pixelBuffer
        SeedSnapshot.check(before, "001-Checklist")
        let f = h.layout().frame
        #expect(h.tap(at: CGPoint(x: f.minX + 16 + 10, y: f.maxY - 16 - 10)))
        let after = h.pixelBuffer
        SeedSnapshot.check(after, "001-Checklist-second-on")
        #expect(differ(after, before))
    }

    // MARK: Seed 002: animation APIs and modifiers

    @Test func titleStyleAndIntroduction() {
        SeedSnapshot.check(host(Text("Hello").titleStyle()).pixelBuffer, "002-TitleStyle")
        // onAppear's withAnimation sets the opacity to 1: the still shows the text.
        SeedSnapshot.check(host(IntroductionView()).pixelBuffer, "002-IntroductionView")
        SeedSnapshot.check(host(ExpandingText(), width: 200).pixelBuffer, "002-ExpandingText")
    }

    // MARK: Seed 003: Moments

    @Test func stateExamples() {
        let h = host(StateExample.ContentView())
        SeedSnapshot.check(h.pixelBuffer, "003-State-age20")
        #expect(h.tap(at: h.centre))
        SeedSnapshot.check(h.pixelBuffer, "003-State-age21")

        let observed = host(ObservedObjectExample.ParentView())
        SeedSnapshot.check(observed.pixelBuffer, "003-ObservedObject")
        let app = EnvironmentObjectExample.MomentsApp()
        let window = try! #require(app.body.windowContent)
        let e = host(window)
        SeedSnapshot.check(e.pixelBuffer, "003-EnvironmentObject-age20")
        #expect(e.tap(at: e.centre))
        SeedSnapshot.check(e.pixelBuffer, "003-EnvironmentObject-age21")
        SeedSnapshot.check(host(BindingExample.ParentView()).pixelBuffer, "003-Binding-sheet-presenter")
    }

    @Test func likeToggleOffAndOn() {
        for scheme in [ColorScheme.light, .dark] {
            let h = host(LikeToggleDemo().padding(8), scheme: scheme)
            h.background = Color("background")
            let off = h.pixelBuffer
            SeedSnapshot.check(off, "003-LikeToggle-off-\(scheme)")
            #expect(h.tap(at: h.centre))
            let on = h.pixelBuffer
            SeedSnapshot.check(on, "003-LikeToggle-on-\(scheme)")
            #expect(differ(on, off))
        }
    }

    @Test func momentsTimeline() {
        for scheme in [ColorScheme.light, .dark] {
            let h = ViewHost(SwiftUIMomentsTimelineView(), proposedSize: ProposedViewSize(width: 390, height: 844), scale: 2)
            h.colorScheme = scheme
            SeedSnapshot.check(h.pixelBuffer, "003-MomentsTimeline-\(scheme)")
        }
    }

    // MARK: Seed 004: button styles

    @Test func buttonStyleGallery() {
        let h = host(ButtonStyleGallery(), width: 360)
        SeedSnapshot.check(h.pixelBuffer, "004-ButtonStyles")
        for (name, style) in [("RoundedRectangle", AnyButtonStyleRow.rounded), ("ShadowedLabel", .shadowedLabel)] {
            let row = host(style.view, width: 300)
            let idle = row.pixelBuffer
            SeedSnapshot.check(idle, "004-\(name)-idle")
            row.press(at: row.centre)
            let pressed = row.pixelBuffer
            SeedSnapshot.check(pressed, "004-\(name)-pressed")
            #expect(differ(pressed, idle))
            row.release()
        }
    }
}

/// Whether two stills differ (without printing a million bytes when they don't).
@MainActor func differ(_ a: PixelBuffer, _ b: PixelBuffer) -> Bool { a.bytes != b.bytes }

/// Single rows of the gallery, pressed on their own.
enum AnyButtonStyleRow {
    case rounded, shadowedLabel
    @MainActor var view: AnyView {
        switch self {
        case .rounded:
            return AnyView(Button("Rounded rectangle button style") {}.buttonStyle(RoundedRectangleButtonStyle()))
        case .shadowedLabel:
            return AnyView(Button("Rounded rectangle + shadow button style") {}.buttonStyle(RoundedRectangleWithShadowedLabelButtonStyle()))
        }
    }
}
