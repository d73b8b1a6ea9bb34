// The same snapshot from every isolation a test can have. Each compares with the golden the
// XCTest above recorded (`testSwiftUIView_iOS.size-that-fits`), never writing one.
import Foundation
import SnapshotTesting
import SwiftUI
import Testing
import XCTest

private struct CheckedView: SwiftUI.View {
  var body: some SwiftUI.View {
    HStack {
      Image(systemName: "checkmark.circle.fill")
      Text("Checked").fixedSize()
    }
    .padding(5)
    .background(RoundedRectangle(cornerRadius: 5.0).fill(Color.blue))
    .padding(10)
    .background(Color.yellow)
  }
}

private let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("__Snapshots__/SwiftUIViewTests").path

/// The failure message, or `nil` when the view matches the XCTest's golden.
private func compareWithGolden(file: StaticString = #filePath, line: UInt = #line) -> String? {
  verifySnapshot(
    of: CheckedView(), as: .image(layout: .sizeThatFits, traits: .init(userInterfaceStyle: .light)),
    named: "size-that-fits", record: .never, snapshotDirectory: goldens,
    file: file, testName: "testSwiftUIView_iOS", line: line)
}

// Swift Testing runs a `@MainActor` suite on the main queue, drained by a worker thread:
// `Thread.isMainThread` is false there, and `DispatchQueue.main.sync` would trap.
@MainActor @Suite struct MainActorSuite {
  @Test func sync() {
    #expect(!Thread.isMainThread)
    #expect(compareWithGolden() == nil)
  }

  @Test func async() async {
    await Task.yield()
    #expect(compareWithGolden() == nil)
  }
}

@Suite struct NonisolatedSuite {
  @Test func sync() {
    #expect(compareWithGolden() == nil)
  }

  @Test func async() async {
    #expect(compareWithGolden() == nil)
  }

  @Test func detachedTask() async {
    let message = await Task.detached { compareWithGolden() }.value
    #expect(message == nil)
  }

  /// A main queue busy for longer than the hop's 5-second idle wait (as when a parallel run on a
  /// loaded machine renders other tests' snapshots there): the hop waits instead of giving up
  /// with an empty image, because the process is working.
  @Test func mainQueueBusyBeyondIdleWait() async {
    DispatchQueue.main.async {
      let end = Date().addingTimeInterval(6.5)
      var spins = 0
      while Date() < end { spins &+= 1 }
      _ = spins
    }
    let message = await Task.detached { compareWithGolden() }.value
    #expect(message == nil)
  }

  @Test func globalQueue() async {
    let message = await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: compareWithGolden()) }
    }
    #expect(message == nil)
  }
}

final class IsolationXCTests: XCTestCase {
  func testSync() {
    XCTAssertNil(compareWithGolden())
  }

  func testAsync() async {
    XCTAssertNil(compareWithGolden())
  }

  @MainActor func testMainActorAsync() async {
    XCTAssertNil(compareWithGolden())
  }

  /// A background queue while the main thread runs the XCTest's wait loop.
  func testGlobalQueue() {
    let done = expectation(description: "snapshot")
    DispatchQueue.global().async {
      XCTAssertNil(compareWithGolden())
      done.fulfill()
    }
    wait(for: [done], timeout: 60)
  }

  /// A thread the test blocks the main thread for: the main queue never runs, so no snapshot
  /// can be taken; after the strategy's wait (5 s) the assertion fails instead of hanging.
  func testThreadWhileMainThreadBlocked() {
    let group = DispatchGroup()
    group.enter()
    nonisolated(unsafe) var message: String? = "not run"
    Thread {
      message = compareWithGolden()
      group.leave()
    }.start()
    group.wait()
    XCTAssertEqual(message?.contains("Newly-taken snapshot is empty."), true, message ?? "")
  }
}

/// How Swift 6 iOS tests are written: a main-actor test case whose tests are all synchronous.
/// Without LinuxMainActor.swift this aborts the whole bundle on Linux.
@MainActor final class MainActorXCTests: XCTestCase {
  func testSync() {
    XCTAssertTrue(Thread.isMainThread)
    XCTAssertNil(compareWithGolden())
  }

  func testThrowing() throws {
    XCTAssertNil(compareWithGolden())
  }
}
