import Testing
@testable import FlipbookPNG
