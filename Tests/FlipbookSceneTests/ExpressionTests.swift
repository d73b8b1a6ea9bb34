import Testing
import Flipbook
@testable import FlipbookScene

/// State, `$name`, `$$`, conditionals as values and as views, conditions, and `--state`.
@Suite @MainActor struct ExpressionTests {
    let flags = #""state": {"on": true, "off": false, "angle": 95, "mode": "dark"}"#

    func colour(_ value: String) throws -> SIMD4<UInt8> {
        try renderScene(scene(#"{"Color": \#(value)}"#, size: (2, 2), extra: flags))[1, 1]
    }

    @Test func conditionalValuesFollowState() throws {
        #expect(try colour(#"{"if": "$on", "then": "red", "else": "blue"}"#) == Px.red)
        #expect(try colour(#"{"if": "$off", "then": "red", "else": "blue"}"#) == Px.blue)
        #expect(try colour(#"{"if": {"not": "$off"}, "then": "red", "else": "blue"}"#) == Px.red)
        #expect(try colour(#"{"if": {"all": ["$on", "$off"]}, "then": "red", "else": "blue"}"#) == Px.blue)
        #expect(try colour(#"{"if": {"any": ["$off", "$on"]}, "then": "red", "else": "blue"}"#) == Px.red)
        #expect(try colour(#"{"if": {">=": ["$angle", 90]}, "then": "red", "else": "blue"}"#) == Px.red)
        #expect(try colour(#"{"if": {"<": ["$angle", 90]}, "then": "red", "else": "blue"}"#) == Px.blue)
        #expect(try colour(#"{"if": {"==": ["$mode", "dark"]}, "then": "red", "else": "blue"}"#) == Px.red)
        #expect(try colour(#"{"if": {"!=": ["$on", true]}, "then": "red", "else": "blue"}"#) == Px.blue)
        #expect(try colour(#"{"if": "$on", "then": {"if": "$off", "then": "green", "else": "red"}, "else": "blue"}"#) == Px.red)
    }

    @Test func stateValuesReadAnywhere() throws {
        let p = try renderScene(scene(#"{"Color": "red", "modifiers": [{"frame": {"width": "$w", "height": 4}}]}"#, extra: #""state": {"w": 6}"#))
        #expect(p[7, 10] == Px.red && p[6, 10] == Px.clear)
        let q = try renderScene(scene(#"{"Color": "red", "modifiers": [{"frame": {"width": "$w", "height": 4}}]}"#, extra: #""state": {"w": 6}"#), state: ["w=10"])
        #expect(q[6, 10] == Px.red && q[4, 10] == Px.clear)
    }

    @Test func conditionalViewsSwitchBranchAndTheOtherBranchIsStillChecked() throws {
        let body = #"{"if": "$on", "then": {"Color": "red"}, "else": {"Circle": {}, "modifiers": [{"fill": "blue"}]}}"#
        let text = scene(body, extra: #""state": {"on": true}"#)
        #expect(try renderScene(text)[0, 0] == Px.red)
        let off = try renderScene(text, state: ["on=false"])
        #expect(off[0, 0] == Px.clear && off[10, 10] == Px.blue)
        let broken = scene(#"{"if": "$on", "then": {"Color": "red"}, "else": {"Circle": {}, "modifiers": [{"fil": "blue"}]}}"#, extra: #""state": {"on": true}"#)
        #expect(sceneError(broken)?.path == "body.else.modifiers[0].fil")
        let noElse = scene(#"{"ZStack": {"content": [{"Color": "blue"}, {"if": "$on", "then": {"Color": "red"}}]}}"#, extra: #""state": {"on": false}"#)
        #expect(try renderScene(noElse)[10, 10] == Px.blue)
        #expect(try renderScene(noElse, state: ["on=true"])[10, 10] == Px.red)
    }

    @Test func conditionalViewsHaveDistinctIdentities() throws {
        // Swift's if/else makes _ConditionalContent: the branch is part of the identity, so two
        // branches holding the same type still differ (state and transitions do not leak).
        let doc = try SceneDocument.decode(Array(scene(#"{"if": "$on", "then": {"Color": "red"}, "else": {"Color": "red"}}"#, extra: #""state": {"on": true}"#).utf8))
        var other = doc
        other.state.set("on", .bool(false))
        let a = ImageRenderer(content: try SceneRenderer.makeView(doc)).layout()
        let b = ImageRenderer(content: try SceneRenderer.makeView(other)).layout()
        let again = ImageRenderer(content: try SceneRenderer.makeView(doc)).layout()
        #expect(a.identity != b.identity)
        #expect(a.identity == again.identity)
    }

    @Test func dollarsEscapeAndUnknownNamesSuggest() {
        let e = sceneError(scene(#"{"Color": {"if": "$onn", "then": "red", "else": "blue"}}"#, extra: flags))
        #expect(e?.path == "body.Color.if" && e?.message == "unknown state variable \"$onn\"" && e?.suggestion == "did you mean \"on\"?",
                "\(e?.description ?? "")")
        // "$$red" is the literal text "$red": not a colour name, so the colour error shows it.
        let lit = sceneError(scene(#"{"Color": "$$red"}"#))
        #expect(lit?.message == "unknown colour \"$red\"", "\(lit?.description ?? "")")
        let notBool = sceneError(scene(#"{"Color": {"if": "$angle", "then": "red", "else": "blue"}}"#, extra: flags))
        #expect(notBool?.message == "a condition must be a boolean; \"$angle\" is a number")
        let noElse = sceneError(scene(#"{"Color": {"if": "$on", "then": "red"}}"#, extra: flags))
        #expect(noElse?.message == "a conditional value needs \"else\" (it stands for Swift's cond ? a : b)")
        let badCompare = sceneError(scene(#"{"Color": {"if": {"<": ["$mode", 3]}, "then": "red", "else": "blue"}}"#, extra: flags))
        #expect(badCompare?.message == "cannot compare the string \"dark\" with the number 3.0 using \"<\"")
        let op = sceneError(scene(#"{"Color": {"if": {"nto": "$on"}, "then": "red", "else": "blue"}}"#, extra: flags))
        #expect(op?.suggestion == "did you mean \"not\"?")
    }

    @Test func stateSectionAndCommandLineAssignments() throws {
        var s = try SceneDocument.decode(Array(scene(#"{"EmptyView": {}}"#, extra: flags).utf8)).state
        #expect(s.names == ["on", "off", "angle", "mode"])
        try s.assign("on=false")
        try s.assign("angle=-12.5")
        try s.assign("mode=a=b")
        #expect(s["on"] == .bool(false) && s["angle"] == .number(-12.5) && s["mode"] == .string("a=b"))
        func fails(_ a: String) -> SceneError? { do { try s.assign(a); return nil } catch { return error } }
        #expect(fails("onn=true")?.message == "the scene has no state variable \"onn\"")
        #expect(fails("onn=true")?.suggestion == "did you mean \"on\"?")
        #expect(fails("on=yes")?.message == "\"on\" is a boolean; expected true or false, found \"yes\"")
        #expect(fails("angle=nan")?.message == "\"angle\" is a number; expected a finite number, found \"nan\"")
        #expect(fails("angle")?.message == "expected name=value")
        let bad = sceneError(scene(#"{"EmptyView": {}}"#, extra: #""state": {"x": null}"#))
        #expect(bad?.path == "state.x" && bad?.message == "expected an initial value: true/false, a number or a string, found null")
        let name = sceneError(scene(#"{"EmptyView": {}}"#, extra: #""state": {"is on": true}"#))
        #expect(name?.message == "\"is on\" is not a state variable name")
    }
}
