import Flipbook

/// Colour, opacity, shadow, blending, blur, colour effects, clipping and masking.
extension ViewDecoder {
    static let drawingModifiers: [String: ModifierFactory] = [
        "foregroundColor": { d, v, n throws(SceneError) in
            let color = try d.colors.decode(n)
            if case .text(let t) = v { return .text(t.foregroundColor(color)) }
            return .view(AnyView(v.anyView.foregroundColor(color)))
        },
        "foregroundStyle": { d, v, n throws(SceneError) in
            // {"primary": …, "secondary": …, "tertiary": …}: SwiftUI's foregroundStyle(_:_:_:).
            if n.child("secondary") != nil {
                let ms = try n.members(known: ["primary", "secondary", "tertiary"])
                guard let p = ms.first(where: { $0.key == "primary" }) else {
                    throw n.error("several foreground styles need a \"primary\"", suggestion: "write {\"primary\": \"red\", \"secondary\": \"blue\"}")
                }
                let primary = try d.paint(p.node)
                let secondary = try d.paint(ms.first { $0.key == "secondary" }!.node)
                if let t = ms.first(where: { $0.key == "tertiary" }) {
                    return .view(AnyView(v.anyView.foregroundStyle(primary, secondary, try d.paint(t.node))))
                }
                return .view(AnyView(v.anyView.foregroundStyle(primary, secondary)))
            }
            let paint = try d.paint(n)
            if case .text(let t) = v { return .text(t.foregroundStyle(paint)) }
            return .view(AnyView(v.anyView.foregroundStyle(paint)))
        },
        "tint": { d, v, n throws(SceneError) in .view(AnyView(v.anyView.tint(try d.paint(n)))) },
        "opacity": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["opacity"], bare: "opacity")
            return .view(AnyView(v.anyView.opacity(try a.required("opacity", example: "0.5").number(in: 0...1, what: "an opacity"))))
        },
        "shadow": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["color", "radius", "x", "y"])
            let radius = try a.required("radius", example: "4").length("a shadow radius")
            let x = try a["x"]?.coordinate() ?? 0, y = try a["y"]?.coordinate() ?? 0
            // Without a colour, shadow(radius:x:y:)'s own default colour.
            guard let c = a["color"] else { return .view(AnyView(v.anyView.shadow(radius: radius, x: x, y: y))) }
            return .view(AnyView(v.anyView.shadow(color: try d.colors.decode(c), radius: radius, x: x, y: y)))
        },
        "blendMode": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["mode"], bare: "mode")
            let modes = Dictionary(uniqueKeysWithValues: BlendMode.allCases.map { ($0.rawValue, $0) })
            return .view(AnyView(v.anyView.blendMode(try a.required("mode", example: "\"multiply\"").named(modes, "blend mode"))))
        },
        "compositingGroup": { d, v, n throws(SceneError) in
            _ = try Arguments(n, labels: [])
            return .view(AnyView(v.anyView.compositingGroup()))
        },
        "backgroundExtensionEffect": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["isEnabled"])
            return .view(AnyView(v.anyView.backgroundExtensionEffect(isEnabled: try a["isEnabled"]?.bool() ?? true)))
        },
        "drawingGroup": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["opaque", "colorMode"])
            let mode = try a["colorMode"]?.named(["nonLinear": ColorRenderingMode.nonLinear, "linear": .linear,
                                                  "extendedLinear": .extendedLinear], "colour rendering mode") ?? .nonLinear
            return .view(AnyView(v.anyView.drawingGroup(opaque: try a["opaque"]?.bool() ?? false, colorMode: mode)))
        },
        "blur": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["radius", "opaque"], bare: "radius")
            let r = try a.required("radius", example: "4").length("a blur radius", max: 1000)
            return .view(AnyView(v.anyView.blur(radius: r, opaque: try a["opaque"]?.bool() ?? false)))
        },
        "brightness": { d, v, n throws(SceneError) in .view(AnyView(v.anyView.brightness(try d.amount(n, in: -1...1)))) },
        "contrast": { d, v, n throws(SceneError) in .view(AnyView(v.anyView.contrast(try d.amount(n, in: -100...100)))) },
        "saturation": { d, v, n throws(SceneError) in .view(AnyView(v.anyView.saturation(try d.amount(n, in: 0...100)))) },
        "grayscale": { d, v, n throws(SceneError) in .view(AnyView(v.anyView.grayscale(try d.amount(n, in: 0...1)))) },
        "hueRotation": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["angle"], bare: "angle")
            return .view(AnyView(v.anyView.hueRotation(try a.required("angle", example: "{\"degrees\": 90}").angle())))
        },
        "colorInvert": { d, v, n throws(SceneError) in
            _ = try Arguments(n, labels: [])
            return .view(AnyView(v.anyView.colorInvert()))
        },
        "colorMultiply": { d, v, n throws(SceneError) in .view(AnyView(v.anyView.colorMultiply(try d.colors.decode(n)))) },
        "clipShape": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["shape", "style"], bare: "shape")
            let shape = try d.shapeArgument(try a.required("shape", example: "{\"Circle\": {}}"))
            return .view(clip(v.anyView, to: shape, style: try a["style"]?.fillStyle() ?? FillStyle()))
        },
        "clipped": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["antialiased"])
            return .view(AnyView(v.anyView.clipped(antialiased: try a["antialiased"]?.bool() ?? false)))
        },
        "cornerRadius": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["radius", "antialiased"], bare: "radius")
            return .view(AnyView(v.anyView.cornerRadius(try a.required("radius", example: "8").length("a corner radius"),
                                                        antialiased: try a["antialiased"]?.bool() ?? true)))
        },
        "mask": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["mask", "alignment"], bare: "mask", bareIsView: true)
            let m = try d.viewOrPaint(try a.required("mask", example: "{\"Circle\": {}}"))
            let alignment = try a["alignment"]?.alignment() ?? .center
            return .view(AnyView(v.anyView.mask(alignment: alignment) { m }))
        },
    ]

    /// A colour effect's amount: bare, or `{"amount": …}` as Apple names the parameter.
    func amount(_ n: Node, in range: ClosedRange<Double>) throws(SceneError) -> Double {
        let a = try Arguments(n, labels: ["amount"], bare: "amount")
        return try a.required("amount", example: "0.5").number(in: range, what: "an amount")
    }
}

@MainActor func clip<S: Shape>(_ v: AnyView, to shape: S, style: FillStyle) -> AnyView {
    AnyView(v.clipShape(shape, style: style))
}
