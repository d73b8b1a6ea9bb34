/// How a `DatePicker` looks, as SwiftUI's `DatePickerStyle`. Only the built-in styles exist.
public protocol DatePickerStyle: Sendable {}

/// The platform's choice, as SwiftUI's `DefaultDatePickerStyle`: compact on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
/// The label and the value in grey "pills", as SwiftUI's `CompactDatePickerStyle`.
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// A month calendar (and a time pill), as SwiftUI's `GraphicalDatePickerStyle`.
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// Wheels for each part of the date, as SwiftUI's `WheelDatePickerStyle`.
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's default (compact on iOS).
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// Compact pills.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

private struct DatePickerStyleKey: EnvironmentKey { static var defaultValue: any DatePickerStyle { DefaultDatePickerStyle() } }

extension EnvironmentValues {
    /// The date picker style in force (`datePickerStyle(_:)`).
    var datePickerStyle: any DatePickerStyle {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of date pickers inside.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { environment(\.datePickerStyle, style) }
}
