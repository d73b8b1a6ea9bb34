import Flipbook
import Foundation

/// `scaleEffect`, `rotationEffect`, `rotation3DEffect`, `projectionEffect`, `transformEffect`
/// and `environment`.
extension ViewDecoder {
    static let transformModifiers: [String: ModifierFactory] = [
        "scaleEffect": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["scale", "x", "y", "anchor"], bare: "scale")
            let anchor = try a["anchor"]?.unitPoint() ?? .center
            if let s = a["scale"] {
                if let xy = a["x"] ?? a["y"] { throw xy.error("give either \"scale\" or \"x\"/\"y\", not both") }
                let r = try s.resolved()
                if case .array = r.json.value {
                    let xy = try r.elements()
                    guard xy.count == 2 else { throw r.error("a scale is a number or [x, y], found an array of \(xy.count) elements") }
                    return .view(AnyView(v.anyView.scaleEffect(x: try xy[0].factor(), y: try xy[1].factor(), anchor: anchor)))
                }
                return .view(AnyView(v.anyView.scaleEffect(try r.factor(), anchor: anchor)))
            }
            return .view(AnyView(v.anyView.scaleEffect(x: try a["x"]?.factor() ?? 1, y: try a["y"]?.factor() ?? 1, anchor: anchor)))
        },
        "rotationEffect": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["angle", "anchor"], bare: "angle")
            return .view(AnyView(v.anyView.rotationEffect(try a.required("angle", example: "{\"degrees\": 30}").angle(),
                                                          anchor: try a["anchor"]?.unitPoint() ?? .center)))
        },
        "rotation3DEffect": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["angle", "axis", "anchor", "anchorZ", "perspective", "backFacing"])
            let angle = try a.required("angle", example: "{\"degrees\": 45}").angle()
            let axisNode = try a.required("axis", example: "[0, 1, 0]")
            let xyz = try axisNode.elements()
            guard xyz.count == 3 else { throw axisNode.error("an axis is [x, y, z], found an array of \(xyz.count) elements") }
            let axis = (x: try xyz[0].coordinate(), y: try xyz[1].coordinate(), z: try xyz[2].coordinate())
            guard axis.x != 0 || axis.y != 0 || axis.z != 0 else {
                throw axisNode.error("the axis [0, 0, 0] has no direction", suggestion: "use [0, 1, 0] to turn about the vertical axis")
            }
            var probe: BackFacingProbe?
            if let b = a["backFacing"] {
                let name = try b.bindingName(kind: "a boolean")
                if let model = d.model {
                    // Playing: the binding follows the animated angle, as the seeds' FlipEffect does.
                    probe = BackFacingProbe(radians: angle.radians, axis: axis, name: name, model: model)
                } else {
                    d.log.backFacing.append((name, showsBack(angle, axis)))
                }
            }
            let rotated = v.anyView.rotation3DEffect(angle, axis: axis, anchor: try a["anchor"]?.unitPoint() ?? .center,
                                                     anchorZ: try a["anchorZ"]?.coordinate() ?? 0,
                                                     perspective: try a["perspective"]?.number(in: -100...100, what: "a perspective") ?? 1)
            if let probe { return .view(AnyView(rotated.modifier(probe))) }
            return .view(AnyView(rotated))
        },
        "projectionEffect": { d, v, n throws(SceneError) in .view(AnyView(v.anyView.projectionEffect(try n.projection()))) },
        "transformEffect": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["a", "b", "c", "d", "tx", "ty"])
            func m(_ k: String, _ def: CGFloat) throws(SceneError) -> CGFloat { try a[k]?.coordinate() ?? def }
            return .view(AnyView(v.anyView.transformEffect(CGAffineTransform(a: try m("a", 1), b: try m("b", 0), c: try m("c", 0),
                                                                             d: try m("d", 1), tx: try m("tx", 0), ty: try m("ty", 0)))))
        },
        // SwiftUI's `environment(\.key, value)` for the keys a scene can state, in file order.
        "environment": { d, v, n throws(SceneError) in
            let keys = ["colorScheme", "font", "lineLimit", "multilineTextAlignment", "isEnabled", "imageScale"]
            let members = try n.members(known: keys)
            guard !members.isEmpty else { throw n.error("environment needs a value to set", suggestion: "write {\"colorScheme\": \"dark\"}") }
            var view = v.anyView
            for (key, value) in members {
                switch key {
                case "colorScheme":
                    view = AnyView(view.environment(\.colorScheme, try value.named(["light": ColorScheme.light, "dark": .dark], "colour scheme")))
                case "font":
                    view = AnyView(view.environment(\.font, value.isNull ? nil : try value.font()))
                case "lineLimit":
                    view = AnyView(view.environment(\.lineLimit, value.isNull ? nil : try value.lineCount()))
                case "multilineTextAlignment":
                    view = AnyView(view.environment(\.multilineTextAlignment, try value.textAlignment()))
                case "isEnabled":
                    view = AnyView(view.environment(\.isEnabled, try value.bool()))
                default:
                    view = AnyView(view.environment(\.imageScale, try value.named(["small": Image.Scale.small, "medium": .medium, "large": .large], "image scale")))
                }
            }
            return .view(view)
        },
    ]
}

