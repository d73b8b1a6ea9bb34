/// What a preview's own modifiers say about how to show it: the canvas reads them off the
/// outside of each previewed view, as Xcode does.
struct PreviewSettings: Sendable {
    var displayName: String?
    var layout: PreviewLayout?
    var device: PreviewDevice?
    var orientation: InterfaceOrientation?
    var colorScheme: ColorScheme?
}

/// A view carrying one preview setting. Drawn, it is its content (the colour scheme one also
/// sets the scheme inside); the preview machinery peels these off the outside of a preview.
public struct _PreviewSettingView<Content: View>: View {
    enum Setting {
        case displayName(String?), layout(PreviewLayout), device(PreviewDevice?)
        case orientation(InterfaceOrientation), colorScheme(ColorScheme?)
    }
    let content: Content
    let setting: Setting

    public var body: some View {
        content.transformEnvironment(\.colorScheme) { scheme in
            if case .colorScheme(let preferred?) = setting { scheme = preferred }
        }
    }
}

/// Type-erased access to a ``_PreviewSettingView``, for peeling.
@MainActor protocol PreviewSettingCarrier {
    var carriedContent: any View { get }
    func apply(to settings: inout PreviewSettings)
}

extension _PreviewSettingView: PreviewSettingCarrier {
    var carriedContent: any View { content }
    func apply(to settings: inout PreviewSettings) {
        // Outer modifiers are peeled first; the innermost setting of a kind wins, as when
        // SwiftUI reads the trait closest to the view.
        switch setting {
        case .displayName(let n): settings.displayName = n
        case .layout(let l): settings.layout = l
        case .device(let d): settings.device = d
        case .orientation(let o): settings.orientation = o
        case .colorScheme(let c): settings.colorScheme = c
        }
    }
}

extension View {
    /// The size the preview canvas gives this view (``PreviewLayout``).
    public func previewLayout(_ value: PreviewLayout) -> some View {
        _PreviewSettingView(content: self, setting: .layout(value))
    }
    /// The name the preview is listed under (and found by, with ``Preview/named(_:in:)``).
    public func previewDisplayName(_ value: String?) -> some View {
        _PreviewSettingView(content: self, setting: .displayName(value))
    }
    /// The device whose screen the preview uses with ``PreviewLayout/device``.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        _PreviewSettingView(content: self, setting: .device(value))
    }
    /// Which way up the preview's device is held.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        _PreviewSettingView(content: self, setting: .orientation(value))
    }
    /// The colour scheme this view prefers for its presentation, as SwiftUI's
    /// `preferredColorScheme(_:)`: a preview (or a snapshot of a preview) is drawn in it,
    /// and the view and everything inside it take it (`nil`: no preference).
    ///
    /// SwiftUI hands the preference up to the window, so it also darkens siblings; Flipbook
    /// has no window to hand it to, and applies it to this view's own subtree and to the
    /// whole preview when it sits on the outside of one.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        _PreviewSettingView(content: self, setting: .colorScheme(colorScheme))
    }
}

/// Members of a view written as a list (a `Group`'s, a builder's tuple, a `ForEach`'s): each
/// is its own preview.
@MainActor protocol PreviewMembers {
    var previewMembers: [any View] { get }
}

extension TupleView: PreviewMembers {
    var previewMembers: [any View] { elements }
}

extension ForEach: PreviewMembers {
    // `ForEach(devices, id: \.self) { Card().previewDevice(PreviewDevice(rawValue: $0)) }`:
    // one preview per element, as the canvas shows them.
    var previewMembers: [any View] { data.map { content($0) } }
}

extension Group: PreviewMembers {
    var previewMembers: [any View] { [content] }
}

enum PreviewPeeling {
    /// `view` split into the views it lists and the settings on each, outer settings
    /// inherited by every member.
    @MainActor
    static func split(_ view: any View, inherited: PreviewSettings = PreviewSettings()) -> [(view: any View, settings: PreviewSettings)] {
        var settings = inherited
        var current = view
        while true {
            if let carrier = current as? PreviewSettingCarrier {
                carrier.apply(to: &settings)
                current = carrier.carriedContent
            } else if let list = current as? PreviewMembers {
                let members = list.previewMembers
                // A group of one (or a tuple's single element) is that view.
                return members.flatMap { split($0, inherited: settings) }
            } else {
                return [(current, settings)]
            }
        }
    }
}
