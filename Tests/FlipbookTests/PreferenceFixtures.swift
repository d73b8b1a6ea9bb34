import Flipbook

// Preference and geometry code as Apple's documentation writes it, compiled in Swift 6 mode
// against Flipbook's public API only (no @testable): a compile fixture, also rendered by
// PreferenceTests.

/// The widest label, for equal-width columns.
struct MaxWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Anchors of the views to outline.
struct OutlineKey: PreferenceKey {
    static let defaultValue: [Anchor<CGRect>] = []
    static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value.append(contentsOf: nextValue()) }
}

struct SumKey: PreferenceKey {
    static var defaultValue: Int { 0 }
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Labels measured with a background GeometryReader, then all given the widest width.
struct EqualWidthLabels: View {
    let titles: [String]
    @State private var labelWidth: CGFloat?

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            ForEach(titles, id: \.self) { title in
                HStack(spacing: 4) {
                    Text(title)
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: MaxWidthKey.self, value: proxy.size.width)
                        })
                        .frame(width: labelWidth, alignment: .leading)
                    Color.blue.frame(width: 20, height: 10)
                }
            }
        }
        .onPreferenceChange(MaxWidthKey.self) { width in
            labelWidth = width
        }
    }
}

/// Outlines drawn over the views that published their bounds.
struct OutlinedViews: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 30, height: 20)
                .anchorPreference(key: OutlineKey.self, value: .bounds) { [$0] }
            Color.green.frame(width: 50, height: 10)
                .padding(5)
                .anchorPreference(key: OutlineKey.self, value: .bounds) { [$0] }
        }
        .padding(7)
        .overlayPreferenceValue(OutlineKey.self) { anchors in
            GeometryReader { proxy in
                ForEach(anchors.indices, id: \.self) { i in
                    let rect = proxy[anchors[i]]
                    Color.black
                        .frame(width: rect.width, height: 2)
                        .offset(x: rect.minX, y: rect.minY)
                }
            }
        }
    }
}

/// A bar half as wide as the view it measured.
struct HalfWidthBar: View {
    @State private var measured: CGFloat = 0
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 64, height: 10)
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.width
                } action: { newValue in
                    measured = newValue
                }
            Color.blue.frame(width: measured / 2, height: 10)
        }
    }
}

/// A position measured in a named coordinate space (the iOS 17 spelling).
struct NamedSpaceReader: View {
    @State private var x: CGFloat = -1
    var body: some View {
        HStack(spacing: 0) {
            Color.gray.frame(width: 25, height: 10)
            Color.red.frame(width: 10, height: 10)
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.frame(in: .named("row")).minX
                } action: { old, new in
                    x = new
                }
        }
        .padding(.leading, 9)
        .coordinateSpace(.named("row"))
        .overlay(alignment: .topLeading) {
            Color.black.frame(width: max(x, 1), height: 3)
        }
    }
}
