import Testing
@testable import FlipbookRaster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A CATransform3D-style 4×4 (row vectors), just enough to build rotation3DEffect homographies
/// the way Core Animation and SwiftUI do.
struct Matrix4 {
    var m: [[Double]]
    static let identity = Matrix4(m: (0..<4).map { i in (0..<4).map { $0 == i ? 1 : 0 } })
    static func translation(_ x: Double, _ y: Double) -> Matrix4 { var t = identity; t.m[3][0] = x; t.m[3][1] = y; return t }
    static func rotationY(_ a: Double) -> Matrix4 {
        var r = identity; r.m[0][0] = cos(a); r.m[0][2] = -sin(a); r.m[2][0] = sin(a); r.m[2][2] = cos(a); return r
    }
    static func perspective(_ m34: Double) -> Matrix4 { var p = identity; p.m[2][3] = m34; return p }
    static func scale(_ s: Double) -> Matrix4 { var t = identity; t.m[0][0] = s; t.m[1][1] = s; return t }
    static func * (a: Matrix4, b: Matrix4) -> Matrix4 {
        Matrix4(m: (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a.m[i][$1] * b.m[$1][j] } } })
    }
    /// ProjectionTransform(CATransform3D): keep m11 m12 m14 / m21 m22 m24 / m41 m42 m44.
    var projection: Homography {
        Homography(m11: m[0][0], m12: m[0][1], m13: m[0][3], m21: m[1][0], m22: m[1][1], m23: m[1][3],
                   m31: m[3][0], m32: m[3][1], m33: m[3][3])
    }
}

/// `rotation3DEffect` about the y axis through the centre of a `w × h` layer at the origin.
func rotationY(_ degrees: Double, eyeDistance d: Double, width w: Double, height h: Double) -> Homography {
    (Matrix4.translation(-w / 2, -h / 2) * .rotationY(degrees * .pi / 180) * .perspective(-1 / d)
        * .translation(w / 2, h / 2)).projection
}

func opaqueImage(_ w: Int, _ h: Int, _ color: (Int, Int) -> SIMD4<UInt8>) -> PixelBuffer {
    var b = PixelBuffer(width: w, height: h)
    for y in 0..<h { for x in 0..<w { b[x, y] = color(x, y) } }
    return b
}

/// The image of Reference/skia_warp.py.
let skiaTestImage: PixelBuffer = opaqueImage(64, 48) { x, y in
    var c = SIMD4<Int>((x * 4) % 256, (y * 5) % 256, (x / 8 + y / 8) % 2 == 0 ? 255 : 40, 255)
    if x >= 48 { c = SIMD4((c.x * 128 + 127) / 255, (c.y * 128 + 127) / 255, (c.z * 128 + 127) / 255, 128) }
    return SIMD4<UInt8>(truncatingIfNeeded: c)
}

/// translate(−centre) · rotateY(35°) · perspective(−1/300) · scale(1.5) · translate(64, 48),
/// as in Reference/skia_warp.py.
let skiaTestTransform = (Matrix4.translation(-32, -24) * .rotationY(35 * .pi / 180) * .perspective(-1.0 / 300)
    * .scale(1.5) * .translation(64, 48)).projection

@Suite struct PerspectiveWarpTests {
    let canvas = PixelRect(x: -1000, y: -1000, width: 3000, height: 3000)

    @Test func integerTranslationReproducesTheImageExactly() {
        let src = BlurTestImage.noise.buffer
        for (dx, dy) in [(0.0, 0.0), (7.0, -3.0)] {
            let t = Homography(Transform2D.translation(dx, dy))
            let out = PerspectiveWarp.warp(src, transform: t, clip: canvas)
            #expect(out?.bounds == PixelRect(x: Int(dx), y: Int(dy), width: 64, height: 64))
            #expect(out?.image == src)
        }
        // The clip crops without moving anything.
        let cropped = PerspectiveWarp.warp(src, transform: .identity, clip: PixelRect(x: 10, y: 20, width: 5, height: 4))!
        #expect(cropped.bounds == PixelRect(x: 10, y: 20, width: 5, height: 4))
        #expect(cropped.image[2, 3] == src[12, 23])
    }

