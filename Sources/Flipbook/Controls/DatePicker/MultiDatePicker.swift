import Foundation

/// A calendar on which several days are chosen, as SwiftUI's `MultiDatePicker` (iOS 16): the
/// month of the earliest chosen day (else the virtual clock's, January 2001) as the graphical
/// date picker draws it, each chosen day a filled circle of the tint with its number in
/// white semibold (iOS's multi-date look, chosen by eye), days outside `bounds` in the
/// tertiary colour.
///
/// ```swift
/// @State private var dates: Set<DateComponents> = []
/// MultiDatePicker("Dates Available", selection: $dates)
/// ```
public struct MultiDatePicker<Label: View>: View {
    let label: Label
    let selection: Set<DateComponents>
    let lower: Date?
    let upper: Date?
    @Environment(\.self) private var env

    init(_ label: Label, _ selection: Set<DateComponents>, _ lower: Date?, _ upper: Date?) {
        self.label = label
        self.selection = selection
        self.lower = lower
        self.upper = upper
    }

    /// A picker of the days in `selection`.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(label(), selection.wrappedValue, nil, nil)
    }
    /// A picker of days within `bounds`.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(label(), selection.wrappedValue, bounds.lowerBound, bounds.upperBound)
    }
    /// A picker of days from `bounds`' start.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(label(), selection.wrappedValue, bounds.lowerBound, nil)
    }
    /// A picker of days before `bounds`' end.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(label(), selection.wrappedValue, nil, bounds.upperBound)
    }

    public var body: some View {
        let f = DateText(env)
        let cal = f.calendar
        let chosen = selection.compactMap { c -> Date? in
            var c = c
            c.calendar = c.calendar ?? cal
            return cal.date(from: c)
        }
        let shown = chosen.min() ?? TimelineView<AnimationTimelineSchedule, EmptyView>.startDate
        let monthStart = cal.date(from: cal.dateComponents([.year, .month], from: shown)) ?? shown
        let days = cal.range(of: .day, in: .month, for: monthStart)?.count ?? 30
        let lead = (cal.component(.weekday, from: monthStart) - cal.firstWeekday + 7) % 7
        let chosenDays = Set(chosen.filter { cal.isDate($0, equalTo: monthStart, toGranularity: .month) }.map { cal.component(.day, from: $0) })
        let rows = (lead + days + 6) / 7
        let formatter = DateFormatter()
        formatter.locale = f.locale
        let symbols = formatter.shortWeekdaySymbols ?? []
        let ordered = symbols.count == 7 ? (0..<7).map { symbols[($0 + cal.firstWeekday - 1) % 7] } : []
        let lower = self.lower, upper = self.upper
        func inBounds(_ day: Int) -> Bool {
            guard let date = cal.date(byAdding: .day, value: day - 1, to: monthStart) else { return true }
            if let lower, date < cal.startOfDay(for: lower) { return false }
            if let upper, date >= upper { return false }
            return true
        }
        return VStack(spacing: 0) {
            CalendarMonthHeader(title: f.string(monthStart, template: "MMMMyyyy"), weekdays: ordered)
            ForEach(0..<rows, id: \.self) { r in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { c in
                        let day = r * 7 + c - lead + 1
                        let isChosen = chosenDays.contains(day)
                        ZStack {
                            if isChosen {
                                Circle().fill(.tint).frame(width: CalendarLook.selectedCircle, height: CalendarLook.selectedCircle)
                            }
                            if day >= 1 && day <= days {
                                Text(verbatim: "\(day)")
                                    .font(.system(size: CalendarLook.dayFont, weight: isChosen ? .semibold : .regular))
                                    .foregroundStyle(isChosen ? AnyShapeStyle(Color.white)
                                                     : inBounds(day) ? AnyShapeStyle(.primary) : AnyShapeStyle(ControlPalette.tertiaryLabel))
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
        }
    }
}

extension MultiDatePicker where Label == Text {
    /// A picker titled from a string literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(Text(titleKey), selection.wrappedValue, nil, nil)
    }
    /// A picker titled from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(Text(title), selection.wrappedValue, nil, nil)
    }
    /// A picker titled from a string literal, of days within `bounds`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(Text(titleKey), selection.wrappedValue, bounds.lowerBound, bounds.upperBound)
    }
    /// A picker titled from a string literal, of days from `bounds`' start.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(Text(titleKey), selection.wrappedValue, bounds.lowerBound, nil)
    }
    /// A picker titled from a string literal, of days before `bounds`' end.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(Text(titleKey), selection.wrappedValue, nil, bounds.upperBound)
    }
}
