// A component with previews written as Apple's documentation shows them, with `import Flipbook`
// for `import SwiftUI`. Compiled in Swift 6 mode.
import Flipbook

public struct Badge: View {
    public var count: Int
    public init(count: Int) { self.count = count }

    public var body: some View {
        Text("\(count)")
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(Capsule().fill(Color.red))
    }
}

struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Badge(count: 3)
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Badge small")
            Badge(count: 120)
                .padding()
                .background(Color(white: 0.1))
                .previewLayout(.fixed(width: 120, height: 60))
                .preferredColorScheme(.dark)
                .previewDisplayName("Badge dark")
        }
    }

    static var platform: PreviewPlatform? { .iOS }
}

/// A screen-sized preview on a named device.
struct InboxHeader_Previews: PreviewProvider {
    static var previews: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Inbox").font(.largeTitle).bold()
            Text("3 unread").foregroundStyle(.secondary)
            Spacer()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
    }
}

/// One preview per device, with ForEach, as Apple's sample code writes it.
struct BadgeDevices_Previews: PreviewProvider {
    static var previews: some View {
        ForEach(["iPhone SE (3rd generation)", "iPad mini (6th generation)"], id: \.self) { deviceName in
            Badge(count: 42)
                .previewDevice(PreviewDevice(rawValue: deviceName))
                .previewDisplayName(deviceName)
        }
    }
}
