import Foundation

// Accessibility API that only assistive technologies (VoiceOver, Switch Control, Voice
// Control, the large content viewer) see: accepted, no pixels. A still draws the view as it
// is, exactly as iOS draws it with these applied.

/// A heading level, as SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: UInt, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// The direction of an adjustable element's change, as SwiftUI's
/// `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Sendable { case increment, decrement }

/// The kind of text an element holds, as SwiftUI's `AccessibilityTextContentType`.
public struct AccessibilityTextContentType: Sendable, Equatable {
    let name: String
    public static let plain = AccessibilityTextContentType(name: "plain")
    public static let console = AccessibilityTextContentType(name: "console")
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// Which side of a label/content pair an element is, as SwiftUI's
/// `AccessibilityLabeledPairRole`.
public enum AccessibilityLabeledPairRole: Hashable, Sendable { case label, content }

/// Options of a direct-touch area, as SwiftUI's `AccessibilityDirectTouchOptions`.
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1)
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 2)
}

/// A zoom gesture's action, as SwiftUI's `AccessibilityZoomGestureAction`.
public struct AccessibilityZoomGestureAction: Sendable {
    public enum Direction: Sendable { case zoomIn, zoomOut }
    public let direction: Direction
    public let location: UnitPoint
    public let point: CGPoint
}

/// The accessibility technologies, as SwiftUI's `AccessibilityTechnologies`.
public struct AccessibilityTechnologies: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let voiceOver = AccessibilityTechnologies(rawValue: 1)
    public static let switchControl = AccessibilityTechnologies(rawValue: 2)
}

/// How important a piece of custom accessibility content is, standing in for the
/// Accessibility framework's `AXCustomContent.Importance` (absent on Linux).
public enum AXCustomContent {
    public enum Importance: Sendable { case `default`, high }
}

/// A key for custom accessibility content, as SwiftUI's `AccessibilityCustomContentKey`.
public struct AccessibilityCustomContentKey: Sendable, Equatable {
    let label: String
    let id: String
    public init(_ label: Text, id: String) { self.label = label.string; self.id = id }
    public init(_ labelKey: LocalizedStringKey, id: String) { self.init(Text(labelKey), id: id) }
    public init(_ labelKey: LocalizedStringKey) { self.init(Text(labelKey), id: Text(labelKey).string) }
}

/// Which element has accessibility focus, as SwiftUI's `@AccessibilityFocusState`: VoiceOver
/// focus, which draws nothing (unlike keyboard focus). Starts unfocused.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    /// A binding to the state, the type of `$focus`.
    @propertyWrapper
    public struct Binding {
        let location: StateLocation<Value>
        @MainActor public var wrappedValue: Value {
            get { location.value }
            nonmutating set { location.value = newValue }
        }
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
    }
    let location: StateLocation<Value>
    @MainActor public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }
    public var projectedValue: Binding { Binding(location: location) }
    public init() where Value == Bool { location = StateLocation(value: false, graph: nil) }
    public init(for technologies: AccessibilityTechnologies) where Value == Bool { self.init() }
    public init<T: Hashable>() where Value == T? { location = StateLocation(value: nil, graph: nil) }
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { self.init() }
}

extension View {
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View { self }

    /// What VoiceOver presents instead of this view: `representation`'s accessibility
    /// elements. The view itself is drawn.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
    /// Accessibility children built from views; the view itself is drawn.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }
    /// Custom actions built from buttons; the view itself is drawn.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }

    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { self }
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View { self }
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View { self }
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []) -> some View { self }
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
    public func accessibilityShowsLargeContentViewer() -> some View { self }
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View { self }
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool, isEnabled: Bool) -> some View { self }
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View { self }
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View { self }
    public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool) -> some View { self }
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool) -> some View { self }
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text) -> some View { self }
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey) -> some View { self }
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> some View { self }
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text) -> some View { self }
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey) -> some View { self }
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> some View { self }
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> some View { self }
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }

    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }
    public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool) -> some View { self }

    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?,
                                           importance: AXCustomContent.Importance = .default) -> some View { self }
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> some View { self }
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default) -> some View { self }
    public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View { self }
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text,
                                           importance: AXCustomContent.Importance = .default) -> some View { self }
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> some View { self }
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default) -> some View { self }

    public func speechAdjustedPitch(_ value: Double) -> some View { self }
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }
}

private struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct LargeContentViewerKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether an assistive technology is running: `false` in a render.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }
    /// Whether the large content viewer is on: `false` in a render.
    public var accessibilityLargeContentViewerEnabled: Bool { self[LargeContentViewerKey.self] }
}
