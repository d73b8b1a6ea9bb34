import FlipbookRaster

/// The look of the edge effect where scrolled content meets a bar, as SwiftUI's
/// `ScrollEdgeEffectStyle` (iOS 26): `.soft` blurs and fades the content progressively under
/// the bar, `.hard` covers it almost opaquely with a clear line at the bar's edge,
/// `.automatic` is soft on iPhone and iPad, as iOS chooses there.
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, hard, soft }
    let kind: Kind
    /// The style the system chooses: soft on iPhone and iPad.
    public static var automatic: ScrollEdgeEffectStyle { .init(kind: .automatic) }
    /// An almost opaque band with a straight line where the bar meets the content.
    public static var hard: ScrollEdgeEffectStyle { .init(kind: .hard) }
    /// A progressive blur and fade into the background under the bar.
    public static var soft: ScrollEdgeEffectStyle { .init(kind: .soft) }
}

/// The scroll edge effects scroll views in a hierarchy draw (iOS 26): a style per edge
/// (`nil` for automatic) and the hidden edges.
struct ScrollEdgeEffects: Equatable, Sendable {
    var top: ScrollEdgeEffectStyle?
    var bottom: ScrollEdgeEffectStyle?
    var leading: ScrollEdgeEffectStyle?
    var trailing: ScrollEdgeEffectStyle?
    var hidden: Edge.Set = []

    mutating func setStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) {
        if edges.contains(.top) { top = style }
        if edges.contains(.bottom) { bottom = style }
        if edges.contains(.leading) { leading = style }
        if edges.contains(.trailing) { trailing = style }
    }

    /// The style drawn at `edge`, `nil` when hidden there.
    func style(at edge: Edge) -> ScrollEdgeEffectStyle.Kind? {
        let set: Edge.Set, style: ScrollEdgeEffectStyle?
        switch edge {
        case .top: (set, style) = (.top, top)
        case .bottom: (set, style) = (.bottom, bottom)
        case .leading: (set, style) = (.leading, leading)
        case .trailing: (set, style) = (.trailing, trailing)
        }
        if hidden.contains(set) { return nil }
        let kind = style?.kind ?? .automatic
        return kind == .automatic ? .soft : kind
    }
}

private struct ScrollEdgeEffectsKey: EnvironmentKey {
    static let defaultValue = ScrollEdgeEffects()
}

extension EnvironmentValues {
    /// The scroll edge effects of scroll views here (iOS 26 design).
    var scrollEdgeEffects: ScrollEdgeEffects {
        get { self[ScrollEdgeEffectsKey.self] }
        set { self[ScrollEdgeEffectsKey.self] = newValue }
    }
}

extension View {
    /// Sets the scroll edge effect's style for `edges` of the scroll views in this view, as
    /// SwiftUI's `scrollEdgeEffectStyle(_:for:)` (iOS 26); `nil` goes back to automatic. Drawn in
    /// the iOS 26 design (``EnvironmentValues/designRequiresCompatibility`` `false`), where a
    /// list or scroll view runs under the navigation bar, the toolbar and the floating tab bar.
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
        transformEnvironment(\.scrollEdgeEffects) { $0.setStyle(style, for: edges) }
    }

    /// Hides the scroll edge effect on `edges` of the scroll views in this view, as SwiftUI's
    /// `scrollEdgeEffectHidden(_:for:)` (iOS 26): content under a bar is drawn as it is.
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View {
        transformEnvironment(\.scrollEdgeEffects) { e in
            if hidden { e.hidden.formUnion(edges) } else { e.hidden.subtract(edges) }
        }
    }

    /// The iOS 26 betas' name of ``View/scrollEdgeEffectHidden(_:for:)``.
    public func scrollEdgeEffectDisabled(_ disabled: Bool = true, for edges: Edge.Set = .all) -> some View {
        scrollEdgeEffectHidden(disabled, for: edges)
    }
}

/// How far a scroll view or list draws past its frame under the bars (set while it is placed).
final class ScrollEdgeReach {
    var top: CGFloat = 0
    var bottom: CGFloat = 0
    /// Where the content is scrolled to (points from its top), set as it is placed.
    var offset: CGFloat = 0
    /// The part of `top` next to the frame where the content is drawn as it is, without the
    /// edge effect: a large title's row the content has scrolled into (set by the navigation
    /// stack; on iOS that row is scroll content, not a bar).
    var plainTop: CGFloat = 0
    /// `frame` grown by the reach.
    func grown(_ frame: CGRect) -> CGRect {
        CGRect(x: frame.minX, y: frame.minY - top, width: frame.width, height: frame.height + top + bottom)
    }
}

