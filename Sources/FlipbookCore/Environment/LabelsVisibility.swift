private struct LabelsVisibilityKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }

extension EnvironmentValues {
    /// Whether controls show their labels, as SwiftUI's `labelsVisibility`: `.hidden` under
    /// ``View/labelsHidden()``, where a toggle is its switch alone and a stepper, picker, date
    /// or colour picker row is its control alone, at the control's own size.
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls inside, as SwiftUI's `labelsHidden()`: the label still
    /// names the control for accessibility, but only the control is drawn and sized.
    public func labelsHidden() -> some View { environment(\.labelsVisibility, .hidden) }
}
