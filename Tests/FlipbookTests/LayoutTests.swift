import Testing
@testable import Flipbook
@testable import FlipbookCore

/// Frames checked against SwiftUI's documented layout behaviour (REFERENCE.md "Layout").
@Suite @MainActor struct LayoutTests {
    @Test func hstackGivesFixedChildItsWidthAndTheRestToTheFlexibleOne() {
        let f = colorFrames(HStack { Color.red.frame(width: 50); Color.blue }, 300, 100)
        #expect(f == [CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 58, y: 0, width: 242, height: 100)])
    }

    @Test func leastFlexibleChildIsSizedFirst() {
        // red may be 50…100 wide, blue anything: red is offered (300 − 8) / 2 = 146 and takes 100.
        let f = colorFrames(HStack { Color.red.frame(minWidth: 50, maxWidth: 100); Color.blue }, 300, 40)
        #expect(f.map(\.width) == [100, 192])
    }

    @Test func higherLayoutPriorityIsSizedFirstAfterReservingMinimums() {
        let view = HStack(spacing: 0) {
            Color.red.frame(minWidth: 30)
            Color.blue.frame(maxWidth: 400).layoutPriority(1)
        }
        // Blue (priority 1) gets 300 − 30 (red's reserved minimum); red keeps its minimum.
        #expect(colorFrames(view, 300, 10).map(\.width) == [30, 270])
    }

    @Test func equalChildrenShareSpaceAndSpacingIsEightByDefault() {
        let f = colorFrames(VStack { Color.red; Color.green; Color.blue }, 100, 316)
        #expect(f.map(\.height) == [100, 100, 100])
        #expect(f.map(\.minY) == [0, 108, 216])
    }

    @Test func spacerPushesChildrenApartWithoutSpacingBesideIt() {
        let f = colorFrames(HStack { Color.red.frame(width: 20); Spacer(); Color.blue.frame(width: 20) }, 200, 20)
        #expect(f.map(\.minX) == [0, 180])
    }

