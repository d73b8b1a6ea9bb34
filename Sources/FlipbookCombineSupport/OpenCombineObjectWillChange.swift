import OpenCombine

/// OpenCombine's synthesised `objectWillChange` of `object`: it installs one publisher in
/// every `@Published` property (so that their writes send it) and returns that publisher,
/// or a new, unconnected one when the object has no `@Published` property.
///
/// Flipbook's default `objectWillChange` shadows OpenCombine's (it also serves objects with
/// no `@Published` property, as Apple's Combine does). Calling through the object would reach
/// Flipbook's again (its conformance picked Flipbook's), so OpenCombine's implementation runs
/// on a proxy declared here, where only OpenCombine's is visible; it finds the `@Published`
/// properties by reflection, and the proxy reflects as the object.
public func openCombineObjectWillChange(_ object: AnyObject) -> ObservableObjectPublisher {
    MirrorProxy(object).objectWillChange
}

private final class MirrorProxy: ObservableObject, CustomReflectable {
    let target: AnyObject
    init(_ target: AnyObject) { self.target = target }
    var customMirror: Mirror { Mirror(reflecting: target) }
}
