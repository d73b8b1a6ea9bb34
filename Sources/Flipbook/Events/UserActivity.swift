import Foundation

#if !canImport(Darwin)
/// The state of an app activity for Handoff and search, standing in for Foundation's
/// `NSUserActivity` (absent on Linux) so `userActivity`/`onContinueUserActivity` code
/// compiles. A render advertises and continues no activity.
open class NSUserActivity: @unchecked Sendable {
    /// The activity's type, such as `"com.example.browsing"`.
    public let activityType: String
    /// A title shown to the user.
    open var title: String?
    /// App-specific state.
    open var userInfo: [AnyHashable: Any]?
    /// A web page showing the same content.
    open var webpageURL: URL?
    /// An identifier of the content, used to pick a scene.
    open var targetContentIdentifier: String?
    /// Whether the activity can be continued on another device.
    open var isEligibleForHandoff: Bool = true
    /// Whether the activity is indexed for search.
    open var isEligibleForSearch: Bool = false
    /// Whether the activity may be publicly indexed.
    open var isEligibleForPublicIndexing: Bool = false

    /// An activity of `activityType`.
    public init(activityType: String) { self.activityType = activityType }

    /// Adds `otherDictionary`'s entries to `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var info = userInfo ?? [:]
        for (k, v) in otherDictionary { info[k] = v }
        userInfo = info
    }
}

#endif

// Handoff, Spotlight and scene routing come from outside the app: a still advertises
// nothing and is continued by nothing, so these draw the view as it is.
extension View {
    /// Runs `action` when the app continues an activity of `activityType`; never in a render.
    public func onContinueUserActivity(_ activityType: String,
                                       perform action: @escaping (NSUserActivity) -> ()) -> some View { self }

    /// Advertises an activity of `activityType` while `isActive`; `update` fills it in.
    /// A render advertises nothing and never calls `update`.
    public func userActivity(_ activityType: String, isActive: Bool = true,
                             _ update: @escaping (NSUserActivity) -> ()) -> some View { self }

    /// Advertises an activity of `activityType` while `element` is non-nil; `update` fills it
    /// in from the element. A render advertises nothing and never calls `update`.
    public func userActivity<P>(_ activityType: String, element: P?,
                                _ update: @escaping (P, NSUserActivity) -> ()) -> some View { self }

    /// Which external events (URLs, activities) the view's scene prefers and allows; a still
    /// has one scene and receives no events.
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }
}

extension View {
    /// Asks for URLs opened from the view to open in an in-app browser when `prefersInApp`.
    /// A render opens no URL.
    public func onOpenURL(prefersInApp: Bool) -> some View { self }
}
