import Testing
import Flipbook
@testable import FlipbookScene

/// Symbols in scenes: names that are not SF Symbols are errors with a did-you-mean; rendering
/// modes and several foreground styles decode to their Swift twins.
@Suite @MainActor struct SymbolSceneTests {
    @Test func aNameThatIsNotASymbolIsAnErrorWithSuggestions() throws {
        let e = try #require(sceneError(scene(#"{"Image": {"systemName": "hart.fill"}}"#)))
        #expect(e.message == "\"hart.fill\" is not an SF Symbols name")
        #expect(e.path == "body.Image.systemName")
        #expect(e.suggestion?.contains("\"heart.fill\"") == true, "\(e.suggestion ?? "")")
        let label = try #require(sceneError(scene(#"{"Label": {"title": "A", "systemImage": "stat"}}"#)))
        #expect(label.message.contains("\"stat\" is not an SF Symbols name"))
        // A real symbol without a stand-in renders (the placeholder), it is not an error.
        #expect(sceneError(scene(#"{"Image": {"systemName": "car.top.door.front.left.open"}}"#)) == nil)
    }

    @Test func renderingModesAndSeveralStylesMatchSwift() throws {
        #expect(try sameBytes(#"{"Image": {"systemName": "heart.circle.fill"}, "modifiers": [{"symbolRenderingMode": "hierarchical"}, {"foregroundColor": "red"}]}"#,
                              Image(systemName: "heart.circle.fill").symbolRenderingMode(.hierarchical).foregroundColor(.red)))
        #expect(try sameBytes(#"{"Image": {"systemName": "star.square.fill"}, "modifiers": [{"foregroundStyle": {"primary": "yellow", "secondary": "blue"}}]}"#,
                              Image(systemName: "star.square.fill").foregroundStyle(Color.yellow, Color.blue)))
        let e = try #require(sceneError(scene(#"{"Image": {"systemName": "heart"}, "modifiers": [{"symbolRenderingMode": "pallete"}]}"#)))
        #expect(e.suggestion?.contains("palette") == true)
    }

    /// `"variableValue"` is `Image(systemName:variableValue:)`; it belongs to symbols, in 0…1.
    @Test func variableValueDecodesToTheSwiftTwin() throws {
        #expect(try sameBytes(#"{"Image": {"systemName": "wifi", "variableValue": 0.5}, "modifiers": [{"font": {"system": {"size": 40}}}]}"#,
                              Image(systemName: "wifi", variableValue: 0.5).font(.system(size: 40))))
        #expect(try !sameBytes(#"{"Image": {"systemName": "wifi", "variableValue": 0.5}, "modifiers": [{"font": {"system": {"size": 40}}}]}"#,
                               Image(systemName: "wifi").font(.system(size: 40))))
        let range = try #require(sceneError(scene(#"{"Image": {"systemName": "wifi", "variableValue": 2}}"#)))
        #expect(range.path == "body.Image.variableValue", "\(range)")
        let file = try #require(sceneError(scene(#"{"Image": {"file": "x.png", "variableValue": 0.5}}"#)))
        #expect(file.message.contains("applies to a symbol"), "\(file)")
    }
}
