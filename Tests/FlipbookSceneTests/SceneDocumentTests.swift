import Testing
import Flipbook
@testable import FlipbookScene

@Suite @MainActor struct SceneDocumentTests {
    func decode(_ text: String) throws(SceneError) -> SceneDocument {
        try SceneDocument.decode(Array(text.utf8))
    }
    func error(_ text: String) -> SceneError? {
        do { _ = try decode(text); return nil } catch { return error }
    }

    @Test func readsCanvasWithDefaults() throws {
        let doc = try decode(#"{"size": [96, 100.5], "body": {"EmptyView": {}}}"#)
        #expect(doc.size == CGSize(width: 96, height: 100.5))
        #expect(doc.scale == 2)
        #expect(doc.pixelWidth == 192 && doc.pixelHeight == 201)
        #expect(doc.colorScheme == .light)
        #expect(doc.background.resolve(in: .light).opacity == 0)
    }

    @Test func resolvesColoursInEveryForm() throws {
        let doc = try decode(##"""
        {"size": [1, 1], "colorScheme": "dark", "body": {"Color": "red"},
         "colors": {"brand": {"light": "#E1E1EB", "dark": "#323C41"}, "accent": "#F73757"},
         "background": "brand"}
        """##)
        let bg = doc.background.resolve(in: doc.colorScheme)
        #expect(bg.premultipliedRGBA8 == SIMD4<UInt8>(0x32, 0x3C, 0x41, 255))
        #expect(doc.colors["accent"]!.resolve(in: .light).premultipliedRGBA8 == SIMD4<UInt8>(0xF7, 0x37, 0x57, 255))
        let cases: [(String, SIMD4<UInt8>)] = [
            (##""#fff""##, SIMD4(255, 255, 255, 255)),
            (##""#FF000080""##, SIMD4(128, 0, 0, 128)),
            (#""red""#, SIMD4(0xFF, 0x3B, 0x30, 255)),
            (#"{"color": "white", "opacity": 0.5}"#, SIMD4(128, 128, 128, 128)),
            (#"{"red": 1, "green": 0.5, "blue": 0}"#, SIMD4(255, 128, 0, 255)),
        ]
        for (json, expected) in cases {
            let d = try decode(#"{"size": [1, 1], "body": {"EmptyView": {}}, "background": \#(json)}"#)
            #expect(d.background.resolve(in: .light).premultipliedRGBA8 == expected, "\(json)")
        }
    }

    @Test func misspeltKeysSuggestTheRightName() {
        let e = error(#"{"size": [10, 10], "backgorund": "red", "body": {"EmptyView": {}}}"#)
        #expect(e?.path == "backgorund")
        #expect(e?.message == "unknown key \"backgorund\"")
        #expect(e?.suggestion == "did you mean \"background\"?")
        #expect(e?.location == SourceLocation(line: 1, column: 20), "points at the unknown key itself")
        let c = error(#"{"size": [10, 10], "background": "gren", "body": {"EmptyView": {}}}"#)
        #expect(c?.suggestion == "did you mean \"green\"?")
    }

    @Test(arguments: [
        (#"{"body": {"EmptyView": {}}}"#, "", "no \"size\""),
        (#"{"size": [10, -1], "body": {"EmptyView": {}}}"#, "size[1]", "greater than 0"),
        (#"{"size": [10], "body": {"EmptyView": {}}}"#, "size", "[width, height]"),
        (#"{"size": ["10", 10], "body": {"EmptyView": {}}}"#, "size[0]", "expected a number, found the string \"10\""),
        (#"{"size": [10, 10]}"#, "", "no \"body\""),
        (#"{"size": [10, 10], "body": 3}"#, "body", "expected a view object"),
        (#"{"size": [10000, 10], "scale": 3, "body": {"EmptyView": {}}}"#, "size", "at most 16384"),
        (#"{"size": [10, 10], "scale": 0, "body": {"EmptyView": {}}}"#, "scale", "greater than 0"),
        (##"{"size": [10, 10], "background": "#12345", "body": {"EmptyView": {}}}"##, "background", "not a hex colour"),
        (#"[1, 2]"#, "", "a scene is a JSON object"),
        (#"{"size": [10, 10], "body": {"EmptyView": {}}"#, "", "malformed JSON"),
    ])
    func refusesBadScenesWithPathAndReason(text: String, path: String, fragment: String) {
        let e = error(text)
        #expect(e?.path == path, "\(e?.description ?? "no error")")
        #expect(e?.description.contains(fragment) == true, "\(e?.description ?? "no error")")
    }

    @Test func spellingDistanceHandlesTranspositions() {
        #expect(Spelling.distance("forgroundColor", "foregroundColor") == 1)
        #expect(Spelling.distance("ab", "ba") == 1)
        #expect(Spelling.nearest(to: "forgroundColor", in: ["foregroundColor", "font"]) == "foregroundColor")
        #expect(Spelling.nearest(to: "zzzzzz", in: ["font"]) == nil)
    }
}
