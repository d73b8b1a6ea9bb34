/// An app, as SwiftUI's `App`, so app structs from SwiftUI code compile. Flipbook renders
/// views, not apps: there is no run loop and `@main` on an `App` has no `main()` here; render
/// a scene's root view with ``ImageRenderer``, or take it from ``WindowGroup/content``.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

/// Part of an app's interface, as SwiftUI's `Scene`.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a built-in scene and has no body") }
}

/// A window showing a view, as SwiftUI's `WindowGroup`.
public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    /// The window's root view (what an ``ImageRenderer`` would draw for this scene).
    public let content: Content
    public let title: String?

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        title = nil
    }

    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = title
    }

    public init(id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        title = nil
    }
}

/// Builds scenes, as SwiftUI's `SceneBuilder`.
@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
}

extension Scene {
    /// Scene modifiers that change the environment keep the scene as it is for stills.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> Self { self }
}

/// Scenes that show a view.
@MainActor
protocol ContentScene {
    var anyContent: AnyView { get }
}

extension WindowGroup: ContentScene {
    var anyContent: AnyView { AnyView(content) }
}

extension Scene {
    /// The root view of this scene's first window (what a still of the app shows), or `nil`
    /// if it has none.
    public var windowContent: AnyView? {
        if let s = self as? any ContentScene { return s.anyContent }
        if let list = self as? any SceneList { return list.firstWindowContent }
        guard Body.self != Never.self else { return nil }
        return body.windowContent
    }
}

extension App {
    /// What `@main` calls. Flipbook has no windows or run loop: an app's entry point only
    /// says so and returns. Render the app's view instead:
    /// `ImageRenderer(content: MyApp().body.windowContent!)`.
    public static func main() {
        print("\(Self.self): Flipbook renders views, not apps; render \(Self.self)().body.windowContent with ImageRenderer.")
    }
}
