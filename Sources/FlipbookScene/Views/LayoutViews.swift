import Flipbook

/// Stacks, groups, spacers, colours and gradients as views.
extension ViewDecoder {
    static let layoutViews: [String: ViewFactory] = [
        "HStack": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["alignment", "spacing", "content"], bare: "content")
            let views = try d.content(a)
            return .view(AnyView(HStack(alignment: try a["alignment"]?.verticalAlignment() ?? .center,
                                        spacing: try a["spacing"]?.length("spacing")) { list(views) }))
        },
        "VStack": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["alignment", "spacing", "content"], bare: "content")
            let views = try d.content(a)
            return .view(AnyView(VStack(alignment: try a["alignment"]?.horizontalAlignment() ?? .center,
                                        spacing: try a["spacing"]?.length("spacing")) { list(views) }))
        },
        "ZStack": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["alignment", "content"], bare: "content")
            let views = try d.content(a)
            return .view(AnyView(ZStack(alignment: try a["alignment"]?.alignment() ?? .center) { list(views) }))
        },
        "LazyVStack": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["alignment", "spacing", "content"], bare: "content")
            let views = try d.content(a)
            return .view(AnyView(LazyVStack(alignment: try a["alignment"]?.horizontalAlignment() ?? .center,
                                            spacing: try a["spacing"]?.length("spacing")) { list(views) }))
        },
        "LazyHStack": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["alignment", "spacing", "content"], bare: "content")
            let views = try d.content(a)
            return .view(AnyView(LazyHStack(alignment: try a["alignment"]?.verticalAlignment() ?? .center,
                                            spacing: try a["spacing"]?.length("spacing")) { list(views) }))
        },
        // A still shows a scroll view at rest, scrolled to its start; several views inside
        // stack along the scrolled axis, as in SwiftUI.
        "ScrollView": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["axes", "showsIndicators", "content"], bare: "content")
            let axes = try a["axes"]?.axisSet() ?? .vertical
            _ = try a["showsIndicators"]?.bool()
            let views = try d.content(a)
            return .view(AnyView(ScrollView(axes) { list(views) }))
        },
        "Group": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["content"], bare: "content")
            let views = try d.content(a)
            return .view(AnyView(Group { list(views) }))
        },
        "Spacer": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["minLength"])
            return .view(AnyView(Spacer(minLength: try a["minLength"]?.length("minLength"))))
        },
        "EmptyView": { d, n throws(SceneError) in
            _ = try Arguments(n, labels: [])
            return .view(AnyView(EmptyView()))
        },
        "Color": { d, n throws(SceneError) in .view(AnyView(try d.colors.decode(n))) },
        // A gradient as a view fills the space it is offered, exactly as a rectangle filled
        // with it does.
        "LinearGradient": { d, n throws(SceneError) in .view(AnyView(Rectangle().fill(try d.linearGradient(n)))) },
        "RadialGradient": { d, n throws(SceneError) in .view(AnyView(Rectangle().fill(try d.radialGradient(n)))) },
        "AngularGradient": { d, n throws(SceneError) in .view(AnyView(Rectangle().fill(try d.angularGradient(n)))) },
    ]

    /// A stack's `content`: an array of views (or one view); absent means no views.
    func content(_ a: Arguments) throws(SceneError) -> [AnyView] {
        guard let c = a["content"] else { return [] }
        return try children(c)
    }
}

/// Views from an array, each identified by its position, as a view builder's tuple would be.
@MainActor func list(_ views: [AnyView]) -> ForEach<Range<Int>, Int, AnyView> {
    ForEach(0..<views.count) { views[$0] }
}

extension Node {
    /// `"vertical"`, `"horizontal"`, or both as an array.
    func axisSet() throws(SceneError) -> Axis.Set {
        let n = try resolved()
        if case .array = n.json.value {
            var set: Axis.Set = []
            for e in try n.elements() { set.formUnion(try e.axisSet()) }
            guard !set.isEmpty else { throw n.error("a scroll view scrolls along at least one axis") }
            return set
        }
        return try n.named(["vertical": Axis.Set.vertical, "horizontal": .horizontal], "axis")
    }
}
