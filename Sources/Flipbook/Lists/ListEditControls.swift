/// What a list row shows in edit mode, as iOS 17/18 draws it. Not published; chosen by eye
/// from iOS 17/18 screenshots of editing lists:
/// - the delete control: a 22 pt system-red disc with a white 11 × 2.5 pt minus, at the
///   row's leading inset, the content moved 38 pt along (22 pt and a 16 pt gap);
/// - the reorder handle: three 17 × 2 pt bars 3.5 pt apart in the tertiary label colour,
///   at the row's trailing inset, the content ending 16 pt before it;
/// - a navigation link's chevron hides while editing (iOS hides accessories).
enum ListEditMetrics {
    static let controlSize: CGFloat = 22
    static let controlGap: CGFloat = 16
    static let handleWidth: CGFloat = 17
    static let handleGap: CGFloat = 16
    static var contentIndent: CGFloat { controlSize + controlGap }
    static var trailingRoom: CGFloat { handleWidth + handleGap }
    static let handleColor = Color(light: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3),
                                   dark: Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.3))
}

/// The red delete control before a deletable row in edit mode.
struct ListDeleteControl: View {
    var body: some View {
        ZStack {
            Circle().fill(Color.red)
            Capsule().fill(Color.white).frame(width: 11, height: 2.5)
        }
        .frame(width: ListEditMetrics.controlSize, height: ListEditMetrics.controlSize)
    }
}

/// The reorder handle after a movable row in edit mode.
struct ListReorderHandle: View {
    var body: some View {
        VStack(spacing: 3.5) {
            ForEach(0..<3) { _ in
                RoundedRectangle(cornerRadius: 1, style: .circular).fill(ListEditMetrics.handleColor).frame(width: 17, height: 2)
            }
        }
        .frame(width: ListEditMetrics.handleWidth)
    }
}
