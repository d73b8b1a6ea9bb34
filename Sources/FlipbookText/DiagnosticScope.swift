import Synchronization

/// The diagnostics (render, asset and symbol messages, each as printed) first reported while a
/// piece of work ran with this scope as ``current``.
///
/// Diagnostics are kept process-wide and each cause is reported once, so "the messages that
/// appeared between the start and the end of my render" is only right when nothing else
/// renders meanwhile. An `async` snapshot assertion awaits while it plays tasks on the
/// virtual clock, and other tests on the main actor render during those awaits; their
/// messages would land on it. The scope is a task-local, so it follows the assertion's own
/// task (and tasks it starts) across awaits and never another test's.
public final class DiagnosticScope: Sendable {
    private let collected = Mutex<[String]>([])

    /// The scope of the running task, if any.
    @TaskLocal public static var current: DiagnosticScope?

    public init() {}

    /// Notes a newly reported message (as ``RenderDiagnostics/messages`` prints it) on the
    /// running task's scope.
    public static func note(_ printed: String) {
        current?.collected.withLock { $0.append(printed) }
    }

    /// The messages first reported inside this scope, oldest first.
    public var messages: [String] { collected.withLock { $0 } }
}
