import Foundation
import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// Apple's example constraint: black and white foregrounds become `.primary`.
struct NoBlackOrWhiteForeground<Scope: AttributeScope>: AttributedTextValueConstraint {
    typealias AttributeKey = AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute

    func constrain(_ container: inout Attributes) {
        if container.foregroundColor == .white || container.foregroundColor == .black {
            container.foregroundColor = .primary
        }
    }
}

/// A constraint of the test's own: any foreground becomes red.
struct EverythingRed: AttributedTextValueConstraint {
    typealias Scope = AttributeScopes.SwiftUIAttributes
    typealias AttributeKey = AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute

    func constrain(_ container: inout Attributes) {
        if container.foregroundColor != nil { container.foregroundColor = .red }
    }
}

/// Apple's `AttributedTextFormattingDefinition` example, as its documentation writes it.
struct MyTextFormattingDefinition: AttributedTextFormattingDefinition {
    var body: some AttributedTextFormattingDefinition<AttributeScopes.SwiftUIAttributes> {
        ValueConstraint(for: \.underlineStyle, values: [nil, .single], default: .single)
        NoBlackOrWhiteForeground()
    }
}

/// A definition with a condition in its body.
struct OptionalColours: AttributedTextFormattingDefinition {
    var allowsColour: Bool
    var body: some AttributedTextFormattingDefinition<AttributeScopes.SwiftUIAttributes> {
        if !allowsColour {
            ValueConstraint(for: \.foregroundColor, values: [nil], default: nil)
        }
    }
}

/// iOS 26's attributed text formatting definitions, `AttributedTextSelection` and
/// `TextEditor(text: Binding<AttributedString>)` (#25 item 1).
@Suite @MainActor struct AttributedTextFormattingTests {
    typealias A = AttributeScopes.SwiftUIAttributes

    @Test func definitionsConstrainAttributeContainers() {
        var c = AttributeContainer()
        c[A.ForegroundColorAttribute.self] = .black
        c[A.UnderlineStyleAttribute.self] = Text.LineStyle(pattern: .dash)
        MyTextFormattingDefinition().constrain(&c)
        #expect(c[A.ForegroundColorAttribute.self] == .primary)
        #expect(c[A.UnderlineStyleAttribute.self] == .single)
        // Allowed values stay.
        var allowed = AttributeContainer()
        allowed[A.ForegroundColorAttribute.self] = .blue
        MyTextFormattingDefinition().constrain(&allowed)
        #expect(allowed[A.ForegroundColorAttribute.self] == .blue)
        #expect(allowed[A.UnderlineStyleAttribute.self] == nil)
        // An `if` in the body.
        var coloured = AttributeContainer()
        coloured[A.ForegroundColorAttribute.self] = .green
        OptionalColours(allowsColour: true).constrain(&coloured)
        #expect(coloured[A.ForegroundColorAttribute.self] == .green)
        OptionalColours(allowsColour: false).constrain(&coloured)
        #expect(coloured[A.ForegroundColorAttribute.self] == nil)
    }

