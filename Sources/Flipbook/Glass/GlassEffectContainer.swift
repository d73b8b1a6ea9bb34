/// Groups glass shapes so they can blend, as SwiftUI's `GlassEffectContainer`: glass shapes
/// of the same ``Glass`` closer than `spacing` melt into one surface, joined by a liquid
/// bridge (the smooth minimum of their distance fields, radius 2 × `spacing`: at a gap of
/// `spacing` the bridge just closes; a little beyond, the shapes lean toward each other).
/// Shapes that overlap are drawn as one glass, never frosted twice. `spacing: nil` is the
/// system's default, 0 (as AppKit documents for its container view): only touching shapes
/// join. The container itself draws nothing and lays its content out as its content does.
/// Glass joined with ``View/glassEffectUnion(id:namespace:)`` is drawn as one shape.
public struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    /// Glass shapes in `content`, blending within `spacing` points (`nil`: the system's default).
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View { content.modifier(GlassContainerScope(spacing: spacing ?? 0)) }
}

/// How glass appears and disappears, as SwiftUI's `GlassEffectTransition`. In a still the
/// glass is either present or not: the transition has no pixels of its own.
public struct GlassEffectTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case matchedGeometry, materialize, identity }
    let kind: Kind
    /// The glass morphs from or into a matching glass shape (the default).
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(kind: .matchedGeometry) }
    /// The glass fades its lensing and frost in or out.
    public static var materialize: GlassEffectTransition { GlassEffectTransition(kind: .materialize) }
    /// No transition.
    public static var identity: GlassEffectTransition { GlassEffectTransition(kind: .identity) }
}

extension View {
    /// Sets how this view's glass appears and disappears. No pixels in a still: the view is
    /// drawn exactly as without the modifier.
    public func glassEffectTransition(_ transition: GlassEffectTransition, isEnabled: Bool = true) -> some View { self }
}
