// Accessibility modifiers (issue 15, item 8) as Apple's documentation shows them, in Swift 6
// mode. Flipbook draws nothing for them; ImageRenderer.accessibilityTree reads them.
import Flipbook

/// A music player card: a header, a combined "now playing" element, controls with a hint and
/// an identifier, a decorative image, a custom progress element with an action and a low
/// sort priority, a hidden view and a queue container.
public struct PlayerCard: View {
    @State private var isShuffled = true
    public let onPlay: () -> Void

    public init(onPlay: @escaping () -> Void = {}) { self.onPlay = onPlay }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Now Playing")
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            HStack(spacing: 12) {
                Image(systemName: "music.note")
                VStack(alignment: .leading) {
                    Text("Blue in Green")
                    Text("Miles Davis").font(.caption)
                }
            }
            .accessibilityElement(children: .combine)
            HStack {
                Button("Play", action: onPlay)
                    .accessibilityHint("Starts the song")
                    .accessibilityIdentifier("play")
                Toggle("Shuffle", isOn: $isShuffled)
            }
            Image(decorative: "divider")
            Rectangle()
                .frame(height: 4)
                .accessibilityElement()
                .accessibilityLabel("Progress")
                .accessibilityValue("40 percent")
                .accessibilityAction(named: "Skip ahead") {}
                .accessibilitySortPriority(-1)
            Text("Debug build").accessibilityHidden(true)
            VStack(alignment: .leading) {
                Text("So What")
                Text("Freddie Freeloader")
                    .accessibilityRemoveTraits(.isStaticText)
                    .accessibilityAddTraits(.isSelected)
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Up next")
        }
        .padding(16)
        .frame(width: 280)
    }
}
