import Testing
import FlipbookRaster
import Flipbook

/// The seed's long-press primitive style (000): @GestureState driven by `updating`.
private struct MyPrimitiveButtonStyle: PrimitiveButtonStyle {
    var color: Color

    func makeBody(configuration: PrimitiveButtonStyle.Configuration) -> some View {
        MyButton(configuration: configuration, color: color)
    }

    struct MyButton: View {
        @GestureState private var pressed = false

        let configuration: PrimitiveButtonStyle.Configuration
        let color: Color

        var body: some View {
            let longPress = LongPressGesture(minimumDuration: 1.0, maximumDistance: 0.0)
                .updating($pressed) { value, state, _ in state = value }
                .onEnded { _ in
                    self.configuration.trigger()
                }

            return configuration.label
                .foregroundColor(.white)
                .padding(15)
                .background(RoundedRectangle(cornerRadius: 5).fill(color))
                .compositingGroup()
                .shadow(color: .black, radius: 3)
                .opacity(pressed ? 0.5 : 1.0)
                .scaleEffect(pressed ? 0.8 : 1.0)
                .gesture(longPress)
        }
    }
}

/// The seed's composable primitive styles (004).
private struct DoubleTapStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .onTapGesture(count: 2, perform: configuration.trigger)
    }
}

private struct SwipeButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .gesture(
                DragGesture()
                    .onEnded { _ in
                        configuration.trigger()
                    }
            )
    }
}

private struct YellowStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.background(configuration.isPressed ? Color.black : Color.yellow)
    }
}

private struct PlainNoTapStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .buttonStyle(PlainButtonStyle())
            .allowsHitTesting(false)
            .contentShape(Rectangle())
    }
}

@Suite @MainActor struct GestureTests {
    @Test func longPressStyleShowsGestureStateWhilePressedAndTriggersAfterTheDuration() {
        let counter = Counter()
        let host = ViewHost(Button(action: counter.bump) { Color.clear.frame(width: 30, height: 10) }
            .buttonStyle(MyPrimitiveButtonStyle(color: .red)).padding(10))
        // 10 pt outer padding, then the red 60×40 rounded rectangle.
        let idle = host.pixelBuffer
        #expect(idle[10 + 7, 10 + 20] == SIMD4(0xFF, 0x3B, 0x30, 255))
        host.press(at: CGPoint(x: 40, y: 30))
        let pressed = host.pixelBuffer
        // Scaled to 0.8 about the centre the fill starts 6 pt further in; half opacity.
        #expect(pressed[10 + 3, 10 + 20][3] < 40, "left edge moved in: \(pressed[13, 30])")
        // Per leaf, as SwiftUI: the black shadow at 0.5 under the red at 0.5 → alpha 0.75.
        #expect(near(pressed[40, 30], SIMD4(128, 30, 24, 191), 2), "red at 0.5 over its shadow: \(pressed[40, 30])")
        host.wait(0.5)
        #expect(!host.release(), "released before a second: no trigger")
        #expect(counter.count == 0)
        let reset = host.pixelBuffer == idle
        #expect(reset, "the gesture state went back to false")
        host.press(at: CGPoint(x: 40, y: 30))
        host.wait(1.0)
        // As in SwiftUI the long press ends once held a second, finger still down: the
        // action runs and the gesture state is back to false before the release.
        #expect(counter.count == 1)
        let afterDuration = host.pixelBuffer == idle
        #expect(afterDuration)
        #expect(host.release(), "something responded during the touch")
        #expect(counter.count == 1)
        let released = host.pixelBuffer == idle
        #expect(released)
    }

    @Test func primitiveStylesComposeThroughButtonConfiguration() {
        let counter = Counter()
        let host = ViewHost(Button(action: counter.bump) { Color.red.frame(width: 100, height: 20) }
            .buttonStyle(DoubleTapStyle())
            .buttonStyle(SwipeButtonStyle()))
        // Innermost is the default button: a plain tap still works (the seed's "side effect").
        #expect(host.tap(at: CGPoint(x: 50, y: 10)))
        #expect(counter.count == 1)
        // A swipe that ends outside the button triggers through SwipeButtonStyle's drag.
        host.press(at: CGPoint(x: 50, y: 10))
        host.move(to: CGPoint(x: 90, y: 60))
        #expect(host.release())
        #expect(counter.count == 2)
    }

