import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCore
import Swift6Fixture

/// The accessibility tree of the fixture's player card (issue 15, item 8).
@Suite @MainActor struct AccessibilityTests {
    /// The dump without its frames (checked apart, against hit testing).
    static func withoutFrames(_ dump: String) -> String {
        dump.split(separator: "\n").map { line in
            String(line[..<(line.range(of: " @ (")?.lowerBound ?? line.endIndex)])
        }.joined(separator: "\n")
    }

    @Test func playerCardReadsInOrderWithLabelsValuesAndTraits() {
        let tree = ImageRenderer(content: PlayerCard()).accessibilityTree
        #expect(Self.withoutFrames(tree.description) == """
            "Now Playing" [header, staticText]
            "music note, Blue in Green, Miles Davis" [image, staticText]
            "Play" [button] hint: "Starts the song" id: play
            "Shuffle" [button, toggle] value: "1"
            Container "Up next"
              "So What" [staticText]
              "Freddie Freeloader" [selected]
            "Progress" value: "40 percent" actions: Skip ahead
            """)
    }

    @Test func framesAreWhereTheViewsAre() {
        var played = 0
        let card = PlayerCard { played += 1 }
        let renderer = ImageRenderer(content: card)
        let tree = renderer.accessibilityTree
        let play = tree.allElements.first { $0.identifier == "play" }!
        // A tap at the element's centre hits the button (hit testing is independent of the tree).
        let host = ViewHost(card)
        _ = host.tap(at: CGPoint(x: play.frame.midX, y: play.frame.midY))
        #expect(played == 1)
        #expect(play.frame.width > 20 && play.frame.height > 10)
        // The header is at the card's padding.
        let header = tree.elements[0]
        #expect(header.frame.minX == 16 && header.frame.minY == 16)
        // The progress bar spans the card's width inside the padding.
        let progress = tree.allElements.first { $0.label == "Progress" }!
        #expect(progress.frame.width == 248 && progress.frame.height == 4)
    }

    @Test func aLabelOnAStackLabelsEveryElementInIt() {
        let tree = ImageRenderer(content: HStack { Text("a"); Text("b") }.accessibilityLabel("x")).accessibilityTree
        #expect(tree.allElements.map(\.label) == ["x", "x"])
        let ignored = ImageRenderer(content: HStack { Text("a"); Text("b") }.accessibilityElement()).accessibilityTree
        #expect(ignored.elements.count == 1 && ignored.elements[0].label == "")
    }
}
