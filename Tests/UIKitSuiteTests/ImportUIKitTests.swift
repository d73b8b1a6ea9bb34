// Issue 24 item 11: files written for iOS that import UIKit, built unchanged on Linux against
// Flipbook's `UIKit` module. Nothing here names Flipbook. This file imports UIKit alone — the
// UIKit names, CoreGraphics' geometry and `CGImage` must all come through it.
import Testing
import UIKit

@MainActor
@Suite struct ImportUIKitTests {
  /// The screen, the device and a system colour as a current 3× iPhone simulator reports them.
  @Test func theSimulatorsValues() {
    #expect(UIScreen.main.scale == 3)
    #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
    #expect(UIDevice.current.model == "iPhone")
    #expect(UIDevice.current.userInterfaceIdiom == .phone)
    // systemGray5, light: #E5E5EA (Apple's published value).
    let gray = UIColor.systemGray5.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
    #expect(gray == UIColor(red: 0xE5 / 255, green: 0xE5 / 255, blue: 0xEA / 255, alpha: 1))
  }

  /// `UIView.animate` in a snapshot helper: the end state at once, the completion told it ran.
  @Test func blockAnimationsApplyTheirEndState() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var finished: Bool?
    UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.25 }, completion: { finished = $0 })
    #expect(view.alpha == 0.25)
    #expect(finished == true)
    UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                   options: [.curveEaseOut], animations: { view.isHidden = true })
    #expect(view.isHidden)
  }

  /// The haptic generators views call from their actions exist and, as on a simulator, do
  /// nothing observable.
  @Test func feedbackGeneratorsAreSilent() {
    let impact = UIImpactFeedbackGenerator(style: .heavy)
    impact.prepare()
    impact.impactOccurred()
    impact.impactOccurred(intensity: 0.6)
    UINotificationFeedbackGenerator().notificationOccurred(.success)
    UISelectionFeedbackGenerator().selectionChanged()
    #expect(impact.style == .heavy)
    #expect(UIImpactFeedbackGenerator().style == .medium)
  }
}

@MainActor
@Suite struct UIApplicationTests {
  /// A link button's action as views write it: nothing opens under test, the URL is kept, and
  /// the answer is a simulator's (web URLs have Safari; an unregistered scheme has no app).
  @Test func openingAURLIsRecorded() async {
    let app = UIApplication.shared
    let before = app.openedURLs.count
    var opened: Bool?
    app.open(URL(string: "https://example.com/help")!, options: [:]) { opened = $0 }
    #expect(opened == true)
    #expect(await app.open(URL(string: "myapp://x")!) == false)
    #expect(app.openedURLs.suffix(2).map(\.absoluteString) == ["https://example.com/help", "myapp://x"])
    #expect(app.openedURLs.count == before + 2)
    #expect(app.canOpenURL(URL(string: UIApplication.openSettingsURLString)!))
    #expect(app.applicationState == .active)
  }
}

@MainActor
@Suite struct HostingSizeThatFitsTests {
  /// `sizeThatFits(in:)` lays out at the screen's 3×: a 10.4-point-tall view measures on the
  /// third-of-a-point grid (31 pixels: 10⅓), not rounded to whole points (10) as a 1× layout
  /// would; a line-height modifier that pads by fractions keeps them (found running
  /// ACKategories' `font(_:lineHeight:textStyle:)`: 49 pt where its lines and paddings add to 48.2).
  @Test func measuresOnTheScreensPixelGrid() {
    let size = UIHostingController(rootView: Color.red.frame(width: 10, height: 10.4)).sizeThatFits(in: CGSize(width: 390, height: 844))
    #expect(abs(size.height - 31.0 / 3) < 1e-9, "\(size)")
    #expect(size.width == 10)
  }
}
