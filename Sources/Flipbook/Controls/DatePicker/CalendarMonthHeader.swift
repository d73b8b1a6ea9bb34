/// The top of iOS's graphical calendar, shared by `DatePicker(.graphical)` and
/// `MultiDatePicker`: the month and year with its disclosure chevron, the previous/next
/// month chevrons, then the row of weekday initials in the calendar's order.
struct CalendarMonthHeader: View {
    /// "November 2026", in the picker's locale.
    var title: String
    /// Short weekday symbols, already ordered from the calendar's first weekday.
    var weekdays: [String]

    var body: some View {
        HStack(spacing: 4) {
            Text(verbatim: title).font(.headline)
            Image(systemName: "chevron.right").font(.headline).foregroundStyle(.tint)
            Spacer()
            HStack(spacing: 28) {
                Image(systemName: "chevron.left")
                Image(systemName: "chevron.right")
            }
            .font(.title3.weight(.medium))
            .foregroundStyle(.tint)
        }
        .padding(.horizontal, 16)
        .frame(height: CalendarLook.headerHeight)
        HStack(spacing: 0) {
            ForEach(0..<weekdays.count, id: \.self) { i in
                Text(verbatim: weekdays[i].uppercased()).font(.caption.weight(.semibold))
                    .foregroundStyle(ControlPalette.tertiaryLabel)
                    .frame(maxWidth: .infinity)
            }
        }
        .padding(.horizontal, 8)
        .frame(height: 20)
    }
}
