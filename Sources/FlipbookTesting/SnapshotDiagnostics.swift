import Flipbook
import Foundation
import Synchronization
#if canImport(Testing)
import Testing
#endif

/// Shows each ``RenderDiagnostics`` message once in a test run, on the first assertion after
/// it was reported (the one whose render met it): a warning under Swift Testing (it does not
/// fail the test), a `file:line: warning:` line under XCTest.
enum SnapshotDiagnostics {
    private static let shown = Mutex(Set<String>())

    /// The messages no assertion has shown yet, marked shown.
    static func unshown() -> [String] {
        let all = RenderDiagnostics.messages
        return shown.withLock { seen in all.filter { seen.insert($0).inserted } }
    }

    static func surface(at site: SnapshotSite) {
        let messages = unshown()
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
