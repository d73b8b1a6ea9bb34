import Foundation
import Testing
@testable import Flipbook

/// Issue 24: what SwiftUI still ships and real suites still call, and interpolation formatted
/// as `LocalizedStringKey` formats it on iOS.
@MainActor @Suite struct CompatibilityAPITests {
    /// Each type's printf specifier, as SwiftUI's `_FormatSpecifiable`: `%lf` for Double
    /// (iOS shows "76.000000%"), integers as Swift prints them.
    @Test func interpolatedNumbersFormatAsOnIOS() {
        let d = 0.76 * 100
        #expect(Text("\(d)%").string == "76.000000%")
        #expect(Text("\(Float(1.5))").string == "1.500000")
        #expect(Text("\(CGFloat(2))").string == "2.000000")
        #expect(Text("\(-42)").string == "-42")
        #expect(Text("\(Int8(-8)) \(Int16(16)) \(Int32(-32)) \(Int64(64))").string == "-8 16 -32 64")
        #expect(Text("\(UInt(7)) \(UInt8(8)) \(UInt16(16)) \(UInt32(32)) \(UInt64.max)").string == "7 8 16 32 18446744073709551615")
        #expect(Text("\("text") \(true)").string == "text true")
        #expect(Text("\(d, specifier: "%.1f")").string == "76.0")
    }

    @Test func textFieldFormatterShowsTheFormattedValue() throws {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        let field = TextField("Amount", value: .constant(1234.5), formatter: formatter)
        let look = try #require(Mirror(reflecting: field).children.first { $0.label == "text" }?.value as? Binding<String>)
        #expect(look.wrappedValue == "1,234.5")
    }

    @Test func pathForEachGivesTheElements() {
        var path = Path()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8))
        path.closeSubpath()
        var elements: [Path.Element] = []
        path.forEach { elements.append($0) }
        #expect(elements == [.move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 3, y: 4)),
                             .quadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8)), .closeSubpath])
    }

    /// A custom style's `_body` decorates the field: the padded field is 20 pt taller.
    @Test func customTextFieldStyleDecorates() {
        struct Padded: TextFieldStyle {
            func _body(configuration: TextField<Self._Label>) -> some View { configuration.padding(10) }
        }
        let plain = ImageRenderer(content: TextField("Name", text: .constant("")).frame(width: 200)).layout().frame.size
        let padded = ImageRenderer(content: TextField("Name", text: .constant("")).textFieldStyle(Padded()).frame(width: 200)).layout().frame.size
        #expect(padded.height == plain.height + 20)
    }

    /// The older spellings compile and render without errors.
    @Test func olderSpellingsRender() {
        let views: [AnyView] = [
            AnyView(TextField("a", text: .constant(""), onEditingChanged: { _ in }, onCommit: {})),
            AnyView(SecureField("b", text: .constant(""), onCommit: {})),
            AnyView(Slider(value: .constant(0.5), in: 0...1, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { Text("s") }),
            AnyView(Text("x").navigationBarTitle("Title").navigationBarItems(trailing: Text("Edit"))),
            AnyView(Text("x").navigationBarTitle(Text("T"), displayMode: .inline)),
            AnyView(Text("x").accessibility(hidden: true).accessibility(label: Text("L"))),
        ]
        for view in views {
            let renderer = ImageRenderer(content: view.frame(width: 200, height: 60))
            _ = renderer.pixelBuffer
            #expect(renderer.graph.errors.isEmpty)
        }
    }
}
