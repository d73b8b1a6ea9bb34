extension Group {
    /// Hands `transform` the subviews of `view` to arrange, as SwiftUI's
    /// `Group(subviews:transform:)`: the building block of custom containers.
    ///
    /// ```swift
    /// Group(subviews: content) { subviews in
    ///     if subviews.count > 2 { VStack { subviews[0]; Text("and \(subviews.count - 1) more") } }
    ///     else { HStack { subviews } }
    /// }
    /// ```
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.init { GroupElementsOfContent(base: view, transform: transform) }
    }

    /// Hands `transform` the sections of `view` (each `Section` one, loose views one of their
    /// own), as SwiftUI's `Group(sections:transform:)`.
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == GroupSectionsOfContent<Base, Result> {
        self.init { GroupSectionsOfContent(base: view, transform: transform) }
    }
}

/// The content of `Group(subviews:transform:)`, as SwiftUI's `GroupElementsOfContent`.
public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
    public typealias Body = Never
    let base: Subviews
    let transform: (SubviewsCollection) -> Content
}

extension GroupElementsOfContent: ViewListResolvable {
    package func resolveList(_ context: ResolveContext) -> [ViewNode] {
        resolveViewList(of: transform(resolveSubviews(of: base, context)), context.child(.content))
    }
}

/// The content of `Group(sections:transform:)`, as SwiftUI's `GroupSectionsOfContent`.
public struct GroupSectionsOfContent<Sections: View, Content: View>: View {
    public typealias Body = Never
    let base: Sections
    let transform: (SectionCollection) -> Content
}

extension GroupSectionsOfContent: ViewListResolvable {
    package func resolveList(_ context: ResolveContext) -> [ViewNode] {
        resolveViewList(of: transform(resolveSections(of: base, context)), context.child(.content))
    }
}
