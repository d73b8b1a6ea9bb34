import Testing
import Flipbook
@testable import FlipbookScene

/// Every class of mistake in `body`: the JSON path, the message and the suggestion.
@Suite @MainActor struct SceneErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var body: String
        var path: String
        var message: String
        var suggestion: String?
        var testDescription: String { message }
    }

    @Test(arguments: [
        Case(body: #"{"Rectangel": {}}"#, path: "body.Rectangel", message: "unknown view \"Rectangel\"", suggestion: "did you mean \"Rectangle\"?"),
        Case(body: #"{"Color": "red", "modifiers": [{"forgroundColor": "blue"}]}"#, path: "body.modifiers[0].forgroundColor",
             message: "unknown modifier \"forgroundColor\"", suggestion: "did you mean \"foregroundColor\"?"),
        Case(body: #"{"VStack": {"content": [{"Color": "red"}, {"Color": "red"}, {"Color": "red", "modifiers": [{"frame": {"width": -5}}]}]}}"#,
             path: "body.VStack.content[2].modifiers[0].frame.width", message: "a frame width cannot be negative, found -5",
             suggestion: "use 0 or a positive number of points"),
        Case(body: #"{"Color": "red", "modifiers": [{"frame": {"width": "10"}}]}"#, path: "body.modifiers[0].frame.width",
             message: "expected a number, found the string \"10\"", suggestion: "numbers are not quoted in JSON: write 10, not \"10\""),
        // The second commonest slip (issue 29): a quoted number where padding takes a length.
        Case(body: #"{"Color": "red", "modifiers": [{"padding": "20"}]}"#, path: "body.modifiers[0].padding",
             message: "unknown edge set \"20\"", suggestion: "numbers are not quoted in JSON: write 20, not \"20\""),
        Case(body: #"{"Color": "red", "modifiers": [{"frame": {"maxWidth": "infinty"}}]}"#, path: "body.modifiers[0].frame.maxWidth",
             message: "expected a number of points or \"infinity\", found the string \"infinty\"", suggestion: "did you mean \"infinity\"?"),
        Case(body: #"{"Color": "red", "modifiers": [{"frame": {"minWidth": 20, "maxWidth": 10}}]}"#, path: "body.modifiers[0].frame.maxWidth",
             message: "maxWidth 10 is less than minWidth 20"),
        Case(body: #"{"Color": "red", "modifiers": [{"frame": {"width": 10, "maxWidth": 20}}]}"#, path: "body.modifiers[0].frame.width",
             message: "a frame takes either \"width\"/\"height\" or the min/ideal/max limits, not both",
             suggestion: "use \"minWidth\" and \"maxWidth\" with the same value for a fixed width"),
        Case(body: #"{"Color": "red", "modifiers": [{"frame": {"widht": 10}}]}"#, path: "body.modifiers[0].frame.widht",
             message: "unknown key \"widht\"", suggestion: "did you mean \"width\"?"),
        Case(body: #"{"Circle": {}, "modifiers": [{"stroke": {"content": "red", "lineWidth": -1}}]}"#, path: "body.modifiers[0].stroke.lineWidth",
             message: "a line width cannot be negative, found -1", suggestion: "use 0 or a positive number of points"),
        Case(body: #"{"Color": "red", "modifiers": [{"padding": 1e300}]}"#, path: "body.modifiers[0].padding",
             message: "1e+300 points is too large; at most ±1000000 are allowed"),
        Case(body: #"{"Color": "red", "modifiers": [{"opacity": 1.5}]}"#, path: "body.modifiers[0].opacity",
             message: "expected an opacity from 0 to 1, found 1.5"),
        Case(body: #"{"Color": "red", "modifiers": [{"fill": "blue"}]}"#, path: "body.modifiers[0].fill",
             message: "\"fill\" applies to a shape, and must come first in its modifiers",
             suggestion: "use it on Rectangle, RoundedRectangle, Circle, Ellipse, Capsule or Path before other modifiers, as in Swift"),
        Case(body: #"{"Circle": {}, "modifiers": [{"padding": 2}, {"stroke": "blue"}]}"#, path: "body.modifiers[1].stroke",
             message: "\"stroke\" applies to a shape, and must come first in its modifiers",
             suggestion: "use it on Rectangle, RoundedRectangle, Circle, Ellipse, Capsule or Path before other modifiers, as in Swift"),
        Case(body: #"{"Color": "red", "modifiers": [{"blendMode": "multipy"}]}"#, path: "body.modifiers[0].blendMode",
             message: "unknown blend mode \"multipy\"", suggestion: "did you mean \"multiply\"?"),
        Case(body: #"{"ZStack": {"alignment": "centre"}}"#, path: "body.ZStack.alignment",
             message: "unknown alignment \"centre\"", suggestion: "did you mean \"center\"?"),
        Case(body: #"{"HStack": {"alignment": "leading"}}"#, path: "body.HStack.alignment",
             message: "unknown vertical alignment \"leading\"", suggestion: "known names: bottom, center, firstTextBaseline, lastTextBaseline, top"),
        Case(body: #"{"Color": "red", "modifiers": [{"rotationEffect": {"angle": {"degres": 30}}}]}"#, path: "body.modifiers[0].rotationEffect.angle.degres",
             message: "unknown key \"degres\"", suggestion: "did you mean \"degrees\"?"),
        Case(body: #"{"Color": "red", "modifiers": [{"rotationEffect": {"angel": 30}}]}"#, path: "body.modifiers[0].rotationEffect.angel",
             message: "unknown key \"angel\"", suggestion: "did you mean \"angle\"?"),
        Case(body: #"{"Color": "red", "modifiers": [{"rotation3DEffect": {"angle": 30, "axis": [0, 0, 0]}}]}"#, path: "body.modifiers[0].rotation3DEffect.axis",
             message: "the axis [0, 0, 0] has no direction", suggestion: "use [0, 1, 0] to turn about the vertical axis"),
        Case(body: #"{"Rectangle": {}, "modifiers": [{"fill": {"LinearGradiant": {"colors": ["red"]}}}]}"#, path: "body.modifiers[0].fill.LinearGradiant",
             message: "unknown paint \"LinearGradiant\"", suggestion: "did you mean \"LinearGradient\"?"),
        Case(body: #"{"RadialGradient": {"colors": ["red", "blue"]}}"#, path: "body.RadialGradient",
             message: "a RadialGradient needs \"endRadius\"", suggestion: "add \"endRadius\": 50"),
        Case(body: #"{"LinearGradient": {"colors": ["red", "blu"]}}"#, path: "body.LinearGradient.colors[1]",
             message: "unknown colour \"blu\"", suggestion: "did you mean \"blue\"?"),
        Case(body: #"{"RoundedRectangle": {}}"#, path: "body.RoundedRectangle", message: "missing \"cornerRadius\"", suggestion: "add \"cornerRadius\": 10"),
        Case(body: #"{"Rectangle": {}, "modifers": []}"#, path: "body.modifers",
             message: "a view object has one view name, plus \"modifiers\" and \"id\"; \"modifers\" is one key too many", suggestion: "did you mean \"modifiers\"?"),
        Case(body: #"{"modifiers": []}"#, path: "body", message: "a view object needs a view name beside \"modifiers\" and \"id\"",
             suggestion: "such as {\"Rectangle\": {}, \"modifiers\": […]}"),
        Case(body: #"{"VStack": {"content": [3]}}"#, path: "body.VStack.content[0]", message: "expected a view object such as {\"Rectangle\": {}}, found the number 3.0"),
        Case(body: #"{"Color": "red", "modifiers": {"padding": 3}}"#, path: "body.modifiers", message: "expected an array, found an object"),
        Case(body: #"{"Color": "red", "modifiers": [{"padding": 3, "opacity": 1}]}"#, path: "body.modifiers[0]",
             message: "expected a modifier: an object with one key naming it, such as {\"padding\": 8}, found an object"),
        Case(body: #"{"Image": {"file": "no-such-image.png"}}"#, path: "body.Image.file",
             message: "no image file at \"no-such-image.png\" in the scene's folder",
             suggestion: "image paths are relative to the scene file's folder and stay inside it (or a folder given with render --assets); check the name"),
        Case(body: #"{"Image": {"systemName": "heart", "file": "a.png"}}"#, path: "body.Image",
             message: "an Image needs one source: \"systemName\", \"file\" or \"name\"",
             suggestion: "write {\"Image\": {\"systemName\": \"heart.fill\"}} or {\"Image\": {\"file\": \"photo.png\"}}"),
        Case(body: #"{"Color": "red", "modifiers": [{"resizable": {}}]}"#, path: "body.modifiers[0].resizable",
             message: "\"resizable\" applies to an Image, and must come before its other modifiers",
             suggestion: "put it first in the Image's modifiers, as in Swift"),
        Case(body: #"{"Text": "a", "modifiers": [{"padding": 1}, {"underline": {}}]}"#, path: "body.modifiers[1].underline",
             message: "\"underline\" applies to a Text, before modifiers that are not Text's own",
             suggestion: "put it right after the Text's font, bold, italic, foregroundColor… modifiers"),
        Case(body: #"{"Text": "a", "modifiers": [{"font": {"system": {"size": 17, "wieght": "bold"}}}]}"#, path: "body.modifiers[0].font.system.wieght",
             message: "unknown key \"wieght\"", suggestion: "did you mean \"weight\"?"),
        Case(body: #"{"Text": "a", "modifiers": [{"fontWeight": "semiBold"}]}"#, path: "body.modifiers[0].fontWeight",
             message: "unknown font weight \"semiBold\"", suggestion: "did you mean \"semibold\"?"),
        Case(body: #"{"Text": "a", "modifiers": [{"font": "titel"}]}"#, path: "body.modifiers[0].font",
             message: "unknown font \"titel\"", suggestion: "did you mean \"title\"?"),
        Case(body: #"{"Text": "a", "modifiers": [{"lineLimit": 1.5}]}"#, path: "body.modifiers[0].lineLimit",
             message: "a line limit is a whole number, found 1.5"),
        Case(body: #"{"Text": {"content": "a", "verbatim": "b"}}"#, path: "body.Text",
             message: "a Text needs its string: \"content\" or \"verbatim\", one of the two", suggestion: "write {\"Text\": \"Hello\"}"),
        Case(body: #"{"Label": {"title": "a"}}"#, path: "body.Label",
             message: "a Label needs one icon: \"systemImage\", \"image\" or \"icon\" (a view)", suggestion: "add \"systemImage\": \"heart.fill\""),
        Case(body: #"{"Toggle": {"isOn": true}}"#, path: "body.Toggle",
             message: "a Toggle needs a \"title\" or a \"label\" view, one of the two",
             suggestion: "write {\"Toggle\": {\"title\": \"Wi-Fi\", \"isOn\": \"$wifi\"}}"),
        Case(body: #"{"Color": "red", "modifiers": [{"buttonStyle": "borderd"}]}"#, path: "body.modifiers[0].buttonStyle",
             message: "unknown button style \"borderd\"", suggestion: "did you mean \"bordered\"?"),
        Case(body: #"{"Color": "red", "id": "a", "modifiers": [{"background": {"Color": "blue", "id": "a"}}]}"#, path: "body.modifiers[0].background.id",
             message: "the id \"a\" is already used at body.id", suggestion: "give each view its own id"),
        Case(body: #"{"Color": "red", "modifiers": [{"onTapGesture": {"action": {"toggle": "$nope"}}}]}"#, path: "body.modifiers[0].onTapGesture.action.toggle",
             message: "unknown state variable \"$nope\"", suggestion: "declare it in \"state\", such as \"state\": {\"nope\": false}; write \"$$\" for a literal $"),
        Case(body: #"{"Color": "red", "modifiers": [{"animation": "easyIn"}]}"#, path: "body.modifiers[0].animation",
             message: "unknown animation \"easyIn\"", suggestion: "did you mean \"easeIn\"?"),
        Case(body: #"{"Color": "red", "modifiers": [{"transition": "fade"}]}"#, path: "body.modifiers[0].transition",
             message: "unknown transition \"fade\"", suggestion: "known names: identity, opacity, scale, slide"),
        Case(body: #"{"Color": "red", "modifiers": [{"stroke": {"style": {"lineWidth": 1, "dash": [0.01, 0.01]}}}]}"#, path: "body.modifiers[0].stroke",
             message: "\"stroke\" applies to a shape, and must come first in its modifiers",
             suggestion: "use it on Rectangle, RoundedRectangle, Circle, Ellipse, Capsule or Path before other modifiers, as in Swift"),
        Case(body: #"{"Rectangle": {}, "modifiers": [{"stroke": {"style": {"lineWidth": 1, "dash": [0.01, 0.01]}}}]}"#, path: "body.modifiers[0].stroke.style.dash",
             message: "a dash pattern must add up to at least 0.1 points", suggestion: "use longer dashes or gaps"),
    ])
    func refusesWithPathMessageAndSuggestion(_ c: Case) {
        let e = sceneError(scene(c.body))
        #expect(e?.path == c.path, "\(e?.description ?? "no error")")
        #expect(e?.message == c.message, "\(e?.description ?? "no error")")
        #expect(e?.suggestion == c.suggestion, "\(e?.description ?? "no error")")
    }

    @Test func errorsPointAtTheLineAndColumnOfTheValue() {
        let text = "{\"size\": [20, 20],\n \"body\": {\"Color\": \"red\",\n  \"modifiers\": [{\"opacity\": 2}]}}"
        let e = sceneError(text)
        #expect(e?.location == SourceLocation(line: 3, column: 29), "\(e?.description ?? "no error")")
    }

    @Test func deepNestingIsRefusedWithTheLimit() {
        func stacks(_ n: Int) -> String {
            var body = #"{"Color": "red"}"#
            for _ in 0..<n { body = #"{"ZStack": {"content": [\#(body)]}}"# }
            return body
        }
        #expect(sceneError(scene(stacks(31))) == nil, "32 levels of views are fine")
        let e = sceneError(scene(stacks(32)))
        #expect(e?.message == "views nest more than 32 levels deep here", "\(e?.description ?? "no error")")
        #expect(e?.suggestion == "flatten the tree; a scene may nest views at most 32 levels")
        #expect(e?.path == "body" + String(repeating: ".ZStack.content[0]", count: 32), "\(e?.path ?? "")")
        var backgrounds = #"{"Color": "red"}"#
        for _ in 0..<32 { backgrounds = #"{"Color": "red", "modifiers": [{"background": \#(backgrounds)}]}"# }
        #expect(sceneError(scene(backgrounds))?.message == "views nest more than 32 levels deep here")
        // Deeper still, the JSON parser's own limit answers first, without recursing further.
        #expect(sceneError(scene(stacks(50)))?.message == "malformed JSON: nesting is deeper than 128 levels; flatten the scene")
    }

    @Test func tooManyViewsAreRefused() {
        let row = "[" + Array(repeating: #"{"Color": "red"}"#, count: 4000).joined(separator: ",") + "]"
        let body = #"{"VStack": {"content": ["# + Array(repeating: #"{"HStack": {"content": \#(row)}}"#, count: 6).joined(separator: ",") + "]}}"
        let e = sceneError(scene(body))
        #expect(e?.message == "the scene has more than 20000 views", "\(e?.description ?? "no error")")
        let wide = "[" + Array(repeating: #"{"Color": "red"}"#, count: 5000).joined(separator: ",") + "]"
        #expect(sceneError(scene(#"{"HStack": {"content": \#(wide)}}"#))?.message == "at most 4096 views may sit side by side, found 5000")
    }

    @Test func stylesAndTimelineAreChecked() {
        let styles = scene(#"{"Color": "red"}"#, extra: #""styles": {"like": {"ToggelStyle": {"Circle": {}}}}"#)
        let e = sceneError(styles)
        #expect(e?.path == "styles.like.ToggelStyle" && e?.suggestion == "did you mean \"ToggleStyle\"?", "\(e?.description ?? "")")
        let tap = scene(#"{"Color": "red", "id": "like"}"#, extra: #""timeline": {"fps": 30, "events": [{"at": 0.1, "tap": "lik"}]}"#)
        let t = sceneError(tap)
        #expect(t?.path == "timeline.events[0].tap" && t?.message == "no view has the id \"lik\"" && t?.suggestion == "did you mean \"like\"?",
                "\(t?.description ?? "")")
        let order = scene(#"{"Color": "red"}"#, extra: #""state": {"on": false}, "timeline": {"events": [{"at": 0.5, "set": {"on": true}}, {"at": 0.2, "set": {"on": 1}}]}"#)
        #expect(sceneError(order)?.message == "events must be in time order; this one is at 0.2 s, after one at 0.5 s")
        let kind = scene(#"{"Color": "red"}"#, extra: #""state": {"on": false}, "timeline": {"events": [{"at": 0.5, "set": {"on": 1}}]}"#)
        #expect(sceneError(kind)?.message == "\"on\" is a boolean; found the number 1.0")
        let fine = scene(#"{"Color": "red", "id": "x"}"#, extra: #""state": {"on": false}, "timeline": {"fps": 30, "duration": 1, "events": [{"at": 0.1, "tap": "x"}, {"at": 0.5, "set": {"on": true}, "animation": {"easeIn": {"duration": 0.35}}}]}"#)
        #expect(sceneError(fine) == nil)
    }
}
