import Foundation
/// One preview: a view with the name, layout, device and colour scheme it is shown in, as
/// `#Preview` and ``PreviewProvider`` declare them. Find them with ``Previews/all(in:)`` and
/// ``Preview/named(_:in:)``; draw one with ``pngData(colorScheme:scale:)``.
public struct Preview: Sendable, Identifiable, CustomStringConvertible {
    /// Settings a `#Preview` takes as traits (``PreviewTrait``).
    public enum ViewTraits {}

    /// Unique in the process: `Module/File.swift:line` for a `#Preview`, `Module.Type` (and
    /// `[i]` for the i-th of several views) for a ``PreviewProvider``.
    public internal(set) var id: String
    /// The name the preview is listed and found under: its `#Preview` name or
    /// `previewDisplayName`, else the file and line (`#Preview`) or the provider's type name.
    public internal(set) var name: String
    /// The module that declares it ("" for a preview made by hand).
    public internal(set) var module: String
    /// The platform its ``PreviewProvider`` names, if any.
    public internal(set) var platform: PreviewPlatform?
    /// How it is sized.
    public var layout: PreviewLayout
    /// The device whose screen ``PreviewLayout/device`` uses (`nil`: an iPhone 15 Pro).
    public var device: PreviewDevice?
    /// Which way up the device is held.
    public var orientation: InterfaceOrientation
    /// The scheme the preview itself asks for with `preferredColorScheme`, which wins over
    /// the one a render asks for.
    public var colorScheme: ColorScheme?

    var modifiers: [AnyPreviewModifier]
    let makeContent: @MainActor @Sendable () -> AnyView

    /// A preview, as `#Preview` declares one: `Preview("Card", traits: .sizeThatFitsLayout) { Card() }`.
    public init<Content: View>(_ name: String? = nil, traits: PreviewTrait<ViewTraits>..., fileID: String = #fileID,
                               line: Int = #line, @ViewBuilder body: @escaping @MainActor @Sendable () -> Content) {
        let module = fileID.split(separator: "/").first.map(String.init) ?? ""
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        self.id = "\(fileID):\(line)"
        self.name = name ?? "\(file):\(line)"
        self.module = module
        self.platform = nil
        self.layout = .device
        self.device = nil
        self.orientation = .portrait
        self.colorScheme = nil
        self.modifiers = []
        self.makeContent = { AnyView(body()) }
        for trait in traits { apply(trait) }
    }

    private mutating func apply(_ trait: PreviewTrait<ViewTraits>) {
        switch trait.kind {
        case .layout(let l): layout = l ?? .device
        case .orientation(let o): orientation = o
        case .modifier(let m): modifiers.append(m)
        }
    }

    /// The preview `#Preview` expands to. Its body returns `any View`, as Apple's `#Preview`
    /// takes it: with a generic `Content`, a body that declares a local `struct …: View` (the
    /// usual way to give a preview `@State`) crashes swift-frontend 6.3.1 while it infers the
    /// closure's type; with an existential result the same code compiles.
    public static func _macroPreview(_ name: String? = nil, traits: PreviewTrait<ViewTraits>..., fileID: String, line: Int,
                                     @ViewBuilder body: @escaping @MainActor @Sendable () -> any View) -> Preview {
        var preview = Preview(name, fileID: fileID, line: line) { AnyView(body()) }
        for trait in traits { preview.apply(trait) }
        return preview
    }

    init(id: String, name: String, module: String, platform: PreviewPlatform?, settings: PreviewSettings,
         content: @escaping @MainActor @Sendable () -> AnyView) {
        self.id = id
        self.name = settings.displayName ?? name
        self.module = module
        self.platform = platform
        layout = settings.layout ?? .device
        device = settings.device
        orientation = settings.orientation ?? .portrait
        colorScheme = settings.colorScheme
        modifiers = []
        makeContent = content
    }

    public var description: String { "Preview(\"\(name)\", id: \(id))" }

