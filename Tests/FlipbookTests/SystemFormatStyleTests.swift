import Foundation
import Testing
import FlipbookRaster
import FlipbookText
@testable import Flipbook
@testable import FlipbookCore

/// `TimeDataSource` and the `SystemFormatStyle`s (#25 item 1, iOS 18): the strings `Text`
/// shows at the virtual clock's time, compared with the outputs Apple's documentation gives
/// ("3 minutes, 42 seconds", "00:03.42", "4:17", "in 5 minutes"); `Font.resolve(in:)`;
/// `Image(_:scale:orientation:label:)` through `import Flipbook`.
@Suite @MainActor struct SystemFormatStyleTests {
    static let t0 = Date(timeIntervalSinceReferenceDate: 0)
    static func at(_ s: TimeInterval) -> Date { t0.addingTimeInterval(s) }

    func shown(_ text: Text, _ environment: EnvironmentValues = EnvironmentValues(), now: Date = t0) -> String {
        ResolvedText(text, environment, now: now).string
    }

    @Test func systemStylesReadAsApplesDocumentationShows() {
        let start = Self.t0
        // Apple's SystemFormatStyle overview: 3 min 42 s after startDate (end = start + 300 s).
        let now = Self.at(222)
        #expect(shown(Text(.currentDate, format: .offset(to: start)), now: now) == "3 minutes, 42 seconds")
        #expect(shown(Text(.currentDate, format: .timer(countingDownIn: start..<Self.at(300))), now: Self.at(43)) == "4:17")
        #expect(shown(Text(.currentDate, format: .stopwatch(startingAt: start)), now: Self.at(3.42)) == "00:03.42")
        #expect(shown(Text(.currentDate, format: .reference(to: Self.at(300)))) == "in 5 minutes")

        // DateOffset: signs, the time pattern, field count and calendar units.
        #expect(shown(Text(.currentDate, format: .offset(to: Self.at(222)))) == "-3 minutes, 42 seconds")
        #expect(shown(Text(.currentDate, format: .offset(to: start, allowedFields: [.minute, .second])), now: Self.at(226)) == "3:46")
        #expect(shown(Text(.currentDate, format: .offset(to: start, sign: .always())), now: Self.at(5 * 3600 + 60)) == "+5 hours, 1 minute")
        #expect(shown(Text(.currentDate, format: .offset(to: start, maxFieldCount: 1)), now: Self.at(5 * 3600 + 60)) == "5 hours")
        #expect(shown(Text(.currentDate, format: .offset(to: start)), now: Self.at(45 * 86_400)) == "1 month, 2 weeks")

        // Stopwatch: hours from an hour, field count, minutes past 59 without hours, precision.
        #expect(shown(Text(.currentDate, format: .stopwatch(startingAt: start)), now: Self.at(5640)) == "1:34:00.00")
        #expect(shown(Text(.currentDate, format: .stopwatch(startingAt: start, maxFieldCount: 2)), now: Self.at(5640)) == "1:34")
        #expect(shown(Text(.currentDate, format: .stopwatch(startingAt: start, showsHours: false)), now: Self.at(5640)) == "94:00.00")
        #expect(shown(Text(.currentDate, format: .stopwatch(startingAt: start, maxPrecision: .seconds(1))), now: Self.at(3.9)) == "00:03")
        #expect(shown(Text(.currentDate, format: .stopwatch(startingAt: Self.at(10))), now: start) == "00:00.00")

        // Timer: up and down, clamped, hours.
        #expect(shown(Text(.currentDate, format: .timer(countingUpIn: start..<Self.at(300))), now: Self.at(43)) == "0:43")
        #expect(shown(Text(.currentDate, format: .timer(countingDownIn: start..<Self.at(300))), now: Self.at(900)) == "0:00")
        #expect(shown(Text(.currentDate, format: .timer(countingDownIn: start..<Self.at(7200))), now: Self.at(1)) == "1:59:59")
        #expect(shown(Text(.currentDate, format: .timer(countingDownIn: start..<Self.at(7200), maxFieldCount: 2)), now: Self.at(1)) == "1:59")

        // DateReference: Apple's table (relative within about a month, absolute beyond).
        let reference = { (s: TimeInterval) in self.shown(Text(.currentDate, format: .reference(to: Self.at(s)))) }
        #expect(reference(10) == "now")
        #expect(reference(3 * 3600) == "in 3 hours")
        #expect(reference(86_400) == "tomorrow")
        #expect(reference(-3 * 86_400) == "3 days ago")
        #expect(reference(-27 * 86_400) == "27 days ago")
        #expect(reference(40 * 86_400) == "Saturday, February 10")
        #expect(reference(400 * 86_400) == "February 2002")
    }

