// What real snapshot helpers build their devices from (issue 24, real-code run): their own
// `ViewImageConfig` made of swift-snapshot-testing's device trait collections, trait
// collections merged with `traitsFrom:` or made by iOS 17's closure, and the iPad and older
// iPhone configurations. Written as such a helper writes it; checked at the size of the
// picture a `UIHostingController` gives on each device.
import Foundation
import SnapshotTesting
import SwiftUI
import Testing

extension ViewImageConfig {
  /// A helper's own device, as helpers define the phones swift-snapshot-testing lacks.
  static let iPhone15ProHelper: ViewImageConfig = .init(
    safeArea: .init(top: 59, left: 0, bottom: 34, right: 0), size: .init(width: 393, height: 852),
    traits: .iPhone13(.portrait))
}

@MainActor
@Suite(.snapshots(record: .all))
struct DeviceTraitsHelperTests {
  /// The size of the PNG `verifySnapshot` records (IHDR width and height).
  func recordedSize(_ vc: UIViewController, _ strategy: Snapshotting<UIViewController, UIImage>) throws -> (Int, Int) {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("DeviceTraits-\(UUID().uuidString)").path
    _ = verifySnapshot(of: vc, as: strategy, named: "d", snapshotDirectory: dir)
    let file = try #require(try FileManager.default.contentsOfDirectory(atPath: dir).first { $0.hasSuffix(".png") })
    let data = try Data(contentsOf: URL(fileURLWithPath: dir + "/" + file))
    let be = { (o: Int) in data[o..<o + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (be(16), be(20))
  }

  /// Device traits as swift-snapshot-testing builds them: phones are compact wide, `.medium`
  /// text, regular height in portrait; Max models regular wide in landscape; iPads regular
  /// both ways and compact in a narrow Split View.
  @Test func deviceTraitsAreSwiftSnapshotTestingsOwn() {
    let portrait = UITraitCollection.iPhone13(.portrait)
    #expect(portrait.horizontalSizeClass == .compact && portrait.verticalSizeClass == .regular)
    #expect(portrait.userInterfaceIdiom == .phone && portrait.preferredContentSizeCategory == .medium)
    #expect(UITraitCollection.iPhone13ProMax(.landscape).horizontalSizeClass == .regular)
    #expect(UITraitCollection.iPhone13(.landscape).verticalSizeClass == .compact)
    #expect(UITraitCollection.iPadPro11.horizontalSizeClass == .regular && UITraitCollection.iPadPro11.userInterfaceIdiom == .pad)
    #expect(ViewImageConfig.iPadPro11(.portrait(splitView: .oneThird)).traits.horizontalSizeClass == .compact)
    #expect(ViewImageConfig.iPadPro11(.portrait).size == CGSize(width: 834, height: 1194))
    #expect(ViewImageConfig.iPadPro11.size == CGSize(width: 1194, height: 834))
    #expect(ViewImageConfig.iPadMini(.landscape(splitView: .oneHalf)).size == CGSize(width: 507, height: 768))
    #expect(ViewImageConfig.iPhone12ProMax.size == CGSize(width: 428, height: 926))
    #expect(ViewImageConfig.iPhoneXr(.landscape).size == CGSize(width: 896, height: 414))
  }

  /// `traitsFrom:` keeps every trait a later collection specifies; the closure forms set them.
  @Test func traitCollectionsMergeAndMutate() {
    let merged = UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(preferredContentSizeCategory: .large),
      .iPhone13(.portrait), UITraitCollection(layoutDirection: .rightToLeft),
    ])
    #expect(merged.userInterfaceStyle == .dark && merged.preferredContentSizeCategory == .medium)
    #expect(merged.layoutDirection == .rightToLeft && merged.horizontalSizeClass == .compact)
    let made = UITraitCollection { traits in
      traits.userInterfaceStyle = .dark
      traits.horizontalSizeClass = .regular
    }
    #expect(made.userInterfaceStyle == .dark && made.horizontalSizeClass == .regular)
    let changed = made.modifyingTraits { $0.preferredContentSizeCategory = .extraLarge }
    #expect(changed.preferredContentSizeCategory == .extraLarge && changed.userInterfaceStyle == .dark)
  }

  /// A helper's device and an iPad give pictures of their screen sizes at the simulator's 3×.
  @Test func helperDevicesAndIPadsRecordAtTheirSize() throws {
    let vc = UIHostingController(rootView: Text("Hello"))
    let (w, h) = try recordedSize(vc, .image(on: .iPhone15ProHelper, precision: 0.98, perceptualPrecision: 0.98,
                                             traits: UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .light), .iPhone13(.portrait)])))
    #expect(w == 393 * 3 && h == 852 * 3, "\(w)×\(h)")
    let (w2, h2) = try recordedSize(vc, .image(on: .iPadMini(.portrait(splitView: .oneThird))))
    #expect(w2 == 320 * 3 && h2 == 1024 * 3, "\(w2)×\(h2)")
  }
}
