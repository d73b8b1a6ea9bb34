/// Per-graph interaction facts that resolving reads: which control is held down.
/// ``ViewHost`` writes it; a button's style sees `isPressed` from it on the next render.
@MainActor
final package class InteractionState {
    /// The identity of the button or toggle under a held touch.
    package var pressed: ViewIdentity?
}

extension ResolveContext {
    /// Whether the control at this identity is held down by a host.
    @MainActor package var isPressed: Bool { graph?.interaction.pressed == identity }
}
