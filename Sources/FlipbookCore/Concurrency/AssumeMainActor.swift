/// Runs `body` synchronously, asserting that the caller is on the main actor.
///
/// Flipbook resolves, lays out and builds display lists on the main actor, but some of
/// SwiftUI's API that reaches into that work is nonisolated in the SDK (a `Binding`'s
/// value, `ViewDimensions` read from a nonisolated `AlignmentID.defaultValue(in:)`). Those
/// calls always arrive on the main actor in practice; this checks it (a precondition, like
/// `MainActor.assumeIsolated`) without `assumeIsolated`'s `Sendable` result requirement,
/// which values handed back to the same thread do not need.
@inline(__always)
package func assumeMainActor<T>(_ body: @MainActor () throws -> T) rethrows -> T {
    MainActor.preconditionIsolated("Flipbook's view graph is used from the main actor only")
    // The same conversion `MainActor.assumeIsolated` performs: a synchronous function's
    // global-actor isolation is not part of its representation.
    return try withoutActuallyEscaping(body) { fn in
        try unsafeBitCast(fn, to: (() throws -> T).self)()
    }
}
