import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

// The style API the coverage table listed missing (#26): text editor styles, form style
// configuration, the toolbar label style and the role-only button's default label, each
// written as Apple's documentation shows it.

/// A form style that draws the form the next style draws, 20 pt lower on red.
struct LoweredFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
        Form(configuration).padding(.top, 20).background(Color.red)
    }
}

/// A text editor style cannot draw the editor (its configuration has no public members, as in
/// SwiftUI), but its body is what the editor shows.
struct SolidTextEditorStyle: TextEditorStyle {
    func makeBody(configuration: Configuration) -> some View { Color.green }
}

@Suite @MainActor struct StyleAPITests {
    func render<V: View>(_ view: V) -> PixelBuffer {
        let r = ImageRenderer(content: view)
        r.scale = 1
        return r.pixelBuffer
    }

    @Test func textEditorStylesDrawAsIOSAndACustomStyleReplacesTheEditor() {
        @MainActor func editor() -> some View {
            TextEditor(text: .constant("Dear diary,\nToday the engine ran.")).frame(width: 160, height: 60)
        }
        let plain = render(editor())
        #expect(render(editor().textEditorStyle(.plain)).bytes == plain.bytes)
        #expect(render(editor().textEditorStyle(.automatic)).bytes == plain.bytes)
        #expect(render(editor().textEditorStyle(PlainTextEditorStyle())).bytes == plain.bytes)
        // Text inset 5 pt from the leading edge and 8 pt from the top, as UITextView's.
        let inked = (0..<60).flatMap { y in (0..<160).map { x in (x, y) } }.filter { plain[$0.0, $0.1].w > 0 }
        #expect(inked.map(\.0).min().map { $0 >= 5 && $0 <= 7 } == true)
        #expect(inked.map(\.1).min().map { $0 >= 8 && $0 <= 14 } == true)
        let custom = render(editor().textEditorStyle(SolidTextEditorStyle()))
        #expect(custom[80, 30] == SIMD4(52, 199, 89, 255))
    }

    @Test func formStylesMakeBodyFromTheConfigurationAndFallBackOutward() {
        @MainActor func form() -> some View {
            Form { Section("Account") { Text("Ada") } }.frame(width: 200, height: 160)
        }
        let plain = render(form())
        #expect(render(form().formStyle(.grouped)).bytes == plain.bytes)
        #expect(render(form().formStyle(.automatic)).bytes == plain.bytes)
        #expect(render(form().formStyle(.columns)).bytes == plain.bytes)
        // The custom style draws the automatic form (the next style out) 20 pt lower, over red.
        let lowered = render(form().formStyle(LoweredFormStyle()))
        #expect(lowered[100, 5] == SIMD4(255, 59, 48, 255))
        for y in stride(from: 0, to: 130, by: 7) {
            for x in stride(from: 0, to: 200, by: 9) {
                #expect(lowered[x, y + 20] == plain[x, y], "(\(x), \(y))")
            }
        }
    }

    @Test func toolbarLabelStyleIsNilOnIOSAndDefaultButtonLabelsDrawTheRolesLabel() {
        #expect(EnvironmentValues().toolbarLabelStyle == nil)
        #expect(ToolbarLabelStyle.iconOnly != ToolbarLabelStyle.titleOnly)
        let cases: [(ButtonRole, String, String)] = [(.close, "Close", "xmark"), (.confirm, "Done", "checkmark"),
                                                     (.cancel, "Cancel", "xmark"), (.destructive, "Delete", "trash")]
        for (role, title, symbol) in cases {
            let byRole = render(Button(role: role) {}.padding(4))
            let written = render(Button(role: role, action: {}) { Label(title, systemImage: symbol) }.padding(4))
            #expect(byRole.bytes == written.bytes, "\(title)")
            let iconOnly = render(Button(role: role) {}.labelStyle(.iconOnly).padding(4))
            let icon = render(Button(role: role, action: {}) { Image(systemName: symbol) }.padding(4))
            #expect(iconOnly.bytes == icon.bytes, "\(title) icon only")
        }
    }
}
