import Testing
@testable import Flipbook
@testable import FlipbookCore

/// A view next to a Spacer is offered all the free length but the spacers' minimums (the
/// switch row and the seeds' `HStack { Spacer(); label; Spacer() }` rely on it).
@Suite @MainActor struct StackSpacerTests {
    func frames<V: View>(_ v: V) -> [CGRect] {
        ViewLayout.layoutFitting(v).children.first!.children.map(\.frame)
    }

    @Test func textBesideASpacerKeepsItsIdealWidth() {
        let ideal = ViewLayout.layoutFitting(Text("Toggle")).frame.width
        let f = frames(HStack { Text("Toggle"); Spacer(); Color.red.frame(width: 51, height: 31) }.frame(width: 154))
        #expect(f[0].width == ideal, "not an equal share (43.5) of the free 87 pt")
        #expect(f[1].width == 154 - ideal - 51, "the spacer takes the rest")
        #expect(f[2].minX == 103)
    }

    @Test func spacersOnBothSidesSplitWhatTheTextLeaves() {
        let ideal = ViewLayout.layoutFitting(Text("Centred")).frame.width
        let f = frames(HStack { Spacer(); Text("Centred"); Spacer() }.frame(width: 200))
        #expect(f[1].width == ideal)
        #expect(abs(f[0].width - f[2].width) <= 1, "equal halves of 135, snapped to whole points: \(f)")
        #expect(abs(f[0].width + f[2].width + ideal - 200) < 0.001)
    }

    @Test func aTooLongTextStillLeavesTheSpacersTheirMinimum() {
        let f = frames(HStack { Text("A rather long title that cannot fit"); Spacer() }.frame(width: 100))
        #expect(f[0].width <= 92, "wrapped within all but the spacer's 8 pt minimum")
        #expect(f[1].width == 100 - f[0].width)
    }

    @Test func viewsWithoutSpacersStillShareEqually() {
        let f = frames(HStack(spacing: 0) { Color.red; Color.blue }.frame(width: 100, height: 10))
        #expect(f[0].width == 50 && f[1].width == 50)
    }
}
