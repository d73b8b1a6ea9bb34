import Foundation
import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// A box a binding can write into from a view.
@MainActor final class InputBox<T> {
    var value: T
    init(_ value: T) { self.value = value }
    var binding: Binding<T> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

/// Metrics and states of the input and progress controls, measured in pixels at scale 1 on
/// white unless said.
@Suite @MainActor struct InputControlTests {
    let white = SIMD4<UInt8>(255, 255, 255, 255)
    let blue = SIMD4<UInt8>(0x00, 0x7A, 0xFF, 255)
    /// systemFill (120,120,128 at 20%) over white: 228, 228, 229.6.
    let track = SIMD4<UInt8>(228, 228, 230, 255)

    /// The mean x of the pure-white pixels on row `y` (the slider thumb on its track).
    func whiteCentre(_ img: PixelBuffer, y: Int) -> Double {
        let xs = (0..<img.width).filter { img[$0, y] == white }
        return xs.isEmpty ? -1 : Double(xs.reduce(0, +)) / Double(xs.count) + 0.5
    }

    // MARK: intrinsic frames

    @Test func sliderIsThirtyPointsTallAndTakesTheWidth() {
        // 30 pt: UISlider's Interface Builder height (chosen; Apple publishes none).
        #expect(whiteHost(Slider(value: .constant(0.5)).frame(width: 200)).layout().frame.size == CGSize(width: 200, height: 30))
    }

    @Test func stepperControlIsUIStepperSized() {
        // UIStepper (iOS 13+): 94×32 pt.
        let host = whiteHost(StepperControl(onIncrement: {}, onDecrement: {}))
        #expect(host.layout().frame.size == CGSize(width: 94, height: 32))
    }

    @Test func segmentedPickerIsThirtyTwoPointsTall() {
        // UISegmentedControl (iOS 13+): 32 pt.
        let p = Picker("", selection: .constant(1)) { Text("A").tag(0); Text("B").tag(1) }.pickerStyle(.segmented).frame(width: 200)
        #expect(whiteHost(p).layout().frame.size == CGSize(width: 200, height: 32))
    }

    @Test func wheelPickerIsUIPickerViewTall() {
        // UIPickerView: 216 pt.
        let p = Picker("", selection: .constant(1)) { Text("A").tag(0); Text("B").tag(1) }.pickerStyle(.wheel).frame(width: 200)
        #expect(whiteHost(p).layout().frame.size == CGSize(width: 200, height: 216))
    }

    @Test func spinnerIsUIActivityIndicatorSized() {
        // UIActivityIndicatorView: 20 pt medium, 37 pt large.
        #expect(whiteHost(ProgressView()).layout().frame.size == CGSize(width: 20, height: 20))
        #expect(whiteHost(ProgressView().controlSize(.large)).layout().frame.size == CGSize(width: 37, height: 37))
    }

    @Test func linearProgressIsAFourPointBar() {
        // UIProgressView's default bar: 4 pt.
        #expect(whiteHost(ProgressView(value: 0.3).frame(width: 200)).layout().frame.size == CGSize(width: 200, height: 4))
    }

    @Test func roundedTextFieldIsThirtyFourPointsTall() {
        // UITextField .roundedRect at body size: 34 pt (22 pt line + 6 + 6).
        let f = TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).frame(width: 200)
        #expect(whiteHost(f).layout().frame.size == CGSize(width: 200, height: 34))
        // Plain: just the 22 pt body line.
        #expect(whiteHost(TextField("Name", text: .constant("")).frame(width: 200)).layout().frame.size == CGSize(width: 200, height: 22))
    }

    @Test func verticalFieldsReserveTheLowerLineBound() {
        // lineLimit(3...5) on an empty vertical field: room for 3 body lines (3 × 22 pt).
        let f = TextField("Bio", text: .constant(""), axis: .vertical).lineLimit(3...5).frame(width: 200)
        #expect(whiteHost(f).layout().frame.size == CGSize(width: 200, height: 66))
        let r = TextField("Bio", text: .constant(""), axis: .vertical).lineLimit(2, reservesSpace: true)
            .textFieldStyle(.roundedBorder).frame(width: 200)
        #expect(whiteHost(r).layout().frame.size == CGSize(width: 200, height: 44 + 12))
    }

