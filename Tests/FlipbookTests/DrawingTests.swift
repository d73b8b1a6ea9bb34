import Foundation
import Testing
import FlipbookPNG
import FlipbookRaster
import FlipbookTesting
@testable import Flipbook
@testable import FlipbookCore

/// Canvas and GraphicsContext, iOS 17 shape API and path operations, TimelineView with a Canvas.
@Suite @MainActor struct DrawingTests {
    static let black = SIMD4<UInt8>(0, 0, 0, 255)
    static let clear = SIMD4<UInt8>(0, 0, 0, 0)

    func pixels<V: View>(_ v: V, scale: CGFloat = 1) -> PixelBuffer {
        let r = ImageRenderer(content: v)
        r.scale = scale
        return r.pixelBuffer
    }

    func canvas(_ w: CGFloat = 50, _ h: CGFloat = 40, _ draw: @escaping (inout GraphicsContext, CGSize) -> Void) -> some View {
        Canvas(renderer: draw).frame(width: w, height: h)
    }

    @Test func transformsMoveAndScaleWhatIsFilled() {
        let p = pixels(canvas { ctx, _ in
            ctx.translateBy(x: 10, y: 5)
            ctx.scaleBy(x: 2, y: 2)
            ctx.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
        })
        // The square covers x 10…30, y 5…25.
        #expect(p[10, 5] == Self.black && p[29, 24] == Self.black)
        #expect(p[9, 10] == Self.clear && p[30, 10] == Self.clear && p[15, 25] == Self.clear)
    }

    @Test func rotationTurnsClockwiseAboutTheUserOrigin() {
        let p = pixels(canvas { ctx, _ in
            ctx.translateBy(x: 25, y: 20)
            ctx.rotate(by: .degrees(90))
            ctx.fill(Path(CGRect(x: 0, y: -1, width: 15, height: 2)), with: .color(.black))
        })
        // A bar along +x turned 90° clockwise points down the screen.
        #expect(p[25, 30] == Self.black && p[24, 30] == Self.black)
        #expect(p[35, 20] == Self.clear)
    }

