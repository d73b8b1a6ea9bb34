import Testing
@testable import Flipbook
@testable import FlipbookCore

@Suite @MainActor struct TransformTests {
    func close(_ a: CGPoint, _ b: CGPoint, _ tol: CGFloat = 1e-9) -> Bool { abs(a.x - b.x) < tol && abs(a.y - b.y) < tol }

    @Test func zRotationIn3DEqualsTheAffineRotation() {
        let a = ProjectionTransform(CATransform3DMakeRotation(0.7, 0, 0, 1))
        let b = ProjectionTransform(CGAffineTransform(rotationAngle: 0.7))
        let p = CGPoint(x: 3, y: 5)
        #expect(close(p.applying(a), p.applying(b)))
        // Positive angles turn clockwise on a y-down screen: +x goes towards +y.
        #expect(close(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: 0, y: 1)))
    }

    @Test func seedFlipEffectProjectsAboutTheViewCentre() {
        // The seeds' FlipEffect.effectValue(size:) for a 50×60 view at 45°.
        let size = CGSize(width: 50, height: 60)
        let a = CGFloat(Angle(degrees: 45).radians)
        var t3 = CATransform3DIdentity
        t3.m34 = -1 / max(size.width, size.height)
        t3 = CATransform3DRotate(t3, a, 0, 1, 0)
        t3 = CATransform3DTranslate(t3, -size.width / 2, -size.height / 2, 0)
        let affine = ProjectionTransform(CGAffineTransform(translationX: size.width / 2, y: size.height / 2))
        let m = ProjectionTransform(t3).concatenating(affine)
        // The centre stays put; the vertical centre line stays vertical.
        #expect(close(CGPoint(x: 25, y: 30).applying(m), CGPoint(x: 25, y: 30)))
        let top = CGPoint(x: 25, y: 0).applying(m)
        #expect(abs(top.x - 25) < 1e-9)
        // One side recedes (shorter), the other comes closer (taller), by the m34 perspective.
        let left = CGPoint(x: 0, y: 0).applying(m), right = CGPoint(x: 50, y: 0).applying(m)
        // The left edge (x = −25 about the centre) rotates to z = 25·sin(a): w = 1 + z·m34.
        let w = 1 - 25 * sin(a) / 60
        #expect(abs(left.y - (30 - 30 / w)) < 1e-9)
        #expect(left.y != right.y)
        #expect(abs((30 - left.y) - (30 - right.y)) > 1)
    }

    @Test func concatAndInverseRoundTrip() {
        var m = ProjectionTransform(CATransform3DMakeRotation(0.4, 1, 1, 0))
        m.m13 = 0.001
        let inv = m.inverted()
        let p = CGPoint(x: 12, y: -7)
        #expect(close(p.applying(m).applying(inv), p, 1e-6))
        let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
        #expect(close(CGPoint(x: 0, y: 0).applying(t), CGPoint(x: 2, y: 3)))
        #expect(close(CGPoint(x: 5, y: 5).applying(t).applying(t.inverted()), CGPoint(x: 5, y: 5)))
    }
}
