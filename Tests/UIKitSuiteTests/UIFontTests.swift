// UIFont as SwiftUI code written for iOS uses it: Dynamic Type sizes from UIKit's text styles,
// `Font(uiFont as CTFont)`, and `lineHeight` for layout. Expected sizes are Apple's Dynamic
// Type table (Human Interface Guidelines, iOS, default `.large`); SF Pro's line height at
// 17 pt is `UIFont.systemFont(ofSize: 17).lineHeight` on iOS, 20.29 pt (ascender 1950 +
// descender 494 per 2048 units).
import SwiftUI
import Testing
import UIKit

@MainActor
@Suite struct UIFontTests {
  @Test func preferredFontsFollowTheDynamicTypeTable() {
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(UIFont.preferredFont(forTextStyle: .title1).pointSize == 28)
    #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
    #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
    // A trait collection's text size: body at accessibility XXXL is 53 pt; at .medium, 16.
    let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: huge).pointSize == 53)
    let medium = UITraitCollection(preferredContentSizeCategory: .medium)
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: medium).pointSize == 16)
  }

  @Test func systemFontMetricsAreSFPros() {
    let font = UIFont.systemFont(ofSize: 17)
    #expect(abs(font.lineHeight - 17 * (1950 + 494) / 2048) < 0.01, "\(font.lineHeight)")
    #expect(font.ascender > 0 && font.descender < 0)
    #expect(font.withSize(34).pointSize == 34)
    #expect(UIFont.systemFont(ofSize: 20, weight: .bold).fontName == ".SFUI-Bold")
    #expect(UIFont(name: "", size: 12) == nil)
    // iOS 16's width: the SwiftUI font of that width (raw values shared with Font.Width).
    let condensed = UIFont.systemFont(ofSize: 20, weight: .semibold, width: .condensed)
    #expect(Font(condensed) == Font.system(size: 20, weight: .semibold).width(.condensed))
    #expect(condensed.withSize(30).font == Font.system(size: 30, weight: .semibold).width(.condensed))
  }

  /// `Font(uiFont as CTFont)` draws the same ink as SwiftUI's own font of that size and weight,
  /// and a bigger UIFont draws wider text.
  @Test func aUIFontDrawsAsTheSwiftUIFontOfItsSize() {
    func ink(_ font: Font) -> PixelBuffer {
      ImageRenderer(content: Text("Hamburgefonts").font(font).fixedSize()).pixelBuffer
    }
    let bold = UIFont.systemFont(ofSize: 22, weight: .bold)
    let viaUIKit = ink(Font(bold as CTFont))
    #expect(viaUIKit == ink(.system(size: 22, weight: .bold)))
    #expect(viaUIKit != ink(.system(size: 22, weight: .regular)))
    #expect(ink(Font(UIFont.preferredFont(forTextStyle: .largeTitle))).width > viaUIKit.width)
  }
}

@Suite struct UIFontMetricsTests {
  /// A custom font scaled as the body style: unchanged at `.large`; at accessibility XXXL
  /// body is 53 / 17 of its `.large` size (Apple's Dynamic Type table), headline the same.
  @Test func customSizesScaleAsTheirStyle() throws {
    let custom = try #require(UIFont(name: "Avenir Next", size: 17))
    #expect(UIFontMetrics.default.scaledFont(for: custom).pointSize == 17)
    let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: custom, compatibleWith: huge).pointSize == 53)
    #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: custom, compatibleWith: huge).familyName == "Avenir Next")
    #expect(abs(UIFontMetrics(forTextStyle: .largeTitle).scaledValue(for: 34, compatibleWith: huge) - 60) < 1e-9)
    #expect(UIFontMetrics.default.scaledFont(for: custom, maximumPointSize: 30, compatibleWith: huge).pointSize == 30)
  }
}
