/// The shape behind a stepper's − | +: iOS 18's 8 pt rounded rectangle, or in the iOS 26
/// design (``EnvironmentValues/designRequiresCompatibility`` `false`) a capsule. From Apple's
/// iOS 26 pictures (the HIG's Steppers page): the ends are half-circles (measured); the size
/// stays 94×32 pt and the fill tertiarySystemFill (estimates: no change visible at that scale).
struct StepperTrackShape: Shape {
    let design26: Bool
    func path(in rect: CGRect) -> Path {
        design26 ? Capsule(style: .continuous).path(in: rect)
            : RoundedRectangle(cornerRadius: StepperLook.cornerRadius, style: .continuous).path(in: rect)
    }
}
