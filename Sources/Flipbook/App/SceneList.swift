/// Several scenes of an app's `body`, as SwiftUI's `_TupleScene` (what ``SceneBuilder`` makes
/// of `WindowGroup { … }` followed by `Settings { … }`, or a `DocumentGroupLaunchScene`
/// beside its `DocumentGroup`). A still of the app shows the first window among them.
public struct _TupleScene<each S: Scene>: Scene {
    public typealias Body = Never
    let scenes: (repeat each S)

    init(_ scenes: repeat each S) { self.scenes = (repeat each scenes) }
}

extension SceneBuilder {
    /// Two or more scenes, in order (built where scenes are, on the main actor).
    @MainActor public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> _TupleScene<repeat each S> {
        _TupleScene(repeat each scenes)
    }
}

/// Scenes that hold other scenes: their window is the first one's that has a window.
@MainActor
protocol SceneList {
    var firstWindowContent: AnyView? { get }
}

extension _TupleScene: SceneList {
    var firstWindowContent: AnyView? {
        for scene in repeat each scenes {
            if let content = scene.windowContent { return content }
        }
        return nil
    }
}
