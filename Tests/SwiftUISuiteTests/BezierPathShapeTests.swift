// Shapes written the way real SwiftUI code writes them on iOS (issue 24, real-code run): an
// outline made with UIKit's `UIBezierPath` or Core Graphics' `CGMutablePath` and handed to
// SwiftUI through `Path(_: CGPath)` — the "round only some corners" shape found in countless
// component libraries. Built unchanged against the Linux `SwiftUI` module; each drawing is
// checked at pixels whose colour follows from the geometry alone.
import SwiftUI
import Testing

/// The idiom as libraries write it (a `Shape` whose path comes from UIKit).
struct CornerRounded: Shape {
  var radius: CGFloat
  var corners: UIRectCorner
  func path(in rect: CGRect) -> Path {
    let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners,
                            cornerRadii: CGSize(width: radius, height: radius))
    return Path(path.cgPath)
  }
}

@MainActor
@Suite struct BezierPathShapeTests {
  /// Black fill on white, 100 × 100 points at 1×.
  func pixels(_ shape: some View) -> PixelBuffer {
    let r = ImageRenderer(content: ZStack { Color.white; shape.foregroundStyle(.black) }.frame(width: 100, height: 100))
    return r.pixelBuffer
  }

  func isBlack(_ p: SIMD4<UInt8>) -> Bool { p.x < 40 && p.y < 40 && p.z < 40 }
  func isWhite(_ p: SIMD4<UInt8>) -> Bool { p.x > 215 && p.y > 215 && p.z > 215 }

  /// Only the named corners are round: the pixel in a rounded corner stays white, a square
  /// corner's is filled.
  @Test func roundedOnlyTheNamedCorners() {
    let px = pixels(CornerRounded(radius: 24, corners: [.topLeft, .bottomRight]))
    #expect(isWhite(px[1, 1]), "top-left rounded: \(px[1, 1])")
    #expect(isBlack(px[98, 1]), "top-right square: \(px[98, 1])")
    #expect(isBlack(px[1, 98]), "bottom-left square: \(px[1, 98])")
    #expect(isWhite(px[98, 98]), "bottom-right rounded: \(px[98, 98])")
    #expect(isBlack(px[50, 50]))
    // 24-pt radius: 10 pt in along the top edge from the rounded corner is still outside
    // the curve's start (a corner with no rounding would be filled there).
    #expect(!isBlack(px[3, 3]))
  }

  /// `.allCorners` with a radius beyond half the side is a circle, as UIKit clamps it.
  @Test func aRadiusBeyondHalfTheSideIsClamped() {
    let px = pixels(CornerRounded(radius: 500, corners: .allCorners))
    #expect(isWhite(px[5, 5]) && isWhite(px[94, 94]), "\(px[5, 5]) \(px[94, 94])")
    #expect(isBlack(px[50, 2]) && isBlack(px[2, 50]) && isBlack(px[50, 50]))
  }

  /// `clockwise: true` is clockwise on screen in UIKit: from 3 o'clock to 6 o'clock is the
  /// bottom-right quarter, not the other three.
  @Test func uiKitArcsTurnClockwiseOnScreen() {
    struct Wedge: Shape {
      func path(in rect: CGRect) -> Path {
        let p = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        p.addLine(to: CGPoint(x: 50, y: 50))
        p.close()
        return Path(p.cgPath)
      }
    }
    let px = pixels(Wedge())
    #expect(isBlack(px[70, 70]), "bottom-right quarter filled: \(px[70, 70])")
    #expect(isWhite(px[70, 30]) && isWhite(px[30, 70]) && isWhite(px[30, 30]))
  }

  /// A `CGMutablePath` (Core Graphics' arcs: angles in radians, SwiftUI's `clockwise`) and a
  /// `CGPath` rounded rectangle draw through `Path(_:)`; `Path.cgPath` gives the outline back.
  @Test func coreGraphicsPathsDrawThroughPath() {
    struct Triangle: Shape {
      func path(in rect: CGRect) -> Path {
        let cg = CGMutablePath()
        cg.move(to: CGPoint(x: 0, y: 0))
        cg.addLine(to: CGPoint(x: 100, y: 0))
        cg.addLine(to: CGPoint(x: 0, y: 100))
        cg.closeSubpath()
        return Path(cg)
      }
    }
    let px = pixels(Triangle())
    #expect(isBlack(px[10, 10]) && isWhite(px[90, 90]), "\(px[10, 10]) \(px[90, 90])")

    let rounded = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerWidth: 30, cornerHeight: 30, transform: nil)
    let px2 = pixels(Path(rounded))
    #expect(isWhite(px2[2, 2]) && isBlack(px2[50, 2]) && isBlack(px2[50, 50]))
    #expect(rounded.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 100))

    let circle = Path(ellipseIn: CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(Path(circle.cgPath) == circle)
    #expect(UIBezierPath(cgPath: circle.cgPath).bounds == CGRect(x: 10, y: 20, width: 30, height: 40))
  }
}
