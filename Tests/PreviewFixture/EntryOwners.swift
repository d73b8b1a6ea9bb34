// `@Entry` in each type Apple's macro accepts (the Macros trait): the key it declares conforms
// to that type's key protocol — EnvironmentKey, TransactionKey, ContainerValueKey or
// FocusedValueKey — so every one of these compiles as it does against SwiftUI.
#if Macros
import Flipbook

extension ContainerValues {
    @Entry var isPinned: Bool = false
    @Entry var rank = 0
}

extension Transaction {
    @Entry var isUrgent: Bool = false
}

extension FocusedValues {
    @Entry var selectedName: Binding<String>?
}

extension EnvironmentValues {
    @Entry var spacingUnit = 8.0
}

/// A custom container (iOS 18) that backs the subviews marked pinned in orange.
public struct PinBoard<Content: View>: View {
    @ViewBuilder var content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View {
        HStack(spacing: 0) {
            ForEach(subviews: content) { subview in
                subview.background(subview.containerValues.isPinned ? Color.orange : Color.blue)
            }
        }
    }
}

/// Two 10×10 squares, the first pinned.
public struct PinnedPair: View {
    public init() {}
    public var body: some View {
        PinBoard {
            Color.clear.frame(width: 10, height: 10).containerValue(\.isPinned, true)
            Color.clear.frame(width: 10, height: 10)
        }
    }
}
#endif
