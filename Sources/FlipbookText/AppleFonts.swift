import Foundation

/// Apple's own fonts (SF Pro, SF Pro Rounded, SF Mono, New York), used instead of the bundled
/// open faces when a team has installed them: Apple lets developers download them to design
/// iOS interfaces, but they may not be redistributed, so Flipbook never ships them and looks
/// for them at run time. With no change to user code, the system font becomes SF Pro, and
/// `.rounded`, `.monospaced` and `.serif` become SF Pro Rounded, SF Mono and New York.
///
/// Where they are found (all that exist are loaded):
/// 1. the directory named by `FLIPBOOK_APPLE_FONTS`;
/// 2. `Apple/` inside the fonts directory (`Fonts/Apple/` of the package, ignored by git, or
///    `$FLIPBOOK_FONTS/Apple/`);
/// 3. Apple's files placed straight in the fonts directory.
///
/// How iOS sets them, and so how Flipbook does:
/// - **Optical size.** SF Pro's variable font (`SF-Pro.ttf`) has an `opsz` axis; Core Text sets
///   it to the point size (clamped to the axis), as it does for every font with that axis
///   (`kCTFontOpticalSizeAttribute` defaults to "auto"). With the static files instead, text
///   below 20 pt is SF Pro Text and 20 pt and above SF Pro Display (the HIG's rule); New York's
///   statics go Small < 20 ≤ Medium < 36 ≤ Large < 54 ≤ Extra Large.
/// - **Tracking.** SF Pro tightens or loosens with size (``tracking(pointSize:)``: the HIG's
///   table for SF Pro, in thousandths of an em, interpolated between the sizes it lists).
/// - **Line heights.** From the font's own `hhea` ascender, descender and line gap, which is
///   what `UIFont.lineHeight` reports (SF Pro 17 pt: 16.19 + 4.10 = 20.29 pt).
/// - **Width.** `fontWidth` sets the `wdth` axis (``widthAxisValue(_:in:)``).
public enum AppleFonts {
    /// The environment variable naming a directory of Apple's font files.
    public static let environmentVariable = "FLIPBOOK_APPLE_FONTS"
    /// The folder inside the fonts directory that holds Apple's files.
    public static let folderName = "Apple"

    /// SF Pro's variable font (`SF-Pro.ttf`: `wght`, `wdth`, `opsz` axes).
    public static let proFamily = "SF Pro"
    /// SF Pro's static optical sizes.
    public static let proTextFamily = "SF Pro Text"
    public static let proDisplayFamily = "SF Pro Display"
    public static let roundedFamily = "SF Pro Rounded"
    public static let monoFamily = "SF Mono"
    public static let serifFamily = "New York"
    /// New York's static optical sizes, each from the point size given (HIG: Small for text,
    /// Medium, Large and Extra Large for larger titles).
    public static let serifOpticalFamilies: [(family: String, from: Double)] = [
        ("New York Small", 0), ("New York Medium", 20), ("New York Large", 36), ("New York Extra Large", 54),
    ]
    /// SF Pro's line metrics in ems (hhea of SF Pro Text and Display: ascender 1950, descender
    /// 494, line gap 0 per 2048 units): `UIFont.systemFont(ofSize: 17).lineHeight` = 20.29 pt.
    public static let proLineMetrics = (ascent: 1950.0 / 2048, descent: 494.0 / 2048, gap: 0.0)

    /// The size at which SF Pro Display takes over from SF Pro Text.
    public static let displayFromSize = 20.0

    /// Every family name above: a face of one of them in a registry means Apple's fonts drew.
    public static var families: [String] {
        [proFamily, proTextFamily, proDisplayFamily, roundedFamily, monoFamily, serifFamily] + serifOpticalFamilies.map(\.family)
    }

    /// Whether faces of `family` may carry SF Symbols glyphs: Apple's "SF …" families (SF Pro,
    /// SF Compact, and stand-ins named "SF …").
    public static func carriesSymbols(_ family: String) -> Bool { family.hasPrefix("SF ") || isApple(family) }

    /// Whether `family` is one of Apple's.
    public static func isApple(_ family: String) -> Bool {
        families.contains { $0.caseInsensitiveCompare(family) == .orderedSame }
    }

