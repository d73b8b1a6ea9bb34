import Testing
import Flipbook
@testable import FlipbookScene

/// Modifiers and views not pinned by pixel elsewhere, each against its Swift twin: the scene
/// must decode into the same Flipbook views, so the bytes must be identical.
@Suite @MainActor struct ModifierTwinTests {
    static let square = #"{"Rectangle": {}, "modifiers": [{"fill": {"LinearGradient": {"colors": ["red", "blue"]}}}, {"frame": {"width": 30, "height": 20}}"#
    static func gradientSquare() -> some View {
        Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).frame(width: 30, height: 20)
    }

    @Test func colourEffectsMatchSwift() throws {
        #expect(try sameBytes(Self.square + #", {"contrast": 1.5}]}"#, Self.gradientSquare().contrast(1.5)))
        #expect(try sameBytes(Self.square + #", {"saturation": {"amount": 0.3}}]}"#, Self.gradientSquare().saturation(0.3)))
        #expect(try sameBytes(Self.square + #", {"hueRotation": {"degrees": 90}}]}"#, Self.gradientSquare().hueRotation(.degrees(90))))
        #expect(try sameBytes(Self.square + #", {"compositingGroup": {}}, {"opacity": 0.5}]}"#, Self.gradientSquare().compositingGroup().opacity(0.5)))
        #expect(try sameBytes(Self.square + #", {"drawingGroup": {}}, {"blur": 2}]}"#, Self.gradientSquare().drawingGroup().blur(radius: 2)))
        #expect(try sameBytes(#"{"Circle": {}, "modifiers": [{"fill": {}}, {"tint": "green"}, {"frame": {"width": 10, "height": 10}}]}"#,
                              Circle().fill().tint(.green).frame(width: 10, height: 10)))
    }

    @Test func transformsMatchSwift() throws {
        var p = ProjectionTransform()
        p.m13 = 0.01
        #expect(try sameBytes(Self.square + #", {"projectionEffect": [[1, 0, 0.01], [0, 1, 0], [0, 0, 1]]}]}"#, Self.gradientSquare().projectionEffect(p)))
        var t = CATransform3DIdentity
        t.m34 = -0.01
        t.m41 = 3
        let named = Self.square + #", {"projectionEffect": {"transform3D": {"m34": -0.01, "m41": 3}}}]}"#
        let rows = Self.square + #", {"projectionEffect": {"transform3D": [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -0.01], [3, 0, 0, 1]]}}]}"#
        #expect(try sameBytes(named, Self.gradientSquare().projectionEffect(ProjectionTransform(t))))
        #expect(try sameBytes(rows, Self.gradientSquare().projectionEffect(ProjectionTransform(t))))
        #expect(sceneError(scene(Self.square + #", {"projectionEffect": [[1, 0], [0, 1]]}]}"#))?.message
                == "expected a 3×3 matrix: 3 rows of 3 numbers, or 9 numbers; found 2 elements")
        #expect(try sameBytes(Self.square + #", {"transformEffect": {"a": 1, "b": 0.2, "c": -0.3, "d": 1, "tx": 4, "ty": 2}}]}"#,
                              Self.gradientSquare().transformEffect(CGAffineTransform(a: 1, b: 0.2, c: -0.3, d: 1, tx: 4, ty: 2))))
    }

    @Test func layoutModifiersMatchSwift() throws {
        #expect(try sameBytes(#"{"Text": "a long line of text", "modifiers": [{"fixedSize": {}}, {"frame": {"width": 40}}, {"overlay": {"content": {"Circle": {}, "modifiers": [{"fill": "red"}, {"frame": {"width": 6, "height": 6}}]}, "alignment": "topTrailing"}}]}"#,
                              Text("a long line of text").fixedSize().frame(width: 40)
                                .overlay(Circle().fill(Color.red).frame(width: 6, height: 6), alignment: .topTrailing), size: (160, 40)))
        #expect(try sameBytes(#"{"HStack": {"spacing": 0, "content": [{"Text": "first words here"}, {"Text": "second words", "modifiers": [{"layoutPriority": 1}]}]}, "modifiers": [{"frame": {"width": 100}}]}"#,
                              HStack(spacing: 0) { Text("first words here"); Text("second words").layoutPriority(1) }.frame(width: 100), size: (120, 60)))
        #expect(try sameBytes(#"{"Circle": {}, "modifiers": [{"fill": "blue"}, {"scaledToFit": {}}]}"#, Circle().fill(Color.blue).scaledToFit()))
        #expect(try sameBytes(#"{"Circle": {}, "modifiers": [{"fill": "blue"}, {"scaledToFill": {}}, {"frame": {"width": 20, "height": 10}}, {"clipped": {}}]}"#,
                              Circle().fill(Color.blue).scaledToFill().frame(width: 20, height: 10).clipped()))
    }

    @Test func textSpacingAndShrinkingMatchSwift() throws {
        #expect(try sameBytes(#"{"Text": "kern", "modifiers": [{"kerning": 4}]}"#, Text("kern").kerning(4)))
        #expect(try sameBytes(#"{"Text": "shrinks to fit", "modifiers": [{"lineLimit": 1}, {"minimumScaleFactor": 0.5}, {"frame": {"width": 70}}]}"#,
                              Text("shrinks to fit").lineLimit(1).minimumScaleFactor(0.5).frame(width: 70)))
    }

    @Test func scrollViewsAndLazyStacksMatchSwift() throws {
        let rows = #"[{"Color": "red", "modifiers": [{"frame": {"height": 30}}]}, {"Color": "blue", "modifiers": [{"frame": {"height": 30}}]}]"#
        #expect(try sameBytes(#"{"ScrollView": {"content": \#(rows)}}"#,
                              ScrollView { Color.red.frame(height: 30); Color.blue.frame(height: 30) }, size: (40, 40)))
        #expect(try sameBytes(#"{"LazyVStack": {"spacing": 2, "content": \#(rows)}}"#,
                              LazyVStack(spacing: 2) { Color.red.frame(height: 30); Color.blue.frame(height: 30) }, size: (40, 80)))
        #expect(try sameBytes(#"{"ScrollView": {"axes": "horizontal", "content": {"LazyHStack": {"alignment": "top", "content": [{"Color": "red", "modifiers": [{"frame": {"width": 30, "height": 10}}]}]}}}}"#,
                              ScrollView(.horizontal) { LazyHStack(alignment: .top) { Color.red.frame(width: 30, height: 10) } }, size: (40, 40)))
    }
}

/// `backgroundExtensionEffect` in a scene on a device: the status bar's band above a banner
/// at the safe top shows the banner mirrored (red) instead of the white background.
@Suite @MainActor struct BackgroundExtensionSceneTests {
    @Test func theBannerExtendsUnderTheStatusBar() throws {
        func render(_ modifiers: String) throws -> PixelBuffer {
            try renderScene(#"{"device": "iPhone15Pro", "scale": 1, "background": "white", "body": {"VStack": [{"Color": "red", "modifiers": [{"frame": {"height": 120}}\#(modifiers)]}, {"Spacer": {}}]}}"#)
        }
        let plain = try render("")
        let extended = try render(#", {"backgroundExtensionEffect": {}}"#)
        #expect(plain[100, 40] == Px.white)
        #expect(extended[100, 40].x > 200 && extended[100, 40].y < 150, "mirrored red, got \(extended[100, 40])")
        #expect(try render(#", {"backgroundExtensionEffect": {"isEnabled": false}}"#) == plain)
    }
}
