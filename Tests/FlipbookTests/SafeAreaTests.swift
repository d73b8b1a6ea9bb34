import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// A renderer of `view` as the full screen of `device` at scale 1, white behind, no chrome.
@MainActor func deviceRenderer<V: View>(_ view: V, _ device: DeviceScreen = .iPhone15Pro, chrome: DeviceChrome = [],
                                        scheme: ColorScheme = .light) -> ImageRenderer<V> {
    let r = ImageRenderer(content: view)
    r.device = device
    r.deviceChrome = chrome
    r.background = .white
    r.colorScheme = scheme
    return r
}

/// Frames of every `Color` leaf, in declaration order, laid out on `device`.
@MainActor func deviceColorFrames<V: View>(_ view: V, _ device: DeviceScreen = .iPhone15Pro) -> [CGRect] {
    var out: [CGRect] = []
    func walk(_ n: ViewNode) {
        if n.behavior is ColorBehavior { out.append(n.frame) }
        n.children.forEach(walk)
    }
    walk(deviceRenderer(view, device).layout())
    return out
}

@Suite @MainActor struct SafeAreaTests {
    @Test func devicesHaveTheirScreensAndInsets() {
        let d = DeviceScreen.iPhone15Pro
        #expect(d.size == CGSize(width: 393, height: 852))
        #expect(d.safeAreaInsets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(DeviceScreen.iPhone15ProMax.size == CGSize(width: 430, height: 932))
        #expect(DeviceScreen.iPhone16Pro.size == CGSize(width: 402, height: 874))
        #expect(DeviceScreen.iPhone16Pro.safeAreaInsets.top == 62)
        #expect(DeviceScreen.iPhone8.safeAreaInsets == EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        #expect(DeviceScreen.named("iPhone13") == .iPhone13)
        #expect(DeviceScreen.named("iPhone99") == nil)
        // Every name is unique, so the scene format's "device" finds one screen.
        #expect(Set(DeviceScreen.all.map(\.name)).count == DeviceScreen.all.count)
    }

    @Test(arguments: [DeviceScreen.iPhone15Pro, .iPhone16ProMax, .iPhone13Mini, .iPhoneSE])
    func flexibleContentFillsTheSafeAreaOnly(device: DeviceScreen) {
        let frames = deviceColorFrames(Color.red, device)
        #expect(frames == [device.safeRect])
    }

    @Test func smallContentIsCentredInTheSafeArea() {
        let frames = deviceColorFrames(Color.red.frame(width: 100, height: 100))
        // Safe area 393 × 759 from y 59: its middle is at (196.5, 438.5); at scale 1 the origin snaps to whole points.
        #expect(frames == [CGRect(x: 147, y: 389, width: 100, height: 100)])
    }

