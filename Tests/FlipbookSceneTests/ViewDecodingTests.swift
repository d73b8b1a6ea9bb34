import Testing
import Flipbook
@testable import FlipbookScene

/// Each view and modifier family decoded and rendered; expected pixels worked out by hand
/// from the layout (scale 1, so points are pixels).
@Suite @MainActor struct ViewDecodingTests {
    @Test func aFixedFrameIsCentredInTheCanvasLikeAWindow() throws {
        let p = try renderScene(scene(#"{"Rectangle": {}, "modifiers": [{"fill": "red"}, {"frame": {"width": 10, "height": 6}}]}"#))
        #expect(p.width == 20 && p.height == 20)
        // 10×6 centred in 20×20: x 5..<15, y 7..<13.
        #expect(p[5, 7] == Px.red && p[14, 12] == Px.red)
        #expect(p[4, 10] == Px.clear && p[15, 10] == Px.clear && p[10, 6] == Px.clear && p[10, 13] == Px.clear)
    }

    @Test func theCanvasIsSizeTimesScaleWhateverTheContentSize() throws {
        let doc = try SceneDocument.decode(Array(#"{"size": [30, 10], "scale": 3, "background": "white", "body": {"Color": "blue", "modifiers": [{"frame": {"width": 100, "height": 2}}]}}"#.utf8))
        let p = try SceneRenderer.renderStill(doc)
        #expect(p.width == 90 && p.height == 30)
        // A 100-point-wide colour overflows the 30-point canvas on both sides, centred.
        #expect(p[0, 15] == Px.blue && p[89, 15] == Px.blue)
        #expect(p[45, 10] == Px.white)
    }

    @Test func modifiersApplyInOrder() throws {
        let padThenBackground = try renderScene(scene(#"{"Color": "red", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"padding": 5}, {"background": "blue"}]}"#, size: (40, 40)))
        // 20×20 centred: x 10..<30; red core 15..<25.
        #expect(padThenBackground[11, 11] == Px.blue && padThenBackground[20, 20] == Px.red && padThenBackground[9, 9] == Px.clear)
        let backgroundThenPad = try renderScene(scene(#"{"Color": "red", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"background": "blue"}, {"padding": 5}]}"#, size: (40, 40)))
        #expect(backgroundThenPad[11, 11] == Px.clear && backgroundThenPad[20, 20] == Px.red)
    }

    @Test func stacksAlignAndSpace() throws {
        let v = try renderScene(scene(#"""
            {"VStack": {"alignment": "leading", "spacing": 0, "content": [
              {"Color": "red", "modifiers": [{"frame": {"width": 10, "height": 10}}]},
              {"Color": "blue", "modifiers": [{"frame": {"width": 20, "height": 10}}]}]}}
            """#, size: (40, 40)))
        // The stack is 20×20 at (10, 10); the narrow child sits at its leading edge.
        #expect(v[15, 15] == Px.red && v[25, 15] == Px.clear && v[25, 25] == Px.blue)
        let h = try renderScene(scene(#"""
            {"HStack": {"alignment": "top", "spacing": 4, "content": [
              {"Color": "red", "modifiers": [{"frame": {"width": 8, "height": 4}}]},
              {"Color": "blue", "modifiers": [{"frame": {"width": 8, "height": 12}}]}]}}
            """#, size: (20, 12)))
        // 8 + 4 + 8 = 20 wide; the short child at the top.
        #expect(h[3, 1] == Px.red && h[3, 6] == Px.clear && h[9, 6] == Px.clear && h[15, 10] == Px.blue)
        let z = try renderScene(scene(#"""
            {"ZStack": {"alignment": "bottomTrailing", "content": [
              {"Color": "red", "modifiers": [{"frame": {"width": 20, "height": 20}}]},
              {"Color": "blue", "modifiers": [{"frame": {"width": 5, "height": 5}}]}]}}
            """#))
        #expect(z[17, 17] == Px.blue && z[2, 2] == Px.red && z[14, 17] == Px.red)
    }

    @Test func spacerPushesAndGroupFlattensIntoTheStack() throws {
        let p = try renderScene(scene(#"""
            {"HStack": {"spacing": 0, "content": [
              {"Group": {"content": [{"Color": "red", "modifiers": [{"frame": {"width": 4, "height": 4}}]}]}},
              {"Spacer": {}},
              {"Color": "blue", "modifiers": [{"frame": {"width": 4, "height": 4}}]},
              {"EmptyView": {}}]}}
            """#, size: (20, 4)))
        #expect(p[1, 2] == Px.red && p[10, 2] == Px.clear && p[18, 2] == Px.blue)
    }

    @Test func shapesFillStrokeAndStrokeBorder() throws {
        let stroke = try renderScene(scene(#"{"Rectangle": {}, "modifiers": [{"stroke": {"content": "red", "lineWidth": 4}}]}"#))
        // A stroke is centred on the edge: half of it (2 px) falls inside the canvas.
        #expect(stroke[0, 10] == Px.red && stroke[1, 10] == Px.red && stroke[2, 10] == Px.clear)
        let border = try renderScene(scene(#"{"Rectangle": {}, "modifiers": [{"strokeBorder": {"content": "red", "lineWidth": 4}}]}"#))
        #expect(border[3, 10] == Px.red && border[4, 10] == Px.clear && border[10, 10] == Px.clear)
        let circle = try renderScene(scene(#"{"Circle": {}, "modifiers": [{"fill": "blue"}]}"#))
        #expect(circle[10, 10] == Px.blue && circle[0, 0] == Px.clear && circle[1, 10] == Px.blue)
        let rounded = try renderScene(scene(#"{"RoundedRectangle": {"cornerRadius": 8, "style": "circular"}, "modifiers": [{"fill": "blue"}]}"#))
        #expect(rounded[0, 0] == Px.clear && rounded[10, 0] == Px.blue && rounded[0, 10] == Px.blue)
        let capsule = try renderScene(scene(#"{"Capsule": {}, "modifiers": [{"fill": "blue"}, {"frame": {"width": 20, "height": 10}}]}"#))
        #expect(capsule[0, 5] == Px.clear && capsule[10, 5] == Px.blue)
        let dashed = try renderScene(scene(#"{"Rectangle": {}, "modifiers": [{"stroke": {"content": "red", "style": {"lineWidth": 4, "dash": [5, 5]}}}]}"#))
        // Dashes from the top-left corner along the top edge: on 0..<5, off 5..<10.
        #expect(dashed[2, 0] == Px.red && dashed[7, 0] == Px.clear)
    }

    @Test func shapesFillWithTheForegroundStyleByDefault() throws {
        let p = try renderScene(scene(#"{"Circle": {}, "modifiers": [{"foregroundColor": "green"}]}"#))
        #expect(p[10, 10] == Px.green)
        let s = try renderScene(scene(#"{"Rectangle": {}, "modifiers": [{"foregroundStyle": "blue"}]}"#))
        #expect(s[1, 1] == Px.blue)
    }

    @Test func gradientsAsPaintsAndViews() throws {
        // Black to white left to right: pixel x has its centre at t = (x + 0.5) / 100. Without
        // a colour space the stops mix in OKLab (iOS 18's default), with "device" in
        // gamma-encoded sRGB, where the value is simply 255 t.
        let perceptual = #"{"LinearGradient": {"colors": ["black", "white"], "startPoint": "leading", "endPoint": "trailing"}}"#
        let device = #"{"Rectangle": {}, "modifiers": [{"fill": {"LinearGradient": {"colors": ["black", "white"], "startPoint": [0, 0.5], "endPoint": [1, 0.5], "colorSpace": "device"}}}]}"#
        let cases: [(String, String, (Double) -> Double)] = [
            (perceptual, "", perceptualGray), (device, "", { 255 * $0 }),
            // The scene-wide default changes the first and not the second, which names its space.
            (perceptual, #""gradientColorSpace": "device""#, { 255 * $0 }),
            (device, #""gradientColorSpace": "perceptual""#, { 255 * $0 }),
        ]
        for (json, extra, value) in cases {
            let p = try renderScene(scene(json, size: (100, 2), extra: extra))
            for x in [0, 25, 50, 99] {
                let expected = value((Double(x) + 0.5) / 100)
                #expect(abs(Double(p[x, 1].x) - expected) <= 2, "x \(x) \(extra): \(p[x, 1]) vs \(expected)")
                #expect(p[x, 1].x == p[x, 1].y && p[x, 1].w == 255)
            }
        }
        let stops = try renderScene(scene(#"{"LinearGradient": {"stops": [{"color": "black", "location": 0.5}, {"color": "white", "location": 1}], "startPoint": "leading", "endPoint": "trailing"}}"#, size: (100, 2)))
        #expect(stops[40, 1] == Px.black && stops[99, 1].x >= 250)
        let radial = try renderScene(scene(#"{"RadialGradient": {"colors": ["white", "black"], "center": "center", "startRadius": 0, "endRadius": 10, "colorSpace": "device"}}"#))
        // Pixel centres (10.5, 10.5) and (0.5, 10.5) lie 0.71 and 9.5 points from the centre:
        // white fades to black by 255 (1 − r / 10).
        #expect(abs(Int(radial[10, 10].x) - 237) <= 3 && abs(Int(radial[0, 10].x) - 13) <= 3, "\(radial[10, 10]) \(radial[0, 10])")
        let angular = try renderScene(scene(#"{"AngularGradient": {"colors": ["black", "white"], "center": "center", "colorSpace": "device"}}"#))
        // Angles grow clockwise from the trailing side: below the centre is a quarter turn, above three quarters.
        #expect(abs(Int(angular[10, 18].x) - 64) <= 12 && abs(Int(angular[10, 2].x) - 191) <= 12, "\(angular[10, 18]) \(angular[10, 2])")
        // The same angular sweep mixed perceptually (the default): L = t, so a quarter turn is
        // perceptualGray(0.25) ≈ 9 and three quarters ≈ 109.
        let angularP = try renderScene(scene(#"{"AngularGradient": {"colors": ["black", "white"], "center": "center"}}"#))
        // Pixel (10, 18) is at angle atan2(7.5, 0.5) from +x: t = 0.2394; (10, 2) at t = 0.7606.
        let tBelow = atan2(7.5, 0.5) / (2 * .pi), tAbove = 1 - tBelow
        #expect(abs(Double(angularP[10, 18].x) - perceptualGray(tBelow)) <= 2 && abs(Double(angularP[10, 2].x) - perceptualGray(tAbove)) <= 2,
                "\(angularP[10, 18]) vs \(perceptualGray(tBelow)), \(angularP[10, 2]) vs \(perceptualGray(tAbove))")
    }

    /// `"designRequiresCompatibility": false` draws the scene's controls in the iOS 26 design:
    /// the switch's track is 64×28 (x 36…100 in a 100 pt row) where iOS 18's is 51×31 (x 49…100).
    @Test func designRequiresCompatibilityKey() throws {
        let toggle = #"{"Toggle": {"isOn": true, "label": {"EmptyView": {}}}, "modifiers": [{"frame": {"width": 100}}]}"#
        let old = try renderScene(scene(toggle, size: (100, 31), extra: #""background": "white""#))
        let new = try renderScene(scene(toggle, size: (100, 31), extra: #""background": "white", "designRequiresCompatibility": false"#))
        let kept = try renderScene(scene(toggle, size: (100, 31), extra: #""background": "white", "designRequiresCompatibility": true"#))
        #expect(old[42, 15] == Px.white)
        #expect(new[42, 15] != Px.white, "\(new[42, 15])")
        #expect(kept.bytes == old.bytes)
        let e = sceneError(scene(toggle, extra: #""designRequiresCompatibility": "no""#))
        #expect(e?.description.contains("designRequiresCompatibility") == true && e?.message.contains("true or false") == true, "\(String(describing: e))")
    }

    /// A scene's "gradientColorSpace" accepts only the two spaces, with a did-you-mean.
    @Test func gradientColorSpaceKeyIsChecked() {
        let e = sceneError(scene(#"{"Color": "red"}"#, extra: #""gradientColorSpace": "perceptul""#))
        #expect(e?.message.contains("unknown gradient colour space \"perceptul\"") == true, "\(String(describing: e))")
        #expect(e?.description.contains("perceptual") == true)
    }

    @Test func opacityShadowAndBlendMode() throws {
        let o = try renderScene(scene(#"{"Color": "white", "modifiers": [{"opacity": 0.5}]}"#))
        #expect(o[10, 10] == SIMD4(128, 128, 128, 128))
        let b = try renderScene(scene(#"{"ZStack": {"content": [{"Color": {"red": 1, "green": 0, "blue": 0}}, {"Color": {"red": 0, "green": 1, "blue": 0}, "modifiers": [{"blendMode": "multiply"}]}]}}"#,
                                      extra: #""background": "white""#))
        #expect(b[10, 10] == Px.black)
        let s = try renderScene(scene(#"{"Color": "white", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"shadow": {"color": "black", "radius": 0, "x": 4, "y": 4}}]}"#))
        // The hard shadow shows below-right of the 10×10 square at (5, 5).
        #expect(s[17, 17] == Px.black && s[10, 10] == Px.white && s[3, 3] == Px.clear)
    }

    @Test func transformsScaleRotateAndOffset() throws {
        let scaled = try renderScene(scene(#"{"Color": "red", "modifiers": [{"scaleEffect": 0.5}]}"#))
        #expect(scaled[4, 10] == Px.clear && scaled[6, 10] == Px.red && scaled[10, 10] == Px.red && scaled[15, 10] == Px.clear)
        let anchored = try renderScene(scene(#"{"Color": "red", "modifiers": [{"scaleEffect": {"x": 0.5, "y": 1, "anchor": "leading"}}]}"#))
        #expect(anchored[4, 10] == Px.red && anchored[12, 10] == Px.clear)
        let offset = try renderScene(scene(#"{"Color": "red", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"offset": {"x": 10}}]}"#, size: (30, 10)))
        #expect(offset[25, 5] == Px.red && offset[15, 5] == Px.clear)
        let rotated = try renderScene(scene(#"{"Color": "red", "modifiers": [{"frame": {"width": 20, "height": 4}}, {"rotationEffect": {"degrees": 90}}]}"#))
        // A 20×4 bar turned a quarter about its centre stands upright.
        #expect(rotated[10, 1] == Px.red && rotated[1, 10] == Px.clear)
    }

    @Test func rotation3DHalfTurnMirrorsAndSetsItsBackFacingBinding() throws {
        let text = scene(#"""
            {"HStack": {"spacing": 0, "content": [
              {"Color": {"if": "$flipped", "then": "blue", "else": "red"}, "modifiers": [{"frame": {"width": 10, "height": 10}}]},
              {"Color": "green", "modifiers": [{"frame": {"width": 10, "height": 10}}]}]},
             "modifiers": [{"rotation3DEffect": {"angle": {"if": "$turned", "then": 180, "else": 0}, "axis": [0, 1, 0], "backFacing": "$flipped"}}]}
            """#, size: (20, 10), extra: #""state": {"turned": false, "flipped": false}"#)
        let front = try renderScene(text)
        #expect(front[5, 5] == Px.red && front[15, 5] == Px.green)
        let back = try renderScene(text, state: ["turned=true"])
        // Mirrored left to right, and the binding turned the colour blue.
        #expect(back[5, 5] == Px.green && back[15, 5] == Px.blue)
    }

    @Test func clippingMaskingAndCornerRadius() throws {
        let clip = try renderScene(scene(#"{"Color": "red", "modifiers": [{"clipShape": {"Circle": {}}}]}"#))
        #expect(clip[0, 0] == Px.clear && clip[10, 10] == Px.red)
        let named = try renderScene(scene(#"{"Color": "red", "modifiers": [{"clipShape": "Capsule"}]}"#))
        #expect(named[0, 0] == Px.clear)
        let corner = try renderScene(scene(#"{"Color": "red", "modifiers": [{"cornerRadius": 8}]}"#))
        #expect(corner[0, 0] == Px.clear && corner[10, 0] == Px.red)
        let mask = try renderScene(scene(#"{"Color": "red", "modifiers": [{"mask": {"Rectangle": {}, "modifiers": [{"frame": {"width": 10}}]}}]}"#))
        #expect(mask[3, 10] == Px.clear && mask[10, 10] == Px.red)
        let clipped = try renderScene(scene(#"{"Color": "red", "modifiers": [{"frame": {"width": 40, "height": 40}}, {"frame": {"width": 10, "height": 10}}, {"clipped": {}}]}"#))
        #expect(clipped[3, 10] == Px.clear && clipped[10, 10] == Px.red)
    }

    @Test func colourEffects() throws {
        let inverted = try renderScene(scene(#"{"Color": "white", "modifiers": [{"colorInvert": {}}]}"#))
        #expect(inverted[10, 10] == Px.black)
        let multiplied = try renderScene(scene(#"{"Color": "white", "modifiers": [{"colorMultiply": {"red": 1, "green": 0, "blue": 0}}]}"#))
        #expect(multiplied[10, 10] == SIMD4(255, 0, 0, 255))
        let grey = try renderScene(scene(#"{"Color": {"red": 1, "green": 0, "blue": 0}, "modifiers": [{"grayscale": 1}]}"#))
        #expect(grey[10, 10].x == grey[10, 10].y && grey[10, 10].y == grey[10, 10].z)
        let bright = try renderScene(scene(#"{"Color": "black", "modifiers": [{"brightness": 1}]}"#))
        #expect(bright[10, 10] == Px.white)
    }

    @Test func layoutModifiersFrameFlexibleFixedAndPriority() throws {
        let flexible = try renderScene(scene(#"{"Color": "red", "modifiers": [{"frame": {"maxWidth": 6, "maxHeight": "infinity"}}]}"#))
        #expect(flexible[10, 0] == Px.red && flexible[10, 19] == Px.red && flexible[6, 10] == Px.clear)
        let aligned = try renderScene(scene(#"{"Color": "red", "modifiers": [{"frame": {"width": 4, "height": 4}}, {"frame": {"maxWidth": "infinity", "maxHeight": "infinity", "alignment": "topLeading"}}]}"#))
        #expect(aligned[1, 1] == Px.red && aligned[10, 10] == Px.clear)
        let padded = try renderScene(scene(#"{"Color": "red", "modifiers": [{"padding": {"edges": "horizontal", "length": 5}}]}"#))
        #expect(padded[2, 10] == Px.clear && padded[6, 10] == Px.red && padded[10, 0] == Px.red)
        let sides = try renderScene(scene(#"{"Color": "red", "modifiers": [{"padding": {"top": 10}}]}"#))
        #expect(sides[10, 5] == Px.clear && sides[10, 15] == Px.red)
    }

    @Test func environmentColorSchemeReachesColours() throws {
        let p = try renderScene(scene(#"{"Color": "primary", "modifiers": [{"environment": {"colorScheme": "dark"}}]}"#))
        #expect(p[10, 10] == Px.white)
        let light = try renderScene(scene(#"{"Color": "primary"}"#))
        #expect(light[10, 10] == Px.black)
    }

    @Test func behaviourModifiersLeaveAStillAsItIs() throws {
        let plain = try renderScene(scene(#"{"Circle": {}, "modifiers": [{"fill": "red"}]}"#, extra: #""state": {"on": false}"#))
        let busy = try renderScene(scene(#"""
            {"Circle": {}, "modifiers": [{"fill": "red"},
              {"onTapGesture": {"action": {"toggle": "$on", "animation": {"spring": {"response": 0.5, "dampingFraction": 0.8}}}}},
              {"animation": {"animation": {"easeInOut": {"duration": 0.3}, "delay": 0.1}, "value": "$on"}},
              {"transition": {"asymmetric": {"insertion": {"move": {"edge": "bottom"}}, "removal": "opacity"}}},
              {"contentShape": "Circle"}, {"allowsHitTesting": true}]}
            """#, extra: #""state": {"on": false}"#))
        #expect(busy == plain)
    }
}
