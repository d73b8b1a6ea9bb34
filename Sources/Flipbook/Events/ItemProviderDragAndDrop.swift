import Foundation

// SwiftUI's older drag-and-drop API (iOS 13-15) speaks `NSItemProvider` and `UTType`, which
// Linux's Foundation lacks. A render has no drag session: nothing is ever dragged or dropped,
// so the stand-ins below exist only so users' code compiles unchanged, and the modifiers draw
// the view as it is. Where the SDK has the real types (Darwin), they are used instead.

#if canImport(UniformTypeIdentifiers)
@_exported import UniformTypeIdentifiers
#else
/// A uniform type identifier, standing in for UniformTypeIdentifiers' `UTType` (absent on
/// Linux) so `onDrop(of:…)` calls compile. Holds the identifier string only; Flipbook never
/// resolves conformance between types.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier, such as `"public.plain-text"`.
    public let identifier: String

    /// The type with `identifier`; nil for an empty string.
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self.identifier = identifier
    }

    init(known identifier: String) { self.identifier = identifier }

    public var description: String { identifier }

    /// `public.item`, the base of all physical types.
    public static let item = UTType(known: "public.item")
    /// `public.content`.
    public static let content = UTType(known: "public.content")
    /// `public.data`.
    public static let data = UTType(known: "public.data")
    /// `public.text`.
    public static let text = UTType(known: "public.text")
    /// `public.plain-text`.
    public static let plainText = UTType(known: "public.plain-text")
    /// `public.utf8-plain-text`.
    public static let utf8PlainText = UTType(known: "public.utf8-plain-text")
    /// `public.url`.
    public static let url = UTType(known: "public.url")
    /// `public.file-url`.
    public static let fileURL = UTType(known: "public.file-url")
    /// `public.image`.
    public static let image = UTType(known: "public.image")
    /// `public.png`.
    public static let png = UTType(known: "public.png")
    /// `public.jpeg`.
    public static let jpeg = UTType(known: "public.jpeg")
    /// `public.json`.
    public static let json = UTType(known: "public.json")
}

#endif

#if !canImport(Darwin)
/// Carries dragged or copied data between processes, standing in for Foundation's
/// `NSItemProvider` (absent on Linux) so `onDrag`/`onDrop` code compiles. Nothing is
/// dragged in a render, so a provider is built and never read.
open class NSItemProvider: @unchecked Sendable {
    /// The type identifiers registered, in the order given.
    open private(set) var registeredTypeIdentifiers: [String] = []
    /// A name for the dragged item, as UIKit's.
    open var suggestedName: String?

    /// An empty provider.
    public init() {}

    /// A provider of `object`'s text: a string registers `public.utf8-plain-text`.
    public convenience init(object: NSString) {
        self.init()
        registeredTypeIdentifiers = [UTType.utf8PlainText.identifier]
    }

    /// A provider of `object`'s URL: registers `public.url`.
    public convenience init(object: NSURL) {
        self.init()
        registeredTypeIdentifiers = [UTType.url.identifier]
    }

    /// A provider of the file at `fileURL`; nil for a nil URL.
    public convenience init?(contentsOf fileURL: URL?) {
        guard fileURL != nil else { return nil }
        self.init()
        registeredTypeIdentifiers = [UTType.fileURL.identifier]
    }

    /// Whether a type identifier equal to `typeIdentifier` is registered.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }
}

#endif

/// The kind of drop a drop proposal offers, as SwiftUI's `DropOperation`.
public enum DropOperation: Sendable, Hashable {
    /// The drop is cancelled and no data moves.
    case cancel
    /// The drop is not allowed here.
    case forbidden
    /// The data is copied to the destination.
    case copy
    /// The data is moved to the destination.
    case move
}

/// How a drop would be handled, returned from `DropDelegate.dropUpdated(info:)`.
public struct DropProposal: Sendable {
    /// The operation the destination proposes.
    public let operation: DropOperation

    /// A proposal of `operation`.
    public init(operation: DropOperation) { self.operation = operation }
}

/// The state of a drop in progress, as SwiftUI's `DropInfo`. A render never has one; the
/// type exists so a `DropDelegate` compiles.
public struct DropInfo {
    /// Where the drag is, in the destination's coordinates.
    public let location: CGPoint
    let providers: [NSItemProvider]

    init(location: CGPoint, providers: [NSItemProvider]) {
        self.location = location
        self.providers = providers
    }

    /// Whether any dragged item provides one of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        !itemProviders(for: contentTypes).isEmpty
    }

    /// The dragged items that provide one of `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { p in contentTypes.contains { p.hasItemConformingToTypeIdentifier($0.identifier) } }
    }
}

/// An object that handles a drop on a view marked with `onDrop(of:delegate:)`, as SwiftUI's
/// `DropDelegate`. Only `performDrop(info:)` is required; the rest have SwiftUI's defaults.
/// A render never calls any of them.
@MainActor public protocol DropDelegate {
    /// Whether the drop is allowed (default: whether an item conforms to the view's types).
    func validateDrop(info: DropInfo) -> Bool
    /// Takes the dropped items; returns whether the drop succeeded.
    func performDrop(info: DropInfo) -> Bool
    /// A validated drag entered the view.
    func dropEntered(info: DropInfo)
    /// The drag moved within the view; returns the operation to offer (default: nil, a copy).
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// The drag left the view.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}

extension View {
    /// Lets the view be dragged with the provider `data` returns. No pixels in a still.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }

    /// Lets the view be dragged with `preview` under the finger. No pixels in a still.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider,
                                @ViewBuilder preview: () -> V) -> some View { self }

    /// Vends the provider a drag of this element carries (used by `ForEach` rows in lists).
    /// A render never drags, so `action` is never called.
    public func itemProvider(_ action: Optional<() -> NSItemProvider?>) -> some View { self }

    /// Accepts drops of `supportedContentTypes`; `isTargeted` would be set while a drag
    /// hovers. A render never drops, so `action` is never called and the binding is not set.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View { self }

    /// Accepts drops of `supportedContentTypes`, with the drop location. Never called in a render.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View { self }

    /// Accepts drops of `supportedContentTypes`, handled by `delegate`. Never called in a render.
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View { self }
}
