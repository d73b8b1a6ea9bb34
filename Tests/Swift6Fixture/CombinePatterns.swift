// Combine as SwiftUI code uses it (issue 15, item 6), in Swift 6 mode, written as Apple's
// documentation shows it; `import SwiftUI` and `import Combine` became `import Flipbook`.
import Flipbook
import Foundation

/// A clock face counting the seconds a timer publishes (Apple's `onReceive` and
/// `Timer.publish` examples).
public struct TickingCounter: View {
    @State private var ticks = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    public init() {}

    public var body: some View {
        Text("\(ticks)")
            .font(.system(size: 40, weight: .bold))
            .frame(width: 80, height: 60)
            .onReceive(timer) { _ in
                ticks += 1
            }
    }
}

/// A search model: `@Published` text, debounced and deduplicated into results (the
/// pattern of Apple's "Receiving and Handling Events with Combine").
@MainActor
public final class SearchModel: ObservableObject {
    @Published public var query = ""
    @Published public private(set) var results: [String] = []
    public let events = PassthroughSubject<String, Never>()
    public let selection = CurrentValueSubject<Int, Never>(0)
    private var cancellables = Set<AnyCancellable>()
    private let words = ["apple", "apricot", "banana", "blueberry", "cherry"]

    public init() {
        $query
            .removeDuplicates()
            .map { [words] q in q.isEmpty ? [] : words.filter { $0.hasPrefix(q.lowercased()) } }
            .receive(on: DispatchQueue.main)
            .assign(to: &$results)

        events
            .filter { !$0.isEmpty }
            .sink { [weak self] in self?.query = $0 }
            .store(in: &cancellables)
    }

    /// The number of results, as an erased publisher (`eraseToAnyPublisher`).
    public var resultCount: AnyPublisher<Int, Never> {
        $results.map(\.count).eraseToAnyPublisher()
    }
}

/// Shows the model's results and follows a `Just` and a run-loop–delivered subject.
public struct SearchResults: View {
    @StateObject private var model = SearchModel()
    @State private var greeting = ""
    @State private var count = 0

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(greeting)
            ForEach(model.results, id: \.self) { Text($0) }
            Text("\(count) found")
        }
        .onReceive(Just("Fruit")) { greeting = $0 }
        .onReceive(model.resultCount.receive(on: RunLoop.main)) { count = $0 }
        .onAppear { model.events.send("ap") }
    }
}

/// A manually announced change (`objectWillChange.send()` in `willSet`, no `@Published`).
public final class ManualModel: ObservableObject {
    public var value = 0 {
        willSet { objectWillChange.send() }
    }
    public init() {}
}
