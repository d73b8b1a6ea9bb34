/// Bordered and bordered-prominent buttons in the iOS 26 design
/// (``EnvironmentValues/designRequiresCompatibility`` `false`): the automatic border shape is
/// a capsule (Apple's iOS 26 pictures, the HIG's Buttons page: every bordered system button
/// has half-circle ends), in place of iOS 18's rounded rectangle whose radius grows with the
/// control size. Padding and colours stay iOS 18's (estimates). An explicit
/// `buttonBorderShape(_:)` is kept in either design.
enum BorderedButton26Look {
    static func borderShape(_ shape: ButtonBorderShape, design26: Bool) -> ButtonBorderShape {
        guard design26, case .automatic = shape.kind else { return shape }
        return .capsule
    }
}