    @Test func colourWellAndCircularGaugeSizes() {
        #expect(whiteHost(ColorWell(color: .red)).layout().frame.size == CGSize(width: 28, height: 28))
        let g = Gauge(value: 0.5) { Text("A") }.gaugeStyle(.accessoryCircularCapacity)
        #expect(whiteHost(g).layout().frame.size == CGSize(width: 58, height: 58))
    }

    @Test func compactDatePillIsThirtyFourPointsTall() {
        // Body line 22 + 6 + 6 (chosen by eye from UIDatePicker's compact style).
        let d = DatePicker("", selection: .constant(Date(timeIntervalSinceReferenceDate: 0)), displayedComponents: .date).frame(width: 250)
        #expect(whiteHost(d).layout().frame.size.height == 34)
    }

    @Test func colourPickerRowIsItsWell() {
        // UIColorWell 28 pt (chosen by eye) sets the row; the label is shorter.
        #expect(whiteHost(ColorPicker("Accent", selection: .constant(.red)).frame(width: 200)).layout().frame.size
                == CGSize(width: 200, height: 28))
    }

    @Test func graphicalCalendarRowsFollowTheMonth() {
        // Header 44 + weekday row 20 + 44 pt per week (the 44 pt touch target); March 2024
        // starts on a Friday and spans 6 weeks, February 2015 exactly 4.
        func height(_ y: Int, _ m: Int) -> CGFloat {
            var c = Calendar(identifier: .gregorian)
            c.timeZone = TimeZone(identifier: "UTC")!
            let d = c.date(from: DateComponents(year: y, month: m, day: 10))!
            return whiteHost(DatePicker("", selection: .constant(d), displayedComponents: .date).datePickerStyle(.graphical)
                .frame(width: 320)).layout().frame.size.height
        }
        // (Within 1e-9: the stack adds its rows in floating point.)
        #expect(abs(height(2024, 3) - (44 + 20 + 6 * 44)) < 1e-9)
        #expect(abs(height(2015, 2) - (44 + 20 + 4 * 44)) < 1e-9)
    }

    // MARK: states in pixels

    @Test(arguments: [(0.0, 14.0), (0.5, 100.0), (1.0, 186.0)])
    func sliderThumbCentre(value: Double, centre: Double) {
        // The thumb's centre travels from r = 14 to 200 − 14 along the track's centre row.
        let img = whiteHost(Slider(value: .constant(value)).frame(width: 200)).pixelBuffer
        let c = whiteCentre(img, y: 15)
        #expect(abs(c - centre) <= 0.5, "thumb centre \(c), expected \(centre)")
        if value > 0 { #expect(img[4, 15] == blue, "tint left of the thumb") }
        if value < 1 { #expect(near(img[195, 15], track, 1), "systemFill right of the thumb: \(img[195, 15])") }
    }

    @Test func sliderStepsSnapTheThumb() {
        // 0.34 in 0…1 by 0.25 snaps to 0.25: centre 14 + 172 × 0.25 = 57.
        let c = whiteCentre(whiteHost(Slider(value: .constant(0.34), in: 0...1, step: 0.25).frame(width: 200)).pixelBuffer, y: 15)
        #expect(abs(c - 57) <= 0.5, "\(c)")
    }

    @Test func draggingTheSliderSetsItsValue() {
        let box = InputBox(0.0)
        let editing = Counter()
        let host = whiteHost(Slider(value: box.binding, in: 0...10, step: 1) { editing.values.append("\($0)") }.frame(width: 200))
        host.press(at: CGPoint(x: 14, y: 15))
        host.move(to: CGPoint(x: 100, y: 15))
        #expect(box.value == 5, "the middle of the travel is 5: \(box.value)")
        host.move(to: CGPoint(x: 300, y: 15))
        #expect(box.value == 10, "beyond the end clamps")
        host.release()
        #expect(editing.values.first == "true" && editing.values.last == "false")
    }

    @Test func optionalSelectionsMatchPlainTags() {
        let p = Picker("", selection: .constant(Optional("b"))) { Text("").tag("a"); Text("").tag("b") }
            .pickerStyle(.segmented).frame(width: 200)
        #expect(whiteHost(p).pixelBuffer[150, 4] == white, "the second segment is selected")
    }

    @Test func selectedSegmentIsFilled() {
        let p = Picker("", selection: .constant("b")) { Text("").tag("a"); Text("").tag("b"); Text("").tag("c") }
            .pickerStyle(.segmented).frame(width: 300)
        let light = whiteHost(p).pixelBuffer
        // Light: the selected segment white; the others tertiarySystemFill over white (238.6, 238.6, 240).
        #expect(light[150, 16] == white)
        #expect(near(light[50, 16], SIMD4(239, 239, 240, 255), 1), "\(light[50, 16])")
        #expect(near(light[250, 16], SIMD4(239, 239, 240, 255), 1))
        let dark = whiteHost(p, scheme: .dark)
        dark.background = .black
        let d = dark.pixelBuffer
        // Dark: #636366 selected; tertiarySystemFill (118,118,128 at 24%) over black: 28, 28, 31.
        #expect(d[150, 16] == SIMD4(99, 99, 102, 255))
        #expect(near(d[50, 16], SIMD4(28, 28, 31, 255), 1), "\(d[50, 16])")
    }

    @Test func tappingASegmentSelectsItsTag() {
        let box = InputBox("a")
        let host = whiteHost(Picker("", selection: box.binding) { Text("A").tag("a"); Text("B").tag("b"); Text("C").tag("c") }
            .pickerStyle(.segmented).frame(width: 300))
        #expect(host.tap(at: CGPoint(x: 250, y: 16)))
        #expect(box.value == "c")
    }

    @Test func forEachIdsAreTags() {
        // No .tag: the ForEach ids (the strings) match the selection.
        let p = Picker("", selection: .constant("y")) { ForEach(["x", "y", "z"], id: \.self) { Text($0) } }
            .pickerStyle(.segmented).frame(width: 300)
        #expect(whiteHost(p).pixelBuffer[150, 4] == white, "the middle segment is selected")
    }

    @Test func stepperGlyphsAndLimits() {
        let host = whiteHost(StepperControl(onIncrement: {}, onDecrement: nil))
        let img = host.pixelBuffer
        // Background: tertiarySystemFill over white (239, 239, 240). + in the label colour at
        // the right half's centre (70.5, 16); − at a limit in tertiaryLabel (60,60,67 at 30%)
        // over the fill: 185.3, 185.3, 188.4.
        #expect(near(img[10, 16], SIMD4(239, 239, 240, 255), 1))
        #expect(img[70, 10] == SIMD4(0, 0, 0, 255), "the +'s vertical bar")
        #expect(img[66, 16] == SIMD4(0, 0, 0, 255), "the +'s horizontal bar")
        #expect(near(img[23, 16], SIMD4(185, 185, 188, 255), 2), "greyed −: \(img[23, 16])")
        // The 1 pt separator between the halves (x 46.5…47.5 → pixels 46 and 47 half each).
        #expect(img[47, 16].x < 235, "separator")
        let box = InputBox(3)
        let live = whiteHost(Stepper(value: box.binding, in: 0...5) { EmptyView() }.frame(width: 94))
        #expect(live.tap(at: CGPoint(x: 70, y: 16)))
        #expect(box.value == 4)
    }

    @Test func linearProgressFillsThirtyPercent() {
        let img = whiteHost(ProgressView(value: 0.3).frame(width: 200)).pixelBuffer
        #expect(img[30, 2] == blue)
        #expect(img[56, 2] == blue, "the fill runs to 60 pt (its last 2 pt are the round end)")
        #expect(near(img[61, 2], track, 1), "the track after it: \(img[61, 2])")
        #expect(near(img[150, 2], track, 1))
    }

    @Test func spinnerPhaseFollowsTheVirtualClock() async throws {
        // t = 0: the 12 o'clock spoke leads (opaque) and the 1:30 spoke, just ahead of it, is
        // the faintest (25%). t = 0.125 s: one step clockwise, the 1:30 spoke leads.
        // Spoke alpha = secondaryLabel's 60% x its opacity: 153 leading, 38 faintest.
        let frames = try await FrameSequence(ProgressView(), fps: 8, length: .duration(0.125)).render().frames
        #expect(frames.count == 2)
        let top = (x: 10, y: 3), diagonal = (x: 15, y: 5)
        let t0 = Int(frames[0][top.x, top.y].w), d0 = Int(frames[0][diagonal.x, diagonal.y].w)
        let d1 = Int(frames[1][diagonal.x, diagonal.y].w)
        #expect(abs(t0 - 153) <= 2, "leading spoke alpha \(t0)")
        #expect(d0 < 60, "the spoke ahead is faint: \(d0)")
        #expect(d1 > 120, "a step later it leads: \(d1)")
        #expect(SpinnerLook.leadingSpoke(at: 0.99) == 7 && SpinnerLook.leadingSpoke(at: 1.0) == 0)
    }

    @Test func placeholderIsTertiaryLabel() {
        // placeholderText (60,60,67 at 30%) over white: 196.5, 196.5, 198.6 where a glyph
        // covers a pixel fully; antialiased edges are lighter.
        let host = whiteHost(TextField("Name", text: .constant("")).frame(width: 200))
        host.scale = 2
        let img = host.pixelBuffer
        var darkest = 255
        for y in 0..<img.height { for x in 0..<img.width { darkest = min(darkest, Int(img[x, y].x)) } }
        #expect(abs(darkest - 197) <= 1, "darkest placeholder pixel \(darkest)")
    }

    @Test func noCaretUnlessFocused() {
        let plain = whiteHost(TextField("", text: .constant("")).frame(width: 100)).pixelBuffer
        #expect(plain.bytes.allSatisfy { $0 == 255 }, "nothing drawn")
        let focused = whiteHost(TextField("", text: .constant("")).flipbookFocused().frame(width: 100)).pixelBuffer
        #expect(focused[0, 11] == blue && focused[1, 11] == blue && focused[2, 11] == white, "a 2 pt tint caret at the start")
    }

    @Test func disabledControlsDrawAtHalfOpacity() {
        // Blue #007AFF at 50% over white: 127.5, 188.5, 255.
        let img = whiteHost(ProgressView(value: 1.0).frame(width: 100).disabled(true)).pixelBuffer
        #expect(near(img[50, 2], SIMD4(128, 189, 255, 255), 1), "\(img[50, 2])")
        // The slider's thumb stays opaque over its own track (grouped before dimming):
        // the thumb centre is white at 50% over white, i.e. white.
        let s = whiteHost(Slider(value: .constant(0.5)).frame(width: 200).disabled(true)).pixelBuffer
        #expect(s[100, 15] == white)
        let fill = s[40, 15]
        #expect(near(fill, SIMD4(128, 189, 255, 255), 1), "dimmed fill \(fill)")
    }

    @Test func datesUseTheEnvironmentNotTheMachine() {
        let env = EnvironmentValues()
        let f = DateText(env)
        let d = Date(timeIntervalSinceReferenceDate: 0)
        #expect(f.string(d, dateStyle: .medium) == "Jan 1, 2001")
        #expect(f.string(d, timeStyle: .short) == "12:00 AM")
        var tokyo = EnvironmentValues()
        tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        #expect(DateText(tokyo).string(d, timeStyle: .short) == "9:00 AM")
    }
}
