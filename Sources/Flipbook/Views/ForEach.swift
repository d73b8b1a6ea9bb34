/// Views made from a collection, each identified by its element's id.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public typealias Body = Never
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
    /// Makes the nodes itself where the elements are known only when resolving
    /// (`ForEach(subviews:)`, `ForEach(sections:)`).
    var resolver: ((ResolveContext) -> [ViewNode])?

    /// Elements identified by a key path, such as `\.self`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// Identifiable elements, identified by their `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A constant range of integers, each its own identity.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: ViewListResolvable {
    package func resolveList(_ context: ResolveContext) -> [ViewNode] {
        if let resolver { return resolver(context) }
        return data.flatMap { element in
            resolveViewList(of: content(element), context.child(.explicit(AnyHashable(id(element)))))
        }
    }
}
