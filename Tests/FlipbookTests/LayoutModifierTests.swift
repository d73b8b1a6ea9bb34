import Testing
@testable import Flipbook
@testable import FlipbookCore

/// Exact frames for GeometryReader, aspectRatio, position, alignmentGuide, hidden and the
/// ShapeStyle background, derived by hand from SwiftUI's documented behaviour.
@Suite @MainActor struct LayoutModifierTests {
    final class ProxyBox { var proxy: GeometryProxy? }

    @Test func geometryReaderFillsTheProposalAndPlacesContentTopLeading() {
        let box = ProxyBox()
        // The reader is the flexible child of the stack: 100 × (100 − 20) below the red bar,
        // inside a 10-pt padding; "stack" names the stack's own space.
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 20)
            GeometryReader { proxy in
                let _ = (box.proxy = proxy)
                Color.blue.frame(width: proxy.size.width / 2, height: 10)
                Color.green.frame(width: 5, height: 5)
            }
        }.coordinateSpace(name: "stack").padding(10)
        let f = colorFrames(view, 120, 120)
        #expect(f == [CGRect(x: 10, y: 10, width: 100, height: 20), CGRect(x: 10, y: 30, width: 50, height: 10),
                      CGRect(x: 10, y: 30, width: 5, height: 5)])
        guard let p = box.proxy else { Issue.record("content never built"); return }
        #expect(p.size == CGSize(width: 100, height: 80))
        #expect(p.frame(in: .global) == CGRect(x: 10, y: 30, width: 100, height: 80))
        #expect(p.frame(in: .local) == CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(p.frame(in: .named("stack")) == CGRect(x: 0, y: 20, width: 100, height: 80))
        #expect(p.frame(in: .named("nowhere")) == p.frame(in: .global), "unknown names fall back to global")
        #expect(p.safeAreaInsets == EdgeInsets())
    }

    @Test func geometryReaderAsksForTenByTenWhenUnspecified() {
        let root = ViewLayout.layoutFitting(GeometryReader { _ in Color.red })
        #expect(root.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func aspectRatioFitsOrFillsTheProposal() {
        // 2:1 in 100×100: fit → 100×50 (scales 50 and 100, the smaller); fill → 200×100.
        // The root centres the result.
        #expect(colorFrames(Color.red.aspectRatio(2, contentMode: .fit), 100, 100) == [CGRect(x: 0, y: 25, width: 100, height: 50)])
        #expect(colorFrames(Color.red.aspectRatio(2, contentMode: .fill), 100, 100) == [CGRect(x: -50, y: 0, width: 200, height: 100)])
        #expect(colorFrames(Color.red.aspectRatio(CGSize(width: 1, height: 2), contentMode: .fit), 100, 100)
                == [CGRect(x: 25, y: 0, width: 50, height: 100)])
    }

    @Test func aspectRatioWithoutARatioUsesTheIdealSize() {
        // Ideal 30×10 (ratio 3) in 90×90: fit → 90×30, fill → 270×90.
        let content = Color.red.frame(idealWidth: 30, idealHeight: 10)
        #expect(colorFrames(content.aspectRatio(contentMode: .fit), 90, 90) == [CGRect(x: 0, y: 30, width: 90, height: 30)])
        #expect(colorFrames(content.scaledToFill(), 90, 90) == [CGRect(x: -90, y: 0, width: 270, height: 90)])
        #expect(colorFrames(content.scaledToFit(), 90, 90) == [CGRect(x: 0, y: 30, width: 90, height: 30)])
    }

    @Test func aspectRatioPassesAnIdealProposalOnAndUsesTheKnownDimensionAlone() {
        // Ideal sizing: the proposal stays unspecified, so Color answers 10×10.
        #expect(ViewLayout.layoutFitting(Color.red.aspectRatio(3, contentMode: .fit)).frame.size == CGSize(width: 10, height: 10))
        // In a VStack the width is known (60) and the height is not during ideal sizing: fit
        // scales by the width alone → 60×20 (SwiftUI's own choice here is *unconfirmed*).
        let f = colorFrames(VStack { Color.red.aspectRatio(3, contentMode: .fit) }.fixedSize(horizontal: false, vertical: true), 60, 100)
        #expect(f == [CGRect(x: 0, y: 40, width: 60, height: 20)])
    }

    @Test func positionFillsTheProposalAndCentresTheContentAtThePoint() {
        #expect(colorFrames(Color.red.frame(width: 20, height: 10).position(x: 30, y: 40), 100, 100)
                == [CGRect(x: 20, y: 35, width: 20, height: 10)])
        // In its parent's space: 5 pt of padding moves the origin.
        #expect(colorFrames(Color.red.frame(width: 20, height: 10).position(CGPoint(x: 30, y: 40)).padding(5), 100, 100)
                == [CGRect(x: 25, y: 40, width: 20, height: 10)])
        let root = ViewLayout.layout(Color.red.frame(width: 20, height: 10).position(x: 0, y: 0), in: CGSize(width: 70, height: 50))
        #expect(root.frame == CGRect(x: 0, y: 0, width: 70, height: 50), "position takes the whole proposal")
    }

    @Test func alignmentGuidesShiftChildrenInAVStack() {
        // Leading guides 0, 20 (half the width) and 40 (the trailing edge) on one line: the
        // children step left by 20 each; the stack spans 80 and is centred in 200×100.
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { d in d.width / 2 }
            Color.green.frame(width: 40, height: 10).alignmentGuide(.leading) { d in d[.trailing] }
        }
        #expect(colorFrames(view, 200, 100) == [CGRect(x: 100, y: 35, width: 40, height: 10),
                                           CGRect(x: 80, y: 45, width: 40, height: 10),
                                           CGRect(x: 60, y: 55, width: 40, height: 10)])
    }

    @Test func alignmentGuidesPassThroughEffectsOffsetAndHidden() {
        // Same staircase as above, with drawing modifiers after the guides.
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { d in d.width / 2 }.opacity(0.5).hidden()
            Color.green.frame(width: 40, height: 10).alignmentGuide(.leading) { d in d[.trailing] }.offset(y: 0).blur(radius: 1)
        }
        #expect(colorFrames(view, 200, 100).map(\.minX) == [100, 80, 60])
    }

    @Test func verticalAlignmentGuideInAnHStackAndExplicitLookup() {
        // Blue's top guide at −10 puts its top 10 below the shared line: the stack is 20×30.
        let view = HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 10, height: 20)
            Color.blue.frame(width: 10, height: 20).alignmentGuide(.top) { _ in -10 }
        }
        #expect(colorFrames(view, 20, 30) == [CGRect(x: 0, y: 0, width: 10, height: 20), CGRect(x: 10, y: 10, width: 10, height: 20)])
        let root = ViewLayout.layoutFitting(Color.red.frame(width: 8, height: 8).alignmentGuide(.bottom) { d in d[.top] + 3 })
        let d = LayoutSubview(node: root).dimensions(in: .unspecified)
        #expect(d[explicit: VerticalAlignment.bottom] == 3 && d[VerticalAlignment.bottom] == 3 && d[VerticalAlignment.top] == 0)
    }

    @Test func hiddenKeepsItsPlaceInLayout() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).hidden()
            Color.blue.frame(width: 10, height: 10)
        }
        #expect(colorFrames(view, 20, 10) == [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 0, width: 10, height: 10)])
    }

    @Test func traitsPassUpThroughModifiers() {
        // layoutPriority under padding still wins the space (SwiftUI passes traits up).
        let view = HStack(spacing: 0) {
            Color.red.frame(minWidth: 30)
            Color.blue.frame(maxWidth: 400).layoutPriority(1).padding(0)
        }
        #expect(colorFrames(view, 300, 10).map(\.width) == [30, 270])
    }

    @Test func explicitIdIsPartOfTheIdentity() {
        let root = ViewLayout.layout(VStack { Color.red.id("a"); Color.blue }, in: CGSize(width: 10, height: 10))
        #expect(root.children[0].identity.path.contains(.explicit(AnyHashable("a"))))
        #expect(!root.children[1].identity.path.contains(.explicit(AnyHashable("a"))))
        let other = ViewLayout.layout(VStack { Color.red.id("b"); Color.blue }, in: CGSize(width: 10, height: 10))
        #expect(root.children[0].identity != other.children[0].identity && root.children[1].identity == other.children[1].identity)
    }

    @Test func contentShapeIsStoredAndChangesNothingElse() {
        let root = ViewLayout.layout(Color.red.frame(width: 10, height: 10).contentShape(Circle()), in: CGSize(width: 10, height: 10))
        guard let b = root.behavior as? ContentShapeBehavior else { Issue.record("\(root.treeDescription)"); return }
        #expect(b.path(root.frame).boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(root.children[0].frame == root.frame)
    }
}
