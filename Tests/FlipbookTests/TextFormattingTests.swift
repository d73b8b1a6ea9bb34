import Foundation
import Testing
import FlipbookRaster
import FlipbookText
@testable import Flipbook
@testable import FlipbookCore

/// Formatted text (#25 item 1): the strings `Text` shows, as iOS shows them in en_US on the
/// virtual clock's fixed calendar (Gregorian, UTC); live styles at the clock's time.
@Suite @MainActor struct TextFormattingTests {
    static let t0 = Date(timeIntervalSinceReferenceDate: 0)

    /// The characters `text` draws in `environment` at `now` on the clock.
    func shown(_ text: Text, _ environment: EnvironmentValues = EnvironmentValues(), now: Date = t0) -> String {
        ResolvedText(text, environment, now: now).string
    }

    @Test func formatStylesReadAsIOSReadsThemInTheEnvironmentsLocale() {
        #expect(shown(Text(1234.5, format: .currency(code: "USD"))) == "$1,234.50")
        #expect(shown(Text(0.256, format: .percent)) == "25.6%")
        #expect(shown(Text(1234567, format: .number)) == "1,234,567")
        #expect(shown(Text(3.14159, format: .number.precision(.fractionLength(2)))) == "3.14")
        #expect(shown(Text(Self.t0, format: .dateTime.year().month().day())) == "Jan 1, 2001")
        #expect(shown(Text(Self.t0, format: Date.FormatStyle(date: .abbreviated, time: .shortened)))
                == "Jan 1, 2001 at 12:00\u{202F}AM")
        #expect(shown(Text(["Anna", "Ben", "Cleo"], format: .list(type: .and))) == "Anna, Ben, and Cleo")
        #expect(shown(Text(Duration.seconds(3725), format: .time(pattern: .hourMinuteSecond))) == "1:02:05")
        #expect(shown(Text(123_456, format: .byteCount(style: .file))) == "123 kB")
        // The environment's locale and time zone win over the style's own (as in SwiftUI).
        var german = EnvironmentValues()
        german.locale = Locale(identifier: "de_DE")
        #expect(shown(Text(1234.5, format: .number), german) == "1.234,5")
        var tokyo = EnvironmentValues()
        tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        #expect(shown(Text(Self.t0, format: .dateTime.hour().minute()), tokyo) == "9:00\u{202F}AM")
        // A Formatter is used as configured.
        let f = NumberFormatter()
        f.minimumFractionDigits = 3
        #expect(shown(Text(NSNumber(value: 2), formatter: f)) == "2.000")
        // Interpolated in a literal, a format style formats in the environment too.
        #expect(shown(Text("Total: \(12.5, format: .currency(code: "USD"))")) == "Total: $12.50")
        #expect(shown(Text("Total: \(1234.5, format: .number)"), german) == "Total: 1.234,5")
    }

    @Test func dateStylesAndTimersReadTheVirtualClock() {
        let later = Self.t0.addingTimeInterval(2 * 3600 + 23 * 60)
        #expect(shown(Text(later, style: .date)) == "January 1, 2001")
        #expect(shown(Text(later, style: .time)) == "2:23\u{202F}AM")
        #expect(shown(Text(later, style: .relative)) == "2 hours, 23 minutes")
        #expect(shown(Text(later, style: .offset)) == "+2 hours")
        #expect(shown(Text(later, style: .timer)) == "2:23:00")
        let past = Calendar(identifier: .gregorian).date(byAdding: .month, value: -3, to: Self.t0)!
        #expect(shown(Text(past, style: .offset)) == "-3 months")
        #expect(shown(Text(past, style: .relative)) == "3 months")
        // One minute later on the clock the distances shrink.
        let now = Self.t0.addingTimeInterval(60)
        #expect(shown(Text(later, style: .relative), now: now) == "2 hours, 22 minutes")
        #expect(shown(Text(Self.t0.addingTimeInterval(150), style: .timer), now: now) == "1:30")
        // Ranges: times alone within a day.
        #expect(shown(Text(Self.t0...Self.t0.addingTimeInterval(600))) == "12:00\u{2009}–\u{2009}12:10\u{202F}AM")
        // Timers over an interval, counting down or up, paused, without hours.
        let five = Self.t0...Self.t0.addingTimeInterval(300)
        #expect(shown(Text(timerInterval: five)) == "5:00")
        #expect(shown(Text(timerInterval: five), now: Self.t0.addingTimeInterval(61)) == "3:59")
        #expect(shown(Text(timerInterval: five, countsDown: false), now: Self.t0.addingTimeInterval(61)) == "1:01")
        #expect(shown(Text(timerInterval: five), now: Self.t0.addingTimeInterval(900)) == "0:00")
        #expect(shown(Text(timerInterval: five, pauseTime: Self.t0.addingTimeInterval(10)), now: Self.t0.addingTimeInterval(200)) == "4:50")
        let long = Self.t0...Self.t0.addingTimeInterval(5400)
        #expect(shown(Text(timerInterval: long)) == "1:30:00")
        #expect(shown(Text(timerInterval: long, showsHours: false)) == "90:00")
    }

    @Test func aTimerCountsOnAFrameSequence() async throws {
        // At 1 fps frame k is drawn at t = k s: the countdown shows 5:00, 4:59, 4:58.
        let five = Self.t0...Self.t0.addingTimeInterval(300)
        let seq = FrameSequence(Text(timerInterval: five).frame(width: 60, height: 24), fps: 1, length: .duration(2))
        let frames = try await seq.render().frames
        #expect(frames.count == 3)
        for (k, label) in ["5:00", "4:59", "4:58"].enumerated() {
            let still = ImageRenderer(content: Text(verbatim: label).frame(width: 60, height: 24)).pixelBuffer
            #expect(frames[k].bytes == still.bytes, "frame \(k) reads \(label)")
        }
    }

    @Test func foundationLocalisationAPIGivesTheDefaultValue() {
        let n = 3
        #expect(String(localized: "Hello") == "Hello")
        #expect(String(localized: "\(n) items", comment: "count") == "3 items")
        #expect(String(localized: "greeting", defaultValue: "Hi there", table: "Main") == "Hi there")
        let resource: LocalizedStringResource = "Welcome \(n)"
        #expect(String(localized: resource) == "Welcome 3")
        #expect(resource.key == "Welcome 3")
        #expect(shown(Text(resource)) == "Welcome 3")
        let attributed = AttributedString(localized: "A **b**")
        #expect(String(attributed.characters) == "A b")
        #expect(attributed.runs.count == 2)
    }
}