    @Test func doubleScaleSamplesBilinearValues() {
        // A horizontal ramp, 40 per pixel; scaled ×2, device pixel x samples image u = (x + 0.5)/2,
        // so pixel 3 sees 0.75·p1 + 0.25·p2 = 50, pixel 4 sees 0.25·p1 + 0.75·p2 = 70, and the
        // first pixel clamps to p0.
        let src = opaqueImage(4, 2) { x, _ in SIMD4(UInt8(40 * x), 0, 0, 255) }
        let out = PerspectiveWarp.warp(src, transform: Homography(.scale(2, 2)), clip: canvas)!
        #expect(out.bounds == PixelRect(x: 0, y: 0, width: 8, height: 4))
        #expect((0..<8).map { out.image[$0, 1].x } == [0, 10, 30, 50, 70, 90, 110, 120])
        #expect(out.image[7, 3] == SIMD4(120, 0, 0, 255))
    }

    @Test func halfPixelOffsetGivesHalfCoveredEdges() {
        let src = opaqueImage(6, 4) { _, _ in SIMD4(0, 255, 0, 255) }
        let out = PerspectiveWarp.warp(src, transform: Homography(.translation(2.5, 1)), clip: canvas)!
        #expect(out.bounds == PixelRect(x: 2, y: 1, width: 7, height: 4))
        #expect(out.image[0, 1] == SIMD4(0, 128, 0, 128))
        #expect(out.image[3, 1] == SIMD4(0, 255, 0, 255))
        #expect(out.image[6, 1] == SIMD4(0, 128, 0, 128))
    }

    @Test func rotation3DMapsCornersAndAntiAliasesEdges() {
        let w = 200.0, h = 100.0, d = 500.0, angle = 60.0
        let t = rotationY(angle, eyeDistance: d, width: w, height: h)
        // Independent maths: rotate each corner about the vertical centre line, then project
        // with the eye at distance d: x = cx + (X − cx) cos θ / s, y = cy + (Y − cy) / s, where
        // s = 1 − z/d and z = −(X − cx) sin θ is the depth toward the viewer.
        let th = angle * .pi / 180
        func expected(_ X: Double, _ Y: Double) -> Point {
            let s = 1 + (X - w / 2) * sin(th) / d
            return Point(w / 2 + (X - w / 2) * cos(th) / s, h / 2 + (Y - h / 2) / s)
        }
        for (X, Y) in [(0.0, 0.0), (w, 0), (w, h), (0, h)] {
            let p = t.apply(Point(X, Y))!, q = expected(X, Y)
            #expect(abs(p.x - q.x) < 1e-9 && abs(p.y - q.y) < 1e-9, "corner (\(X), \(Y)): \(p) vs \(q)")
        }
        // Near (left) edge: x = 100 − 50/0.8268 ≈ 39.53 at the top.
        #expect(abs(expected(0, 0).x - (100 - 50 / (1 - 100 * sin(th) / d))) < 1e-12)

        let src = opaqueImage(200, 100) { _, _ in SIMD4(255, 255, 255, 255) }
        let out = PerspectiveWarp.warp(src, transform: t, clip: canvas)!
        let tl = expected(0, 0), bl = expected(0, h), tr = expected(w, 0), br = expected(w, h)
        #expect(out.bounds == Rect(corners: Point(tl.x, tl.y), Point(tr.x, bl.y)).roundedOut)
        #expect(out.bounds.maxX == Int(tr.x.rounded(.up)) && out.bounds.maxX == Int(br.x.rounded(.up)))
        // Row 50 is cut by the vertical left edge x = 39.53…: exact coverage of the pixel
        // [39, 40] is 40 − 39.53 = 0.47; the right edge at x = cx + 50 cos θ/(1 + 100 sin θ/d).
        let row = 50 - out.bounds.y
        let leftEdge = tl.x, rightEdge = tr.x
        let lx = Int(leftEdge.rounded(.down)), rx = Int(rightEdge.rounded(.down))
        let leftAlpha = out.image[lx - out.bounds.x, row].w, rightAlpha = out.image[rx - out.bounds.x, row].w
        #expect(leftAlpha == UInt8((255 * (Double(lx + 1) - leftEdge)).rounded()), "left edge α \(leftAlpha)")
        #expect(rightAlpha == UInt8((255 * (rightEdge - Double(rx))).rounded()), "right edge α \(rightAlpha)")
        #expect(leftAlpha > 0 && leftAlpha < 255 && rightAlpha > 0 && rightAlpha < 255)
        #expect(out.image[lx - out.bounds.x + 1, row] == SIMD4(255, 255, 255, 255))
        #expect(out.image[lx - out.bounds.x - 1, row] == .zero)
        // The sloped top edge: every column has a partly covered pixel where the edge crosses.
        let col = 60 - out.bounds.x
        let alphas = (0..<out.image.height).map { out.image[col, $0].w }
        #expect(alphas.contains { $0 > 0 && $0 < 255 })
    }

