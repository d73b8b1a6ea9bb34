#if Macros
import Flipbook
import Testing
@testable import PreviewFixture

/// `#Preview` and `@Entry` (built with `--traits Macros`).
@MainActor
@Suite struct MacroPreviewTests {
    @Test func macroPreviewsAreFoundByNameWithTheirTraits() throws {
        let unnamed = try #require(Previews.all(in: "PreviewFixture").first { $0.id.hasPrefix("PreviewFixture/MacroPreviews.swift:") && $0.name.hasPrefix("MacroPreviews.swift:") })
        #expect(unnamed.layout == .device)
        let dot = try Preview.named("Tinted dot", in: "PreviewFixture")
        #expect(dot.layout == .sizeThatFits)
        let wide = try Preview.named("Landscape header", in: "PreviewFixture")
        #expect(wide.orientation == .landscapeLeft)
        #expect(wide.screen.size == CGSize(width: 852, height: 393))
        let px = try wide.renderer().pixelBuffer
        #expect(px.width == 852 * 3 && px.height == 393 * 3)
    }

    @Test func aPreviewDeclaringALocalViewWithStateRenders() throws {
        let local = try Preview.named("Local state", in: "PreviewFixture")
        let px = try local.renderer().pixelBuffer
        #expect(px.width >= 60 && px.width * 10 == px.height * 30, "the 30×10 pt rectangle, fitted")
        let c = (px.height / 2 * px.width + px.width / 2) * 4
        #expect(px.bytes[c + 2] > 200 && px.bytes[c] < 60, "blue: the state's initial value drew")
    }

    @Test func aPreviewableStateIsThePreviewsOwnState() throws {
        let p = try Preview.named("Previewable state", in: "PreviewFixture")
        let px = try p.renderer().pixelBuffer
        #expect(px.width >= 40 && px.width * 10 == px.height * 20, "the 20×10 pt rectangle, fitted")
        let c = (px.height / 2 * px.width + px.width / 2) * 4
        #expect(px.bytes[c + 1] > 150 && px.bytes[c] < 100, "green: the @Previewable state's value drew")
    }

    @Test func entryValuesFlowAndTheirDefaultHolds() throws {
        // The dot is green through `.environment(\.badgeTint, .green)`; its default is orange.
        #expect(EnvironmentValues().badgeTint == .orange)
        #expect(EnvironmentValues().greeting == nil)
        let dot = try Preview.named("Tinted dot", in: "PreviewFixture").renderer().pixelBuffer
        let c = (dot.height / 2 * dot.width + dot.width / 2) * 4
        #expect(dot.bytes[c + 1] > 150 && dot.bytes[c] < 100, "the centre is green")
    }

    @Test func aPreviewModifierWrapsThePreview() throws {
        let m = try Preview.named("Modified", in: "PreviewFixture")
        let px = try m.renderer().pixelBuffer
        #expect(px.width == 160 && px.height == 100)
        // The yellow background the modifier puts behind the padded badge, near a corner of it.
        let badge = ImageRenderer(content: Badge(count: 1)).layout().frame.size
        let x = Int((40 - badge.width / 2 - 4) * 2), y = 25 * 2
        let i = (y * px.width + x) * 4
        #expect(px.bytes[i] > 200 && px.bytes[i + 1] > 180 && px.bytes[i + 2] < 60, "yellow")
    }
}
#endif
