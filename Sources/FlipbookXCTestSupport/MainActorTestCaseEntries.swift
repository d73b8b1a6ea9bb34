// `@MainActor final class MyTests: XCTestCase` — how Swift 6 iOS tests are written — aborts
// the whole test bundle on Linux before any test runs:
//
//     Could not cast value of type '(MyTests) -> @MainActor () throws -> ()' to
//     '(MyTests) -> () throws -> ()'
//
// SwiftPM discovers XCTest methods on Linux by generating `static let __allTests__MyTests =
// [("testA", testA), …]` and `testCase(MyTests.__allTests__MyTests)`. When every test of the
// class is synchronous, the array's element type is inferred main-actor-isolated, and passing
// it to swift-corelibs-xctest's `testCase(_: [(String, (T) -> () throws -> Void)])` converts
// the array at run time, element by element — a cast the runtime refuses. (A class with one
// `async` test is spared: `asyncTest(…)` fixes the element type.)
//
// These overloads take the main-actor array as it is, so the generated call resolves to them
// at compile time and nothing is cast. The generated file sees the test module's
// declarations and its re-exports, so one file in the test target is enough:
//
//     // Tests/MyTests/LinuxMainActor.swift
//     #if os(Linux)
//     @_exported import FlipbookXCTestSupport
//     #endif
//
// XCTest runs synchronous tests on the main thread, which is the main actor's.
#if os(Linux) && canImport(XCTest)
import XCTest

/// The entry for a test case whose test methods are all main-actor isolated and may throw
/// (SwiftPM's generated test discovery calls this; see the file's comment).
public func testCase<T: XCTestCase>(_ allTests: [(String, (T) -> @MainActor () throws -> Void)]) -> XCTestCaseEntry {
    // XCTest calls synchronous test methods on the main thread: the main actor's own. The
    // isolation is dropped from the type only (same function representation), not in fact.
    testCase(allTests.map { name, test in (name, unsafeBitCast(test, to: ((T) -> () throws -> Void).self)) })
}

/// The entry for a test case whose test methods are all main-actor isolated and do not throw.
public func testCase<T: XCTestCase>(_ allTests: [(String, (T) -> @MainActor () -> Void)]) -> XCTestCaseEntry {
    testCase(allTests.map { name, test in (name, unsafeBitCast(test, to: ((T) -> () -> Void).self)) })
}
#endif
