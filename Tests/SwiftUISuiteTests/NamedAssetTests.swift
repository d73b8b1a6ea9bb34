// The UIKit look-ups SwiftGen's (and R.swift's) generated asset accessors make (issue 24,
// real-code run): `UIColor(named:in:compatibleWith:)` and `UIImage(named:in:compatibleWith:)`,
// against FlipbookTests' asset catalogue (a colour set with light, dark and high-contrast
// appearances; a bitmap set at 1×, 2× and 3×; an SVG-only set).
import Foundation
import SwiftUI
import Testing

@Suite struct NamedAssetTests {
  /// The folder holding FlipbookTests' `Assets.xcassets`, as a bundle.
  var catalogue: Bundle {
    let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("FlipbookTests").path
    return Bundle(path: dir)!
  }

  /// A colour set's colour keeps both appearances; with traits it is the traits' appearance;
  /// a name no catalogue has gives nil, as on iOS.
  @Test func colorsByName() throws {
    let asset = Color("Brand", bundle: catalogue)
    let any = try #require(UIColor(named: "Brand", in: catalogue, compatibleWith: nil))
    #expect(any.color.resolve(in: .dark) == asset.resolve(in: .dark))
    #expect(any.color.resolve(in: .light) == asset.resolve(in: .light))
    #expect(asset.resolve(in: .light) != asset.resolve(in: .dark))
    let dark = try #require(UIColor(named: "Brand", in: catalogue, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
    #expect(dark.color.resolve(in: .light) == asset.resolve(in: .dark))
    #expect(UIColor(named: "NoSuchColour", in: catalogue, compatibleWith: nil) == nil)
  }

  /// An image set's bitmap for the display scale (the screen's 3× by default), at that scale;
  /// a vector-only set and an unknown name give nil.
  @Test func imagesByName() throws {
    let image = try #require(UIImage(named: "Badge", in: catalogue, compatibleWith: nil))
    #expect(image.scale == 3 && image.cgImage?.width == 18 && image.size == CGSize(width: 6, height: 4))
    let twoX = try #require(UIImage(named: "Badge", in: catalogue, compatibleWith: UITraitCollection(displayScale: 2)))
    #expect(twoX.scale == 2 && twoX.cgImage?.width == 12)
    #expect(UIImage(named: "Glyph", in: catalogue, compatibleWith: nil) == nil)
    #expect(UIImage(named: "NoSuchImage", in: catalogue, compatibleWith: nil) == nil)
  }
}