    @Test func aButtonStyleFurtherOutDrawsTheComposedPrimitiveButton() {
        // The seed's "Primitive + button style": the swipe style's Button(configuration) is drawn
        // by the outer ButtonStyle (yellow), and a drag ending off the button still triggers.
        let counter = Counter()
        let host = ViewHost(Button(action: counter.bump) { Color.clear.frame(width: 60, height: 20) }
            .buttonStyle(SwipeButtonStyle())
            .buttonStyle(YellowStyle()))
        #expect(host.pixelBuffer[2, 2] == SIMD4(0xFF, 0xCC, 0x00, 255))
        host.press(at: CGPoint(x: 30, y: 10))
        #expect(host.pixelBuffer[2, 2] == SIMD4(0, 0, 0, 255), "the ButtonStyle sees isPressed from the standard press")
        host.move(to: CGPoint(x: 30, y: 80))
        #expect(host.release())
        #expect(counter.count == 1)
    }

    @Test func plainNoTapLeavesOnlyTheStylesGestures() {
        let counter = Counter()
        let host = ViewHost(Button(action: counter.bump) { Color.red.frame(width: 100, height: 20) }
            .buttonStyle(DoubleTapStyle())
            .buttonStyle(SwipeButtonStyle())
            .buttonStyle(PlainNoTapStyle()))
        #expect(!host.tap(at: CGPoint(x: 50, y: 10)), "single taps do nothing now")
        #expect(host.tap(at: CGPoint(x: 50, y: 10), count: 2))
        #expect(counter.count == 1)
    }

    @Test func dragReportsTranslationAndLocalLocations() {
        let log = Counter()
        var last: DragGesture.Value?
        let host = ViewHost(Color.red.frame(width: 100, height: 100)
            .gesture(DragGesture().onChanged { last = $0; log.values.append("changed") }.onEnded { _ in log.values.append("ended") })
            .padding(20))
        host.press(at: CGPoint(x: 30, y: 30))
        host.move(to: CGPoint(x: 35, y: 30))
        #expect(last == nil, "5 pt is under the 10 pt minimum distance")
        host.move(to: CGPoint(x: 60, y: 50))
        #expect(last?.translation == CGSize(width: 30, height: 20))
        #expect(last?.location == CGPoint(x: 40, y: 30), "local to the dragged view (origin 20, 20)")
        #expect(last?.startLocation == CGPoint(x: 10, y: 10))
        host.release()
        #expect(log.values == ["changed", "ended"])
    }

    @Test func dragGestureStateResetsWhenTheDragEnds() {
        let host = ViewHost(DragOffsetView())
        host.background = .white
        host.press(at: CGPoint(x: 5, y: 10))
        host.move(to: CGPoint(x: 35, y: 10))
        let moved = host.pixelBuffer
        #expect(moved[35, 10] == SIMD4(0xFF, 0x3B, 0x30, 255) && moved[5, 10] == SIMD4(255, 255, 255, 255), "square follows by 30 pt")
        host.release()
        let back = host.pixelBuffer
        #expect(back[5, 10] == SIMD4(0xFF, 0x3B, 0x30, 255) && back[35, 10] == SIMD4(255, 255, 255, 255))
    }

    @Test func innerGestureWinsUnlessTheOuterIsHighPriority() {
        let log = Counter()
        let inner = Color.red.frame(width: 20, height: 20).onTapGesture { log.values.append("inner") }
        #expect(ViewHost(inner.onTapGesture { log.values.append("outer") }).tap(at: CGPoint(x: 10, y: 10)))
        #expect(log.values == ["inner"])
        log.values = []
        #expect(ViewHost(inner.highPriorityGesture(TapGesture().onEnded { log.values.append("outer") })).tap(at: CGPoint(x: 10, y: 10)))
        #expect(log.values == ["outer"])
        log.values = []
        #expect(ViewHost(inner.simultaneousGesture(TapGesture().onEnded { log.values.append("outer") })).tap(at: CGPoint(x: 10, y: 10)))
        #expect(log.values == ["inner", "outer"])
    }

    @Test func gestureMaskNoneSwitchesTheGestureOff() {
        let log = Counter()
        let v = Color.red.frame(width: 20, height: 20).gesture(TapGesture().onEnded { log.bump() }, including: .none)
        #expect(!ViewHost(v).tap(at: CGPoint(x: 10, y: 10)))
        #expect(log.count == 0)
    }

    @Test func disabledViewsIgnoreGestures() {
        let log = Counter()
        let v = Color.red.frame(width: 20, height: 20).onTapGesture { log.bump() }.disabled(true)
        #expect(!ViewHost(v).tap(at: CGPoint(x: 10, y: 10)))
        #expect(log.count == 0)
    }

