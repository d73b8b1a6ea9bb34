import Foundation
import Testing
import Flipbook
@testable import FlipbookScene

/// Toggle, Button, built-in and JSON styles, and the seeds' like and flip toggles.
@Suite @MainActor struct ControlDecodingTests {
    static let size = (160, 60)

    @Test func togglesAndButtonsWithBuiltInStylesMatchSwift() throws {
        let state = #""state": {"wifi": true}"#
        #expect(try sameBytes(#"{"Toggle": {"title": "Wi-Fi", "isOn": "$wifi"}}"#, Toggle("Wi-Fi", isOn: .constant(true)), size: Self.size, extra: state))
        #expect(try sameBytes(#"{"Toggle": {"title": "Wi-Fi", "isOn": false}, "modifiers": [{"toggleStyle": "button"}]}"#,
                              Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(.button), size: Self.size))
        #expect(try sameBytes(#"{"Button": {"title": "Tap Me", "action": {"toggle": "$wifi"}}, "modifiers": [{"buttonStyle": "borderedProminent"}]}"#,
                              Button("Tap Me") {}.buttonStyle(.borderedProminent), size: Self.size, extra: state))
        #expect(try sameBytes(#"{"Button": {"title": "Delete", "systemImage": "trash", "role": "destructive"}, "modifiers": [{"buttonStyle": "bordered"}]}"#,
                              Button("Delete", systemImage: "trash", role: .destructive) {}.buttonStyle(.bordered), size: Self.size))
        // The style nearest the control wins.
        #expect(try sameBytes(#"{"VStack": {"content": [{"Toggle": {"title": "A", "isOn": true}, "modifiers": [{"toggleStyle": "switch"}]}, {"Toggle": {"title": "B", "isOn": true}}]}, "modifiers": [{"toggleStyle": "button"}]}"#,
                              VStack { Toggle("A", isOn: .constant(true)).toggleStyle(.switch); Toggle("B", isOn: .constant(true)) }.toggleStyle(.button),
                              size: (160, 120)))
    }

    @Test func disabledGreysControlsAndGesturesDrawNothing() throws {
        #expect(try sameBytes(#"{"Button": {"title": "Off"}, "modifiers": [{"buttonStyle": "bordered"}, {"disabled": true}]}"#,
                              Button("Off") {}.buttonStyle(.bordered).disabled(true), size: Self.size))
        // Hit testing and gestures are attached as in Swift and change no pixel.
        #expect(try sameBytes(#"{"Circle": {}, "modifiers": [{"fill": "red"}, {"frame": {"width": 20, "height": 20}}, {"contentShape": "Rectangle"}, {"allowsHitTesting": false}, {"onTapGesture": {"count": 2, "action": {"set": {"n": 1}}}}]}"#,
                              Circle().fill(Color.red).frame(width: 20, height: 20), size: Self.size, extra: #""state": {"n": 0}"#))
    }

    @Test func aJSONButtonStyleDrawsItsBodyAroundTheLabel() throws {
        let styles = #""styles": {"pill": {"ButtonStyle": {"configuration.label": {}, "modifiers": [{"padding": 8}, {"foregroundColor": "white"}, {"background": {"if": "$isPressed", "then": "red", "else": "blue"}}]}}}"#
        #expect(try sameBytes(#"{"Button": {"title": "Go"}, "modifiers": [{"buttonStyle": "pill"}]}"#,
                              Text("Go").padding(8).foregroundColor(.white).background(Color.blue), size: Self.size, extra: styles))
    }

    struct RedBorderToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Toggle(configuration).padding().border(Color.red)
        }
    }

    @Test func aToggleStyleMayWrapTheNextOuterStyleWithToggleConfiguration() throws {
        let styles = #""styles": {"redBorder": {"ToggleStyle": {"Toggle": {"configuration": {}}, "modifiers": [{"padding": {}}, {"border": "red"}]}}}"#
        #expect(try sameBytes(#"{"Toggle": {"label": "Switch", "isOn": true}, "modifiers": [{"toggleStyle": "redBorder"}, {"toggleStyle": "button"}]}"#,
                              Toggle("Switch", isOn: .constant(true)).toggleStyle(RedBorderToggleStyle()).toggleStyle(.button),
                              size: (200, 90), extra: styles))
        let outside = sceneError(scene(#"{"Toggle": {"configuration": {}}}"#))
        #expect(outside?.message == "Toggle(configuration) belongs in a ToggleStyle's body")
    }

    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    /// An example scene at scale 1 (quick in a debug build).
    func example(_ name: String, _ state: [String]) throws -> PixelBuffer {
        var doc = try SceneDocument.decode(Array(try Data(contentsOf: Self.examples.appendingPathComponent(name))))
        doc.scale = 1
        for a in state { try doc.state.assign(a) }
        return try SceneRenderer.renderStill(doc)
    }

    @Test func theLikeToggleShowsEachStateAsTheSeedDescribes() throws {
        // 96 points; the heart sits at the centre, the gradient circle around it.
        let off = try example("like-toggle.json", [])
        let on = try example("like-toggle.json", ["isLiked=true"])
        // The heart: likeButtonNotSelected #E1E1EB when off, likeButtonSelected #F73757 when on.
        #expect(off[48, 48] == SIMD4(0xE1, 0xE1, 0xEB, 255))
        #expect(on[48, 48] == SIMD4(0xF7, 0x37, 0x57, 255))
        // Above the heart the circle's gradient runs FillStart→FillEnd when off and the reverse
        // when on, so the same point is lighter (nearer #3CA0F0) when off.
        #expect(Int(off[48, 33].z) > Int(on[48, 33].z) + 20, "\(off[48, 33]) vs \(on[48, 33])")
    }

    @Test func theFlipToggleSettlesItsBackFacingBinding() throws {
        let off = try example("flip-toggle.json", [])
        let on = try example("flip-toggle.json", ["flag=true"])
        #expect(off.bytes != on.bytes)
        // On: the style turns the label 180°, which sets $flipped, which shows the other face
        // (folder and 地图), itself turned 180° so it reads the right way round: the same
        // picture as starting from the settled state.
        #expect(on.bytes == (try example("flip-toggle.json", ["flag=true", "flipped=true"])).bytes)
        #expect(off.bytes == (try example("flip-toggle.json", ["flipped=true"])).bytes)
    }

    @Test(arguments: [
        (#"{"configuration.label": {}}"#, "", "body.configuration.label",
         "configuration.label is the label of the control a style draws: it belongs in a style's body"),
        (#"{"Toggle": {"title": "A", "isOn": true}, "modifiers": [{"toggleStyle": "swich"}]}"#, "", "body.modifiers[0].toggleStyle",
         "unknown toggle style \"swich\""),
        (#"{"Toggle": {"title": "A", "isOn": true}, "modifiers": [{"toggleStyle": "p"}]}"#,
         #""styles": {"p": {"ButtonStyle": {"configuration.label": {}}}}"#, "body.modifiers[0].toggleStyle",
         "\"p\" is a ButtonStyle, not a ToggleStyle"),
        (#"{"Toggle": {"title": "A", "isOn": true}, "modifiers": [{"toggleStyle": "checkbox"}]}"#, "", "body.modifiers[0].toggleStyle",
         "the checkbox toggle style exists on macOS only; Flipbook draws iOS"),
        (#"{"Toggle": {"title": "A", "isOn": "$n"}}"#, #""state": {"n": 1}"#, "body.Toggle.isOn",
         "\"$n\" is a number; a binding here needs a boolean"),
        (#"{"Toggle": {"isOn": true}}"#, "", "body.Toggle", "a Toggle needs a \"title\" or a \"label\" view, one of the two"),
        (#"{"Button": {"title": "A", "action": {"toggle": "$nope"}}}"#, #""state": {"on": true}"#, "body.Button.action.toggle",
         "unknown state variable \"$nope\""),
        (#"{"Color": "red"}"#, #""styles": {"a": {"ToggleStyle": {"Toggle": {"title": "x", "isOn": "$isOn"}, "modifiers": [{"toggleStyle": "b"}]}}, "b": {"ToggleStyle": {"configuration.label": {}, "modifiers": [{"toggleStyle": "a"}]}}}"#,
         "styles.a.ToggleStyle", "the style \"a\" uses itself: a → b → a"),
        (#"{"Color": "red"}"#, #""styles": {"a": {"ToggleStyle": {"configuration.label": {}, "modifiers": [{"paddng": 2}]}}}"#,
         "styles.a.ToggleStyle.modifiers[0].paddng", "unknown modifier \"paddng\""),
    ] as [(String, String, String, String)])
    func controlMistakesAreRefused(body: String, extra: String, path: String, message: String) {
        let e = sceneError(scene(body, extra: extra))
        #expect(e?.path == path, "\(e?.description ?? "no error")")
        #expect(e?.message == message, "\(e?.description ?? "no error")")
    }
}