    @Test func attributedTextIsDrawnConstrained() {
        func render(_ view: some View) -> PixelBuffer { ImageRenderer(content: view.frame(width: 120, height: 30)).pixelBuffer }
        var black = AttributedString("Hello")
        black.foregroundColor = .black
        var red = AttributedString("Hello")
        red.foregroundColor = .red
        let constrained = render(Text(black).attributedTextFormattingDefinition(EverythingRed()))
        #expect(constrained.bytes == render(Text(red)).bytes)
        #expect(constrained.bytes != render(Text(black)).bytes)
        // A modifier-set colour on an attributed run with no colour is kept.
        let plain = AttributedString("Hello")
        #expect(render(Text(plain).foregroundColor(.blue).attributedTextFormattingDefinition(EverythingRed())).bytes
                == render(Text("Hello").foregroundColor(.blue)).bytes)
        // The editor draws its attributed text with the definition applied.
        let editor = render(TextEditor(text: .constant(black)).attributedTextFormattingDefinition(EverythingRed()))
        #expect(editor.bytes == render(TextEditor(text: .constant(red))).bytes)
    }

    @Test func anAttributedEditorDrawsItsAttributes() {
        func render(_ view: some View) -> PixelBuffer { ImageRenderer(content: view.frame(width: 160, height: 60)).pixelBuffer }
        // Without attributes it reads as the plain editor.
        let plain = render(TextEditor(text: .constant("Notes")))
        #expect(render(TextEditor(text: .constant(AttributedString("Notes")))).bytes == plain.bytes)
        // A red run draws red pixels (the plain editor has none).
        var red = AttributedString("Notes")
        red.foregroundColor = .red
        let drawn = render(TextEditor(text: .constant(red), selection: .constant(AttributedTextSelection())))
        let reddish = { (p: PixelBuffer) in
            (0..<p.height).contains { y in (0..<p.width).contains { x in
                let c = p[x, y]; return c.w > 200 && c.x > 200 && c.y < 80 && c.z < 80 } }
        }
        #expect(reddish(drawn))
        #expect(!reddish(plain))
    }

    @Test func selectionsReadTheirText() {
        var text = AttributedString("Hello")
        text.foregroundColor = .red
        text.append(AttributedString(" world"))
        // The default selection is an insertion point at the end.
        #expect(AttributedTextSelection().indices(in: text) == .insertionPoint(text.endIndex))
        let start = text.startIndex
        let five = text.characters.index(start, offsetBy: 5)
        let range = AttributedTextSelection(range: start..<five)
        #expect(range.indices(in: text) == .ranges(RangeSet(start..<five)))
        #expect(range.typingAttributes(in: text)[A.ForegroundColorAttribute.self] == .red)
        #expect(Array(range.attributes(in: text)[\.foregroundColor]) == [.red])
        // An insertion point after "Hello " types in the unstyled run; given typing attributes win.
        let six = text.characters.index(start, offsetBy: 7)
        #expect(AttributedTextSelection(insertionPoint: six).typingAttributes(in: text)[A.ForegroundColorAttribute.self] == nil)
        var typing = AttributeContainer()
        typing[A.ForegroundColorAttribute.self] = .blue
        #expect(AttributedTextSelection(insertionPoint: six, typingAttributes: typing).attributes(in: text)[\.foregroundColor].contains(.blue))
        #expect(AttributedTextSelection() == AttributedTextSelection())
        #expect(range.affinity(in: text) == .downstream)
    }

    @Test func detectedDataIsDrawnAsLinks() {
        func render(_ view: some View) -> PixelBuffer { ImageRenderer(content: view.frame(width: 260, height: 30)).pixelBuffer }
        // A detected link draws as the same Markdown link does (in the tint).
        let detected = render(Text(verbatim: "Visit https://apple.com now").dataDetection())
        #expect(detected.bytes == render(Text("Visit [https://apple.com](https://apple.com) now")).bytes)
        #expect(detected.bytes != render(Text(verbatim: "Visit https://apple.com now")).bytes)
        // Only the asked-for types; none: nothing changes.
        #expect(render(Text(verbatim: "Visit https://apple.com now").dataDetection(.phoneNumber)).bytes
                == render(Text(verbatim: "Visit https://apple.com now")).bytes)
        // What is found, with the URL each becomes (trailing punctuation left out).
        let runs = Text(verbatim: "Call +1 (555) 123-4567, mail a.b@example.com or see www.swift.org.").detectingData(.all).runs
        #expect(runs.compactMap(\.style.link?.absoluteString) == ["tel:+15551234567", "mailto:a.b@example.com", "https://www.swift.org"])
        #expect(runs.map(\.string).joined() == "Call +1 (555) 123-4567, mail a.b@example.com or see www.swift.org.")
        #expect(Text(verbatim: "Room 12, floor 3").detectingData(.all).runs.count == 1)
    }
}
