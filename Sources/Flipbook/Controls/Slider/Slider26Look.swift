/// The iOS 26 slider (drawn when ``EnvironmentValues/designRequiresCompatibility`` is
/// `false`): a thicker track and a white capsule thumb instead of iOS 18's 4 pt track and
/// 28 pt round thumb. From Apple's iOS 26 pictures (the HIG's Sliders page, Control Centre
/// and Settings ▸ Display): track 6 pt tall with round ends (measured against the thumb);
/// thumb a 38×24 pt capsule (estimated from its 1.6 : 1 proportion in the pictures); the
/// thumb's centre travels from 19 pt to width − 19 pt; the frame stays 30 pt tall (estimate);
/// the thumb's shadow is the iOS 26 switch knob's.
enum Slider26Look {
    static let trackHeight: CGFloat = 6
    static let thumbSize = CGSize(width: 38, height: 24)
}

extension Slider26Look {
    /// iOS 26's thumb: a white capsule with the switch knob's shadow.
    @MainActor static var thumb: some View {
        Capsule().fill(ControlPalette.knob)
            .shadow(color: Color.black.opacity(0.04), radius: 0.5, x: 0, y: 1)
            .shadow(color: Color.black.opacity(0.10), radius: 3, x: 0, y: 2)
            .frame(width: Slider26Look.thumbSize.width, height: Slider26Look.thumbSize.height)
    }
}
