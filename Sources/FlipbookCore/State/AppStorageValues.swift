/// The in-memory store `@AppStorage` and `@SceneStorage` read and write in one render, in
/// place of `UserDefaults.standard` and the scene's saved state: each render starts empty
/// (so a snapshot never depends on what an earlier test or the machine stored), and a test
/// seeds it before rendering:
///
/// ```swift
/// let renderer = ImageRenderer(content: SettingsView())
/// renderer.graph.appStorage["username"] = "Ada"
/// renderer.graph.appStorage["theme"] = Theme.dark.rawValue   // RawRepresentable: the raw value
/// ```
///
/// Values are stored as `UserDefaults` stores them: `Bool`, `Int`, `Double`, `String`,
/// `URL`, `Data`, `Date`, and a `RawRepresentable`'s raw value. A value of another type
/// under a key reads as absent (the wrapper's default), as `UserDefaults` does.
@MainActor
public final class AppStorageValues {
    private var values: [String: Any] = [:]
    weak var graph: ViewGraph?

    public init() {}

    /// The value stored under `key`, or `nil`; setting it re-renders views that read it.
    public subscript(key: String) -> Any? {
        get { values[key] }
        set {
            values[key] = newValue
            graph?.didChange(ChangeSource(.storage(key: key)))
        }
    }

    /// Tells the views of this render that a value they read changed elsewhere (a
    /// `UserDefaults` an `@AppStorage` writes to).
    package func noteExternalChange() { graph?.didChange() }

    /// Every key that holds a value, sorted.
    public var keys: [String] { values.keys.sorted() }

    /// Empties the store.
    public func removeAll() {
        values = [:]
        graph?.didChange()
    }
}
