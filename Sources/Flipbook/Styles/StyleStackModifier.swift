/// `.toggleStyle(_:)`, `.buttonStyle(_:)`, `.gaugeStyle(_:)` and the other style modifiers: each
/// appends its style to that kind's stack in the environment (outermost first), and a control
/// draws with the nearest one, falling back outward when a style's body uses `Control(configuration)`.
struct StyleStackModifier<Style>: ViewModifier, EnvironmentModifier {
    typealias Body = Never
    let stack: WritableKeyPath<EnvironmentValues, [Style]>
    let style: Style
    func update(_ environment: inout EnvironmentValues) { environment[keyPath: stack].append(style) }
}
