// A user's error type, for the fixture's `alert(isPresented:error:…)` uses.

import Foundation
import Flipbook

extension CoverageSupport {
    struct SaveError: LocalizedError {
        var errorDescription: String? { "Could not save" }
        var recoverySuggestion: String? { "Try again later." }
    }
}
