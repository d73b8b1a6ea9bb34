extension SegmentedLook {
    /// The iOS 26 segmented control (drawn when ``EnvironmentValues/designRequiresCompatibility``
    /// is `false`): a capsule track with the selected segment a capsule inside it, in place of
    /// iOS 18's 9 pt and 7 pt rounded rectangles. From Apple's iOS 26 pictures (the HIG's
    /// Segmented controls page): both shapes are capsules (measured: the ends are half-circles);
    /// the selected capsule is inset 2 pt (estimate, as iOS 18), 32 pt tall (estimate: iOS 18's
    /// height); titles 2 pt further in (clear of the rounder ends); colours, title font and
    /// separators as iOS 18's; the selected capsule's shadow the iOS 26 switch knob's.
    static var ios26: SegmentedControlLook<Capsule, Capsule> {
        SegmentedControlLook(track: Capsule(style: .continuous),
                             selection: Capsule(style: .continuous),
                             contactShadow: SegmentShadow(opacity: 0.04, radius: 0.5, y: 1),
                             softShadow: SegmentShadow(opacity: 0.10, radius: 3, y: 2),
                             titlePadding: segmentPadding + inset)
    }
}
