import Flipbook
import Foundation
import Testing

/// The known-issue count of `swift test` varied run to run because the async sequence
/// assertion took "messages reported between my start and my end" from the process-wide
/// list, and other main-actor tests rendered (reporting their own symbol diagnostics) while
/// it awaited. A render's messages are now the ones its own task reported.
@Suite struct DiagnosticScopeTests {
    @Test func aScopeKeepsItsOwnMessagesNotThoseOtherTasksReportMeanwhile() async {
        let id = UUID().uuidString
        let (_, messages) = await RenderDiagnostics.messagesReported {
            RenderDiagnostics.report(view: "Mine\(id)", call: ".before()", "its own, before the await")
            // Another test's work, running while this one awaits.
            await Task.detached { RenderDiagnostics.report(view: "Other\(id)", call: ".meanwhile()", "another task's") }.value
            // A task the scoped work starts (as `.task` does) reports on its behalf.
            await Task { RenderDiagnostics.report(view: "Mine\(id)", call: ".child()", "its child task's") }.value
        }
        #expect(messages == ["Flipbook: Mine\(id).before(): its own, before the await",
                             "Flipbook: Mine\(id).child(): its child task's"])
        // The other task's message was reported all the same, process-wide.
        #expect(RenderDiagnostics.messages.contains("Flipbook: Other\(id).meanwhile(): another task's"))
    }
}
