import Testing
import Flipbook
@testable import FlipbookScene

/// The navigation family and the `device` field decode to the Swift views they name.
@Suite @MainActor struct NavigationDecodingTests {
    /// The Swift twin of a device scene at scale 1.
    func swiftDevice(_ view: some View, _ device: DeviceScreen = .iPhone15Pro, chrome: DeviceChrome = .screenshot) -> PixelBuffer {
        let r = ImageRenderer(content: view)
        r.device = device
        r.deviceChrome = chrome
        r.scale = 1
        return r.pixelBuffer
    }

    func device(_ body: String, _ device: String = #""iPhone15Pro""#) -> String {
        #"{"device": \#(device), "scale": 1, "body": \#(body)}"#
    }

    @Test func aDeviceSetsTheCanvasAndItsScale() throws {
        let doc = try SceneDocument.decode(Array(#"{"device": "iPhone16Pro", "body": {"Color": "red"}}"#.utf8))
        #expect(doc.size == CGSize(width: 402, height: 874))
        #expect(doc.scale == 3)
        #expect(doc.device == .iPhone16Pro)
        #expect(doc.deviceChrome == .screenshot)
        let px = try renderScene(device(#"{"Color": "red"}"#))
        #expect(px.width == 393 && px.height == 852)
        // The body in the safe area: clear under the status bar, red below it.
        #expect(px[200, 1][3] == 0 || px[200, 1] != px[200, 400])
        #expect(px.bytes == swiftDevice(Color.red).bytes)
    }

    @Test func deviceErrorsNameThePlaceAndTheFix() {
        let unknown = sceneError(#"{"device": "iPhone15Pr", "body": {"Color": "red"}}"#)
        #expect(unknown?.path == "device")
        #expect(unknown?.suggestion?.contains("iPhone15Pro") == true)
        let clash = sceneError(#"{"device": "iPhone15Pro", "size": [100, 100], "body": {"Color": "red"}}"#)
        #expect(clash?.path == "size")
        #expect(clash?.message.contains("393×852") == true)
        #expect(sceneError(#"{"device": "iPhone15Pro", "size": [393, 852], "scale": 1, "body": {"Color": "red"}}"#) == nil)
        let noName = sceneError(#"{"device": {"statusBar": false}, "body": {"Color": "red"}}"#)
        #expect(noName?.message.contains("name") == true)
        let noSize = sceneError(#"{"body": {"Color": "red"}}"#)
        #expect(noSize?.suggestion?.contains("device") == true)
    }

    @Test func chromeCanBeTurnedOffAndTheMaskOn() throws {
        let px = try renderScene(device(#"{"Color": "red", "modifiers": [{"ignoresSafeArea": {}}]}"#,
                                        #"{"name": "iPhone15Pro", "statusBar": false, "homeIndicator": false, "screenMask": true}"#))
        #expect(px.bytes == swiftDevice(Color.red.ignoresSafeArea(), chrome: .screenMask).bytes)
    }

    @Test func navigationSceneMatchesItsSwiftTwin() throws {
        let json = #"""
        {"NavigationStack": {"path": ["a"], "content": {"Color": "red", "modifiers": [
          {"navigationTitle": "Root"},
          {"navigationDestination": {"for": "String", "destination": {"Color": "blue", "modifiers": [
            {"navigationTitle": "Next"}, {"navigationBarTitleDisplayMode": "inline"},
            {"toolbar": [{"placement": "topBarTrailing", "content": {"Button": {"title": "Edit"}}}]}]}}}]}}}
        """#
        let swift = NavigationStack(path: .constant(["a"])) {
            Color.red.navigationTitle("Root").navigationDestination(for: String.self) { _ in
                Color.blue.navigationTitle("Next").navigationBarTitleDisplayMode(.inline)
                    .toolbar { ToolbarItemGroup(placement: .topBarTrailing) { HStack(spacing: 16) { Button("Edit") {} } } }
            }
        }
        #expect(try renderScene(device(json)).bytes == swiftDevice(swift).bytes)
    }

    @Test func tabsAndSheetsMatchTheirSwiftTwins() throws {
        let tabs = #"""
        {"TabView": {"selection": 1, "content": [
          {"Tab": {"title": "A", "systemImage": "house", "value": 0, "content": {"Color": "red"}}},
          {"Color": "green", "modifiers": [{"tabItem": {"title": "B", "systemImage": "star"}}, {"tag": 1}, {"badge": 4}]}]}}
        """#
        let swiftTabs = TabView(selection: .constant(AnyHashable(1))) {
            Tab("A", systemImage: "house", value: AnyHashable(0)) { Color.red }
            Color.green.tabItem { Label("B", systemImage: "star") }.tag(AnyHashable(1)).badge(4)
        }
        #expect(try renderScene(device(tabs)).bytes == swiftDevice(swiftTabs).bytes)

        let sheet = #"""
        {"Color": "white", "modifiers": [{"sheet": {"isPresented": true, "content": {"Text": "Hi", "modifiers": [
          {"presentationDetents": ["medium"]}, {"presentationDragIndicator": "visible"}]}}}]}
        """#
        let swiftSheet = Color.white.sheet(isPresented: .constant(true)) {
            Text("Hi").presentationDetents([.medium]).presentationDragIndicator(.visible)
        }
        #expect(try renderScene(device(sheet)).bytes == swiftDevice(swiftSheet).bytes)
    }

    @Test func badNavigationValuesAreRefusedAtTheirPlace() {
        let cases: [(String, String)] = [
            (#"{"NavigationStack": {"path": [1.5], "content": {"Color": "red"}}}"#, "body.NavigationStack.path[0]"),
            (#"{"Color": "red", "modifiers": [{"navigationBarTitleDisplayMode": "huge"}]}"#, "body.modifiers[0].navigationBarTitleDisplayMode"),
            (#"{"Color": "red", "modifiers": [{"presentationDetents": ["half"]}]}"#, "body.modifiers[0].presentationDetents[0]"),
            (#"{"Color": "red", "modifiers": [{"presentationDetents": []}]}"#, "body.modifiers[0].presentationDetents"),
            (#"{"Color": "red", "modifiers": [{"toolbar": [{"placement": "topBar", "content": {"Text": "x"}}]}]}"#, "body.modifiers[0].toolbar[0].placement"),
            (#"{"Color": "red", "modifiers": [{"tabViewStyle": "pages"}]}"#, "body.modifiers[0].tabViewStyle"),
            (#"{"Color": "red", "modifiers": [{"navigationDestination": {"for": "Float", "destination": {"Color": "red"}}}]}"#,
             "body.modifiers[0].navigationDestination.for"),
            (#"{"NavigationLink": {"value": 1}}"#, "body.NavigationLink"),
        ]
        for (body, path) in cases {
            let e = sceneError(device(body))
            #expect(e != nil && e!.path.hasPrefix(path), "\(body) → \(e?.description ?? "accepted")")
        }
        // A path value without a destination for its type is refused at the value.
        let e = sceneError(device(#"{"NavigationStack": {"path": [1], "content": {"Color": "red", "modifiers": [{"navigationDestination": {"for": "String", "destination": {"Color": "red"}}}]}}}"#))
        #expect(e?.path == "body.NavigationStack")
        #expect(e?.message.contains("navigationDestination for Int") == true)
    }

    @Test func aTimelineScenePlaysOnTheDevice() throws {
        let text = #"{"device": "iPhone15Pro", "scale": 1, "state": {"on": false}, "body": {"Color": {"if": "$on", "then": "red", "else": "blue"}, "modifiers": [{"ignoresSafeArea": {}}]}, "timeline": {"fps": 10, "duration": 0.2, "events": [{"at": 0.1, "set": {"on": true}}]}}"#
        let doc = try SceneDocument.decode(Array(text.utf8))
        let frames = try SceneRenderer.frameSequence(doc).displayFrames().map { $0.rasterize() }
        #expect(frames.count == 3)
        #expect(frames.allSatisfy { $0.width == 393 && $0.height == 852 })
        // Under the status bar: the colour ignores the safe area; the chrome draws too.
        #expect(frames[0][200, 1] == SIMD4(0, 122, 255, 255))
        #expect(frames[2][200, 1] == SIMD4(255, 59, 48, 255))
        #expect(frames[0].bytes == swiftDevice(Color.blue.ignoresSafeArea()).bytes)
    }
}
