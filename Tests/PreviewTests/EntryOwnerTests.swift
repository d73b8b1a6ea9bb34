#if Macros
import Flipbook
import Testing
@testable import PreviewFixture

/// `@Entry` outside EnvironmentValues (Transaction, ContainerValues, FocusedValues): each
/// declares the key its owner's subscript takes, with its default, as Apple's macro does.
@MainActor
@Suite struct EntryOwnerTests {
    @Test func defaultsAndWritesOfEachOwner() {
        var transaction = Transaction()
        #expect(transaction.isUrgent == false)
        transaction.isUrgent = true
        #expect(transaction.isUrgent)

        var focused = FocusedValues()
        #expect(focused.selectedName == nil)
        focused.selectedName = .constant("Inbox")
        #expect(focused.selectedName?.wrappedValue == "Inbox")

        var environment = EnvironmentValues()
        #expect(environment.spacingUnit == 8)
        environment.spacingUnit = 4
        #expect(environment.spacingUnit == 4)
    }

    /// The container reads the value a subview set (orange behind the pinned square) and the
    /// default where none was set (blue).
    @Test func aContainerReadsItsSubviewsEntries() {
        let renderer = ImageRenderer(content: PinnedPair())
        renderer.scale = 1
        let px = renderer.pixelBuffer
        #expect(px.width == 20 && px.height == 10)
        #expect(px[5, 5] == SIMD4<UInt8>(255, 149, 0, 255), "orange: isPinned set to true")
        #expect(px[15, 5] == SIMD4<UInt8>(0, 122, 255, 255), "blue: isPinned's default, false")
    }
}
#endif
