/// A setting of a `#Preview`, as SwiftUI's `PreviewTrait`:
/// `#Preview("Card", traits: .sizeThatFitsLayout, .landscapeLeft) { Card() }`.
public struct PreviewTrait<T>: Sendable {
    enum Kind: Sendable {
        case layout(PreviewLayout?)
        case orientation(InterfaceOrientation)
        case modifier(AnyPreviewModifier)
    }
    let kind: Kind
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The view at its own ideal size.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(kind: .layout(.sizeThatFits)) }
    /// A canvas of `width` × `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(kind: .layout(.fixed(width: width, height: height)))
    }
    /// The device's whole screen (the default).
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(kind: .layout(nil)) }
    /// The device held upright (the default).
    public static var portrait: PreviewTrait<T> { PreviewTrait(kind: .orientation(.portrait)) }
    /// The device upside down.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(kind: .orientation(.portraitUpsideDown)) }
    /// The device turned with its top to the left.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(kind: .orientation(.landscapeLeft)) }
    /// The device turned with its top to the right.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(kind: .orientation(.landscapeRight)) }
    /// Wraps the preview in a ``PreviewModifier`` (shared sample data, an environment…).
    public static func modifier<M: PreviewModifier>(_ modifier: M) -> PreviewTrait<T> {
        PreviewTrait(kind: .modifier(AnyPreviewModifier(modifier)))
    }
}

/// Wraps previews in shared set-up, as SwiftUI's `PreviewModifier` (iOS 18):
///
/// ```swift
/// struct SampleData: PreviewModifier {
///     static func makeSharedContext() async throws -> Store { Store.sample }
///     func body(content: Content, context: Store) -> some View {
///         content.environmentObject(context)
///     }
/// }
/// #Preview(traits: .modifier(SampleData())) { Inbox() }
/// ```
///
/// The context is made once per modifier type and shared by every preview that uses it.
/// Making one is `async`: call ``Preview/prepare()`` (or ``Previews/prepare(_:)``) before
/// drawing a preview whose modifier has a context other than `Void`.
@MainActor @preconcurrency
public protocol PreviewModifier {
    /// What ``makeSharedContext()`` makes (`Void` when nothing is shared).
    associatedtype Context = Void
    /// The type of view ``body(content:context:)`` returns.
    associatedtype Body: View
    /// The previewed view, as the modifier receives it.
    typealias Content = PreviewModifierContent
    /// Makes the value shared by every preview using this modifier.
    static func makeSharedContext() async throws -> Context
    /// The preview wrapped.
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    public static func makeSharedContext() async throws {}
}

/// The previewed view inside a ``PreviewModifier``'s `body(content:context:)`.
public struct PreviewModifierContent: View {
    let content: AnyView
    public var body: some View { content }
}

/// Shared contexts of ``PreviewModifier`` types, made once each.
@MainActor
enum PreviewContexts {
    static var made: [ObjectIdentifier: Any] = [:]
}

/// A ``PreviewModifier`` with its type erased.
struct AnyPreviewModifier: @unchecked Sendable {
    // Held only to be used on the main actor, where PreviewModifier is isolated.
    let typeID: ObjectIdentifier
    let typeName: String
    let apply: @MainActor (AnyView) -> AnyView?
    let prepare: @MainActor () async throws -> Void

    init<M: PreviewModifier>(_ modifier: M) {
        typeID = ObjectIdentifier(M.self)
        typeName = "\(M.self)"
        // A modifier is a value made where the trait is written and used only on the main actor.
        nonisolated(unsafe) let modifier = modifier
        apply = { content in
            let context: M.Context
            if let made = PreviewContexts.made[ObjectIdentifier(M.self)] as? M.Context {
                context = made
            } else if let void = () as? M.Context {
                context = void
            } else {
                return nil
            }
            return AnyView(modifier.body(content: PreviewModifierContent(content: content), context: context))
        }
        prepare = {
            guard PreviewContexts.made[ObjectIdentifier(M.self)] == nil else { return }
            PreviewContexts.made[ObjectIdentifier(M.self)] = try await M.makeSharedContext()
        }
    }
}
