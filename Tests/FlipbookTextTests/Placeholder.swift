import Testing
@testable import FlipbookText
