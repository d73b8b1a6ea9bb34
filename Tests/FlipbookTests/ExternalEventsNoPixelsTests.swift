import Foundation
import Testing
@testable import Flipbook

/// Issue 25 item 8: the item-provider drag and drop of iOS 13-15, Handoff user activities,
/// scene event routing, Apple Pencil gestures, system-gesture deferral and accessibility
/// action categories come from outside a still: they are accepted and draw nothing.
@Suite @MainActor struct ExternalEventsNoPixelsTests {
    struct Tile: View, Equatable {
        var body: some View {
            Text("Drop here").padding(6).background(Color(red: 0, green: 0.5, blue: 1).opacity(0.4))
        }
    }

    @MainActor final class Flag { var value = false }

    struct Reorder: DropDelegate {
        func performDrop(info: DropInfo) -> Bool { info.hasItemsConforming(to: [.plainText]) }
        func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }
    }

    @Test func externalEventAPIChangesNoByte() throws {
        let plain = try ImageRenderer(content: Tile()).pngData()
        let targeted = Flag()
        let isTargeted = Binding(get: { targeted.value }, set: { targeted.value = $0 })
        let decorated = Tile().equatable()
            .onDrag { NSItemProvider(object: "Tile" as NSString) }
            .onDrag({ NSItemProvider(object: NSURL(string: "https://example.com")!) }) { Text("Preview") }
            .onDrop(of: [.plainText], isTargeted: isTargeted) { providers in !providers.isEmpty }
            .onDrop(of: [.url, .fileURL], isTargeted: nil) { _, location in location.x > 0 }
            .onDrop(of: [.plainText], delegate: Reorder())
            .itemProvider { NSItemProvider(object: "Tile" as NSString) }
            .onOpenURL(prefersInApp: true)
            .onContinueUserActivity("com.example.browsing") { _ in }
            .userActivity("com.example.browsing") { activity in activity.title = "Tile" }
            .userActivity("com.example.item", element: Optional("tile")) { item, activity in
                activity.addUserInfoEntries(from: ["id": item])
            }
            .handlesExternalEvents(preferring: ["tile"], allowing: ["*"])
            .onPencilDoubleTap { _ in }
            .onPencilSqueeze { phase in if case .failed = phase {} }
            .defersSystemGestures(on: .bottom)
            .accessibilityActions(category: .edit) { Button("Delete") {} }
            .accessibilityActions(category: AccessibilityActionCategory("Sharing")) { Button("Share") {} }
            .environment(\.accessibilityShowBorders, true)
            .environment(\.accessibilityReduceHighlightingEffects, true)
            .environment(\.accessibilityAssistiveAccessEnabled, true)
        #expect(try ImageRenderer(content: decorated).pngData() == plain)
        #expect(!targeted.value, "a render never drags, so the binding is never set")

        // The stand-ins hold what user code gives them, as the SDK's types do.
        #expect(UTType("") == nil && UTType("public.plain-text") == .plainText)
        #expect(NSItemProvider(object: "a" as NSString).hasItemConformingToTypeIdentifier("public.utf8-plain-text"))
        #expect(NSItemProvider(contentsOf: nil) == nil)
        let info = DropInfo(location: CGPoint(x: 3, y: 4), providers: [NSItemProvider(object: "a" as NSString)])
        #expect(info.hasItemsConforming(to: [.utf8PlainText]) && !info.hasItemsConforming(to: [.image]))
        #expect(Reorder().dropUpdated(info: info)?.operation == .move && Reorder().validateDrop(info: info))
        let activity = NSUserActivity(activityType: "com.example.browsing")
        activity.addUserInfoEntries(from: ["id": 7])
        #expect(activity.userInfo?["id"] as? Int == 7)
        let env = EnvironmentValues()
        #expect(env.preferredPencilDoubleTapAction == .switchEraser)
        #expect(env.preferredPencilSqueezeAction == .showContextualPalette)
        #expect(AccessibilityActionCategory("Sharing") != .edit && AccessibilityActionCategory.default != .edit)
    }
}
