import Foundation
import Flipbook
import FlipbookText
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where an assertion was written, for failures to point at.
struct SnapshotSite: Sendable {
    var filePath: String { "\(file)" }
    var fileID: StaticString
    var file: StaticString
    var testName: String
    var line: UInt
    var column: UInt
    /// The render diagnostics the assertion's own work reports (SnapshotDiagnostics shows them
    /// on it). Not "those reported since it began": tests on other threads, and main-actor
    /// tests while an async one awaits, report meanwhile, and their messages are theirs.
    let diagnostics = DiagnosticScope()

    /// Runs the assertion's work with its ``diagnostics`` scope current.
    func collecting<R>(_ work: () throws -> R) rethrows -> R {
        try DiagnosticScope.$current.withValue(diagnostics, operation: work)
    }

    /// ``collecting(_:)`` across awaits: tasks the work starts report into the scope as well.
    func collecting<R>(_ work: () async throws -> R, isolation: isolated (any Actor)? = #isolation) async rethrows -> R {
        try await DiagnosticScope.$current.withValue(diagnostics, operation: work)
    }
}

/// Reports a failed or recording assertion to whichever framework runs the test: an issue
/// with the images attached under Swift Testing, `XCTFail` under XCTest (swift-corelibs-xctest
/// has no attachments; the message lists the image paths instead).
enum SnapshotReporter {
    static func report(_ outcome: SnapshotOutcome, at site: SnapshotSite) {
        // What the render could not draw as iOS does, matched or not.
        SnapshotDiagnostics.surface(at: site)
        guard outcome.kind != .matched else { return }
        #if canImport(Testing)
        if Test.current != nil {
            let location = SourceLocation(fileID: "\(site.fileID)", filePath: site.filePath,
                                          line: Int(site.line), column: Int(site.column))
            for (name, path) in outcome.attachments {
                if let bytes = FileManager.default.contents(atPath: path) {
                    Attachment.record([UInt8](bytes), named: name, sourceLocation: location)
                }
            }
            Issue.record(Comment(rawValue: outcome.message), sourceLocation: location)
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(outcome.message, file: site.file, line: site.line)
        #else
        FileHandle.standardError.write(Data((outcome.message + "\n").utf8))
        #endif
    }

    /// A problem with the assertion itself (bad options, an environment variable).
    static func report(problem: String, at site: SnapshotSite) {
        report(SnapshotOutcome(kind: .failed, message: problem), at: site)
    }
}
