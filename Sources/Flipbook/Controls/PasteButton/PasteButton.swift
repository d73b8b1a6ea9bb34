import Foundation

/// The system button that pastes from the clipboard without asking, as SwiftUI's
/// `PasteButton` (iOS 16, UIKit's `UIPasteControl`): drawn as iOS draws it, a filled capsule
/// in the tint with the clipboard symbol and "Paste" in white. It follows
/// `buttonBorderShape`, `labelStyle` (`.iconOnly` is the symbol alone), `controlSize` and
/// `tint`, as the system control does; other button styles do not restyle it.
///
/// A render has no clipboard: a scripted tap pastes nothing, so `onPaste` is not called.
///
/// ```swift
/// PasteButton(payloadType: String.self) { strings in pastedText = strings.first ?? "" }
/// ```
public struct PasteButton: View {
    @Environment(\.buttonBorderShape) private var borderShape

    /// A paste button for items of `supportedContentTypes`, handed over as item providers.
    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {}

    /// A paste button for `payloadType` items, handed to `onPaste`.
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    public var body: some View {
        // No clipboard in a render: the press shows, nothing is pasted.
        Button(action: {}) { Label("Paste", systemImage: "doc.on.clipboard") }
            .buttonStyle(.borderedProminent)
            .buttonBorderShape(borderShape == .automatic ? .capsule : borderShape)
    }
}
