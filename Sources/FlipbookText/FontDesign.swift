/// SwiftUI's `Font.Design`. Flipbook bundles only Inter, so every design is drawn with
/// Inter; the value is kept so a later font set can honour it.
public enum FontDesign: String, CaseIterable, Hashable, Sendable {
    case `default`, serif, rounded, monospaced
}