    /// The directories to load Apple's fonts from, those that exist, in order.
    public static func directories(fontsDirectory: URL?,
                                   environment: [String: String] = ProcessInfo.processInfo.environment) -> [URL] {
        var out: [URL] = []
        if let dir = environment[environmentVariable], !dir.isEmpty { out.append(URL(fileURLWithPath: dir, isDirectory: true)) }
        if let fontsDirectory { out.append(fontsDirectory.appendingPathComponent(folderName, isDirectory: true)) }
        var isDir: ObjCBool = false
        return out.filter { FileManager.default.fileExists(atPath: $0.path, isDirectory: &isDir) && isDir.boolValue }
    }

    /// SF Pro's tracking at `pointSize`, in ems (multiply by the size for points): Apple's
    /// published table (Human Interface Guidelines, Typography, "Tracking values", SF Pro on
    /// iOS), linear between listed sizes, held at the ends (+41/1000 em at 6 pt and below,
    /// 0 from 80 pt).
    public static func tracking(pointSize: Double) -> Double {
        let t = trackingTable
        guard pointSize > t[0].size else { return t[0].thousandths / 1000 }
        for i in 1..<t.count where pointSize <= t[i].size {
            let a = t[i - 1], b = t[i]
            let f = (pointSize - a.size) / (b.size - a.size)
            return (a.thousandths + (b.thousandths - a.thousandths) * f) / 1000
        }
        return t[t.count - 1].thousandths / 1000
    }

    /// (point size, tracking in 1/1000 em) for SF Pro, from the HIG. Checked against the HIG's
    /// points column (tracking in points at each size, as Apple lists it beside the 1/1000 em
    /// column): every row is within rounding of it (|size × em − points| ≤ half a thousandth
    /// of the size + 0.005 pt; AppleFontsTests.trackingTableAgreesWithTheHIGsPoints). Rows 19,
    /// 21, 40, 48, 49 and 56, first written from memory, were off and now follow the points.
    static let trackingTable: [(size: Double, thousandths: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -17), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 9), (41, 9), (42, 9), (43, 9), (44, 8),
        (45, 8), (46, 8), (47, 8), (48, 7), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 5),
        (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
    ]

    /// Whether text in `family` takes SF Pro's size-dependent tracking.
    public static func takesProTracking(_ family: String) -> Bool {
        [proFamily, proTextFamily, proDisplayFamily].contains { $0.caseInsensitiveCompare(family) == .orderedSame }
    }

    /// The `wdth` coordinate for SwiftUI's `Font.Width` value `width` (`.compressed` −0.3,
    /// `.condensed` −0.2, `.standard` 0, `.expanded` 0.2). When the font names instances
    /// "Compressed", "Condensed" and "Expanded" (SF Pro does), their `wdth` values are the
    /// anchors, linear between them; otherwise `wdth` = 100 × (1 + width), clamped to the axis.
    public static func widthAxisValue(_ width: Double, in face: FontFace) -> Double? {
        guard let axis = face.axis("wdth") else { return nil }
        var anchors: [(Double, Double)] = [(0, axis.defaultValue)]
        let named: [(String, Double)] = [("Compressed", -0.3), ("Condensed", -0.2), ("Expanded", 0.2)]
        for (word, w) in named {
            if let instance = face.harfBuzz.namedInstances.first(where: { $0.name.hasPrefix(word) }),
               let v = instance.coordinates["wdth"] {
                anchors.append((w, v))
            }
        }
        guard anchors.count > 1 else { return axis.clamped(100 * (1 + width)) }
        anchors.sort { $0.0 < $1.0 }
        if width <= anchors[0].0 {
            let (w0, v0) = anchors[0], (w1, v1) = anchors.count > 1 ? anchors[1] : (w0 + 1, v0)
            return axis.clamped(v0 + (width - w0) * (v1 - v0) / (w1 - w0))
        }
        for i in 1..<anchors.count where width <= anchors[i].0 {
            let (w0, v0) = anchors[i - 1], (w1, v1) = anchors[i]
            return axis.clamped(v0 + (width - w0) * (v1 - v0) / (w1 - w0))
        }
        let (w0, v0) = anchors[anchors.count - 2], (w1, v1) = anchors[anchors.count - 1]
        return axis.clamped(v1 + (width - w1) * (v1 - v0) / (w1 - w0))
    }
}
