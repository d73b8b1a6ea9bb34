import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

// The recipe of Docs/architecture.md ("A control and its style"), written out as a new
// control would be: if the generic piece stops giving a family its stack, its modifier or
// the fall-back to the next outer style, these pixels change.

@MainActor protocol MeterStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = MeterStyleConfiguration
}

struct MeterStyleConfiguration {
    enum LabelTag {}
    typealias Label = StyleConfigurationPart<LabelTag>
    let label: Label
    let value: Double
}

enum MeterStyles: StyleFamily {
    static var automatic: any MeterStyle { BarMeterStyle() }
    static func body(of style: any MeterStyle, configuration: MeterStyleConfiguration) -> any View {
        style.makeBody(configuration: configuration)
    }
}

extension View {
    func meterStyle<S: MeterStyle>(_ style: S) -> some View { modifier(StyleStackModifier<MeterStyles>(style)) }
}

struct Meter<Label: View>: View, PrimitiveView {
    typealias Body = Never
    let value: Double
    let label: Label
    init(value: Double, @ViewBuilder label: () -> Label) { self.value = value; self.label = label() }
    func makeNode(_ context: ResolveContext) -> ViewNode {
        context.resolveStyle(MeterStyles.self, MeterStyleConfiguration(label: .init(label, .content), value: value))
    }
}

extension Meter where Label == MeterStyleConfiguration.Label {
    init(_ configuration: MeterStyleConfiguration) { self.init(value: configuration.value) { configuration.label } }
}

/// The default: a red bar `value` of 40 pt wide, 10 pt tall.
struct BarMeterStyle: MeterStyle {
    func makeBody(configuration: Configuration) -> some View {
        Color.red.frame(width: 40 * configuration.value, height: 10).frame(width: 40, alignment: .leading)
    }
}

/// Wraps the meter drawn by the next outer style in a 2-pt blue frame.
struct FramedMeterStyle: MeterStyle {
    func makeBody(configuration: Configuration) -> some View {
        Meter(configuration).padding(2).background(Color.blue)
    }
}

/// Draws the label alone, green in dark mode: the style's own `@Environment` is linked.
struct LabelMeterStyle: MeterStyle {
    @Environment(\.colorScheme) var scheme
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.frame(width: 40, height: 10).background(scheme == .dark ? Color.green : Color.yellow)
    }
}

@Suite @MainActor struct StyleFamilyTests {
    func render<V: View>(_ view: V) -> PixelBuffer {
        let r = ImageRenderer(content: view)
        r.scale = 1
        return r.pixelBuffer
    }

    @Test func aFamilyFromTheGenericPieceDrawsFallsBackOutwardAndLinksTheStylesEnvironment() {
        let meter = Meter(value: 0.5) { Color.clear }
        // No style set: the family's automatic style.
        let plain = render(meter)
        #expect(plain.width == 40 && plain.height == 10)
        #expect(plain[10, 5] == SIMD4(255, 59, 48, 255))
        #expect(plain[30, 5].w == 0)
        // A style whose body uses Meter(configuration) draws the next outer (here automatic) style inside it.
        let framed = render(meter.meterStyle(FramedMeterStyle()))
        #expect(framed.width == 44 && framed.height == 14)
        #expect(framed[0, 0] == SIMD4(0, 122, 255, 255))
        #expect(framed[12, 7] == SIMD4(255, 59, 48, 255))
        #expect(framed[32, 7] == SIMD4(0, 122, 255, 255), "the unfilled half shows the frame's background")
        // The nearest style wins; the framed style's inner meter then uses the outer label style.
        let nested = render(meter.meterStyle(FramedMeterStyle()).meterStyle(LabelMeterStyle()).environment(\.colorScheme, .dark))
        #expect(nested.width == 44)
        #expect(nested[0, 0] == SIMD4(10, 132, 255, 255))
        #expect(nested[30, 7] == SIMD4(48, 209, 88, 255), "dark green: the label style read its own @Environment")
        let light = render(meter.meterStyle(LabelMeterStyle()))
        #expect(light[20, 5] == SIMD4(255, 204, 0, 255))
    }

    @Test func configurationPartsKeepSwiftUINamesAsDistinctTypes() {
        // Each part is its own type (a `Label` is not a `Content`), as SwiftUI's are: overloads
        // such as `GroupBox(_ configuration:)` rely on it.
        let parts: [Any.Type] = [
            GaugeStyleConfiguration.Label.self, GaugeStyleConfiguration.CurrentValueLabel.self, GaugeStyleConfiguration.BoundsLabel.self,
            GroupBoxStyleConfiguration.Label.self, GroupBoxStyleConfiguration.Content.self,
            LabelStyleConfiguration.Title.self, LabelStyleConfiguration.Icon.self,
            ButtonStyleConfiguration.Label.self, PrimitiveButtonStyleConfiguration.Label.self,
            ToggleStyleConfiguration.Label.self, MenuStyleConfiguration.Label.self, MenuStyleConfiguration.Content.self,
            ProgressViewStyleConfiguration.Label.self, ProgressViewStyleConfiguration.CurrentValueLabel.self,
            DisclosureGroupStyleConfiguration.Label.self, DisclosureGroupStyleConfiguration.Content.self,
            LabeledContentStyleConfiguration.Label.self, LabeledContentStyleConfiguration.Content.self,
            ControlGroupStyleConfiguration.Label.self, ControlGroupStyleConfiguration.Content.self,
        ]
        #expect(Set(parts.map(ObjectIdentifier.init)).count == parts.count)
    }
}
