import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// Counts actions from inside views (a class so closures in views can bump it).
final class Counter: @unchecked Sendable {
    var count = 0
    var values: [String] = []
    func bump() { count += 1 }
}

/// A host on a white background at scale 1.
@MainActor func whiteHost<V: View>(_ view: V, scheme: ColorScheme = .light) -> ViewHost<V> {
    let host = ViewHost(view)
    host.background = .white
    host.colorScheme = scheme
    return host
}

/// Whether every channel of `a` is within `tolerance` of `b`.
@MainActor func near(_ a: SIMD4<UInt8>, _ b: SIMD4<UInt8>, _ tolerance: Int = 1) -> Bool {
    (0..<4).allSatisfy { abs(Int(a[$0]) - Int(b[$0])) <= tolerance }
}

extension ViewNode {
    /// Whether this node sits under `.id(id)`.
    func isUnder<ID: Hashable>(id: ID) -> Bool { identity.path.contains(.explicit(AnyHashable(id))) }
}
