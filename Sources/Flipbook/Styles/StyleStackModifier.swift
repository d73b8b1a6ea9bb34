/// `.toggleStyle(_:)`, `.buttonStyle(_:)`, `.gaugeStyle(_:)` and the other style modifiers: each
/// appends its style to its family's stack in the environment (outermost first), and a control
/// draws with the nearest one, falling back outward when a style's body uses `Control(configuration)`.
struct StyleStackModifier<Family: StyleStack>: ViewModifier, EnvironmentModifier {
    typealias Body = Never
    let style: Family.Style
    init(_ style: Family.Style) { self.style = style }
    func update(_ environment: inout EnvironmentValues) { environment[styles: Family.self].append(style) }
}
