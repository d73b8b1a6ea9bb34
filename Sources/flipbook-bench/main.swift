import FlipbookRaster
#if canImport(Glibc)
import Glibc
#endif

func noise(_ w: Int, _ h: Int) -> PixelBuffer {
    var s: UInt32 = 99
    var bytes = [UInt8](repeating: 0, count: w * h * 4)
    for i in 0..<(w * h) {
        s = s &* 1664525 &+ 1013904223
        let a = UInt8(truncatingIfNeeded: s >> 24)
        bytes[4 * i] = a / 2; bytes[4 * i + 1] = a / 3; bytes[4 * i + 2] = a; bytes[4 * i + 3] = a
    }
    return PixelBuffer(width: w, height: h, bytes: bytes)
}

func time(_ name: String, _ reps: Int, _ body: () -> Void) {
    body()
    var best = Double.infinity
    for _ in 0..<reps {
        let t0 = ContinuousClock.now
        body()
        let d = ContinuousClock.now - t0
        best = min(best, Double(d.components.attoseconds) / 1e12 + Double(d.components.seconds) * 1e6)
    }
    print("\(name): \(Int(best.rounded())) µs")
}

let img = noise(1080, 400)
for s in [0.5, 2.0, 10.0, 40.0] {
    time("blur RGBA 1080×400 σ=\(s)", 10) { var b = img; GaussianBlur.blur(&b, sigma: s) }
}
time("blur RGBA horizontal only σ=10", 10) { var b = img; GaussianBlur.blur(&b, sigmaX: 10, sigmaY: 0) }
time("blur RGBA vertical only σ=10", 10) { var b = img; GaussianBlur.blur(&b, sigmaX: 0, sigmaY: 10) }
time("copy only", 10) { var b = img; b[0, 0] = .zero }
var mask = CoverageMask(bounds: PixelRect(x: 0, y: 0, width: 1080, height: 400), coverage: stride(from: 3, to: img.bytes.count, by: 4).map { img.bytes[$0] })
for s in [2.0, 10.0, 40.0] {
    time("blur A8 1080×400 σ=\(s)", 10) { var m = mask; GaussianBlur.blur(&m, sigma: s) }
}
let pic = noise(512, 512)
func mul(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
    (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
}
func eye() -> [[Double]] { (0..<4).map { i in (0..<4).map { $0 == i ? 1 : 0 } } }
func rotY(_ deg: Double, _ d: Double, _ w: Double, _ h: Double, _ tx: Double) -> Homography {
    var t0 = eye(); t0[3][0] = -w / 2; t0[3][1] = -h / 2
    var r = eye(); let a = deg * .pi / 180; r[0][0] = cos(a); r[0][2] = -sin(a); r[2][0] = sin(a); r[2][2] = cos(a)
    var p = eye(); p[2][3] = -1 / d
    var t1 = eye(); t1[3][0] = w / 2 + tx; t1[3][1] = h / 2
    let m = mul(mul(mul(t0, r), p), t1)
    return Homography(m11: m[0][0], m12: m[0][1], m13: m[0][3], m21: m[1][0], m22: m[1][1], m23: m[1][3], m31: m[3][0], m32: m[3][1], m33: m[3][3])
}
let clip = PixelRect(x: -2000, y: -2000, width: 4000, height: 4000)
let h30 = rotY(30, 512, 512, 512, 0)
time("warp 512² identity", 10) { _ = PerspectiveWarp.warp(pic, transform: .identity, clip: clip) }
time("warp 512² rotation3D 30° (mild minify on far side)", 10) { let r = PerspectiveWarp.warp(pic, transform: h30, clip: clip)!; _ = r }
time("warp 512² affine rotate 20° scale 1.2", 10) {
    _ = PerspectiveWarp.warp(pic, transform: Homography(Transform2D.rotation(0.35).concatenating(.scale(1.2, 1.2))), clip: clip)
}
let r = PerspectiveWarp.warp(pic, transform: h30, clip: clip)!
print("rotation3D 30° output", r.bounds)
var big = noise(1920, 1080)
time("colorMatrix hueRotation 1080p", 5) { var b = big; ColorMatrix.hueRotation(radians: 1).apply(to: &b) }
_ = big.width
