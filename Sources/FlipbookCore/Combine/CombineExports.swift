// Combine's API on Linux: OpenCombine, re-exported, so that SwiftUI code using Combine
// (`Just`, `AnyCancellable`, `AnyPublisher`, `PassthroughSubject`, `CurrentValueSubject`,
// `@Published` and its `$value` publisher, `sink`, `assign(to:)`, `ObservableObject`)
// compiles with `import Flipbook` in place of `import SwiftUI` and `import Combine`.
//
// Flipbook adds what OpenCombine leaves to Foundation and the run loop, on Flipbook's terms:
// `Timer.publish(every:on:in:)` on the render's virtual clock (VirtualTimer.swift),
// `DispatchQueue` and `RunLoop` as schedulers for `receive(on:)` (Schedulers.swift), and
// `onReceive(_:perform:)` (OnReceive.swift). See Docs/combine.md.
@_exported import OpenCombine
