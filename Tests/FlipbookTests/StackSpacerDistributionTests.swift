import Testing
@testable import Flipbook
@testable import FlipbookCore

/// How a stack shares its length between a `Spacer` and the other children, derived from
/// SwiftUI's rule as OpenSwiftUI reconstructs it (`StackLayout`, audited against SwiftUI 6.5;
/// `SpacerLayoutComputer.Engine.layoutPriority()` is −∞): children are sized by layout
/// priority, highest first, each group after reserving the minimums of the lower ones; within
/// a group least flexible first (among unbounded ones the larger minimum first; ties in
/// declaration order), each offered an equal share of what is left. A spacer's −∞ puts it in
/// the last group; explicit spacing is added next to spacers too.
@Suite @MainActor struct StackSpacerDistributionTests {
    @Test func aColorBesideASpacerTakesAllButTheSpacersMinimum() {
        // 300 − 8 spacing = 292; the Spacer's group (−∞) is sized last, its 8 reserved: the
        // Color is offered 284 and takes it; the Spacer gets the 8 left.
        let f = colorFrames(HStack(spacing: 8) { Color.red; Spacer() }, 300, 20)
        #expect(f == [CGRect(x: 0, y: 0, width: 284, height: 20)])
    }

    @Test func geometryReaderAboveASpacerKeepsAllButEightPoints() {
        // Swiflow's VStack { GeometryReader {…}; Spacer() }: no spacing beside a spacer by
        // default (its preferences are zero), so the reader gets 300 − 8.
        let f = colorFrames(VStack { GeometryReader { _ in Color.red }; Spacer() }, 100, 300)
        #expect(f == [CGRect(x: 0, y: 0, width: 100, height: 292)])
    }

    @Test func textBetweenTwoSpacersIsOfferedAllButTheirMinimums() throws {
        // HStack { Spacer(); Text; Spacer() }: the text is sized alone first (offered 200 − 16),
        // so a label that fits in that is not wrapped; the spacers split the rest evenly.
        let label = "Rounded button"
        let t = try #require(colorFrames(Text(label).fixedSize().background(Color.red), 400, 50).first)
        #expect(t.width > 70 && t.width < 184, "longer than a third of 200, shorter than 184")
        let f = colorFrames(HStack(spacing: 0) { Spacer(); Text(label).background(Color.red); Spacer() }, 200, 50)
        #expect(f.count == 1)
        #expect(f[0].width == t.width && f[0].height == t.height, "one line, its ideal size")
        #expect(abs(f[0].minX - (200 - t.width) / 2) <= 0.5)
    }

    @Test func equalSpacersShareTheRestEvenlyAndLargerMinimumGoesFirst() {
        // Both spacers in the −∞ group: Spacer(minLength: 150) (larger minimum) is offered
        // (300 − 40) / 2 = 130 first and takes its 150; the plain one gets the 110 left.
        let view = HStack(spacing: 0) { Spacer(); Color.red.frame(width: 40); Spacer(minLength: 150) }
        #expect(colorFrames(view, 300, 10) == [CGRect(x: 110, y: 0, width: 40, height: 10)])
    }

    @Test func largerMinimumAmongGreedyChildrenIsSizedFirst() {
        // Two unbounded colours: the one with minimum 200 is sized first (offered 150, takes
        // 200), the other gets the 100 left. In declaration order the first would take 150 and
        // the stack overflow to 350.
        let view = HStack(spacing: 0) { Color.red.frame(minWidth: 20, maxWidth: .infinity); Color.blue.frame(minWidth: 200, maxWidth: .infinity) }
        #expect(colorFrames(view, 300, 10).map(\.width) == [100, 200])
    }

    @Test func aPrioritisedSpacerIsSizedFirst() {
        // `.layoutPriority(1)` replaces the spacer's −∞: it is offered all but the Color's
        // minimum (0) and takes it.
        #expect(colorFrames(HStack(spacing: 0) { Color.red; Spacer().layoutPriority(1) }, 300, 10).map(\.width) == [0])
    }

    @Test func explicitSpacingCountsBesideSpacers() {
        // Ideal width (fixedSize): 20 + 10 + 8 (spacer minimum) + 10 + 20 = 68; before, no
        // spacing was added next to a spacer (52).
        let view = HStack(spacing: 10) { Color.red.frame(width: 20); Spacer(); Color.blue.frame(width: 20) }.fixedSize()
        let f = colorFrames(view, 300, 20)
        #expect(f.count == 2 && f[1].minX - f[0].maxX == 28)
        // In a fixed width the spacer absorbs it: the colours stay at the edges.
        #expect(colorFrames(HStack(spacing: 10) { Color.red.frame(width: 20); Spacer(); Color.blue.frame(width: 20) }, 200, 20).map(\.minX) == [0, 180])
    }
}
