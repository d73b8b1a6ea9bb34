/// What `.animation(_:value:)`, `.animation(_:)` and `.transaction(_:)` ask of changes
/// inside: each rewrites the transaction of the changes below it (played by the graph's animation store), and
/// is also listed in the environment of every node below.
public struct AnimationScope {
    /// The animation to use; `nil` turns animation off for the subtree.
    public let animation: Animation?
    /// The value whose change triggers the animation; `nil` for the deprecated
    /// `animation(_:)` form, which animates every change.
    public let value: Any?
    /// Whether another value equals ``value``.
    let isEqual: ((Any) -> Bool)?
    /// A transaction rewrite (`.transaction { $0.animation = … }`), if this scope is one.
    let transform: ((inout Transaction) -> Void)?

    /// The transaction a change with `transaction` becomes inside this scope.
    /// Whether the scope's value differs from `other`'s (always true without a value).
    public func valueChanged(from other: AnimationScope) -> Bool {
        guard let isEqual, let old = other.value else { return true }
        return !isEqual(old)
    }

    public func apply(to transaction: Transaction) -> Transaction {
        var t = transaction
        if let transform { transform(&t); return t }
        if !t.disablesAnimations { t.animation = animation }
        return t
    }
}

private struct AnimationScopesKey: EnvironmentKey { static var defaultValue: [AnimationScope] { [] } }

extension EnvironmentValues {
    /// The animation scopes around a view, outermost first.
    public internal(set) var animationScopes: [AnimationScope] {
        get { self[AnimationScopesKey.self] }
        set { self[AnimationScopesKey.self] = newValue }
    }
}

private struct ScopedTransactionKey: EnvironmentKey { static var defaultValue: Transaction? { nil } }

extension EnvironmentValues {
    /// The transaction changes inside take, when an `.animation`/`.transaction` modifier
    /// above rewrote the pass's (`nil`: the pass's own).
    var scopedTransaction: Transaction? {
        get { self[ScopedTransactionKey.self] }
        set { self[ScopedTransactionKey.self] = newValue }
    }
}

struct AnimationScopeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let scope: AnimationScope

    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        var t = context.transaction
        // A scope animates (or compares) what changes below it: a value set for no pass
        // would be seen by it.
        context.graph?.lifecycle.noteObserver()
        if let graph = context.graph, scope.isEqual != nil {
            // `.animation(_:value:)` / `.transaction(value:)`: only when the value changed
            // since the last pass does the scope rewrite the transaction.
            let changed = graph.animations.scopeValueChanged(scope, at: context.identity)
            if changed { t = scope.apply(to: t) }
        } else {
            t = scope.apply(to: t)
        }
        return content(context.with {
            $0.animationScopes.append(scope)
            $0.scopedTransaction = t
        })
    }
}

extension View {
    /// Animates changes inside this view with `animation` when `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(AnimationScopeModifier(scope: AnimationScope(animation: animation, value: value,
                                                              isEqual: { ($0 as? V) == value }, transform: nil)))
    }

    /// Animates every change inside this view with `animation` (deprecated in SwiftUI in
    /// favour of ``animation(_:value:)``, still common in code).
    public func animation(_ animation: Animation?) -> some View {
        modifier(AnimationScopeModifier(scope: AnimationScope(animation: animation, value: nil, isEqual: nil, transform: nil)))
    }

    /// Rewrites the transaction of changes inside this view.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(AnimationScopeModifier(scope: AnimationScope(animation: nil, value: nil, isEqual: nil, transform: transform)))
    }

    /// Rewrites the transaction of changes inside this view when `value` changes.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(AnimationScopeModifier(scope: AnimationScope(animation: nil, value: value, isEqual: { ($0 as? V) == value },
                                                              transform: transform)))
    }

    /// Animates the modifiers applied inside `body` with `animation` (iOS 17's scoped form);
    /// a still draws `body`'s result.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: self))
            .modifier(AnimationScopeModifier(scope: AnimationScope(animation: animation, value: nil, isEqual: nil, transform: nil)))
    }
}

/// The view a scoped modifier closure receives, standing for the modified view, as
/// SwiftUI's `PlaceholderContentView`.
public struct PlaceholderContentView<Value>: View, ViewListResolvable {
    public typealias Body = Never
    let resolve: (ResolveContext) -> [ViewNode]
    /// Stands for `content`.
    package init<C: View>(content: C) { resolve = { resolveViewList(of: content, $0) } }
    /// Stands for content already given as a resolving function (a transition's view).
    package init(resolving: @escaping (ResolveContext) -> [ViewNode]) { resolve = resolving }
    package func resolveList(_ context: ResolveContext) -> [ViewNode] { resolve(context) }
}

extension View {
    /// Rewrites the transaction of the modifiers applied inside `body` (iOS 17's scoped
    /// form of ``transaction(_:)``); a still draws `body`'s result.
    public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void,
                                     @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: self))
            .modifier(AnimationScopeModifier(scope: AnimationScope(animation: nil, value: nil, isEqual: nil, transform: transform)))
    }
}