    @Test func combinedGesturesReportBothParts() {
        let log = Counter()
        let seq = LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
            .onEnded { value in
                if case .second(true, let drag?) = value { log.values.append("drag \(drag.translation.width)") }
            }
        let host = ViewHost(Color.red.frame(width: 100, height: 100).gesture(seq))
        host.press(at: CGPoint(x: 10, y: 10))
        host.wait(0.6)
        host.move(to: CGPoint(x: 50, y: 10))
        #expect(host.release())
        #expect(log.values == ["drag 40.0"])

        let either = TapGesture(count: 2).exclusively(before: TapGesture())
            .onEnded { value in
                switch value {
                case .first: log.values.append("double")
                case .second: log.values.append("single")
                }
            }
        let host2 = ViewHost(Color.red.frame(width: 20, height: 20).gesture(either))
        host2.tap(at: CGPoint(x: 5, y: 5))
        host2.tap(at: CGPoint(x: 5, y: 5), count: 2)
        #expect(log.values == ["drag 40.0", "single", "double"])

        let both = TapGesture().simultaneously(with: LongPressGesture(minimumDuration: 0.2))
            .onEnded { value in log.values.append("tap \(value.first != nil) long \(value.second != nil)") }
        let host3 = ViewHost(Color.red.frame(width: 20, height: 20).gesture(both))
        host3.press(at: CGPoint(x: 5, y: 5))
        host3.wait(0.3)
        host3.release()
        #expect(log.values.last == "tap true long true")
    }

    @Test func onLongPressGestureRunsAfterTheDurationAndReportsPressing() {
        let log = Counter()
        let host = ViewHost(Color.red.frame(width: 20, height: 20)
            .onLongPressGesture(minimumDuration: 1, perform: { log.values.append("done") }, onPressingChanged: { log.values.append("pressing \($0)") }))
        host.press(at: CGPoint(x: 5, y: 5))
        host.wait(1.5)
        #expect(log.values == ["pressing true", "pressing false", "done"], "done while still held")
        host.release()
        #expect(log.values.count == 3)
    }
}

private struct DragOffsetView: View {
    @GestureState var offset = CGSize.zero
    var body: some View {
        Color.red.frame(width: 10, height: 20)
            .offset(offset)
            .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
            .frame(width: 60, height: 20, alignment: .leading)
    }
}

@Suite @MainActor struct SpatialGestureTests {
    @Test func spatialTapReportsTheLocationInTheChosenSpace() {
        let log = Counter()
        let host = ViewHost(Color.red.frame(width: 40, height: 40)
            .onTapGesture { (p: CGPoint) in log.values.append("local \(p.x),\(p.y)") }
            .padding(10)
            .contentShape(Rectangle())
            .gesture(SpatialTapGesture(coordinateSpace: .global).onEnded { log.values.append("global \($0.location.x)") }, including: .all))
        #expect(host.tap(at: CGPoint(x: 15, y: 25)))
        #expect(log.values == ["local 5.0,15.0"], "the inner gesture wins")
        #expect(host.tap(at: CGPoint(x: 3, y: 3)))
        #expect(log.values.last == "global 3.0", "the padding (a hit area by contentShape) is only the outer gesture's")
    }

    @Test func projectionEffectsMapHitsThroughTheirInverse() {
        let v = Color.red.frame(width: 40, height: 40).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)).id("p")
        let host = ViewHost(v)
        #expect(host.hitTest(CGPoint(x: 2, y: 20)) == nil, "turned 60° the square is about half as wide")
        #expect(host.hitTest(CGPoint(x: 20, y: 20))?.isUnder(id: "p") == true)
        #expect(host.hitTest(CGPoint(x: 38, y: 20)) == nil)
    }
}

@Suite @MainActor struct GestureMaskTests {
    @Test func maskWithoutSubviewsSwitchesOffButtonsInside() {
        let log = Counter()
        let v = Button(action: { log.values.append("button") }) { Color.red.frame(width: 20, height: 20) }
            .buttonStyle(.plain)
            .gesture(TapGesture().onEnded { log.values.append("outer") }, including: .gesture)
        let host = ViewHost(v)
        host.press(at: CGPoint(x: 10, y: 10))
        let idle = ViewHost(v).pixelBuffer
        let notPressed = host.pixelBuffer == idle
        #expect(notPressed, "the switched-off button does not draw pressed")
        #expect(host.release())
        #expect(log.values == ["outer"])
    }
}

private struct AnimatedResetView: View {
    @GestureState(wrappedValue: false, resetTransaction: Transaction(animation: .default)) var pressed
    var body: some View {
        Color.red.frame(width: 20, height: 20)
            .opacity(pressed ? 0.5 : 1)
            .gesture(LongPressGesture(minimumDuration: 5).updating($pressed) { value, state, _ in state = value })
    }
}

@Suite @MainActor struct GestureStateTransactionTests {
    @Test func resetTransactionCarriesItsAnimation() {
        let host = ViewHost(AnimatedResetView())
        host.press(at: CGPoint(x: 10, y: 10))
        #expect(host.pixelBuffer[10, 10][3] == 128)
        #expect(host.graph.lastTransaction.animation == nil, "updating used a plain transaction")
        host.release()
        #expect(host.pixelBuffer[10, 10][3] == 255)
        #expect(host.graph.lastTransaction.animation == .default, "the reset was made in resetTransaction")
    }
}