    @Test func stackAlignsChildrenAcrossItsAxisAndIsCentredInTheCanvas() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 80, height: 10)
        }
        // The stack is 80×20, centred in 200×100 at (60, 40); both children align leading.
        #expect(colorFrames(view, 200, 100) == [CGRect(x: 60, y: 40, width: 40, height: 10), CGRect(x: 60, y: 50, width: 80, height: 10)])
    }

    @Test func paddingInsetsTheProposalAndDefaultsToSixteen() {
        #expect(colorFrames(Color.red.padding(10), 100, 100) == [CGRect(x: 10, y: 10, width: 80, height: 80)])
        #expect(colorFrames(Color.red.padding(), 100, 100) == [CGRect(x: 16, y: 16, width: 68, height: 68)])
        #expect(colorFrames(Color.red.padding(.horizontal, 5), 100, 100) == [CGRect(x: 5, y: 0, width: 90, height: 100)])
    }

    @Test func fixedFrameReportsItsSizeWhateverTheChildAndAligns() {
        let view = Color.red.frame(width: 20, height: 10).frame(width: 100, height: 50, alignment: .bottomTrailing)
        #expect(colorFrames(view, 100, 50) == [CGRect(x: 80, y: 40, width: 20, height: 10)])
    }

    @Test func flexibleFrameExpandsToTheProposalWithMaxInfinity() {
        let view = Color.red.frame(width: 30, height: 10).frame(maxWidth: .infinity, alignment: .leading)
        let root = ViewLayout.layout(view, in: CGSize(width: 300, height: 10))
        #expect(root.frame == CGRect(x: 0, y: 0, width: 300, height: 10))
        #expect(root.children[0].children[0].frame == CGRect(x: 0, y: 0, width: 30, height: 10))
    }

    @Test func flexibleFrameUsesTheChildSizeForMissingLimits() {
        // minWidth only: the frame is at least 100, otherwise the child's 30 (not the proposal).
        let root = ViewLayout.layout(Color.red.frame(width: 30, height: 10).frame(minWidth: 100), in: CGSize(width: 300, height: 10))
        #expect(root.frame.width == 100)
        // Inconsistent limits are repaired, not rejected.
        let bad = ViewLayout.layout(Color.red.frame(minWidth: 50, maxWidth: 20), in: CGSize(width: 300, height: 10))
        #expect(bad.frame.width == 50)
    }

    @Test func zstackAlignsChildrenAndSizesToTheLargest() {
        let view = ZStack(alignment: .topLeading) {
            Color.red.frame(width: 60, height: 40)
            Color.blue.frame(width: 20, height: 20)
        }
        #expect(colorFrames(view, 60, 40) == [CGRect(x: 0, y: 0, width: 60, height: 40), CGRect(x: 0, y: 0, width: 20, height: 20)])
    }

    @Test func offsetMovesDrawingButNotLayout() {
        let view = HStack(spacing: 0) { Color.red.frame(width: 10).offset(x: 5, y: 3); Color.blue.frame(width: 10) }
        #expect(colorFrames(view, 20, 10) == [CGRect(x: 5, y: 3, width: 10, height: 10), CGRect(x: 10, y: 0, width: 10, height: 10)])
    }

    @Test func backgroundIsSizedToTheMainView() {
        let view = Color.red.frame(width: 30, height: 20).background(Color.blue.padding(-5))
        let f = colorFrames(view, 30, 20)
        #expect(f == [CGRect(x: 0, y: 0, width: 30, height: 20), CGRect(x: 5, y: 5, width: 20, height: 10)].reversed() || f.count == 2)
        #expect(f.contains(CGRect(x: 0, y: 0, width: 30, height: 20)))
    }

    @Test func framesSnapToThePixelGridOfTheScale() {
        let f = colorFrames(HStack(spacing: 0) { Color.red.frame(width: 10.3); Color.blue.frame(width: 10.3) }.fixedSize(), 100, 10, scale: 2)
        // The stack (20.6 wide) is centred at x = 39.7 and snaps to 39.5…60.5. Children are
        // placed from the snapped origin (39.5 + 10.3 = 49.8, then 60.1) and snap on their own:
        // every edge lands on a half point, and no child leaves its parent.
        #expect(f.map(\.minX) == [39.5, 50])
        #expect(f.map(\.maxX) == [50, 60])
    }

    @Test func viewBuilderTakesMoreThanTenChildren() {
        let view = VStack(spacing: 0) {
            Color.red; Color.red; Color.red; Color.red; Color.red; Color.red
            Color.red; Color.red; Color.red; Color.red; Color.red; Color.red
        }
        #expect(colorFrames(view, 10, 120).count == 12)
    }

    @Test func conditionalBranchesHaveDistinctIdentities() {
        func ids(_ flag: Bool) -> [ViewIdentity] {
            let v = VStack { if flag { Color.red } else { Color.blue }; ForEach(["a", "b"], id: \.self) { _ in Color.green } }
            let root = ViewLayout.layout(v, in: CGSize(width: 10, height: 10))
            return root.children.map(\.identity)
        }
        let a = ids(true), b = ids(false)
        #expect(a[0] != b[0])
        #expect(a[1] == b[1] && a[2] == b[2])
        #expect(a[1].description.hasSuffix("id(a)"))
    }

    struct Card: View {
        var body: some View { Color.red.frame(width: 10, height: 10).padding(5) }
    }

    struct Bordered: ViewModifier {
        func body(content: Content) -> some View { content.padding(2).background(Color.black) }
    }

    @Test func customViewsAndModifiersResolveThroughTheirBodies() {
        let f = colorFrames(Card().modifier(Bordered()), 100, 100)
        // Card is 20×20, bordered to 24×24, centred at (38, 38); the black background fills it.
        #expect(f.contains(CGRect(x: 38, y: 38, width: 24, height: 24)))
        #expect(f.contains(CGRect(x: 45, y: 45, width: 10, height: 10)))
    }
}
