import Foundation
import Testing
import Flipbook
@testable import FlipbookScene

/// Text, Image, Label, Divider, fonts and the text and image modifiers. A scene decodes into
/// the same Flipbook views Swift code builds, so most checks render the JSON and the Swift
/// twin on the same canvas and require identical bytes; the others state pixels by hand.
@Suite @MainActor struct TextViewDecodingTests {
    @Test func textWithFontAndStyleModifiersMatchesSwift() throws {
        #expect(try sameBytes(#"{"Text": "Hello"}"#, Text("Hello")))
        #expect(try sameBytes(#"{"Text": {"verbatim": "$$5"}}"#, Text(verbatim: "$5")))
        #expect(try sameBytes(#"{"Text": "Hi", "modifiers": [{"font": {"system": {"size": 20, "weight": "bold", "design": "rounded"}}}, {"foregroundColor": "red"}]}"#,
                              Text("Hi").font(.system(size: 20, weight: .bold, design: .rounded)).foregroundColor(.red)))
        #expect(try sameBytes(#"{"Text": "Title", "modifiers": [{"font": "title"}, {"italic": {}}, {"underline": {"color": "blue"}}]}"#,
                              Text("Title").font(.title).italic().underline(color: .blue)))
        #expect(try sameBytes(#"{"Text": "Mono", "modifiers": [{"font": {"custom": "Inter", "size": 15, "weight": "semibold", "monospaced": true}}]}"#,
                              Text("Mono").font(.custom("Inter", size: 15).weight(.semibold).monospaced())))
        #expect(try sameBytes(#"{"Text": "10:01", "modifiers": [{"font": {"system": {"size": 15, "design": "serif"}, "monospacedDigit": true}}]}"#,
                              Text("10:01").font(.system(size: 15, design: .serif).monospacedDigit())))
        #expect(try sameBytes(#"{"Text": "wide", "modifiers": [{"tracking": 3}, {"strikethrough": true}, {"padding": 2}, {"fontWeight": "heavy"}]}"#,
                              Text("wide").tracking(3).strikethrough().padding(2).fontWeight(.heavy)))
        #expect(try sameBytes(#"{"Text": "upper", "modifiers": [{"textCase": "uppercase"}, {"bold": true}]}"#,
                              Text("upper").textCase(.uppercase).bold()))
    }

    @Test func multilineTextWrapsAlignsAndStopsAtItsLineLimit() throws {
        let words = "one two three four five six seven eight nine ten eleven"
        #expect(try sameBytes(#"{"Text": "\#(words)", "modifiers": [{"multilineTextAlignment": "trailing"}, {"lineLimit": 2}, {"frame": {"width": 80}}]}"#,
                              Text(words).multilineTextAlignment(.trailing).lineLimit(2).frame(width: 80), size: (100, 100)))
        #expect(try sameBytes(#"{"Text": "\#(words)", "modifiers": [{"lineLimit": null}, {"frame": {"width": 80}}]}"#,
                              Text(words).lineLimit(nil).frame(width: 80), size: (100, 100)))
    }

    @Test func stateValuesOfAnyKindShowAsText() throws {
        let extra = #""state": {"count": 3, "ratio": 0.5, "on": true}"#
        let count = try renderScene(scene(#"{"Text": "$count"}"#, size: (60, 30), extra: extra))
        #expect(count.bytes == swiftPixels(Text("3"), size: (60, 30)).bytes)
        let ratio = try renderScene(scene(#"{"Text": "$ratio"}"#, size: (60, 30), extra: extra))
        #expect(ratio.bytes == swiftPixels(Text("0.5"), size: (60, 30)).bytes)
        let on = try renderScene(scene(#"{"Text": "$on"}"#, size: (60, 30), extra: extra))
        #expect(on.bytes == swiftPixels(Text("true"), size: (60, 30)).bytes)
    }

    @Test func symbolsAndLabelsMatchSwift() throws {
        #expect(try sameBytes(#"{"Image": {"systemName": "heart.fill"}, "modifiers": [{"imageScale": "large"}, {"foregroundColor": "pink"}]}"#,
                              Image(systemName: "heart.fill").imageScale(.large).foregroundColor(.pink)))
        #expect(try sameBytes(#"{"Label": {"title": "Favourites", "systemImage": "star.fill"}, "modifiers": [{"font": "headline"}]}"#,
                              Label("Favourites", systemImage: "star.fill").font(.headline)))
        #expect(try sameBytes(#"{"Label": {"title": {"Text": "Mine", "modifiers": [{"bold": {}}]}, "icon": {"Circle": {}, "modifiers": [{"frame": {"width": 8, "height": 8}}]}}}"#,
                              Label { Text("Mine").bold() } icon: { Circle().frame(width: 8, height: 8) }))
    }

    @Test func imageFilesLoadRelativeToTheSceneAndResize() throws {
        // A 4×2 PNG: red left half, blue right half.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-scene-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let tile = HStack(spacing: 0) { Color.red.frame(width: 2, height: 2); Color.blue.frame(width: 2, height: 2) }
        let png = try ImageRenderer(content: tile).pngData()
        try Data(png).write(to: dir.appendingPathComponent("tile.png"))

        func render(_ body: String) throws(SceneError) -> PixelBuffer {
            try SceneRenderer.renderStill(try SceneDocument.decode(Array(scene(body, size: (8, 4)).utf8), baseDirectory: dir.path))
        }
        // Natural size 4×2 centred in 8×4: x 2..<6, y 1..<3.
        let natural = try render(#"{"Image": {"file": "tile.png"}}"#)
        #expect(natural[2, 1] == Px.red && natural[5, 2] == Px.blue && natural[1, 1] == Px.clear && natural[2, 0] == Px.clear)
        // By resource name, without ".png", resized to the whole canvas (nearest-pixel sampling).
        let resized = try render(#"{"Image": "tile", "modifiers": [{"resizable": {}}, {"interpolation": "none"}, {"frame": {"width": 8, "height": 4}}]}"#)
        #expect(resized[0, 0] == Px.red && resized[3, 3] == Px.red && resized[4, 0] == Px.blue && resized[7, 3] == Px.blue)
        // Template rendering paints the image's alpha in the foreground colour.
        let template = try render(#"{"Image": {"file": "tile.png"}, "modifiers": [{"renderingMode": "template"}, {"foregroundColor": "green"}]}"#)
        #expect(template[2, 1] == Px.green && template[5, 2] == Px.green)

        // Missing files and files that are not PNGs are refused, naming the path as written.
        let missing = sceneErrorIn(dir, #"{"Image": {"file": "nope.png"}}"#)
        #expect(missing?.path == "body.Image.file")
        #expect(missing?.message == "no image file at \"nope.png\" in the scene's folder")
        try Data("not a png".utf8).write(to: dir.appendingPathComponent("fake.png"))
        let fake = sceneErrorIn(dir, #"{"Image": {"file": "fake.png"}}"#)
        #expect(fake?.message.hasPrefix("\"fake.png\" is not a readable PNG image: not a PNG: the data starts with 6E 6F 74") == true, "\(String(describing: fake))")
        // Outside the scene's folder reads as missing, whether the file exists or not.
        let outside = sceneErrorIn(dir, #"{"Image": {"file": "../\#(dir.lastPathComponent)/tile.png"}}"#)
        #expect(outside == nil, "the scene's own folder reached through .. is still its folder")
        let etc = sceneErrorIn(dir, #"{"Image": {"file": "/etc/hostname"}}"#)
        #expect(etc?.message == "no image file at \"/etc/hostname\" in the scene's folder")
        // A folder the caller names is readable.
        let other = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: other) }
        try Data(png).write(to: other.appendingPathComponent("shared.png"))
        let body = #"{"Image": {"file": "\#(other.path)/shared.png"}}"#
        #expect(throws: SceneError.self) { try SceneDocument.decode(Array(scene(body).utf8), baseDirectory: dir.path) }
        let shared = try SceneRenderer.renderStill(try SceneDocument.decode(Array(scene(body, size: (8, 4)).utf8), baseDirectory: dir.path,
                                                                            readableFolders: [other.path]))
        #expect(shared[2, 1] == Px.red && shared[5, 2] == Px.blue)
    }

    func sceneErrorIn(_ dir: URL, _ body: String) -> SceneError? {
        do { _ = try SceneDocument.decode(Array(scene(body).utf8), baseDirectory: dir.path); return nil } catch { return error }
    }

    /// UIColor.separator in light mode, #3C3C43 at 29%, premultiplied: (17, 17, 19, 74).
    static let separator = SIMD4<UInt8>(17, 17, 19, 74)

    @Test func dividerIsOnePixelAcrossAVStackAndDownAnHStack() throws {
        // Scale 2: 10 pt red, a half-point (one pixel) divider, 10 pt blue; 20.5 pt = 41 px high.
        let doc = try SceneDocument.decode(Array(#"""
            {"size": [10, 20.5], "scale": 2, "body": {"VStack": {"spacing": 0, "content": [
              {"Color": "red", "modifiers": [{"frame": {"height": 10}}]}, {"Divider": {}},
              {"Color": "blue", "modifiers": [{"frame": {"height": 10}}]}]}}}
            """#.utf8))
        let v = try SceneRenderer.renderStill(doc)
        #expect(v.height == 41)
        #expect(v[0, 19] == Px.red && v[19, 19] == Px.red)
        #expect(v[0, 20] == Self.separator && v[19, 20] == Self.separator)
        #expect(v[0, 21] == Px.blue)
        // In an HStack (through a Group), at scale 1: one column.
        let h = try renderScene(scene(#"""
            {"HStack": {"spacing": 0, "content": [
              {"Color": "red", "modifiers": [{"frame": {"width": 5}}]},
              {"Group": {"content": [{"Divider": {}}]}},
              {"Color": "blue", "modifiers": [{"frame": {"width": 5}}]}]}}
            """#, size: (11, 6)))
        #expect(h[4, 0] == Px.red && h[5, 0] == Self.separator && h[5, 5] == Self.separator && h[6, 5] == Px.blue)
        // Outside any stack: a horizontal line across the space offered.
        let alone = try renderScene(scene(#"{"Divider": {}}"#, size: (9, 9)))
        #expect(alone[0, 4] == Self.separator && alone[8, 4] == Self.separator && alone[4, 3] == Px.clear && alone[4, 5] == Px.clear)
    }

    @Test func environmentSetsEachKeyInOrder() throws {
        let words = "one two three four five six seven"
        #expect(try sameBytes(#"{"Text": "\#(words)", "modifiers": [{"frame": {"width": 60}}, {"environment": {"font": "headline", "lineLimit": 2, "multilineTextAlignment": "center", "colorScheme": "dark"}}]}"#,
                              Text(words).frame(width: 60).environment(\.font, .headline).environment(\.lineLimit, 2)
                                .environment(\.multilineTextAlignment, .center).environment(\.colorScheme, .dark), size: (80, 80)))
        let e = sceneError(scene(#"{"Text": "a", "modifiers": [{"environment": {"fnt": "title"}}]}"#))
        #expect(e?.path == "body.modifiers[0].environment.fnt" && e?.suggestion == "did you mean \"font\"?", "\(e?.description ?? "")")
    }

    @Test func aViewTurnedEdgeOnCountsAsShowingItsBackAsTheSeedsFlipEffectDecides() {
        #expect(!showsBack(.degrees(0), (0, 1, 0)) && !showsBack(.degrees(89), (0, 1, 0)))
        #expect(showsBack(.degrees(90), (0, 1, 0)) && showsBack(.degrees(180), (0, 1, 0)) && showsBack(.degrees(-135), (1, 0, 0)))
        #expect(!showsBack(.degrees(180), (0, 0, 1)), "turning in the picture plane never shows the back")
    }

    @Test func positionAspectRatioZIndexBorderAndHidden() throws {
        #expect(try sameBytes(#"{"Circle": {}, "modifiers": [{"fill": "red"}, {"frame": {"width": 10, "height": 10}}, {"position": {"x": 20, "y": 12}}]}"#,
                              Circle().fill(Color.red).frame(width: 10, height: 10).position(x: 20, y: 12)))
        #expect(try sameBytes(#"{"Rectangle": {}, "modifiers": [{"fill": "blue"}, {"aspectRatio": {"aspectRatio": [2, 1], "contentMode": "fit"}}]}"#,
                              Rectangle().fill(Color.blue).aspectRatio(CGSize(width: 2, height: 1), contentMode: .fit)))
        #expect(try sameBytes(#"{"Rectangle": {}, "modifiers": [{"fill": "blue"}, {"aspectRatio": 1}, {"border": {"content": "red", "width": 3}}]}"#,
                              Rectangle().fill(Color.blue).aspectRatio(1, contentMode: .fit).border(Color.red, width: 3)))
        #expect(try sameBytes(#"{"ZStack": {"content": [{"Color": "red", "modifiers": [{"zIndex": 1}, {"frame": {"width": 10, "height": 10}}]}, {"Color": "blue"}]}}"#,
                              ZStack { Color.red.zIndex(1).frame(width: 10, height: 10); Color.blue }))
        let hidden = try renderScene(scene(#"{"Color": "red", "modifiers": [{"hidden": {}}]}"#))
        #expect(hidden.bytes.allSatisfy { $0 == 0 })
    }
}
