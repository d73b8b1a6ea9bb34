import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCore
@testable import FlipbookScene

/// Every scene in Examples/ decodes and renders at its canvas size, with some ink on it.
@Suite @MainActor struct ExampleScenesTests {
    nonisolated static let examplesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    nonisolated static let scenes: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examplesDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    @Test func theExamplesFolderHasOneSceneForEachFamily() {
        for family in ["shapes", "gradients", "shadows", "blend-modes", "text-styles", "cjk", "symbols", "stacks",
                       "rotation-3d", "like-toggle", "flip-toggle", "toggle-styles", "button-styles",
                       "inputs", "progress", "settings-form", "list-styles", "grids", "navigation", "tab-view", "sheet"] {
            #expect(Self.scenes.contains(family + ".json"), "Examples/\(family).json")
        }
    }

    @Test(arguments: scenes) func rendersWithoutError(_ name: String) throws {
        let url = Self.examplesDirectory.appendingPathComponent(name)
        let bytes = Array(try Data(contentsOf: url))
        var doc = try SceneDocument.decode(bytes, baseDirectory: Self.examplesDirectory.path)
        // Half a point per pixel keeps the debug-build test quick (the blend-mode sheet has 21
        // layers); the pictures were looked at at their own scale.
        doc.scale = 0.5
        let pixels = try SceneRenderer.renderStill(doc)
        #expect(pixels.width == doc.pixelWidth && pixels.height == doc.pixelHeight)
        // Not one flat colour: the body drew something over the background.
        let first = Array(pixels.bytes[0..<4])
        #expect(stride(from: 0, to: pixels.bytes.count, by: 4).contains { Array(pixels.bytes[$0..<$0 + 4]) != first }, "\(name) is blank")
    }

    /// No two views of an example's tree share an identity: animations, transitions and state
    /// are keyed by identity, and a wrapper that shared its container's identity once made a
    /// switch's knob fade in as if inserted each time the switch animated.
    @Test(arguments: scenes) func noTwoViewsShareAnIdentity(_ name: String) throws {
        let url = Self.examplesDirectory.appendingPathComponent(name)
        let doc = try SceneDocument.decode(Array(try Data(contentsOf: url)), baseDirectory: Self.examplesDirectory.path)
        let root = try SceneRenderer.frameSequence(doc).host.layout()
        var seen: [ViewIdentity: String] = [:]
        var shared: [String] = []
        func walk(_ node: ViewNode) {
            if let first = seen[node.identity] {
                shared.append("\(first) and \(node.behavior.debugName) at \(node.identity)")
            } else {
                seen[node.identity] = node.behavior.debugName
            }
            node.children.forEach(walk)
        }
        walk(root)
        #expect(shared.isEmpty, "\(name): \(shared.prefix(5).joined(separator: "; "))")
    }
}
