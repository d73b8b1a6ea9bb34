#if Macros
/// Declares a preview, as SwiftUI's `#Preview`:
///
/// ```swift
/// #Preview { Badge(count: 3) }
/// #Preview("Dark badge") { Badge(count: 3).preferredColorScheme(.dark) }
/// #Preview("Card", traits: .sizeThatFitsLayout, .landscapeLeft) { Card() }
/// ```
///
/// It expands to a type that ``Previews/all(in:)`` finds at run time. Needs the package's
/// `Macros` trait (`.package(url: …, traits: ["Macros"])`), which builds swift-syntax.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor @Sendable () -> any View) =
    #externalMacro(module: "FlipbookMacros", type: "PreviewMacro")

/// Marks a variable of a `#Preview` body as the preview's own state, as SwiftUI's
/// `@Previewable`:
///
/// ```swift
/// #Preview {
///     @Previewable @State var isOn = true
///     Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
///
/// `#Preview` makes the marked variables the stored properties of a view whose body is the
/// rest of the preview. Needs the package's `Macros` trait.
@attached(peer)
public macro Previewable() = #externalMacro(module: "FlipbookMacros", type: "PreviewableMacro")

/// Declares an environment value with its key, as SwiftUI's `@Entry`:
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .orange
/// }
/// ```
///
/// Needs the package's `Macros` trait.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "FlipbookMacros", type: "EntryMacro")
#else
// Without the `Macros` trait the macros are declared unavailable, so that code written for
// iOS with a `#Preview` at the bottom of each view file (the Xcode template) fails with a
// message that names the fix, not "no macro named 'Preview'". (Each declaration warns once
// in this build that its plugin is absent: that is the trait being off.)
@available(*, unavailable, message: "#Preview needs Flipbook's Macros trait: add traits: [\"Macros\"] to Flipbook's .package(…) line in Package.swift (it builds swift-syntax), or keep previews out of the Linux build")
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor @Sendable () -> any View) =
    #externalMacro(module: "FlipbookMacros", type: "PreviewMacro")

@available(*, unavailable, message: "@Previewable needs Flipbook's Macros trait: add traits: [\"Macros\"] to Flipbook's .package(…) line in Package.swift")
@attached(peer)
public macro Previewable() = #externalMacro(module: "FlipbookMacros", type: "PreviewableMacro")

@available(*, unavailable, message: "@Entry needs Flipbook's Macros trait: add traits: [\"Macros\"] to Flipbook's .package(…) line in Package.swift, or declare an EnvironmentKey")
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "FlipbookMacros", type: "EntryMacro")
#endif