    @Test func ignoresSafeAreaReachesTheScreenEdges() {
        #expect(deviceColorFrames(Color.red.ignoresSafeArea()) == [CGRect(x: 0, y: 0, width: 393, height: 852)])
        #expect(deviceColorFrames(Color.red.ignoresSafeArea(edges: .top)) == [CGRect(x: 0, y: 0, width: 393, height: 818)])
        #expect(deviceColorFrames(Color.red.edgesIgnoringSafeArea(.bottom)) == [CGRect(x: 0, y: 59, width: 393, height: 793)])
        // Only a view that reaches the safe edge grows: a centred square stays put.
        #expect(deviceColorFrames(Color.red.frame(width: 100, height: 100).ignoresSafeArea())
                == [CGRect(x: 147, y: 389, width: 100, height: 100)])
        // The keyboard region alone changes nothing.
        #expect(deviceColorFrames(Color.red.ignoresSafeArea(.keyboard)) == [DeviceScreen.iPhone15Pro.safeRect])
    }

    @Test func colourBackgroundReachesUnderTheStatusBarButAColourViewDoesNot() {
        let content = VStack { Text("Hi"); Spacer() }.frame(maxWidth: .infinity)
        let behind = deviceRenderer(content.background(Color.red)).pixelBuffer
        #expect(near(behind[200, 1], SIMD4(255, 59, 48, 255)) || near(behind[200, 1], SIMD4(255, 0, 0, 255)))
        #expect(behind[200, 1] != SIMD4(255, 255, 255, 255))
        #expect(behind[200, 851] == behind[200, 1])
        let plain = deviceRenderer(Color.red).pixelBuffer
        #expect(plain[200, 1] == SIMD4(255, 255, 255, 255))
        #expect(plain[200, 60] != SIMD4(255, 255, 255, 255))
        // The view form with a non-Color view stays inside, as SwiftUI's.
        let shape = deviceRenderer(content.background(Rectangle().fill(Color.red))).pixelBuffer
        #expect(shape[200, 1] == SIMD4(255, 255, 255, 255))
        // `background(_:ignoresSafeAreaEdges:)` with no edges stays inside too.
        let none = deviceRenderer(content.background(.red, ignoresSafeAreaEdges: [])).pixelBuffer
        #expect(none[200, 1] == SIMD4(255, 255, 255, 255))
    }

    @Test func safeAreaInsetShrinksTheContentAndItsBackgroundRunsUnder() {
        let view = Color.red.safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50) }
        let frames = deviceColorFrames(view)
        #expect(frames == [CGRect(x: 0, y: 59, width: 393, height: 709), CGRect(x: 0, y: 768, width: 393, height: 50)])
        let spaced = deviceColorFrames(Color.red.safeAreaInset(edge: .top, spacing: 10) { Color.blue.frame(height: 40) })
        #expect(spaced == [CGRect(x: 0, y: 109, width: 393, height: 709), CGRect(x: 0, y: 59, width: 393, height: 40)])
        // Content that ignores the safe area reaches under the inset to the screen's edge.
        let under = deviceColorFrames(Color.red.ignoresSafeArea().safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50) })
        #expect(under[0] == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func safeAreaPaddingPadsAndLetsIgnoringViewsThrough() {
        #expect(deviceColorFrames(Color.red.safeAreaPadding(20)) == [CGRect(x: 20, y: 79, width: 353, height: 719)])
        #expect(deviceColorFrames(Color.red.ignoresSafeArea().safeAreaPadding(20)) == [CGRect(x: 0, y: 0, width: 393, height: 852)])
    }

    @Test func geometryProxyReportsTheInsetsItReaches() {
        var inside = EdgeInsets(top: -1), outside = EdgeInsets(top: -1)
        _ = deviceRenderer(GeometryReader { g in Color.clear.onAppear { inside = g.safeAreaInsets } }).layout()
        _ = deviceRenderer(GeometryReader { g in Color.clear.onAppear { outside = g.safeAreaInsets } }.ignoresSafeArea()).layout()
        #expect(inside == EdgeInsets())
        #expect(outside == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        var none = EdgeInsets(top: -1)
        let plain = ImageRenderer(content: GeometryReader { g in Color.clear.onAppear { none = g.safeAreaInsets } }.ignoresSafeArea())
        plain.proposedSize = ProposedViewSize(width: 100, height: 100)
        _ = plain.layout()
        #expect(none == EdgeInsets())
    }

    @Test func statusBarAndHomeIndicatorDrawInInkOfTheScheme() {
        let light = deviceRenderer(Color.clear, chrome: .screenshot).pixelBuffer
        // The home indicator: 134 × 5 centred, 8 pt above the bottom (y 839…844).
        #expect(light[196, 841] == SIMD4(0, 0, 0, 255))
        #expect(light[196, 836] == SIMD4(255, 255, 255, 255))
        #expect(light[196 - 70, 841] == SIMD4(255, 255, 255, 255))
        let dark = deviceRenderer(Color.clear, chrome: .screenshot, scheme: .dark)
        dark.background = .black
        let d = dark.pixelBuffer
        #expect(d[196, 841] == SIMD4(255, 255, 255, 255))
        // Some of the status bar's ink lies in the left ear and some in the right one.
        func inked(_ p: PixelBuffer, _ xs: Range<Int>) -> Bool {
            xs.contains { x in (18...42).contains { y in p[x, y] != SIMD4(255, 255, 255, 255) } }
        }
        #expect(inked(light, 40..<100))
        #expect(inked(light, 300..<380))
        #expect(!inked(light, 150..<240))
    }

    @Test func screenMaskRoundsTheCornersAndDrawsTheIsland() {
        let r = deviceRenderer(Color.red.ignoresSafeArea(), chrome: .screenMask)
        r.background = .clear
        let p = r.pixelBuffer
        #expect(p[1, 1][3] == 0)
        #expect(p[196, 400] == SIMD4(255, 59, 48, 255) || p[196, 400][0] > 200)
        #expect(p[196, 29] == SIMD4(0, 0, 0, 255))
    }
}
