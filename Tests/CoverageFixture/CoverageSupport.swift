// Types the generated fixture (Coverage.swift) passes where an API takes a user's own type:
// an identifiable item, a preference key, a layout value key, a view modifier, a model object.
// Written as Apple's documentation writes such types.

import Flipbook

enum CoverageSupport {
    struct Item: Identifiable, Hashable {
        var id = 1
    }

    struct Key: PreferenceKey {
        static let defaultValue: Int = 0
        static func reduce(value: inout Int, nextValue: () -> Int) {
            value += nextValue()
        }
    }

    struct Modifier: ViewModifier {
        func body(content: Content) -> some View {
            content.padding()
        }
    }

    @MainActor final class Model: ObservableObject {
        @Published var name = "a"
    }
}

extension CoverageSupport {
    struct BoundsKey: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
            value = value ?? nextValue()
        }
    }

    @Observable final class Library {
        var books: [String] = []
    }
}

// Types for the animation, focus and custom-animation API (issue 25), written as Apple's
// documentation writes them.
extension CoverageSupport {
    struct KeyframeValues {
        var scale = 1.0
        var angle = Angle.zero
    }

    struct LinearCustomAnimation: CustomAnimation {
        let duration: TimeInterval
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            if time > duration { return nil }
            return value.scaled(by: time / duration)
        }
    }

    struct NoteKey: FocusedValueKey {
        typealias Value = String
    }
}

extension FocusedValues {
    var coverageNote: String? {
        get { self[CoverageSupport.NoteKey.self] }
        set { self[CoverageSupport.NoteKey.self] = newValue }
    }
}

extension CoverageSupport {
    /// A namespace id, for API that takes one (`@Namespace` gives one to a view).
    static var namespace: Namespace.ID { Namespace().wrappedValue }
}

extension CoverageSupport.Item {
    /// A label, for API that names an entry by a key path to a string (rotors).
    var label: String { "Item \(id)" }
}
