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

struct Slider26Track: View {
    let fraction: Double
    var setFraction: (Double) -> Void = { _ in }
    var onEditingChanged: (Bool) -> Void = { _ in }
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        GeometryReader { proxy in
            let w = proxy.size.width
            let r = Slider26Look.thumbSize.width / 2
            let centre = r + (max(w - 2 * r, 0)) * fraction
            ZStack(alignment: .leading) {
                Capsule().fill(ControlPalette.systemFill)
                    .frame(width: w, height: Slider26Look.trackHeight)
                Capsule().fill(.tint)
                    .frame(width: centre, height: Slider26Look.trackHeight)
                Capsule().fill(ControlPalette.knob)
                    .shadow(color: Color.black.opacity(0.04), radius: 0.5, x: 0, y: 1)
                    .shadow(color: Color.black.opacity(0.10), radius: 3, x: 0, y: 2)
                    .frame(width: Slider26Look.thumbSize.width, height: Slider26Look.thumbSize.height)
                    .offset(x: centre - r)
            }
            .frame(width: w, height: SliderLook.height)
            .contentShape(Rectangle())
            // Dragging (or touching) the track moves the thumb's centre to the finger.
            .gesture(DragGesture(minimumDistance: 0)
                .onChanged { g in
                    guard isEnabled else { return }
                    onEditingChanged(true)
                    setFraction(Double((g.location.x - r) / max(w - 2 * r, 1)))
                }
                .onEnded { _ in if isEnabled { onEditingChanged(false) } })
        }
        .frame(height: SliderLook.height)
        .compositingGroup()
        .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
    }
}
