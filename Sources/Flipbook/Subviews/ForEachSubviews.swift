/// The data of `ForEach(subviews:content:)`, as SwiftUI's `ForEachSubviewCollection`: the
/// subviews are known only when the `ForEach` is resolved, so as a collection it is empty.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    public typealias Element = Subview
    public typealias Index = Int
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(index: Int) -> Subview { preconditionFailure("ForEachSubviewCollection is resolved by its ForEach") }
}

/// The data of `ForEach(sections:content:)`, as SwiftUI's `ForEachSectionCollection`.
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    public typealias Element = SectionConfiguration
    public typealias Index = Int
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(index: Int) -> SectionConfiguration {
        preconditionFailure("ForEachSectionCollection is resolved by its ForEach")
    }
}

extension ForEach {
    /// A view for each subview of `view`, as SwiftUI's `ForEach(subviews:content:)`: a
    /// custom container wraps or decorates each child it is given.
    ///
    /// ```swift
    /// VStack { ForEach(subviews: content) { subview in subview.padding().background(.yellow) } }
    /// ```
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        self.init(ForEachSubviewCollection(), id: \.id, content: content)
        resolver = { context in
            resolveSubviews(of: view, context).flatMap { subview in
                resolveViewList(of: content(subview), context.child(.explicit(subview.id)))
            }
        }
    }

    /// A view for each section of `view`, as SwiftUI's `ForEach(sections:content:)`.
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
        self.init(ForEachSectionCollection(), id: \.id, content: content)
        resolver = { context in
            resolveSections(of: view, context).flatMap { section in
                resolveViewList(of: content(section), context.child(.explicit(section.id)))
            }
        }
    }
}
