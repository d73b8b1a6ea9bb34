import Foundation

/// A sheet height of an app's own, as SwiftUI's `CustomPresentationDetent`: its height for
/// the largest the sheet can be, used through `.custom(MyDetent.self)`.
///
/// ```swift
/// struct BarHeight: CustomPresentationDetent {
///     static func height(in context: Context) -> CGFloat? { max(44, context.maxDetentValue * 0.1) }
/// }
/// ```
public protocol CustomPresentationDetent {
    typealias Context = PresentationDetent.Context
    /// The sheet's height in `context` (`nil`: the large height).
    static func height(in context: Context) -> CGFloat?
}

extension PresentationDetent {
    /// What a custom detent knows: the largest height and the environment.
    @dynamicMemberLookup
    public struct Context {
        /// The height of the large detent.
        public let maxDetentValue: CGFloat
        let environment: EnvironmentValues
        /// A value of the presenter's environment.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
    }

    /// The detent `type` computes.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(kind: .custom(CustomDetentBox(type)))
    }
}

/// A custom detent's height function, equal by its type.
final class CustomDetentBox: Hashable, @unchecked Sendable {
    let id: ObjectIdentifier
    let height: (PresentationDetent.Context) -> CGFloat?
    init<D: CustomPresentationDetent>(_ type: D.Type) {
        id = ObjectIdentifier(type)
        height = { D.height(in: $0) }
    }
    static func == (a: CustomDetentBox, b: CustomDetentBox) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
