/// `content` as the full screen of `device`, as a hosting controller shows its root view:
/// laid out in the device's safe area, what ignores the safe area reaching the screen's
/// edges, with `chrome` drawn over it. ``ImageRenderer/device`` renders through it; use it
/// directly to put several screens side by side.
///
/// ```swift
/// HStack { DeviceScreenView(.iPhone15Pro) { Home() }; DeviceScreenView(.iPhone15Pro) { Settings() } }
/// ```
public struct DeviceScreenView<Content: View>: View {
    let content: Content
    let device: DeviceScreen
    let chrome: DeviceChrome

    public init(_ device: DeviceScreen, chrome: DeviceChrome = .screenshot, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.device = device
        self.chrome = chrome
    }

    public var body: some View {
        if chrome.contains(.screenMask) {
            DeviceRootView(content: content, device: device, chrome: chrome)
                .clipShape(RoundedRectangle(cornerRadius: device.cornerRadius, style: .continuous))
        } else {
            DeviceRootView(content: content, device: device, chrome: chrome)
        }
    }
}

/// A view shown full screen on a device, as a hosting controller shows its root view: the
/// view is proposed the safe area and centred in it, with the safe area in force while it is
/// placed; then the chrome (status bar, home indicator) is drawn over it.
struct DeviceRootView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let device: DeviceScreen
    let chrome: DeviceChrome

    func makeNode(_ context: ResolveContext) -> ViewNode {
        let main = resolveSingle(of: content, context.child(.content))
        // Over a presenter shrunk onto black (a sheet at its large detent) iOS turns the status
        // bar's ink white.
        var onBlack = false
        // `statusBarHidden` anywhere on screen hides the status bar (the outermost one wins).
        var statusBarHidden: Bool?
        func find(_ n: ViewNode) {
            if let s = n.behavior as? SheetBehavior, s.shrinksAtLargeDetent { onBlack = true }
            if statusBarHidden == nil, let v = n.behavior as? StatusBarVisibilityBehavior { statusBarHidden = v.hidden }
            n.children.forEach(find)
        }
        find(main)
        let shown = statusBarHidden == true ? chrome.subtracting(.statusBar) : chrome
        let bars = resolveSingle(of: DeviceChromeView(device: device, chrome: shown, lightInk: onBlack), context.child(.explicit("chrome")))
        return ViewNode(identity: context.identity, behavior: DeviceRootBehavior(device: device),
                        children: [main, bars], environment: context.environment)
    }
}

struct DeviceRootBehavior: NodeBehavior {
    let device: DeviceScreen
    var debugName: String { "Device(\(device.name))" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize { device.size }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        let i = device.safeAreaInsets
        let safe = CGRect(x: frame.minX + i.leading, y: frame.minY + i.top, width: max(0, frame.width - i.leading - i.trailing),
                          height: max(0, frame.height - i.top - i.bottom))
        // The window's safe region is the container of `containerRelativeFrame`.
        SafeAreaRegion.with(SafeAreaRegion(outer: frame, safe: safe)) { RelativeFrameContainer.with(safe.size) {
            let s = node.children[0].sizeThatFits(ProposedViewSize(safe.size))
            node.children[0].place(in: CGRect(x: safe.midX - s.width / 2, y: safe.midY - s.height / 2, width: s.width, height: s.height))
        } }
        SafeAreaRegion.with(nil) { node.children[1].place(in: frame) }
    }
}

/// The status bar and home indicator, drawn as on the device. Apple publishes no metrics for
/// them; chosen by eye from iOS 17/18 screenshots:
/// - the time "9:41" in SF Pro 17 pt semibold, centred in the left "ear" beside the island or
///   notch (12 pt semibold centred for the 20-point status bar of home-button iPhones);
/// - on the right: four signal bars (3 pt wide, 1.5 pt apart, 4 to 11.5 pt tall), the Wi-Fi
///   symbol at 15 pt semibold and a 25 × 12 battery, its outline 35 % opaque, full;
/// - items centred 30 pt down on Dynamic Island phones (the island's middle), at half the
///   inset on notched ones;
/// - the home indicator a 134 × 5 capsule 8 pt above the bottom edge, black in light
///   appearance and white in dark.
struct DeviceChromeView: View {
    let device: DeviceScreen
    let chrome: DeviceChrome
    var lightInk = false
    @Environment(\.colorScheme) private var colorScheme

    private var ink: Color { colorScheme == .dark || lightInk ? .white : .black }

    var body: some View {
        ZStack(alignment: .top) {
            if chrome.contains(.statusBar) { statusBar }
            if chrome.contains(.screenMask), device.cutout == .dynamicIsland {
                Capsule().fill(Color.black).frame(width: 126, height: 37).offset(y: 11)
            }
            if chrome.contains(.homeIndicator), device.safeAreaInsets.bottom > 0 {
                Capsule().fill(ink).frame(width: 134, height: 5)
                    .frame(maxHeight: .infinity, alignment: .bottom).padding(.bottom, 8)
            }
        }
        .frame(width: device.size.width, height: device.size.height, alignment: .top)
    }

    @ViewBuilder private var statusBar: some View {
        switch device.cutout {
        case .none:
            ZStack {
                Text("9:41").font(.system(size: 12, weight: .semibold))
                HStack(spacing: 4) {
                    StatusBarSignal(ink: ink)
                    Image(systemName: "wifi").font(.system(size: 11, weight: .semibold))
                    Spacer()
                    StatusBarBattery(ink: ink)
                }
                .padding(.horizontal, 6)
            }
            .foregroundStyle(ink)
            .frame(width: device.size.width, height: 20)
        case .notch, .dynamicIsland:
            let cut: CGFloat = device.cutout == .dynamicIsland ? 126 : 162
            let ear = (device.size.width - cut) / 2
            let centreY: CGFloat = device.cutout == .dynamicIsland ? 30 : device.safeAreaInsets.top / 2 + 1
            HStack(spacing: 0) {
                Text("9:41").font(.system(size: 17, weight: .semibold))
                    .frame(width: ear).padding(.leading, 6)
                Spacer(minLength: 0)
                HStack(spacing: 6) {
                    StatusBarSignal(ink: ink)
                    Image(systemName: "wifi").font(.system(size: 15, weight: .semibold))
                    StatusBarBattery(ink: ink)
                }
                .frame(width: ear)
            }
            .foregroundStyle(ink)
            .frame(width: device.size.width, height: 24)
            .offset(y: centreY - 12)
        }
    }
}

/// Four signal bars, all lit.
struct StatusBarSignal: View {
    let ink: Color
    var body: some View {
        HStack(alignment: .bottom, spacing: 1.5) {
            ForEach(0..<4, id: \.self) { i in
                RoundedRectangle(cornerRadius: 1).fill(ink).frame(width: 3, height: 4 + CGFloat(i) * 2.5)
            }
        }
    }
}

/// A full battery: a rounded outline with its fill and the terminal nub.
struct StatusBarBattery: View {
    let ink: Color
    var body: some View {
        HStack(spacing: 1) {
            ZStack {
                RoundedRectangle(cornerRadius: 4).stroke(ink.opacity(0.35), lineWidth: 1).frame(width: 25, height: 12)
                RoundedRectangle(cornerRadius: 2.5).fill(ink).frame(width: 21, height: 8)
            }
            RoundedRectangle(cornerRadius: 1).fill(ink.opacity(0.4)).frame(width: 1.5, height: 4)
        }
    }
}