/// Where a scroll view or list runs under the bars in the iOS 26 design, and the edge effect
/// it draws there.
///
/// iOS lets scrolling content run under the navigation bar, toolbars and the floating tab bar,
/// keeping it clear of them at rest by content insets. Flipbook lays the scroll view out in
/// its safe area as before (so at rest nothing moves) and, in the iOS 26 design, grows its
/// drawn region to the screen on the top and bottom edges it shares with the safe area: the
/// rows past its foot show under the tab bar, rows scrolled past its top show under the
/// navigation bar. Over those bands the edge effect is drawn (estimates from Apple's iOS 26
/// pictures and the `ScrollEdgeEffectStyle` page, not measured on a device):
/// - soft: the content blurred progressively — a 3 pt blur fading in over the band's inner
///   third, then an 8 pt one growing to full strength at the screen's edge (a blend of two
///   blurs stands in for a blur whose radius grows) — and faded toward the screen's edge (60 %
///   halfway, 15 % at the edge), so what lies behind the scroll view shows through;
/// - hard: the background at 94 % over the whole band and a hairline in the separator colour
///   at its inner edge.
enum ScrollEdgeBands {
    /// The soft band's blurs: radius and the weight ramp (fraction of the band from its inner
    /// edge where the blur starts, and where it is at full strength).
    static let softBlurs: [(radius: CGFloat, from: CGFloat, full: CGFloat)] = [(3, 0, 0.35), (8, 0.25, 1)]
    static let softFade: [(location: CGFloat, alpha: Double)] = [(0, 1), (0.5, 0.6), (1, 0.15)]
    static let hardOpacity = 0.94

    /// Measures how far a scroll view placed in `frame` draws past it on the top and bottom:
    /// to the screen's edge where `frame` meets the safe area's, in the iOS 26 design only
    /// (iOS 18 is drawn as before).
    @MainActor static func measure(_ reach: ScrollEdgeReach, frame: CGRect, environment: EnvironmentValues, vertical: Bool) {
        reach.top = 0
        reach.bottom = 0
        reach.plainTop = 0
        if vertical { BarScrollTracker.register(reach, frame: frame) }
        guard environment.usesDesign26, vertical, let region = SafeAreaRegion.current else { return }
        let grown = region.expanded(frame, edges: [.top, .bottom])
        reach.top = max(0, frame.minY - grown.minY)
        reach.bottom = max(0, grown.maxY - frame.maxY)
    }

    /// Draws `content` (already clipped to the grown frame by the caller), faded in the bands
    /// past `frame`, then the edge effects over the bands. Without bands, just `content`.
    static func draw(frame: CGRect, reach: ScrollEdgeReach, background: Color, environment env: EnvironmentValues,
                     into list: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        let effects = env.scrollEdgeEffects
        var bands: [(rect: CGRect, outer: VerticalEdge, kind: ScrollEdgeEffectStyle.Kind?)] = []
        let topBand = reach.top - reach.plainTop
        if topBand > 0 {
            bands.append((CGRect(x: frame.minX, y: frame.minY - reach.top, width: frame.width, height: topBand), .top, effects.style(at: .top)))
        }
        if reach.bottom > 0 {
            bands.append((CGRect(x: frame.minX, y: frame.maxY, width: frame.width, height: reach.bottom), .bottom, effects.style(at: .bottom)))
        }
        // The content, kept fully in the frame and fading out toward the screen's edge in a
        // soft band (a hidden effect or a hard band keeps it whole).
        guard !bands.isEmpty else { return content(&list) }
        var mask = DisplayListBuilder()
        let whole = Color.black
        mask.fill(Path(CGRect(x: frame.minX, y: frame.minY - reach.plainTop, width: frame.width, height: frame.height + reach.plainTop)), with: whole, env)
        for band in bands {
            if band.kind == .soft {
                let fade = LinearGradient(stops: softFade.map { Gradient.Stop(color: whole.opacity($0.alpha), location: $0.location) },
                                          startPoint: band.outer == .top ? .bottom : .top, endPoint: band.outer == .top ? .top : .bottom)
                mask.append(.shape(ShapeItem(path: Path(band.rect).storage, paint: resolvePaint(fade, in: env, bounds: band.rect),
                                             fillRule: .nonZero, stroke: nil)))
            } else {
                mask.fill(Path(band.rect), with: whole, env)
            }
        }
        list.withEffect(.mask(mask.items)) { content(&$0) }
        for band in bands {
            guard let kind = band.kind else { continue }
            let inner: UnitPoint = band.outer == .top ? .bottom : .top
            let edge: UnitPoint = band.outer == .top ? .top : .bottom
            switch kind {
            case .hard:
                list.fill(Path(band.rect), with: background.opacity(hardOpacity), env)
                let hairline = 1 / max(1, env.displayScale)
                let y = band.outer == .top ? band.rect.maxY - hairline : band.rect.minY
                list.fill(Path(CGRect(x: band.rect.minX, y: y, width: band.rect.width, height: hairline)),
                          with: NavigationBarMetrics.separator, env)
            case .soft, .automatic:
                // The blur's weight grows toward the screen's edge: the backdrop blurred, kept
                // by a mask whose alpha is the gradient.
                for blur in softBlurs {
                    let ramp = LinearGradient(stops: [Gradient.Stop(color: Color.black.opacity(0), location: blur.from),
                                                      Gradient.Stop(color: Color.black, location: blur.full)],
                                              startPoint: inner, endPoint: edge)
                    list.withEffect(.backdrop(BackdropFilter(blurRadius: blur.radius))) { l in
                        l.append(.shape(ShapeItem(path: Path(band.rect).storage, paint: resolvePaint(ramp, in: env, bounds: band.rect),
                                                  fillRule: .nonZero, stroke: nil)))
                    }
                }
            }
        }
    }
}
