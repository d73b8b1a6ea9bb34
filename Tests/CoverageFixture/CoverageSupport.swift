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
