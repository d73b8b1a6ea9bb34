import Testing
import Flipbook
@testable import FlipbookScene

/// A corpus of broken scenes made from a valid one: every truncation, every value replaced by
/// every kind of wrong value, deep nesting, huge numbers and bad UTF-8. Each must decode and
/// render or be refused with a SceneError naming the right place; none may crash or hang.
@Suite @MainActor struct BrokenSceneCorpusTests {
    static let valid = ##"""
    {"size": [24, 16], "scale": 1, "background": "#EEE", "colorScheme": "light",
     "colors": {"brand": {"light": "#3CA0F0", "dark": "#1E5078"}},
     "state": {"on": true, "angle": 30, "label": "x"},
     "body": {"VStack": {"alignment": "leading", "spacing": 2, "content": [
       {"HStack": {"spacing": 1, "content": [
         {"RoundedRectangle": {"cornerRadius": 3, "style": "continuous"}, "modifiers": [
           {"fill": {"LinearGradient": {"colors": ["brand", "red"], "startPoint": "topLeading", "endPoint": [1, 1]}}},
           {"frame": {"width": 8, "height": 6}}]},
         {"Circle": {}, "id": "dot", "modifiers": [
           {"strokeBorder": {"content": "blue", "lineWidth": 1}}, {"frame": {"width": 6, "height": 6}},
           {"rotation3DEffect": {"angle": {"degrees": "$angle"}, "axis": [0, 1, 0]}}]},
         {"Path": [{"move": [0, 0]}, {"line": [4, 0]}, {"quadCurve": {"to": [4, 4], "control": [6, 2]}},
                   {"arc": {"center": [2, 4], "radius": 2, "startAngle": 0, "endAngle": 180}}, "close"], "modifiers": [
           {"fill": "red"}, {"stroke": {"content": "black", "lineWidth": 1}}, {"frame": {"width": 6, "height": 6}}]},
         {"Spacer": {"minLength": 1}}]}},
       {"if": {">=": ["$angle", 10]}, "then": {"Capsule": {}, "modifiers": [{"fill": "green"}]},
        "else": {"Ellipse": {}}}
     ]}, "modifiers": [
       {"padding": {"edges": "horizontal", "length": 2}},
       {"background": {"content": {"Color": {"color": "black", "opacity": 0.1}}, "alignment": "center"}},
       {"shadow": {"color": "black", "radius": 1, "x": 0, "y": 1}},
       {"opacity": {"if": "$on", "then": 1, "else": 0.5}},
       {"scaleEffect": {"x": 1, "y": 1, "anchor": "center"}},
       {"blendMode": "multiply"},
       {"frame": {"maxWidth": "infinity", "alignment": "top"}}]},
     "timeline": {"fps": 30, "duration": 1, "events": [{"at": 0.1, "tap": "dot"}, {"at": 0.5, "set": {"on": false}, "animation": "easeIn"}]}}
    """##

    /// Text, symbols, labels, dividers, controls and a style written in JSON.
    static let validControls = ##"""
    {"size": [60, 40], "scale": 1, "state": {"on": true, "n": 2},
     "styles": {"check": {"ToggleStyle": {"HStack": {"spacing": 2, "content": [
       {"Image": {"systemName": {"if": "$isOn", "then": "checkmark.circle.fill", "else": "circle"}}, "modifiers": [{"imageScale": "small"}]},
       {"configuration.label": {}}]}}}},
     "body": {"VStack": {"spacing": 1, "content": [
       {"Text": "Hi", "modifiers": [{"font": {"system": {"size": 9, "weight": "bold"}}}, {"underline": {"color": "red"}}, {"lineLimit": 1}]},
       {"Divider": {}},
       {"Label": {"title": "$n", "systemImage": "star.fill"}, "modifiers": [{"font": "caption2"}, {"foregroundStyle": "orange"}]},
       {"Toggle": {"title": "A", "isOn": "$on"}, "modifiers": [{"toggleStyle": "check"}, {"font": {"custom": "Inter", "size": 8}}]},
       {"Button": {"label": {"Text": "B"}, "action": {"toggle": "$on"}}, "modifiers": [{"buttonStyle": "bordered"}, {"multilineTextAlignment": "center"}]}
     ]}}}
    """##

    /// Lists, forms, sections, groups and grids.
    static let validLists = ##"""
    {"size": [80, 90], "scale": 1, "colorScheme": "dark",
     "body": {"VStack": {"spacing": 2, "content": [
       {"List": {"style": "plain", "content": [
         {"Section": {"title": "S", "footer": {"Text": "f"}, "content": [
           {"Text": "a", "modifiers": [{"listRowBackground": "yellow"}, {"listRowSeparator": "hidden"}, {"listRowInsets": 2}]},
           {"LabeledContent": {"title": "k", "value": "v"}}]}}]}},
       {"Form": {"content": [{"DisclosureGroup": {"title": "D", "isExpanded": true, "content": [{"Text": "x"}]}}]}},
       {"GroupBox": {"title": "G", "content": [{"Grid": {"horizontalSpacing": 1, "content": [
         {"GridRow": {"alignment": "top", "content": [{"Text": "1", "modifiers": [{"gridColumnAlignment": "trailing"}]},
           {"Text": "2", "modifiers": [{"gridCellAnchor": "topLeading"}, {"gridCellUnsizedAxes": "horizontal"}]}]}}]}}]}},
       {"LazyVGrid": {"columns": [{"fixed": 10}, {"flexible": {"minimum": 5}}, {"adaptive": 8}], "spacing": 1,
                      "content": [{"Color": "red", "modifiers": [{"gridCellColumns": 2}]}, {"Color": "blue"}]}},
       {"LazyHGrid": {"rows": [{"fixed": 4}], "content": [{"Label": {"title": "l", "systemImage": "star"}, "modifiers": [{"labelStyle": "iconOnly"}]}]}},
       {"ControlGroup": [{"Button": {"title": "b"}}]}
     ]}, "modifiers": [{"listStyle": "grouped"}, {"listSectionSpacing": "compact"}, {"scrollContentBackground": "hidden"}]}}
    """##

    /// Inputs and progress: every value a control edits, bound and constant, and their styles.
    static let validInputs = ##"""
    {"size": [80, 70], "scale": 1, "state": {"v": 0.5, "n": 2, "s": "b", "t": ""},
     "body": {"VStack": {"spacing": 1, "content": [
       {"Slider": {"value": "$v", "in": [0, 1], "step": 0.1, "minimumValueLabel": "0"}},
       {"Stepper": {"title": "N", "value": "$n", "in": [0, 5]}},
       {"Picker": {"title": "P", "selection": "$s", "options": ["a", {"tag": "b", "label": "B"}]}, "modifiers": [{"pickerStyle": "segmented"}]},
       {"TextField": {"title": "Name", "text": "$t", "prompt": "Req"}, "modifiers": [{"textFieldStyle": "roundedBorder"}, {"flipbookFocused": true}]},
       {"DatePicker": {"title": "D", "selection": "2024-03-15T09:41:00Z", "displayedComponents": ["date"]}},
       {"ProgressView": {"value": "$v", "total": 2, "currentValueLabel": "25%"}, "modifiers": [{"progressViewStyle": "linear"}]},
       {"Gauge": {"value": 3, "in": [0, 10], "label": "G"}, "modifiers": [{"gaugeStyle": "accessoryCircularCapacity"}]},
       {"Link": {"title": "L", "destination": "https://example.com"}}
     ]}}}
    """##

    /// A device screen: a stack with a pushed screen, toolbar, tabs, a sheet, safe-area modifiers.
    static let validNavigation = ##"""
    {"device": {"name": "iPhoneSE", "statusBar": true, "screenMask": false}, "scale": 0.25, "state": {"tab": 1, "shown": true},
     "body": {"TabView": {"selection": "$tab", "content": [
       {"Tab": {"title": "A", "systemImage": "house", "value": 0, "content": {"Color": "red"}}},
       {"NavigationStack": {"path": ["x"], "content": {"NavigationLink": {"title": "Go", "value": "x"}, "modifiers": [
         {"navigationTitle": "Root"},
         {"navigationDestination": {"for": "String", "destination": {"Color": "blue", "modifiers": [
           {"navigationTitle": "Pushed"}, {"navigationBarTitleDisplayMode": "inline"}, {"navigationBarBackButtonHidden": false},
           {"toolbarBackground": {"visibility": "visible", "style": "yellow", "for": "navigationBar"}},
           {"toolbar": [{"placement": "topBarTrailing", "content": {"Button": {"title": "Edit"}}}]},
           {"ignoresSafeArea": {"edges": "bottom"}},
           {"safeAreaInset": {"edge": "bottom", "spacing": 2, "content": {"Text": "bar"}}},
           {"safeAreaPadding": 4}]}}}]}},
        "modifiers": [{"tabItem": {"title": "B", "systemImage": "star"}}, {"tag": 1}, {"badge": 2}]}
     ]}, "modifiers": [
       {"tabViewStyle": "automatic"},
       {"sheet": {"isPresented": "$shown", "content": {"Text": "Sheet", "modifiers": [
         {"presentationDetents": ["medium", {"fraction": 0.3}, {"height": 100}]}, {"presentationCornerRadius": 12},
         {"presentationDragIndicator": "visible"}, {"presentationBackground": "white"}]}}}]}}
    """##

    static let scenes = [valid, validControls, validLists, validInputs, validNavigation]

    func outcome(_ bytes: [UInt8]) -> SceneError? {
        do {
            let doc = try SceneDocument.decode(bytes)
            _ = try SceneRenderer.renderStill(doc)
            return nil
        } catch { return error }
    }

    @Test(arguments: 0..<5) func theBaseSceneRenders(_ scene: Int) throws {
        #expect(outcome(Array(Self.scenes[scene].utf8)) == nil)
    }

    @Test(arguments: 0..<5) func everyTruncationIsRefused(_ scene: Int) {
        let bytes = Array(Self.scenes[scene].utf8)
        var refused = 0
        for n in 0..<bytes.count {
            let e = outcome(Array(bytes[0..<n]))
            #expect(e != nil, "prefix of \(n) bytes")
            if e?.message.hasPrefix("malformed JSON") == true { refused += 1 }
        }
        #expect(refused == bytes.count)
    }

    /// Every value in the scene, with its JSON path as errors spell it.
    static func values(_ node: JSONNode, _ path: String, into out: inout [(path: String, replace: (JSONValue) -> JSONValue)],
                       rebuild: @escaping (JSONValue) -> JSONValue) {
        out.append((path, rebuild))
        switch node.value {
        case .object(let ms):
            for (i, m) in ms.enumerated() {
                values(m.value, path.isEmpty ? m.key : "\(path).\(m.key)", into: &out) { v in
                    var copy = ms
                    copy[i].value = JSONNode(v, at: m.value.location)
                    return rebuild(.object(copy))
                }
            }
        case .array(let items):
            for (i, item) in items.enumerated() {
                values(item, "\(path)[\(i)]", into: &out) { v in
                    var copy = items
                    copy[i] = JSONNode(v, at: item.location)
                    return rebuild(.array(copy))
                }
            }
        default: break
        }
    }

    @Test(arguments: 0..<5) func everyValueReplacedByEveryWrongKindIsRefusedAtItsPlace(_ scene: Int) throws {
        let root = try JSONParser.parse(Self.scenes[scene])
        var slots: [(path: String, replace: (JSONValue) -> JSONValue)] = []
        Self.values(root, "", into: &slots) { $0 }
        let loc = SourceLocation(line: 1, column: 1)
        let wrong: [JSONValue] = [
            .null, .bool(true), .number(-1), .number(0), .number(1e308), .number(-1e308), .number(0.5),
            .string(""), .string("NaN"), .string("Infinity"), .string("$nope"), .string("$$"), .string("#GGG"),
            .array([]), .array([JSONNode(.array([]), at: loc)]), .object([]),
            .object([(key: "if", value: JSONNode(.bool(true), at: loc), keyLocation: loc)]),
            .object([(key: "Circle", value: JSONNode(.object([]), at: loc), keyLocation: loc)]),
        ]
        var refused = 0, total = 0
        for slot in slots where !slot.path.isEmpty {
            for w in wrong {
                total += 1
                let text = jsonText(slot.replace(w))
                guard let e = outcome(Array(text.utf8)) else { continue }
                refused += 1
                // Inside body, the error is about the replaced value, something in it, or the
                // view or modifier holding it; or, when the replacement removed the view with
                // the id "dot", the timeline event that taps it.
                if slot.path.hasPrefix("body") && !e.path.hasPrefix("timeline.events[0].tap") {
                    #expect(e.path.hasPrefix(slot.path) || slot.path.hasPrefix(e.path),
                            "\(slot.path) := \(jsonText(w)) → \(e)")
                }
                #expect(!e.message.isEmpty)
            }
        }
        // Most replacements are wrong; the few accepted ones are values of the right kind
        // (a number for a number, a bare view for a view…).
        #expect(refused * 10 >= total * 7, "\(refused) of \(total) refused")
    }

    @Test func hugeTinyAndNonNumbersAreRefused() {
        // Numbers beyond Double are refused by the parser, at their line and column.
        for text in [#"{"size": [1e400, 10], "body": {"EmptyView": {}}}"#,
                     scene(#"{"Color": "red", "modifiers": [{"offset": {"x": -1e400}}]}"#)] {
            let e = sceneError(text)
            #expect(e?.message.hasSuffix("is too large to represent") == true && e?.location != nil, "\(e?.description ?? "accepted")")
        }
        let cases: [(String, String)] = [
            (#"{"size": [1e300, 10], "body": {"EmptyView": {}}}"#, "size"),
            (#"{"size": [1e300, 1e300], "scale": 16, "body": {"EmptyView": {}}}"#, "size"),
            (scene(#"{"Color": "red", "modifiers": [{"frame": {"width": 1e300}}]}"#), "body.modifiers[0].frame.width"),
            (scene(#"{"Color": "red", "modifiers": [{"frame": {"width": 2e6}}]}"#), "body.modifiers[0].frame.width"),
            (scene(#"{"Color": "red", "modifiers": [{"blur": 5000}]}"#), "body.modifiers[0].blur"),
            (scene(#"{"Color": "red", "modifiers": [{"scaleEffect": 1e9}]}"#), "body.modifiers[0].scaleEffect"),
            (scene(#"{"Color": "red", "modifiers": [{"rotationEffect": "1e9"}]}"#), "body.modifiers[0].rotationEffect"),
            (scene(#"{"Color": "red", "modifiers": [{"opacity": "NaN"}]}"#), "body.modifiers[0].opacity"),
            (scene(#"{"Color": "red", "modifiers": [{"offset": {"x": -1e300}}]}"#), "body.modifiers[0].offset.x"),
        ]
        for (text, path) in cases {
            let e = sceneError(text)
            #expect(e != nil && e!.path.hasPrefix(path), "\(text) → \(e?.description ?? "accepted")")
        }
        // Tiny and negative zero are fine.
        #expect(sceneError(scene(#"{"Color": "red", "modifiers": [{"frame": {"width": 1e-400, "height": -0}}]}"#)) == nil)
    }

    @Test func badUTF8IsRefused() {
        let prefix = Array(#"{"size": [4, 4], "body": {"Color": ""#.utf8), suffix = Array(#""}}"#.utf8)
        for bad: [UInt8] in [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0x80]] {
            let e = outcome(prefix + bad + suffix)
            #expect(e?.message.hasPrefix("malformed JSON") == true, "\(bad) → \(e?.description ?? "accepted")")
        }
        #expect(outcome([0xEF, 0xBB, 0xBF] + Array(scene(#"{"Color": "red"}"#).utf8)) == nil, "a byte-order mark is fine")
    }
}
