/// A modifier that becomes another modifier once the environment is known, as SwiftUI's
/// `EnvironmentalModifier`: Flipbook calls ``resolve(in:)`` with the environment at the
/// modified view and applies the result.
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
    /// The modifier this one becomes.
    associatedtype ResolvedModifier: ViewModifier
    /// The modifier to apply in `environment`.
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
    @MainActor
    func resolveEnvironmental(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        applyModifier(resolve(in: context.environment), content, context.child(.body))
    }
}

/// The modifier that changes nothing, as SwiftUI's `EmptyModifier`.
public struct EmptyModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    /// The empty modifier.
    public static let identity = EmptyModifier()
    public init() {}
    package func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] { content(context) }
}