    /// The device screen the preview is drawn on with ``PreviewLayout/device``, turned to
    /// ``orientation``.
    public var screen: PreviewDevice.Screen {
        (device ?? PreviewDevice(rawValue: "iPhone 15 Pro")).screen.oriented(orientation)
    }

    /// Makes the shared contexts of the preview's ``PreviewModifier``s (once per modifier type).
    @MainActor
    public func prepare() async throws {
        for m in modifiers { try await m.prepare() }
    }

    /// The previewed view with its ``PreviewModifier``s applied.
    ///
    /// - Throws: ``PreviewError/contextNotPrepared(preview:modifier:)`` when a modifier's
    ///   shared context has not been made yet (see ``prepare()``).
    @MainActor
    public func content() throws -> AnyView {
        var view = makeContent()
        // The first trait is the outermost, as SwiftUI applies them.
        for m in modifiers.reversed() {
            guard let wrapped = m.apply(view) else {
                throw PreviewError.contextNotPrepared(preview: name, modifier: m.typeName)
            }
            view = wrapped
        }
        return view
    }

    /// The scheme a render in `requested` draws in: the preview's own if it has one.
    public func effectiveColorScheme(_ requested: ColorScheme) -> ColorScheme { colorScheme ?? requested }

    /// A renderer set up as the preview canvas shows the preview: its layout (the device's
    /// screen with content inside the safe area, the view's ideal size, or a fixed canvas),
    /// the device's scale unless `scale` is given, the colour scheme (the preview's own
    /// `preferredColorScheme` wins over `colorScheme`) and the system background of that scheme.
    @MainActor
    public func renderer(colorScheme: ColorScheme = .light, scale: CGFloat? = nil) throws -> ImageRenderer<AnyView> {
        let view = try content()
        let scheme = effectiveColorScheme(colorScheme)
        let renderer: ImageRenderer<AnyView>
        switch layout {
        case .sizeThatFits:
            renderer = ImageRenderer(content: view)
            renderer.scale = scale ?? 2
        case .fixed(let width, let height):
            renderer = ImageRenderer(content: AnyView(view.frame(width: width, height: height)))
            renderer.proposedSize = ProposedViewSize(width: width, height: height)
            renderer.scale = scale ?? 2
        case .device:
            let screen = self.screen
            renderer = ImageRenderer(content: AnyView(view.padding(screen.safeArea)
                .environment(\.horizontalSizeClass, screen.horizontalSizeClass)
                .environment(\.verticalSizeClass, screen.verticalSizeClass)
                .frame(width: screen.size.width, height: screen.size.height)))
            renderer.proposedSize = ProposedViewSize(screen.size)
            renderer.scale = scale ?? screen.scale
        }
        renderer.colorScheme = scheme
        renderer.background = scheme == .dark ? .black : .white
        return renderer
    }

    /// The preview drawn as PNG bytes (see ``renderer(colorScheme:scale:)``).
    @MainActor
    public func pngData(colorScheme: ColorScheme = .light, scale: CGFloat? = nil) throws -> Data {
        try renderer(colorScheme: colorScheme, scale: scale).pngData()
    }
}

/// Why a preview could not be found or drawn.
public enum PreviewError: Error, CustomStringConvertible, Equatable {
    /// No preview has this name (or id).
    case notFound(name: String, module: String?, available: [String])
    /// A ``PreviewModifier``'s shared context is made asynchronously and was not made yet.
    case contextNotPrepared(preview: String, modifier: String)

    public var description: String {
        switch self {
        case .notFound(let name, let module, let available):
            let place = module.map { " in module \($0)" } ?? ""
            let list = available.isEmpty ? "no previews were found\(place)" : "previews\(place): \(available.joined(separator: ", "))"
            return "No preview named \"\(name)\"\(place); \(list)"
        case .contextNotPrepared(let preview, let modifier):
            return "Preview \"\(preview)\" uses \(modifier), whose shared context is made asynchronously: call `try await preview.prepare()` (or `Previews.prepare(_:)`) before drawing it"
        }
    }
}
