import Flipbook
import Foundation
import Synchronization
#if canImport(Testing)
import Testing
#endif

/// Shows each ``RenderDiagnostics`` message once in a test run, on the assertion whose render
/// reported it: a warning under Swift Testing (it does not fail the test), a
/// `file:line: warning:` line under XCTest. (A message is reported once per process, so a
/// second test meeting the same cause is not warned again; its first report names it.)
enum SnapshotDiagnostics {
    private static let shown = Mutex(Set<String>())

    /// Those of `reported` that no assertion has shown yet, marked shown.
    static func unshown(_ reported: [String]) -> [String] {
        shown.withLock { seen in reported.filter { seen.insert($0).inserted } }
    }

    /// Whether an assertion has shown `message`.
    static func wasShown(_ message: String) -> Bool { shown.withLock { $0.contains(message) } }

    static func surface(at site: SnapshotSite) {
        let messages = unshown(site.diagnostics.messages)
        guard !messages.isEmpty else { return }
        #if canImport(Testing)
        if Test.current != nil {
            let location = SourceLocation(fileID: "\(site.fileID)", filePath: site.filePath,
                                          line: Int(site.line), column: Int(site.column))
            for m in messages { Issue.record(Comment(rawValue: m), severity: .warning, sourceLocation: location) }
            return
        }
        #endif
        for m in messages {
            FileHandle.standardError.write(Data("\(site.filePath):\(site.line): warning: \(m)\n".utf8))
        }
    }
}
