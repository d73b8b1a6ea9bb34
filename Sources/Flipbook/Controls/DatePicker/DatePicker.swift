/// A control for choosing a date, as SwiftUI's `DatePicker`. Dates are shown in the
/// environment's `locale` (default en_US), `timeZone` (default UTC) and `calendar`
/// (Gregorian), never the machine's, so a render is the same everywhere.
///
/// ```swift
/// DatePicker("Start", selection: $start, displayedComponents: .date)
///     .datePickerStyle(.graphical)
/// ```
public struct DatePicker<Label: View>: View {
    /// Which parts of a date a picker shows, as SwiftUI's `DatePickerComponents`.
    public typealias Components = DatePickerComponents
    let selection: Binding<Date>
    let components: DatePickerComponents
    let label: Label

    /// A date picker with a custom label.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.components = displayedComponents
        self.label = label()
    }
    /// A date picker limited to `range` (the limits are kept; a still shows the selection).
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    /// A date picker limited to dates from `range`'s start.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    /// A date picker limited to dates up to `range`'s end.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public var body: some View {
        DatePickerLook(date: selection.wrappedValue, components: components, label: AnyView(label))
    }
}

extension DatePicker where Label == Text {
    /// A date picker with a literal title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// A date picker with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    /// A date picker with a literal title, limited to `range`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// A date picker with a literal title, from `range`'s start.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// A date picker with a literal title, up to `range`'s end.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// Which parts of a date a picker shows, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// Day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// The picker's look for the style in force.
struct DatePickerLook: View {
    let date: Date
    let components: DatePickerComponents
    let label: AnyView
    @Environment(\.datePickerStyle) private var style
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        Group {
            switch style {
            case is GraphicalDatePickerStyle: GraphicalDatePickerLook(date: date, components: components)
            case is WheelDatePickerStyle: WheelDatePickerLook(date: date, components: components)
            default: CompactDatePickerLook(date: date, components: components, label: label)
            }
        }
        .compositingGroup()
        .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
    }
}

/// Formatting in the environment's locale, zone and calendar (never the machine's).
struct DateText {
    let locale: Locale
    let timeZone: TimeZone
    let calendar: Calendar

    init(_ env: EnvironmentValues) {
        locale = env.locale
        timeZone = env.timeZone
        var c = env.calendar
        c.timeZone = env.timeZone
        calendar = c
    }

    func string(_ date: Date, template: String? = nil, dateStyle: DateFormatter.Style = .none,
                timeStyle: DateFormatter.Style = .none) -> String {
        let f = DateFormatter()
        f.locale = locale
        f.timeZone = timeZone
        f.calendar = calendar
        if let template { f.setLocalizedDateFormatFromTemplate(template) } else {
            f.dateStyle = dateStyle
            f.timeStyle = timeStyle
        }
        // ICU puts a narrow no-break space before AM/PM; fonts without it would show a box.
        return f.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
    }
}

/// The compact pill metrics (iOS 17), chosen by eye from UIDatePicker's compact style: body
/// text on tertiarySystemFill, 6 pt continuous corners, 11 × 6 pt padding (34 pt tall), 8 pt
/// between the date and time pills.
enum DatePillLook {
    static let horizontal: CGFloat = 11
    static let vertical: CGFloat = 6
    static let radius: CGFloat = 6
    static let spacing: CGFloat = 8
}

struct DatePill: View {
    let text: String
    var body: some View {
        Text(verbatim: text)
            .lineLimit(1)
            .fixedSize()
            .frame(minHeight: TextInputLook_.caretHeight)
            .padding(.horizontal, DatePillLook.horizontal)
            .padding(.vertical, DatePillLook.vertical)
            .background(RoundedRectangle(cornerRadius: DatePillLook.radius, style: .continuous).fill(ControlPalette.tertiaryFill))
    }
}

struct CompactDatePickerLook: View {
    let date: Date
    let components: DatePickerComponents
    let label: AnyView
    @Environment(\.self) private var env

    var body: some View {
        let f = DateText(env)
        // The label meets the pills with no gap of its own (the spacer, at least 0, is the
        // gap): a stack's spacing is added beside a spacer too, so it is 0 out here.
        HStack(spacing: 0) {
            if env.labelsVisibility != .hidden {
                label
                Spacer(minLength: 0)
            }
            HStack(spacing: DatePillLook.spacing) {
                if components.contains(.date) || components.isEmpty { DatePill(text: f.string(date, dateStyle: .medium)) }
                if components.contains(.hourAndMinute) { DatePill(text: f.string(date, timeStyle: .short)) }
            }
        }
    }
}

/// The graphical calendar (iOS 17), chosen by eye from UIDatePicker's inline style: a header
/// "January 2001 ›" (headline, the chevron in the tint) with ‹ › tinted on the right; weekday
/// initials in caption semibold, tertiaryLabel, upper case; day numbers at 20 pt in 44 pt
/// rows; the selected day in the tint, semibold, on a 40 pt circle of the tint at 12%. Today is
/// not marked: the clock is virtual. With a time, a "Time" row and its pill below.
enum CalendarLook {
    static let rowHeight: CGFloat = 44
    static let dayFont: CGFloat = 20
    static let selectedCircle: CGFloat = 40
    static let selectedFillOpacity = 0.12
    static let headerHeight: CGFloat = 44
}

