/// Finds the types that conform to ``PreviewProvider`` or ``_PreviewRegistration`` in every
/// image loaded in the process, from the Swift runtime's protocol conformance records.
///
/// How: on Linux (and every ELF or COFF platform) each Swift image registers its metadata
/// sections with the runtime, which lists them through `swift_enumerateAllMetadataSections`
/// (the function Swift Testing's discovery used before its test-content section). Each image's
/// `swift5_protocol_conformances` section is an array of relative pointers to conformance
/// descriptors; a descriptor points at its protocol's descriptor (compared here by name and
/// module) and at the conforming type's context descriptor, whose metadata accessor gives the
/// type. Layouts are the stable Swift 5 ABI (swift/ABI/Metadata.h); only non-generic types
/// are taken, as a generic type's conformance has no single type to call.
enum PreviewDiscovery {
    enum Kind {
        case provider(any PreviewProvider.Type)
        case macro(any _PreviewRegistration.Type)
    }

    struct Found {
        var kind: Kind
        var module: String
        /// The type's name with its enclosing types (`Outer.Card_Previews`).
        var qualifiedName: String
    }

    /// Every conforming non-generic type, in no particular order.
    static func conformingTypes() -> [Found] {
        var found: [Found] = []
        var seen = Set<UnsafeRawPointer>()
        for (start, length) in conformanceSections() {
            for offset in stride(from: 0, to: length - 3, by: 4) {
                guard let record = relative(start + offset),
                      let proto = relativeIndirectable(record),
                      let protocolName = protocolMatch(proto),
                      let type = typeDescriptor(of: record),
                      seen.insert(type).inserted else { continue }
                let flags = type.load(as: UInt32.self)
                let kind = flags & 0x1F
                guard kind >= 16, kind <= 18, flags & 0x80 == 0, let accessor = relative(type + 12) else { continue }
                let metadata = unsafeBitCast(accessor, to: MetadataAccessor.self)(0).metadata
                let any = unsafeBitCast(metadata, to: Any.Type.self)
                let (module, path) = contextPath(type)
                let name = path.joined(separator: ".")
                if protocolName == "PreviewProvider", let t = any as? any PreviewProvider.Type {
                    found.append(Found(kind: .provider(t), module: module, qualifiedName: name))
                } else if protocolName == "_PreviewRegistration", let t = any as? any _PreviewRegistration.Type {
                    found.append(Found(kind: .macro(t), module: module, qualifiedName: name))
                }
            }
        }
        return found
    }

    /// A non-generic type's metadata accessor: `MetadataResponse (MetadataRequest)` in the
    /// Swift calling convention, the response's two words returned in registers.
    private typealias MetadataAccessor = @convention(thin) (Int) -> (metadata: UnsafeRawPointer, state: Int)

    private final class Sections {
        var ranges: [(UnsafeRawPointer, Int)] = []
    }

    /// Each image's `swift5_protocol_conformances` section. `MetadataSections` begins with
    /// version, reserved, next, prev, then a (start, length) pair per section, protocols
    /// first and conformances second, in every version of the struct.
    private static func conformanceSections() -> [(UnsafeRawPointer, Int)] {
        let sections = Sections()
        swift_enumerateAllMetadataSections({ sections, context in
            let box = Unmanaged<Sections>.fromOpaque(context).takeUnretainedValue()
            let words = sections.assumingMemoryBound(to: UInt.self)
            if let start = UnsafeRawPointer(bitPattern: words[6]), words[7] > 0 {
                box.ranges.append((start, Int(words[7])))
            }
            return true
        }, Unmanaged.passUnretained(sections).toOpaque())
        return sections.ranges
    }

    /// The protocol's name if it is one of Flipbook's two preview protocols.
    private static func protocolMatch(_ proto: UnsafeRawPointer) -> String? {
        guard proto.load(as: UInt32.self) & 0x1F == 3, let namePointer = relative(proto + 8) else { return nil }
        let name = String(cString: namePointer.assumingMemoryBound(to: CChar.self))
        guard name == "PreviewProvider" || name == "_PreviewRegistration",
              let parent = relativeIndirectable(proto + 4), parent.load(as: UInt32.self) & 0x1F == 0,
              let moduleName = relative(parent + 8),
              String(cString: moduleName.assumingMemoryBound(to: CChar.self)) == "Flipbook" else { return nil }
        return name
    }

    /// The conforming type's context descriptor: a direct or indirect reference by the
    /// descriptor's flags (bits 3–5); Objective-C class references do not occur on Linux.
    private static func typeDescriptor(of record: UnsafeRawPointer) -> UnsafeRawPointer? {
        let kind = ((record + 12).load(as: UInt32.self) >> 3) & 7
        switch kind {
        case 0: return relative(record + 4)
        case 1: return relative(record + 4)?.load(as: UnsafeRawPointer?.self)
        default: return nil
        }
    }

    /// The module and the names of the type and its enclosing types, outermost first. A
    /// private type's anonymous (file) context is left out.
    private static func contextPath(_ descriptor: UnsafeRawPointer) -> (String, [String]) {
        var path: [String] = []
        var current: UnsafeRawPointer? = descriptor
        var depth = 0
        while let c = current, depth < 64 {
            depth += 1
            let kind = c.load(as: UInt32.self) & 0x1F
            let name = relative(c + 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
            if kind == 0 { return (name ?? "", path.reversed()) }
            if kind >= 16 || kind == 3, let name { path.append(name) }
            current = relativeIndirectable(c + 4)
        }
        return ("", path.reversed())
    }

    /// A 32-bit relative pointer's target (`nil` for 0).
    private static func relative(_ p: UnsafeRawPointer) -> UnsafeRawPointer? {
        let v = p.load(as: Int32.self)
        return v == 0 ? nil : p + Int(v)
    }

    /// A relative pointer whose low bit says the target is a pointer to the value.
    private static func relativeIndirectable(_ p: UnsafeRawPointer) -> UnsafeRawPointer? {
        let v = p.load(as: Int32.self)
        if v == 0 { return nil }
        if v & 1 != 0 { return (p + Int(v & ~1)).load(as: UnsafeRawPointer?.self) }
        return p + Int(v)
    }
}

@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer
)

/// What a `#Preview` expands to: a type conforming to this, found by ``Previews/all(in:)``.
/// Not for use by hand: write `#Preview { … }`, or a ``PreviewProvider``.
public protocol _PreviewRegistration {
    static var _preview: Preview { get }
}
