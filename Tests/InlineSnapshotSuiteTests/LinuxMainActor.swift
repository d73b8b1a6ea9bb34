// The one file a test target adds so that `@MainActor final class …: XCTestCase` runs on
// Linux (see FlipbookXCTestSupport): SwiftPM's generated test discovery sees this re-export.
#if os(Linux)
@_exported import FlipbookXCTestSupport
#endif
