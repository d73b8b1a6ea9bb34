import Testing
@testable import Flipbook
@testable import FlipbookCore

@Suite @MainActor struct HitTestingTests {
    func hit<V: View>(_ view: V, _ x: CGFloat, _ y: CGFloat) -> ViewNode? { ViewHost(view).hitTest(CGPoint(x: x, y: y)) }

    @Test func clipShapeLimitsTheHitArea() {
        let v = Color.red.frame(width: 40, height: 40).clipShape(Circle()).id("c")
        #expect(hit(v, 2, 2) == nil, "corner outside the circle")
        #expect(hit(v, 20, 20)?.isUnder(id: "c") == true)
        #expect(hit(v, 20, 1)?.isUnder(id: "c") == true, "just inside the top of the circle")
    }

    @Test func allowsHitTestingFalseLetsTouchesThrough() {
        let v = ZStack {
            Color.red.frame(width: 40, height: 40).id("back")
            Color.blue.frame(width: 40, height: 40).allowsHitTesting(false).id("front")
        }
        #expect(hit(v, 20, 20)?.isUnder(id: "back") == true)
        let plain = ZStack {
            Color.red.frame(width: 40, height: 40).id("back")
            Color.blue.frame(width: 40, height: 40).id("front")
        }
        #expect(hit(plain, 20, 20)?.isUnder(id: "front") == true)
    }

    @Test func zIndexDecidesWhatIsInFront() {
        let v = ZStack {
            Color.red.frame(width: 40, height: 40).zIndex(1).id("raised")
            Color.blue.frame(width: 40, height: 40).id("later")
        }
        #expect(hit(v, 20, 20)?.isUnder(id: "raised") == true)
    }

    @Test func offsetMovesTheHitArea() {
        let v = Color.red.frame(width: 20, height: 20).offset(x: 50).id("o").frame(width: 100, height: 20, alignment: .leading)
        #expect(hit(v, 60, 10)?.isUnder(id: "o") == true)
        #expect(hit(v, 10, 10) == nil)
    }

    @Test func scaleAndRotationEffectsTransformTheHitArea() {
        let scaled = Color.red.frame(width: 40, height: 40).scaleEffect(0.5).id("s")
        #expect(hit(scaled, 5, 5) == nil, "outside the half-size square (10…30)")
        #expect(hit(scaled, 12, 12)?.isUnder(id: "s") == true)
        let rotated = Color.red.frame(width: 40, height: 40).rotationEffect(.degrees(45)).id("r")
        #expect(hit(rotated, 2, 2) == nil, "a diamond leaves the corners")
        #expect(hit(rotated, 20, 1)?.isUnder(id: "r") == true, "its top point reaches above the frame's centre line")
    }

    @Test func hiddenClearAndTransparentViewsAreNotHit() {
        #expect(hit(Color.red.frame(width: 10, height: 10).hidden(), 5, 5) == nil)
        #expect(hit(Color.red.frame(width: 10, height: 10).opacity(0), 5, 5) == nil)
        #expect(hit(Color.clear.frame(width: 10, height: 10), 5, 5) == nil)
        #expect(hit(Color.red.frame(width: 10, height: 10).opacity(0.01), 5, 5) != nil)
    }

    @Test func contentShapeMakesTheWholeFrameHittable() {
        let counter = Counter()
        func stack(_ shaped: Bool) -> some View {
            let s = VStack(spacing: 0) {
                Color.red.frame(width: 40, height: 10)
                Spacer().frame(height: 30)
                Color.red.frame(width: 40, height: 10)
            }
            return Group {
                if shaped { s.contentShape(Rectangle()).onTapGesture(perform: counter.bump) } else { s.onTapGesture(perform: counter.bump) }
            }
        }
        #expect(!ViewHost(stack(false)).tap(at: CGPoint(x: 20, y: 25)))
        #expect(ViewHost(stack(true)).tap(at: CGPoint(x: 20, y: 25)))
        #expect(counter.count == 1)
        // A circular content shape refuses the corners even of an opaque view.
        #expect(hit(Color.red.frame(width: 40, height: 40).contentShape(Circle()), 2, 2) == nil)
    }

    @Test func shapesAreHitByTheirOutline() {
        let v = Circle().fill(Color.red).frame(width: 40, height: 40)
        #expect(hit(v, 2, 2) == nil)
        #expect(hit(v, 20, 20) != nil)
    }

    @Test func strokedShapesAreHitOnlyOnTheirStroke() {
        let ring = Circle().stroke(Color.red, lineWidth: 4).frame(width: 40, height: 40)
        #expect(hit(ring, 20, 20) == nil, "the hollow centre")
        #expect(hit(ring, 20, 1) != nil, "on the stroke (centred on the outline, 2 pt each side)")
        #expect(hit(ring, 20, 4) == nil, "beyond the stroke's inner edge at y = 2")
        let border = Circle().strokeBorder(Color.red, lineWidth: 4).frame(width: 40, height: 40)
        #expect(hit(border, 20, 3) != nil, "strokeBorder lies inside: y 0…4")
        #expect(hit(border, 20, 20) == nil)
        #expect(hit(ring.contentShape(Circle()), 20, 20) != nil, "a content shape fills it in")
    }

    @Test func overlayIsInFrontOfBackground() {
        let v = Color.red.frame(width: 40, height: 40).id("main")
            .background(Color.green.id("under"))
            .overlay(Color.blue.frame(width: 10, height: 10).id("over"))
        #expect(hit(v, 20, 20)?.isUnder(id: "over") == true)
        #expect(hit(v, 5, 5)?.isUnder(id: "main") == true)
    }

    @Test func findsViewsById() {
        let host = ViewHost(VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            ForEach(0..<3, id: \.self) { i in Color.blue.frame(width: 10, height: 10).id("row\(i)") }
        })
        #expect(host.frame(id: "row1") == CGRect(x: 0, y: 20, width: 10, height: 10))
        #expect(host.frame(id: 2) == CGRect(x: 0, y: 30, width: 10, height: 10), "ForEach ids are explicit identities too")
        #expect(host.frame(id: "missing") == nil)
    }
}

@Suite @MainActor struct ScrollViewHitTestingTests {
    @Test func scrollViewContentOutsideItsFrameIsNotHit() {
        let host = ViewHost(ScrollView {
            VStack(spacing: 0) {
                Color.red.frame(width: 20, height: 30).id("a")
                Color.blue.frame(width: 20, height: 30).id("b")
            }
        }.frame(width: 20, height: 40).frame(width: 20, height: 80, alignment: .top))
        #expect(host.hitTest(CGPoint(x: 10, y: 35))?.isUnder(id: "b") == true)
        #expect(host.hitTest(CGPoint(x: 10, y: 50)) == nil, "b continues to y 60 but is clipped at 40")
    }
}