/// Whether a view turned by `angle` about `axis` faces away from the viewer: the z of its
/// rotated normal (Rodrigues' formula applied to (0, 0, 1)) is negative.
func showsBack(_ angle: Angle, _ axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> Bool {
    let len = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
    let z = axis.z / len
    let c = cos(angle.radians)
    // Edge-on (90°) counts as showing the back, as the seeds' FlipEffect decides (angle >= 90).
    return c + (1 - c) * z * z <= 1e-9
}

extension Node {
    /// A scale factor: finite and not absurdly large.
    func factor() throws(SceneError) -> CGFloat {
        try CGFloat(number(in: -10_000...10_000, what: "a scale"))
    }

    /// `"$name"` in a binding position: the state variable it names.
    func bindingName(kind: String) throws(SceneError) -> String {
        guard case .string(let s) = json.value, s.hasPrefix("$"), !s.hasPrefix("$$") else {
            throw expected("a state binding such as \"$flipped\"")
        }
        let v = try stateValue(named: String(s.dropFirst()))
        guard v.kindName == kind else { throw error("\"\(s)\" is \(v.kindName); a binding here needs \(kind)") }
        return String(s.dropFirst())
    }

    /// The cells of an n×n matrix written as n rows of n numbers or n² numbers, row by row.
    func matrixCells(rows n: Int) throws(SceneError) -> [Node] {
        var items = try elements()
        if items.count == n {
            var flat: [Node] = []
            for row in items {
                let cells = try row.elements()
                guard cells.count == n else { throw row.error("a matrix row has \(n) numbers, found \(cells.count)") }
                flat += cells
            }
            items = flat
        }
        guard items.count == n * n else {
            throw error("expected a \(n)×\(n) matrix: \(n) rows of \(n) numbers, or \(n * n) numbers; found \(items.count) elements")
        }
        return items
    }

    /// A 3×3 matrix (`[[m11, m12, m13], …]` or nine numbers), or `{"transform3D": …}`: a 4×4
    /// matrix (rows, or sixteen numbers) or its named cells (`{"m34": -0.002}`, identity elsewhere).
    func projection() throws(SceneError) -> ProjectionTransform {
        let r = try resolved()
        if case .object = r.json.value {
            let a = try Arguments(r, labels: ["transform3D"])
            let t3 = try a.required("transform3D", example: "{\"m34\": -0.002}").resolved()
            var v: [CGFloat] = []
            if case .array = t3.json.value {
                // A 4×4 matrix: four rows of four numbers, or sixteen numbers.
                for cell in try t3.matrixCells(rows: 4) { v.append(try cell.coordinate()) }
            } else {
                let keys = (1...4).flatMap { i in (1...4).map { "m\(i)\($0)" } }
                let t = try Arguments(t3, labels: keys)
                for (i, k) in keys.enumerated() { v.append(try t[k]?.coordinate() ?? (i % 5 == 0 ? 1 : 0)) }
            }
            return ProjectionTransform(CATransform3D(m11: v[0], m12: v[1], m13: v[2], m14: v[3], m21: v[4], m22: v[5], m23: v[6], m24: v[7],
                                                     m31: v[8], m32: v[9], m33: v[10], m34: v[11], m41: v[12], m42: v[13], m43: v[14], m44: v[15]))
        }
        var m: [CGFloat] = []
        for i in try r.matrixCells(rows: 3) { m.append(try i.coordinate()) }
        var p = ProjectionTransform()
        (p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
        return p
    }
}

/// `rotation3DEffect`'s `backFacing` while a scene plays: a geometry effect that draws
/// nothing of its own and, each frame, sets the binding from the angle shown then (after the
/// frame, through the main queue, as the seeds' `FlipEffect` does).
struct BackFacingProbe: GeometryEffect {
    var radians: Double
    let axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    let name: String
    let model: SceneModel

    nonisolated var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }

    nonisolated func effectValue(size: CGSize) -> ProjectionTransform {
        let back = showsBack(Angle(radians: radians), axis)
        let model = self.model, name = self.name
        DispatchQueue.main.async { MainActor.assumeIsolated { model.set(name, .bool(back)) } }
        return ProjectionTransform()
    }
}
