import Foundation
import FlipbookText
import Synchronization

/// A call Flipbook accepted but cannot draw as iOS does: which view, which call, and what
/// is drawn instead.
public struct RenderDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The view the call was made on, as written (`Image("tile")`, `View`).
    public let view: String
    /// The call, as written in Swift (`.resizable(resizingMode: .tile)`).
    public let call: String
    /// What is drawn instead, and what to do about it.
    public let message: String

    public init(view: String, call: String, message: String) {
        self.view = view
        self.call = call
        self.message = message
    }

    /// `Flipbook: Image("tile").resizable(resizingMode: .tile): …`.
    public var description: String { "Flipbook: \(view)\(call): \(message)" }
}

/// Where a render says what it could not draw as iOS would, so nothing is left out silently.
///
/// Each cause (a view and a call) is reported once per process: written to standard error
/// as SwiftUI logs (`Flipbook: Image("tile").resizable(resizingMode: .tile): …`) and kept in
/// ``messages``. `assertSnapshot` (FlipbookTesting) turns each new one into a warning on the
/// test that rendered it (Swift Testing) or a `warning:` line (XCTest). Missing asset colours
/// and images and unknown SF Symbol names are reported the same way.
public enum RenderDiagnostics {
    private static let state = Mutex<(seen: Set<String>, reported: [RenderDiagnostic])>(([], []))

    /// Reports that `view`'s `call` is not drawn as iOS draws it, unless that cause was
    /// already reported.
    public static func report(view: String, call: String, _ message: String) {
        let d = RenderDiagnostic(view: view, call: call, message: message)
        let isNew = state.withLock { s -> Bool in
            guard s.seen.insert(view + call).inserted else { return false }
            s.reported.append(d)
            return true
        }
        if isNew {
            FileHandle.standardError.write(Data("\(d)\n".utf8))
            DiagnosticScope.note(d.description)
        }
    }

    /// Runs `operation` and returns, with its result, the messages (as ``messages`` prints
    /// them) first reported by it — by its own task, across its awaits, and by tasks it starts —
    /// but not those other tasks report meanwhile (other tests render while it awaits).
    public static func messagesReported<R>(
        by operation: () async throws -> R, isolation: isolated (any Actor)? = #isolation
    ) async rethrows -> (result: R, messages: [String]) {
        let scope = DiagnosticScope()
        let result = try await DiagnosticScope.$current.withValue(scope, operation: operation)
        return (result, scope.messages)
    }

    /// ``messagesReported(by:isolation:)`` for synchronous work: the messages its own thread of
    /// work reported, not those of tests running on other threads meanwhile.
    public static func messagesReported<R>(by operation: () throws -> R) rethrows -> (result: R, messages: [String]) {
        let scope = DiagnosticScope()
        let result = try DiagnosticScope.$current.withValue(scope, operation: operation)
        return (result, scope.messages)
    }

    /// The calls reported so far, oldest first.
    public static var reported: [RenderDiagnostic] { state.withLock { $0.reported } }

    /// Every message so far, each as printed: the calls above, then asset problems, then
    /// symbol names (each source oldest first).
    public static var messages: [String] {
        reported.map(\.description) + AssetDiagnostics.messages.map { "Flipbook: " + $0 }
            + SymbolDiagnostics.messages.map { "Flipbook: " + $0 }
    }
}
