import Foundation
import Testing
import FlipbookPNG
import FlipbookRaster
import FlipbookTesting
@testable import Flipbook
@testable import FlipbookCore

/// Screens as an iPhone 15 Pro shows them, with status bar and home indicator: a large
/// title over settings rows, a pushed screen (back button, inline title, toolbar items,
/// visible bar background, bottom bar), a tab view with a badge, and a medium sheet over a
/// dimmed presenter; light on the top row, dark below. Must match
/// Snapshots/containers-navigation.png exactly.
///
/// To regenerate after a deliberate change: `SNAPSHOT_TESTING_RECORD=failed swift test --filter
/// NavigationContactSheetTests`, then LOOK at the PNG before committing.
@Suite @MainActor struct NavigationContactSheetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let goldenPath = root.appendingPathComponent("Snapshots/containers-navigation.png").path
    static let device = DeviceScreen.iPhone15Pro
    static let scale: CGFloat = 1

    /// A settings-style row group on a grouped background, rows marked as list rows so the
    /// links draw their row form (List itself is another family).
    static func rows(_ names: [(String, String, Color)]) -> some View {
        VStack(spacing: 0) {
            ForEach(names.indices, id: \.self) { i in
                HStack(spacing: 12) {
                    Image(systemName: names[i].1).font(.system(size: 15)).foregroundStyle(Color.white)
                        .frame(width: 29, height: 29).background(RoundedRectangle(cornerRadius: 7).fill(names[i].2))
                    NavigationLink(names[i].0, value: names[i].0)
                        .environment(\.listRowContext, ListRowContext(isGrouped: true))
                }
                .padding(.horizontal, 16).frame(height: 44)
                if i < names.count - 1 { Divider().padding(.leading, 57) }
            }
        }
        .background(RoundedRectangle(cornerRadius: 10).fill(Color(light: .white, dark: Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255))))
        .padding(.horizontal, 16)
    }

    static let grouped = Color(light: Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255), dark: .black)

    static var settings: some View {
        VStack(spacing: 35) {
            rows([("Airplane Mode", "airplane", .orange), ("Wi-Fi", "wifi", .blue), ("Bluetooth", "antenna.radiowaves.left.and.right", .blue)])
            rows([("Notifications", "bell.badge.fill", .red), ("Sounds & Haptics", "speaker.wave.3.fill", .pink), ("Focus", "moon.fill", .indigo)])
            Spacer()
        }
        .padding(.top, 8)
        .frame(maxWidth: .infinity)
        .background(grouped)
    }

    static var largeTitle: some View {
        NavigationStack {
            settings
                .navigationTitle("Settings")
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Button { } label: { Image(systemName: "plus") } } }
        }
    }

    static var pushed: some View {
        NavigationStack(path: .constant(["Wi-Fi"])) {
            settings
                .navigationTitle("Settings")
                .navigationDestination(for: String.self) { name in
                    VStack(alignment: .leading, spacing: 12) {
                        Text("Choose a network").font(.headline)
                        Text("Known networks join automatically.").foregroundStyle(.secondary)
                        Spacer()
                    }
                    .padding()
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .navigationTitle(name)
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbarBackground(.visible, for: .navigationBar)
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                        ToolbarItemGroup(placement: .bottomBar) {
                            Button { } label: { Image(systemName: "square.and.arrow.up") }
                            Spacer()
                            Button("Other…") {}
                        }
                    }
                }
        }
    }

    static var tabs: some View {
        TabView(selection: .constant(1)) {
            Tab("Home", systemImage: "house.fill", value: 0) { Text("Home") }
            Tab("Listen Now", systemImage: "play.circle.fill", value: 1) {
                NavigationStack {
                    VStack(alignment: .leading) {
                        RoundedRectangle(cornerRadius: 12).fill(LinearGradient(colors: [.pink, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)).frame(height: 180)
                        Text("Made for You").font(.title2.bold())
                        Spacer()
                    }
                    .padding(.horizontal, 16)
                    .navigationTitle("Listen Now")
                }
            }
            .badge(3)
            Tab("Library", systemImage: "books.vertical.fill", value: 2) { Text("Library") }
            Tab("Search", systemImage: "magnifyingglass", value: 3) { Text("Search") }
        }
    }

    static var sheet: some View {
        largeTitle
            .sheet(isPresented: .constant(true)) {
                VStack(spacing: 12) {
                    Text("Share Location").font(.title3.bold())
                    Text("Friends will see where you are.").foregroundStyle(.secondary)
                    Button("Share") {}.buttonStyle(.borderedProminent)
                }
                .padding(.top, 32)
                .frame(maxHeight: .infinity, alignment: .top)
                .presentationDetents([.medium, .large])
            }
    }

    static var screens: [AnyView] { [AnyView(largeTitle), AnyView(pushed), AnyView(tabs), AnyView(sheet)] }

    static func still(_ view: AnyView, scheme: ColorScheme) -> PixelBuffer {
        let r = ImageRenderer(content: view)
        r.device = device
        r.scale = scale
        r.colorScheme = scheme
        r.background = scheme == .dark ? .black : .white
        return r.pixelBuffer
    }

    static func sheetImage() -> PixelBuffer {
        let w = Int(device.size.width * scale), h = Int(device.size.height * scale), gap = 8
        let screens = self.screens
        var atlas = PixelBuffer(width: screens.count * (w + gap) - gap, height: 2 * h + gap, fill: SIMD4(128, 128, 128, 255))
        for (row, scheme) in [ColorScheme.light, .dark].enumerated() {
            for (c, s) in screens.enumerated() {
                ControlsContactSheetTests.blit(still(s, scheme: scheme), into: &atlas, x: c * (w + gap), y: row * (h + gap))
            }
        }
        return atlas
    }

    @Test func sheetMatchesTheGolden() throws {
        let a = Self.sheetImage()
        if let out = ProcessInfo.processInfo.environment["FLIPBOOK_SHEET_OUT"] {
            try PNGCodec.write(a, to: out)
        }
        assertSnapshot(of: a, goldenPath: Self.goldenPath)
    }
}
