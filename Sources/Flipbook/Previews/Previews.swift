/// Every preview in the running process, found without a registry: `#Preview` declarations
/// and ``PreviewProvider`` conformers alike.
///
/// ```swift
/// for preview in Previews.all(in: "MyComponents") {
///     try Data(preview.pngData(colorScheme: .dark)).write(to: URL(filePath: "\(preview.name).png"))
/// }
/// let card = try Preview.named("Card", in: "MyComponents")
/// ```
///
/// Linux has no Objective-C runtime to list classes, so Flipbook reads the Swift runtime's
/// own records: every loaded image's protocol conformance section, for types conforming to
/// ``PreviewProvider`` or to the protocol each `#Preview` expansion's type conforms to (see
/// ``PreviewDiscovery``). A module's previews are there as soon as it is linked into the
/// process (a test target that depends on it, or the module itself).
public enum Previews {
    /// The previews declared in `module` (every module when `nil`), in a stable order: by
    /// module, then file and line for `#Preview`s and type name for providers.
    @MainActor
    public static func all(in module: String? = nil) -> [Preview] {
        var found: [Preview] = []
        for type in PreviewDiscovery.conformingTypes() where module == nil || type.module == module {
            switch type.kind {
            case .macro(let t):
                found.append(t._preview)
            case .provider(let t):
                found.append(contentsOf: previews(of: t, module: type.module, qualifiedName: type.qualifiedName))
            }
        }
        return found.sorted { a, b in
            (a.module, a.fileOrder, a.id) < (b.module, b.fileOrder, b.id)
        }
    }

    /// Makes the shared context of every ``PreviewModifier`` the previews use.
    @MainActor
    public static func prepare(_ previews: [Preview]) async throws {
        for p in previews { try await p.prepare() }
    }

    /// The previews of one provider: each top-level view of its `previews` is one.
    @MainActor
    static func previews<P: PreviewProvider>(of provider: P.Type, module: String, qualifiedName: String) -> [Preview] {
        let members = PreviewPeeling.split(P.previews)
        let typeName = qualifiedName
        return members.enumerated().map { i, member in
            let id = members.count == 1 ? "\(module).\(typeName)" : "\(module).\(typeName)[\(i)]"
            let name = members.count == 1 ? typeName : "\(typeName)[\(i)]"
            // The member is read again on each draw so state and environment start afresh.
            let content: @MainActor @Sendable () -> AnyView = {
                let view = PreviewPeeling.split(P.previews)[i].view
                return AnyView(erasing: view)
            }
            return Preview(id: id, name: name, module: module, platform: P.platform, settings: member.settings, content: content)
        }
    }
}

extension Preview {
    /// The preview with this name (or ``id``), in `module` or in any module.
    ///
    /// - Throws: ``PreviewError/notFound(name:module:available:)`` listing the names there are.
    @MainActor
    public static func named(_ name: String, in module: String? = nil) throws -> Preview {
        let all = Previews.all(in: module)
        if let hit = all.first(where: { $0.name == name }) ?? all.first(where: { $0.id == name }) { return hit }
        throw PreviewError.notFound(name: name, module: module, available: all.map(\.name))
    }

    /// Sort key: `#Preview`s by file then line number (not as text), providers by name.
    var fileOrder: String {
        guard let colon = id.lastIndex(of: ":"), let line = Int(id[id.index(after: colon)...]) else { return id }
        return String(id[..<colon]) + String(format: ":%08d", line)
    }
}
