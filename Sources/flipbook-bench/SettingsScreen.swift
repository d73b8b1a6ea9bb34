import Flipbook

/// Issue 27's screen, the shape of most snapshot tests: a `NavigationStack` with a large
/// title over a `List` of two sections, 16 rows with SF Symbols in coloured tiles, toggles
/// and `LabeledContent`, on an iPhone 15 Pro at 3× (1179 × 2556 px, status bar and home
/// indicator drawn).
@MainActor
struct SettingsScreen: View {
    struct Row {
        let title: String
        let symbol: String
        let tint: Color
        /// A toggle's state, or the value `LabeledContent` shows.
        let kind: Kind
        enum Kind { case toggle(Bool), value(String) }
    }

    static let connectivity: [Row] = [
        Row(title: "Airplane Mode", symbol: "airplane", tint: .orange, kind: .toggle(false)),
        Row(title: "Wi-Fi", symbol: "wifi", tint: .blue, kind: .value("Home")),
        Row(title: "Bluetooth", symbol: "antenna.radiowaves.left.and.right", tint: .blue, kind: .value("On")),
        Row(title: "Cellular", symbol: "antenna.radiowaves.left.and.right", tint: .green, kind: .value("Off")),
        Row(title: "Personal Hotspot", symbol: "personalhotspot", tint: .green, kind: .toggle(true)),
        Row(title: "VPN", symbol: "network", tint: .blue, kind: .toggle(false)),
        Row(title: "Battery", symbol: "battery.100", tint: .green, kind: .value("87 %")),
        Row(title: "Location", symbol: "location.fill", tint: .blue, kind: .toggle(true)),
    ]
    static let general: [Row] = [
        Row(title: "Notifications", symbol: "bell.badge.fill", tint: .red, kind: .toggle(true)),
        Row(title: "Sounds & Haptics", symbol: "speaker.wave.3.fill", tint: .pink, kind: .toggle(true)),
        Row(title: "Focus", symbol: "moon.fill", tint: .indigo, kind: .value("Off")),
        Row(title: "Screen Time", symbol: "hourglass", tint: .indigo, kind: .value("2 h 14 min")),
        Row(title: "Dark Mode", symbol: "sun.max.fill", tint: .blue, kind: .toggle(false)),
        Row(title: "Storage", symbol: "externaldrive.fill", tint: .gray, kind: .value("64 GB")),
        Row(title: "Version", symbol: "info.circle", tint: .gray, kind: .value("18.1")),
        Row(title: "Model", symbol: "iphone", tint: .gray, kind: .value("iPhone 15 Pro")),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section("Connectivity") { ForEach(Self.connectivity.indices, id: \.self) { row(Self.connectivity[$0]) } }
                Section("General") { ForEach(Self.general.indices, id: \.self) { row(Self.general[$0]) } }
            }
            .navigationTitle("Settings")
        }
    }

    @ViewBuilder func row(_ r: Row) -> some View {
        let icon = Image(systemName: r.symbol).font(.system(size: 15)).foregroundStyle(Color.white)
            .frame(width: 29, height: 29).background(RoundedRectangle(cornerRadius: 7).fill(r.tint))
        switch r.kind {
        case .toggle(let on):
            Toggle(isOn: .constant(on)) { Label { Text(r.title) } icon: { icon } }
        case .value(let v):
            LabeledContent { Text(v) } label: { Label { Text(r.title) } icon: { icon } }
        }
    }

    /// A renderer set up as the issue measures it.
    static func renderer() -> ImageRenderer<SettingsScreen> {
        let r = ImageRenderer(content: SettingsScreen())
        r.device = .iPhone15Pro
        r.scale = 3
        r.background = .white
        return r
    }
}
