/// The iOS 26 switch (drawn when ``EnvironmentValues/designRequiresCompatibility`` is
/// `false`): a wider, lower track, 64×28 pt, and the knob a white capsule rather than a
/// circle. From Apple's iOS 26 pictures (Settings, the HIG's Toggles page): the track is
/// 64×28 pt; the knob 38×24 pt, inset 2 pt (estimated: it leaves the same 2 pt rim as
/// iOS 18's); colours as iOS 18's (green or the tint when on, secondarySystemFill off); the
/// knob's shadow lighter than iOS 18's (estimated: black 10 % blur 6 y 2, black 4 % blur 1 y 1).
enum Switch26Look {
    static let trackSize = CGSize(width: 64, height: 28)
    static let knobSize = CGSize(width: 38, height: 24)
    static let knobInset: CGFloat = 2

    /// The track with its knob, at the trailing end when on.
    @MainActor static func track(isOn: Bool, onFill: AnyShapeStyle) -> some View {
        let knob = Capsule()
            .fill(Color.white)
            .shadow(color: Color.black.opacity(0.04), radius: 0.5, x: 0, y: 1)
            .shadow(color: Color.black.opacity(0.10), radius: 3, x: 0, y: 2)
            .frame(width: knobSize.width, height: knobSize.height)
            .padding(knobInset)
        return Capsule()
            .fill(isOn ? onFill : AnyShapeStyle(SwitchLook.offTrack))
            .frame(width: trackSize.width, height: trackSize.height)
            .overlay(alignment: isOn ? .trailing : .leading) { knob }
    }
}