    @Test func quadHalfBehindTheEyeKeepsOnlyTheFrontPart() {
        // Eye 50 px from a 200-px-wide layer turned 80°: its left part (X < 49.2) has W ≤ 0.
        let w = 200.0, h = 100.0
        let t = rotationY(80, eyeDistance: 50, width: w, height: h)
        #expect(t.apply(Point(0, 0)) == nil && t.apply(Point(48, 50)) == nil && t.apply(Point(50, 50)) != nil)
        // Red where W < 0 (X < 45), green up to the middle, blue beyond. Without near-plane
        // clipping the red part would wrap around to the other side of the screen.
        let src = opaqueImage(200, 100) { x, _ in
            x < 45 ? SIMD4(255, 0, 0, 255) : x < 100 ? SIMD4(0, 255, 0, 255) : SIMD4(0, 0, 255, 255)
        }
        let clip = PixelRect(x: -300, y: -150, width: 800, height: 400)
        let out = PerspectiveWarp.warp(src, transform: t, clip: clip)!
        #expect(out.bounds.minX == -300 && out.bounds.height == 400, "the near side runs off towards infinity, cut by the clip")
        var blue = 0, green = 0, bad = 0
        out.image.withUnsafeBytes { b in
            for i in stride(from: 0, to: b.count, by: 4) {
                if b[i] != 0 || b[i + 1] > b[i + 3] || b[i + 2] > b[i + 3] { bad += 1 }  // red or not premultiplied
                if b[i + 2] > 0 { blue += 1 }
                if b[i + 1] > 0 { green += 1 }
            }
        }
        #expect(bad == 0, "\(bad) pixels show the part behind the eye or invalid values")
        // The far (blue) half is squeezed to ≈6 × 34 px near the vanishing side.
        #expect(blue > 100 && green > 10000, "blue \(blue), green \(green)")
        // Entirely behind the eye: nothing to draw.
        let behind = Matrix4.perspective(-1) * Matrix4.translation(0, 0)
        var far = behind.projection
        far.m33 = -1  // W = −1 everywhere
        #expect(PerspectiveWarp.warp(src, transform: far, clip: clip) == nil)
        #expect(PerspectiveWarp.warp(src, transform: Homography(.scale(0, 1)), clip: clip) == nil, "singular")
        #expect(PerspectiveWarp.warp(src, transform: .identity, clip: PixelRect(x: 300, y: 0, width: 10, height: 10)) == nil)
    }