    @Test func opacityAndClipApplyToLaterDrawing() {
        let p = pixels(canvas { ctx, size in
            ctx.opacity = 0.5
            ctx.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)))
            ctx.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
        })
        #expect(p[20, 20] == SIMD4(0, 0, 0, 128))
        #expect(p[1, 1] == Self.clear, "outside the circle")
        #expect(p[45, 20] == Self.clear, "outside the circle")
    }

    @Test func inverseClipKeepsTheOutside() {
        let p = pixels(canvas { ctx, size in
            ctx.clip(to: Path(CGRect(x: 10, y: 10, width: 10, height: 10)), options: .inverse)
            ctx.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
        })
        #expect(p[15, 15] == Self.clear && p[5, 5] == Self.black && p[25, 15] == Self.black)
    }

    @Test func drawingIsClippedToTheCanvas() {
        let p = pixels(canvas(20, 20) { ctx, _ in
            ctx.fill(Path(CGRect(x: -10, y: -10, width: 100, height: 100)), with: .color(.black))
        }.padding(10))
        #expect(p[15, 15] == Self.black && p[5, 5] == Self.clear && p[35, 35] == Self.clear)
    }

    @Test func gradientPointsAreInUserSpace() {
        let p = pixels(canvas(100, 4) { ctx, size in
            ctx.fill(Path(CGRect(origin: .zero, size: size)),
                     with: .linearGradient(Gradient(colors: [.black, .white]), startPoint: .zero, endPoint: CGPoint(x: 100, y: 0)))
        })
        #expect(p[0, 1].x <= 2 && p[99, 1].x >= 253)
        // The same pixels as the gradient style over a 100-point view, whose unit points
        // span its frame: the canvas's points are its user space.
        let view = pixels(Rectangle().fill(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
            .frame(width: 100, height: 4))
        #expect(p == view)
    }

    @Test func blurAndShadowFiltersSpreadTheDrawing() {
        let sharp = pixels(canvas { ctx, _ in ctx.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.black)) })
        let blurred = pixels(canvas { ctx, _ in
            ctx.addFilter(.blur(radius: 3))
            ctx.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.black))
        })
        #expect(sharp[8, 20] == Self.clear && blurred[8, 20].w > 20)
        #expect(blurred[20, 20].w > 240)
        let shadow = pixels(canvas { ctx, _ in
            ctx.addFilter(.shadow(color: .red, radius: 0, x: 5, y: 0))
            ctx.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.black))
        })
        #expect(shadow[20, 20] == Self.black)
        #expect(shadow[32, 20] == SIMD4(255, 59, 48, 255), "the shadow, 5 to the right: \(shadow[32, 20])")
    }

    @Test func textDrawsWhereItsAnchorSays() {
        var measured = CGSize.zero
        let p = pixels(canvas(120, 40) { ctx, _ in
            let text = ctx.resolve(Text("Hi").font(.system(size: 20)))
            measured = text.measure(in: CGSize(width: 200, height: 200))
            ctx.draw(text, at: CGPoint(x: 100, y: 0), anchor: .topTrailing)
        })
        let alone = ViewLayout.layoutFitting(Text("Hi").font(.system(size: 20))).frame.size
        #expect(measured == alone)
        // Ink only inside the text's box, right-aligned at x = 100.
        var minX = Int.max, maxX = -1
        for y in 0..<p.height { for x in 0..<p.width where p[x, y].w > 0 { minX = min(minX, x); maxX = max(maxX, x) } }
        #expect(maxX < 100 && maxX >= 95 && minX >= Int(100 - alone.width), "ink \(minX)…\(maxX), text \(alone.width) wide")
    }

    @Test func symbolsAreDrawnByTag() {
        let p = pixels(Canvas { ctx, _ in
            if let s = ctx.resolveSymbol(id: "dot") { ctx.draw(s, at: CGPoint(x: 20, y: 20), anchor: .topLeading) }
            #expect(ctx.resolveSymbol(id: "missing") == nil)
        } symbols: {
            Color.black.frame(width: 10, height: 10).id("dot")
        }.frame(width: 50, height: 40))
        #expect(p[20, 20] == Self.black && p[29, 29] == Self.black && p[19, 20] == Self.clear && p[30, 25] == Self.clear)
    }

    @Test func drawLayerGroupsBeforeOpacity() {
        // Two overlapping squares in a layer at half opacity: the overlap is not darker.
        let p = pixels(canvas { ctx, _ in
            ctx.opacity = 0.5
            ctx.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.black))
                layer.fill(Path(CGRect(x: 10, y: 0, width: 20, height: 20)), with: .color(.black))
            }
        })
        #expect(p[5, 5] == p[15, 5] && p[15, 5].w == 128)
    }

    @Test func timelineCanvasFramesFollowTheVirtualClock() async throws {
        let view = TimelineView(.animation) { timeline in
            Canvas { ctx, _ in
                let x = timeline.date.timeIntervalSinceReferenceDate * 100
                ctx.fill(Path(CGRect(x: x, y: 0, width: 10, height: 10)), with: .color(.black))
            }
            .frame(width: 60, height: 10)
        }
        let frames = try FrameSequence(view, fps: 10, length: .duration(0.3)).displayFrames().map { $0.rasterize() }
        #expect(frames.count == 4)
        for (k, f) in frames.enumerated() {
            #expect(f[10 * k, 5] == Self.black && f[10 * k + 9, 5] == Self.black, "frame \(k)")
            if k > 0 { #expect(f[10 * k - 1, 5] == Self.clear, "frame \(k)") }
        }
    }

    @Test func explicitTimelinesShowTheLatestDatePassed() throws {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let schedule = ExplicitTimelineSchedule([start.addingTimeInterval(0.25), start.addingTimeInterval(0.1)])
        #expect(schedule.entryDate(at: start) == start.addingTimeInterval(0.1), "before the first date: the first")
        #expect(schedule.entryDate(at: start.addingTimeInterval(0.2)) == start.addingTimeInterval(0.1))
        #expect(schedule.entryDate(at: start.addingTimeInterval(9)) == start.addingTimeInterval(0.25))
        let view = TimelineView(.explicit([start, start.addingTimeInterval(0.2)])) { timeline in
            Canvas { ctx, _ in
                let x = timeline.date.timeIntervalSinceReferenceDate * 100
                ctx.fill(Path(CGRect(x: x, y: 0, width: 10, height: 10)), with: .color(.black))
            }
            .frame(width: 60, height: 10)
        }
        let frames = try FrameSequence(view, fps: 10, length: .duration(0.3)).displayFrames().map { $0.rasterize() }
        #expect(frames.map { $0[0, 5] == Self.black } == [true, true, false, false])
        #expect(frames.map { $0[20, 5] == Self.black } == [false, false, true, true])
    }

    // MARK: Shapes

    @Test func aStrokeIsAShapeThatScales() {
        let p = pixels(Rectangle().stroke(lineWidth: 4).scale(0.5).frame(width: 40, height: 40))
        // The stroke band −2…2 and 38…42, halved about the centre: 9…11 and 29…31.
        #expect(p[9, 20] == Self.black && p[10, 20] == Self.black && p[30, 20] == Self.black)
        #expect(p[8, 20] == Self.clear && p[20, 20] == Self.clear && p[31, 20] == Self.clear)
        // Drawn as a view, a stroked shape is stroked directly: the same pixels as the view stroke.
        #expect(pixels(Circle().stroke(lineWidth: 3).frame(width: 30, height: 30)) ==
                pixels(Circle().stroke(Color.primary, lineWidth: 3).frame(width: 30, height: 30)))
    }

    @Test func fillThenStrokeChains() {
        let p = pixels(Rectangle().fill(.black).stroke(.white, lineWidth: 4).frame(width: 40, height: 40).padding(4))
        #expect(p[24, 24] == Self.black)
        #expect(p[4, 24] == SIMD4(255, 255, 255, 255) && p[5, 24] == SIMD4(255, 255, 255, 255))
        #expect(p[2, 24] == SIMD4(255, 255, 255, 255), "centred on the edge: 2 outside")
        let border = pixels(Rectangle().fill(.black).strokeBorder(.white, lineWidth: 4).frame(width: 40, height: 40).padding(4))
        #expect(border[3, 24] == Self.clear && border[4, 24].x == 255 && border[7, 24].x == 255 && border[8, 24] == Self.black)
    }

    @Test func unevenCornersMatchRoundedRectangleWhenEqual() {
        for style in [RoundedCornerStyle.continuous, .circular] {
            let a = pixels(UnevenRoundedRectangle(topLeadingRadius: 12, bottomLeadingRadius: 12, bottomTrailingRadius: 12,
                                                  topTrailingRadius: 12, style: style).frame(width: 60, height: 40), scale: 2)
            let b = pixels(RoundedRectangle(cornerRadius: 12, style: style).frame(width: 60, height: 40), scale: 2)
            #expect(a == b, "\(style)")
        }
        let one = pixels(UnevenRoundedRectangle(topLeadingRadius: 20).fill(.black).frame(width: 40, height: 40))
        #expect(one[1, 1] == Self.clear && one[38, 1] == Self.black && one[38, 38] == Self.black && one[1, 38] == Self.black)
    }

    @Test func pathOperations() {
        var p = Path()
        #expect(p.currentPoint == nil)
        p.move(to: CGPoint(x: 10, y: 10))
        p.addLine(to: CGPoint(x: 30, y: 40))
        #expect(p.currentPoint == CGPoint(x: 30, y: 40))
        let line = Path { $0.move(to: CGPoint(x: 10, y: 20)); $0.addLine(to: CGPoint(x: 50, y: 20)) }
        #expect(line.strokedPath(StrokeStyle(lineWidth: 6)).boundingRect == CGRect(x: 10, y: 17, width: 40, height: 6))
        let capped = line.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .square)).boundingRect
        #expect(capped == CGRect(x: 7, y: 17, width: 46, height: 6))
        var arc = Path()
        arc.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, delta: .degrees(90))
        let end = arc.currentPoint!
        #expect(abs(end.x - 50) < 1e-9 && abs(end.y - 60) < 1e-9, "a positive delta turns clockwise on screen: \(end)")
        #expect(abs(arc.boundingRect.minX - 50) < 1e-6 && abs(arc.boundingRect.maxX - 60) < 1e-6)
    }

    // MARK: Contact sheet

    static let goldenPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots/drawing-canvas-shapes.png").path

    struct Sheet: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                HStack(spacing: 8) { CanvasDocExample(); CanvasEffects() }
                ShapeChaining()
                BooleanShapes()
                OutlinedViews()
                EqualWidthLabels(titles: ["A", "Longer label", "Mid"])
            }
            .padding(8)
        }
    }

    @Test func contactSheetMatchesTheGolden() throws {
        let r = ImageRenderer(content: Sheet())
        r.scale = 2
        r.background = .white
        let p = r.pixelBuffer
        if let out = ProcessInfo.processInfo.environment["FLIPBOOK_SHEET_OUT"] {
            try PNGCodec.write(p, to: out)
        }
        assertSnapshot(of: p, goldenPath: Self.goldenPath)
    }
}