struct GraphicalDatePickerLook: View {
    let date: Date
    let components: DatePickerComponents
    @Environment(\.self) private var env

    var body: some View {
        let f = DateText(env)
        let cal = f.calendar
        let monthStart = cal.date(from: cal.dateComponents([.year, .month], from: date)) ?? date
        let days = cal.range(of: .day, in: .month, for: date)?.count ?? 30
        let lead = (cal.component(.weekday, from: monthStart) - cal.firstWeekday + 7) % 7
        let selectedDay = cal.component(.day, from: date)
        let rows = (lead + days + 6) / 7
        let symbols = DateFormatter().with(locale: f.locale).shortWeekdaySymbols
        let ordered = symbols.isEmpty ? [] : (0..<7).map { symbols[($0 + cal.firstWeekday - 1) % 7] }
        VStack(spacing: 0) {
            CalendarMonthHeader(title: f.string(date, template: "MMMMyyyy"), weekdays: ordered)
            ForEach(0..<rows, id: \.self) { r in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { c in
                        let day = r * 7 + c - lead + 1
                        ZStack {
                            if day == selectedDay {
                                Circle().fill(.tint).opacity(CalendarLook.selectedFillOpacity)
                                    .frame(width: CalendarLook.selectedCircle, height: CalendarLook.selectedCircle)
                            }
                            if day >= 1 && day <= days {
                                Text(verbatim: "\(day)")
                                    .font(.system(size: CalendarLook.dayFont, weight: day == selectedDay ? .semibold : .regular))
                                    .foregroundStyle(day == selectedDay ? AnyShapeStyle(.tint) : AnyShapeStyle(.primary))
                            }
                        }
                        // minWidth 0: every day column is a seventh of the row, as UIKit's
                        // calendar; the 40-pt selection circle may overflow a narrower column.
                        .frame(minWidth: 0, maxWidth: .infinity)
                        .frame(height: CalendarLook.rowHeight)
                    }
                }
                .padding(.horizontal, 8)
            }
            if components.contains(.hourAndMinute) {
                Rectangle().fill(ControlPalette.separator).frame(height: 0.5).padding(.horizontal, 16).padding(.top, 8)
                HStack {
                    Text("Time")
                    Spacer()
                    DatePill(text: f.string(date, timeStyle: .short))
                }
                .padding(.horizontal, 16)
                .frame(height: 52)
            }
        }
    }
}

extension DateFormatter {
    fileprivate func with(locale: Locale) -> DateFormatter { self.locale = locale; return self }
}

/// The wheel style: month, day and year wheels for a date; hour, minute and AM/PM for a time
/// (on the same band as the picker wheel).
struct WheelDatePickerLook: View {
    let date: Date
    let components: DatePickerComponents
    @Environment(\.self) private var env

    var body: some View {
        let f = DateText(env)
        let cal = f.calendar
        let c = cal.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let months = DateFormatter().with(locale: f.locale).monthSymbols
        var columns: [([String], Int)] = []
        if components.contains(.date) || components.isEmpty {
            columns.append((months, (c.month ?? 1) - 1))
            columns.append(((1...31).map { "\($0)" }, (c.day ?? 1) - 1))
            let y = c.year ?? 2001
            columns.append(((y - 3...y + 3).map { "\($0)" }, 3))
        }
        if components.contains(.hourAndMinute) {
            let h = c.hour ?? 0
            columns.append(((1...12).map { "\($0)" }, ((h + 11) % 12)))
            columns.append(((0...59).map { String(format: "%02d", $0) }, c.minute ?? 0))
            columns.append((["AM", "PM"], h < 12 ? 0 : 1))
        }
        return ZStack {
            RoundedRectangle(cornerRadius: WheelLook.bandRadius, style: .continuous)
                .fill(ControlPalette.tertiaryFill)
                .frame(height: WheelLook.rowHeight)
                .padding(.horizontal, WheelLook.bandInset)
            HStack(spacing: 0) {
                ForEach(0..<columns.count, id: \.self) { i in
                    WheelColumn(items: columns[i].0, selected: columns[i].1)
                }
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: WheelLook.height)
        .clipped()
    }
}

/// One wheel of strings, its selection on the band.
struct WheelColumn: View {
    let items: [String]
    let selected: Int

    var body: some View {
        ZStack {
            ForEach(max(0, selected - 3)..<min(items.count, selected + 4), id: \.self) { i in
                let d = i - selected
                let p = WheelLook.placement(d)
                Text(verbatim: items[i])
                    .font(.system(size: WheelLook.fontSize))
                    .lineLimit(1)
                    .fixedSize()
                    .frame(height: WheelLook.rowHeight)
                    .scaleEffect(x: 1, y: p.squeeze)
                    .opacity(WheelLook.fades[min(abs(d), 3)])
                    .offset(y: p.offset)
            }
        }
        .frame(maxWidth: .infinity)
    }
}