    @Test func minificationAveragesInsteadOfAliasing() {
        // 1-px black/white stripes shrunk 5×: plain bilinear would hit pixel centres and give
        // pure black or white; the footprint filter gives mid grey.
        let src = opaqueImage(100, 20) { x, _ in x % 2 == 0 ? SIMD4(255, 255, 255, 255) : SIMD4(0, 0, 0, 255) }
        let out = PerspectiveWarp.warp(src, transform: Homography(.scale(0.2, 1)), clip: canvas)!
        #expect(out.bounds == PixelRect(x: 0, y: 0, width: 20, height: 20))
        for x in 1..<19 {
            let v = out.image[x, 10].x
            #expect(v >= 95 && v <= 160, "column \(x): \(v)")
        }
        // Strong perspective recession stays finite and valid.
        let recede = rotationY(75, eyeDistance: 150, width: 100, height: 20)
        let r = PerspectiveWarp.warp(src, transform: recede, clip: canvas)!
        #expect(stride(from: 0, to: r.image.bytes.count, by: 4).allSatisfy { r.image.bytes[$0] <= r.image.bytes[$0 + 3] })
    }

    @Test func matchesSkia() throws {
        let ref = try referenceBytes("warp_reference.rgba")
        let out = PerspectiveWarp.warp(skiaTestImage, transform: skiaTestTransform, clip: PixelRect(x: 0, y: 0, width: 128, height: 96))!
        var mine = [UInt8](repeating: 0, count: 128 * 96 * 4)
        for y in 0..<out.image.height { for x in 0..<out.image.width {
            let p = out.image[x, y], i = ((out.y + y) * 128 + out.x + x) * 4
            mine[i] = p.x; mine[i + 1] = p.y; mine[i + 2] = p.z; mine[i + 3] = p.w
        } }
        // Interior: pixels whose 3×3 neighbourhood is fully covered in both renderings.
        var interior = 0, interiorSum = 0, interiorMax = 0, edgeSum = 0, edge = 0
        for y in 1..<95 { for x in 1..<127 {
            var full = true
            for j in -1...1 { for i in -1...1 {
                let a = ((y + j) * 128 + x + i) * 4 + 3
                if mine[a] == 0 || ref[a] == 0 || (mine[a] != ref[a]) { full = false }
            } }
            let k = (y * 128 + x) * 4
            if full {
                for c in 0..<4 { let d = abs(Int(mine[k + c]) - Int(ref[k + c])); interiorSum += d; interiorMax = max(interiorMax, d) }
                interior += 1
            } else if mine[k + 3] > 0 || ref[k + 3] > 0 {
                edgeSum += abs(Int(mine[k + 3]) - Int(ref[k + 3])); edge += 1
            }
        } }
        let interiorMean = Double(interiorSum) / Double(4 * interior)
        #expect(interior > 3000)
        // Measured: mean 0.003/255, max 1/255.
        #expect(interiorMean < 0.1, "interior mean |Δ| = \(interiorMean)/255")
        #expect(interiorMax <= 2, "interior max |Δ| = \(interiorMax)/255")
        // Edges differ more because Skia's coverage of a perspective image's edge is an
        // approximation: at device pixel (24, 9) the exact area inside the quad is 54.2/255;
        // we give 54, Skia 32. Measured mean 3.1/255 over ≈490 edge pixels.
        let edgeMean = Double(edgeSum) / Double(edge)
        #expect(edgeMean < 6, "edge alpha mean |Δ| = \(edgeMean)/255 over \(edge) px")
        #expect(mine[(9 * 128 + 24) * 4 + 3] == 54, "exact coverage of the top edge at (24, 9)")
    }
}

/// Bytes of a file in Tests/FlipbookRasterTests/Reference.
func referenceBytes(_ name: String) throws -> [UInt8] {
    let dir = String(#filePath.dropLast("PerspectiveWarpTests.swift".count))
    guard let f = fopen(dir + "Reference/" + name, "rb") else {
        throw ReferenceError(message: "missing \(dir)Reference/\(name): run Reference/skia_warp.py")
    }
    defer { fclose(f) }
    var out: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = fread(&chunk, 1, chunk.count, f)
        if n <= 0 { break }
        out.append(contentsOf: chunk[0..<n])
    }
    return out
}

struct ReferenceError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
