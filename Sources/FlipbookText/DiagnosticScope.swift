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
///
/// A synchronous assertion needs it as well: tests that are not on the main actor run on other
/// threads at the same time, and report while a synchronous render runs.
public final class DiagnosticScope: Sendable {
    private let collected = Mutex<[String]>([])
    /// The scope that was current when this one was made: a message noted here is noted there
    /// too, so work that collects around an assertion still sees what the assertion's render
    /// reported.
    private let parent: DiagnosticScope?

    /// The scope of the running task, if any.
    @TaskLocal public static var current: DiagnosticScope?

    public init() { parent = DiagnosticScope.current }

    /// Notes a newly reported message (as ``RenderDiagnostics/messages`` prints it) on the
    /// running task's scope (and the scopes around it).
    public static func note(_ printed: String) {
        var scope = current
        while let s = scope {
            s.collected.withLock { $0.append(printed) }
            scope = s.parent
        }
    }

    /// The messages first reported inside this scope, oldest first.
    public var messages: [String] { collected.withLock { $0 } }
}
