/// Groups glass shapes so iOS 26 can blend them, as SwiftUI's `GlassEffectContainer`: glass
/// shapes closer than `spacing` melt into one another when they move. In a still, each shape
/// is drawn as its own glass over what lies behind the container; the container itself draws
/// nothing and lays its content out as a `ZStack`-free pass-through (its content's own layout).
/// Glass joined with ``View/glassEffectUnion(id:namespace:)`` is drawn as one shape.
/// *Not drawn*: the liquid bridge between two shapes nearer than `spacing`.
public struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    /// Glass shapes in `content`, blending within `spacing` points (`nil`: the system's default).
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View { content.modifier(GlassUnionScope()) }
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
