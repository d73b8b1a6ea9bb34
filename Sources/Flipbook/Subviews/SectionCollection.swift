/// The sections of some content, as SwiftUI's `SectionCollection`: each `Section` is one,
/// and views outside any section form one of their own.
public struct SectionCollection: RandomAccessCollection {
    public typealias Element = SectionConfiguration
    public typealias Index = Int
    let sections: [SectionConfiguration]

    public var startIndex: Int { 0 }
    public var endIndex: Int { sections.count }
    public subscript(index: Int) -> SectionConfiguration { sections[index] }
}

/// One section of a ``SectionCollection``, as SwiftUI's `SectionConfiguration`: its header,
/// content and footer as subviews, and the container values set on the section.
public struct SectionConfiguration: Identifiable {
    /// The section's identity.
    public let id: AnyHashable
    /// The section's header views (empty when it has none).
    public let header: SubviewsCollection
    /// The section's rows.
    public let content: SubviewsCollection
    /// The section's footer views (empty when it has none).
    public let footer: SubviewsCollection
    /// Container values set on the section itself.
    public let containerValues: ContainerValues
}

/// Resolves `content` into its sections at `context`.
@MainActor
func resolveSections<V: View>(of content: V, _ context: ResolveContext) -> SectionCollection {
    // Sections resolved outside a list, as in a lazy grid, keep their header, rows and
    // footer apart.
    let inner = context.child(.explicit("sections")).with { $0.listSectionMode = nil; $0.isInLazyGrid = true }
    var sections: [SectionConfiguration] = []
    var loose: [ViewNode] = []
    func flush() {
        guard !loose.isEmpty else { return }
        sections.append(SectionConfiguration(id: AnyHashable(loose[0].identity), header: SubviewsCollection(nodes: []),
                                             content: SubviewsCollection(nodes: loose), footer: SubviewsCollection(nodes: []),
                                             containerValues: ContainerValues()))
        loose = []
    }
    for node in resolveViewList(of: content, inner) {
        if let parts = node.findSectionParts() {
            flush()
            sections.append(SectionConfiguration(id: AnyHashable(node.identity), header: SubviewsCollection(nodes: parts.header),
                                                 content: SubviewsCollection(nodes: parts.rows),
                                                 footer: SubviewsCollection(nodes: parts.footer),
                                                 containerValues: ContainerValues(storage: node.containerTraits.containerValues)))
        } else {
            loose.append(node)
        }
    }
    flush()
    return SectionCollection(sections: sections)
}

extension ViewNode {
    /// The section parts under this node's unary wrappers (trait modifiers on a `Section`).
    func findSectionParts() -> SectionPartsBehavior? {
        var node: ViewNode? = self
        while let n = node {
            if let parts = n.behavior as? SectionPartsBehavior { return parts }
            guard n.children.count == 1, n.behavior is any SameSizeWrapperBehavior else { return nil }
            node = n.children.first
        }
        return nil
    }
}
