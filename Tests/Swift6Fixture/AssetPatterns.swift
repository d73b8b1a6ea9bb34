// Asset-catalogue colours and images (issue 15, item 7) as components write them, in Swift 6
// mode: a library target's `Bundle.module`, or the main bundle.
import Flipbook
import Foundation

public struct BrandButtonLabel: View {
    let bundle: Bundle?
    public init(bundle: Bundle? = nil) { self.bundle = bundle }

    public var body: some View {
        HStack {
            Image("Badge", bundle: bundle)
            Text("Continue")
                .foregroundStyle(Color("Brand", bundle: bundle))
        }
        .padding()
        .background(Color("Group/Accent", bundle: bundle), in: Capsule())
    }
}