    @Test func timeDataSourcesGiveFoundationStylesTheirValue() {
        let start = Self.t0
        // Apple's example: a soccer clock from startDate.
        #expect(shown(Text(.durationOffset(to: start), format: .time(pattern: .minuteSecond)), now: Self.at(15)) == "0:15")
        #expect(shown(Text(.currentDate, format: .dateTime.hour().minute()), now: Self.at(3600 + 120)) == "1:02\u{202F}AM")
        // Date ranges from and to a date (a range style of the test's own).
        #expect(shown(Text(.dateRange(startingAt: start), format: RangeSpan()), now: Self.at(65)) == "0…65")
        #expect(shown(Text(.dateRange(startingAt: start), format: RangeSpan()), now: Self.at(-5)) == "0…0")
        #expect(shown(Text(.dateRange(endingAt: Self.at(120)), format: RangeSpan()), now: Self.at(60)) == "60…120")
        #expect(shown(Text(.dateRange(endingAt: Self.at(120)), format: RangeSpan()), now: Self.at(200)) == "120…120")
        // The environment's locale applies.
        var german = EnvironmentValues()
        german.locale = Locale(identifier: "de_DE")
        #expect(shown(Text(.currentDate, format: .offset(to: start, maxFieldCount: 1)), german, now: Self.at(120)).contains("2 Minuten"))
        // Inside a localized key, as SwiftUI's interpolation.
        #expect(shown(Text("Ends \(.currentDate, format: .reference(to: Self.at(300)))")) == "Ends in 5 minutes")
    }

    @Test func aSystemTimerCountsOnAFrameSequence() async throws {
        // At 1 fps frame k is drawn at t = k s: the countdown shows 5:00, 4:59, 4:58.
        let five = Self.t0..<Self.at(300)
        let seq = FrameSequence(Text(.currentDate, format: .timer(countingDownIn: five)).frame(width: 60, height: 24),
                                fps: 1, length: .duration(2))
        let frames = try await seq.render().frames
        #expect(frames.count == 3)
        for (k, label) in ["5:00", "4:59", "4:58"].enumerated() {
            let still = ImageRenderer(content: Text(verbatim: label).frame(width: 60, height: 24)).pixelBuffer
            #expect(frames[k].bytes == still.bytes, "frame \(k) reads \(label)")
        }
    }

    @Test func fontsResolveInTheEnvironmentsContext() {
        var environment = EnvironmentValues()
        let body = Font.body.resolve(in: environment.fontResolutionContext)
        #expect(body.pointSize == 17)
        #expect(body.weight == .regular && !body.isBold && !body.isItalic && !body.isMonospaced)
        #expect(Font.headline.resolve(in: environment.fontResolutionContext).isBold)
        let custom = Font.system(size: 20, weight: .semibold, design: .monospaced).italic().leading(.loose).smallCaps()
            .resolve(in: environment.fontResolutionContext)
        #expect(custom.pointSize == 20 && custom.isBold && custom.isItalic && custom.isMonospaced)
        #expect(custom.leading == .loose && custom.isSmallCaps && custom.isLowercaseSmallCaps && custom.isUppercaseSmallCaps)
        // Dynamic Type scales text styles (Apple's table: body is 23 pt at xxxLarge); Bold Text
        // draws one weight heavier.
        environment.dynamicTypeSize = .xxxLarge
        environment.legibilityWeight = .bold
        let large = Font.body.resolve(in: environment.fontResolutionContext)
        #expect(large.pointSize == 23)
        #expect(large.weight == .semibold)
        #expect(environment.fontResolutionContext != EnvironmentValues().fontResolutionContext)
    }

    @Test func aCGImageDrawsTurnedByItsOrientation() {
        // A 2×1 bitmap, red then blue, at scale 1.
        var px = PixelBuffer(width: 2, height: 1, fill: SIMD4(255, 0, 0, 255))
        px[1, 0] = SIMD4(0, 0, 255, 255)
        let image = CGImage(pixels: px)
        let up = ImageRenderer(content: Image(image, scale: 1, label: Text("Flag"))).pixelBuffer
        #expect(up.width == 2 && up.height == 1)
        #expect(up[0, 0] == SIMD4(255, 0, 0, 255) && up[1, 0] == SIMD4(0, 0, 255, 255))
        let mirrored = ImageRenderer(content: Image(image, scale: 1, orientation: .upMirrored, label: Text("Flag"))).pixelBuffer
        #expect(mirrored[0, 0] == SIMD4(0, 0, 255, 255) && mirrored[1, 0] == SIMD4(255, 0, 0, 255))
        // `.right`: turned 90° clockwise, so the left (red) pixel is on top.
        let right = ImageRenderer(content: Image(decorative: image, scale: 1, orientation: .right)).pixelBuffer
        #expect(right.width == 1 && right.height == 2)
        #expect(right[0, 0] == SIMD4(255, 0, 0, 255) && right[0, 1] == SIMD4(0, 0, 255, 255))
        // `.left`: counterclockwise, red at the bottom.
        let left = ImageRenderer(content: Image(decorative: image, scale: 1, orientation: .left)).pixelBuffer
        #expect(left[0, 0] == SIMD4(0, 0, 255, 255) && left[0, 1] == SIMD4(255, 0, 0, 255))
    }
}

/// A range of dates as its bounds in seconds from the clock's start ("0…65").
struct RangeSpan: DiscreteFormatStyle {
    func format(_ value: Range<Date>) -> String {
        "\(Int(value.lowerBound.timeIntervalSinceReferenceDate))…\(Int(value.upperBound.timeIntervalSinceReferenceDate))"
    }
    func discreteInput(before input: Range<Date>) -> Range<Date>? { nil }
    func discreteInput(after input: Range<Date>) -> Range<Date>? { nil }
    func input(before input: Range<Date>) -> Range<Date>? { nil }
    func input(after input: Range<Date>) -> Range<Date>? { nil }
}
