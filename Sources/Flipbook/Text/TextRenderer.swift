import FlipbookRaster
import FlipbookText

// `TextRenderer`, `Text.Layout` and `.textRenderer(_:)`, as SwiftUI's (iOS 17/18): a renderer
// draws a text's laid-out lines, runs and glyph slices through a ``GraphicsContext`` — moving,
// fading or filtering each — instead of the text drawing itself. The layout is the one the
// text was sized with (lines, runs of one style, one slice per glyph), in points from the
// text's top-leading corner.

/// Draws a text's layout in a custom way, as SwiftUI's `TextRenderer`:
///
/// ```swift
/// struct Wave: TextRenderer {
///     func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
///         for line in layout {
///             for run in line {
///                 for (i, slice) in run.enumerated() {
///                     var copy = ctx
///                     copy.translateBy(x: 0, y: sin(Double(i)) * 3)
///                     copy.draw(slice)
///                 }
///             }
///         }
///     }
/// }
/// Text("Hello").textRenderer(Wave())
/// ```
public protocol TextRenderer: Animatable {
    /// Draws `layout` into `ctx`.
    @MainActor func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
    /// The size of the text for a proposal (by default the text's own).
    @MainActor func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
    /// How far drawing may reach outside the text's frame (by default none).
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    @MainActor public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a ``TextRenderer`` sizes, as SwiftUI's `TextProxy`.
@MainActor public struct TextProxy {
    let measure: (ProposedViewSize) -> CGSize
    /// The text's own size for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

/// The renderer `textRenderer(_:)` set, boxed for the environment.
struct AnyTextRenderer: @unchecked Sendable {
    let renderer: any TextRenderer
}

private struct TextRendererKey: EnvironmentKey { static var defaultValue: AnyTextRenderer? { nil } }

extension EnvironmentValues {
    var textRenderer: AnyTextRenderer? {
        get { self[TextRendererKey.self] }
        set { self[TextRendererKey.self] = newValue }
    }
}

extension View {
    /// Draws text inside with `renderer`, as SwiftUI's `textRenderer(_:)`.
    public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
        modifier(TextEnvironmentModifier { $0.textRenderer = AnyTextRenderer(renderer: renderer) })
    }
}

/// What slices draw from: the layout, its placement and the runs' paints. Shared by every
/// line, run and slice of one ``Text/Layout`` (compared by identity).
final class TextDrawSource: @unchecked Sendable {
    let layout: TextLayout
    /// The layout's top-left corner in the text's frame (points).
    let origin: CGPoint
    let paints: [Paint]
    /// Per run: the glyph indices (into `layout.glyphs`) it draws.
    let runGlyphs: [[Int]]
    let customAttributes: [[AnyTextAttribute]]
    let scale: Double

    init(layout: TextLayout, origin: CGPoint, paints: [Paint], runCharacters: [Range<Int>],
         customAttributes: [[AnyTextAttribute]], scale: Double) {
        self.layout = layout
        self.origin = origin
        self.paints = paints
        self.customAttributes = customAttributes
        self.scale = scale
        var byRun = [[Int]](repeating: [], count: runCharacters.count)
        for (i, g) in layout.glyphs.enumerated() {
            if let r = runCharacters.firstIndex(where: { $0.contains(g.characterIndex) }) ?? (runCharacters.isEmpty ? nil : runCharacters.count - 1) {
                byRun[r].append(i)
            }
        }
        runGlyphs = byRun
    }

    /// Typographic bounds of some glyphs of one line.
    func bounds(_ glyphs: ArraySlice<Int>, line: Int) -> Text.Layout.TypographicBounds {
        let l = layout.lines[line]
        guard let first = glyphs.first, let last = glyphs.last else {
            return .init(origin: CGPoint(x: origin.x + l.x, y: origin.y + l.baseline), width: 0,
                         ascent: CGFloat(l.ascent), descent: CGFloat(l.descent), leading: 0)
        }
        let x0 = layout.glyphs[first].x
        // The slice ends where the next glyph of the line starts, or at the line's end.
        let next = layout.glyphs.indices.first { $0 > last && layout.glyphs[$0].line == line }
        let x1 = next.map { layout.glyphs[$0].x } ?? (l.x + l.width)
        return .init(origin: CGPoint(x: origin.x + x0, y: origin.y + l.baseline), width: CGFloat(max(0, x1 - x0)),
                     ascent: CGFloat(l.ascent), descent: CGFloat(l.descent), leading: 0)
    }
}

extension Text {
    /// A text's lines as laid out, for a ``TextRenderer``, as SwiftUI's `Text.Layout`.
    public struct Layout: RandomAccessCollection, Equatable {
        /// An index into the text's characters, as SwiftUI's `Text.Layout.CharacterIndex`.
        public typealias CharacterIndex = Int

        let source: TextDrawSource
        let lines: [Line]

        /// Whether the text was cut with "…".
        public var isTruncated: Bool { source.layout.isTruncated }
        public var startIndex: Int { 0 }
        public var endIndex: Int { lines.count }
        public subscript(position: Int) -> Line { lines[position] }

        public static func == (a: Layout, b: Layout) -> Bool { a.source === b.source }

        init(source: TextDrawSource) {
            self.source = source
            var lines: [Line] = []
            for (li, line) in source.layout.lines.enumerated() {
                var runs: [Run] = []
                for (ri, glyphs) in source.runGlyphs.enumerated() {
                    let onLine = glyphs.filter { source.layout.glyphs[$0].line == li }
                    if !onLine.isEmpty { runs.append(Run(source: source, run: ri, line: li, glyphs: onLine)) }
                }
                let all = runs.flatMap(\.glyphs)
                lines.append(Line(source: source, index: li, runs: runs, bounds: source.bounds(all[...], line: li)))
                _ = line
            }
            self.lines = lines
        }

        /// One line of a layout, as SwiftUI's `Text.Layout.Line`: its runs.
        public struct Line: RandomAccessCollection, Equatable {
            let source: TextDrawSource
            let index: Int
            let runs: [Run]
            let bounds: TypographicBounds

            /// The line's baseline origin, from the text's top-leading corner.
            public var origin: CGPoint { bounds.origin }
            /// The line's typographic bounds.
            public var typographicBounds: TypographicBounds { bounds }
            public var startIndex: Int { 0 }
            public var endIndex: Int { runs.count }
            public subscript(position: Int) -> Run { runs[position] }
            public static func == (a: Line, b: Line) -> Bool { a.source === b.source && a.index == b.index }
        }

        /// Glyphs of one style on one line, as SwiftUI's `Text.Layout.Run`: one slice per glyph.
        public struct Run: RandomAccessCollection, Equatable {
            let source: TextDrawSource
            let run: Int
            let line: Int
            let glyphs: [Int]

            /// The run's direction (Flipbook lays text out left to right).
            public var layoutDirection: LayoutDirection { .leftToRight }
            /// The run's typographic bounds.
            public var typographicBounds: TypographicBounds { source.bounds(glyphs[...], line: line) }
            /// The characters each glyph draws.
            public var characterIndices: [CharacterIndex] { glyphs.map { source.layout.glyphs[$0].characterIndex } }
            /// The run's custom attribute of type `T` (`Text.customAttribute(_:)`), or `nil`.
            public subscript<T: TextAttribute>(_ type: T.Type) -> T? {
                source.customAttributes[run].lazy.compactMap { $0.value.base as? T }.first
            }
            public var startIndex: Int { 0 }
            public var endIndex: Int { glyphs.count }
            public subscript(position: Int) -> RunSlice { RunSlice(run: self, indices: position..<position + 1) }
            public static func == (a: Run, b: Run) -> Bool { a.source === b.source && a.run == b.run && a.line == b.line }
        }

        /// Some glyphs of a run, as SwiftUI's `Text.Layout.RunSlice`.
        public struct RunSlice: RandomAccessCollection, Equatable {
            /// The run the glyphs belong to.
            public var run: Run
            /// The glyphs' positions in the run.
            public var indices: Range<Int>

            public init(run: Run, indices: Range<Int>) {
                self.run = run
                self.indices = indices
            }

            var glyphs: ArraySlice<Int> { run.glyphs[indices.clamped(to: 0..<run.glyphs.count)] }
            /// The slice's typographic bounds.
            public var typographicBounds: TypographicBounds { run.source.bounds(glyphs, line: run.line) }
            /// The characters each glyph draws.
            public var characterIndices: [CharacterIndex] { glyphs.map { run.source.layout.glyphs[$0].characterIndex } }
            /// The run's custom attribute of type `T`, or `nil`.
            public subscript<T: TextAttribute>(_ type: T.Type) -> T? { run[type] }
            public var startIndex: Int { indices.lowerBound }
            public var endIndex: Int { indices.upperBound }
            public subscript(position: Int) -> RunSlice { RunSlice(run: run, indices: position..<position + 1) }
        }

        /// A baseline origin with ascent, descent and width, as SwiftUI's `Text.Layout.TypographicBounds`.
        public struct TypographicBounds: Equatable, Sendable {
            public var origin: CGPoint
            public var width: CGFloat
            public var ascent: CGFloat
            public var descent: CGFloat
            public var leading: CGFloat
            public init(origin: CGPoint, width: CGFloat, ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
                self.origin = origin
                self.width = width
                self.ascent = ascent
                self.descent = descent
                self.leading = leading
            }
            /// The box from the ascent to the descent.
            public var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }
        }

        /// How glyphs are drawn, as SwiftUI's `Text.Layout.DrawingOptions`.
        public struct DrawingOptions: OptionSet, Sendable {
            public let rawValue: UInt32
            public init(rawValue: UInt32) { self.rawValue = rawValue }
            /// Glyphs keep fractional positions (Flipbook places them at 1/4 pixel anyway).
            public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1)
        }
    }
}

extension GraphicsContext {
    /// Draws a line of a text layout, as SwiftUI's `GraphicsContext.draw(_:options:)`.
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        for run in line { draw(run, options: options) }
    }

    /// Draws a run of a text layout in its style.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        drawGlyphs(run.glyphs[...], of: run)
    }

    /// Draws a slice of a run of a text layout in its run's style.
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        drawGlyphs(slice.glyphs, of: slice.run)
    }

    /// The glyphs' coverage in the run's paint, under the context's transform and effects.
    /// Under a pure translation the glyphs are placed on the pixel grid directly.
    private func drawGlyphs(_ glyphs: ArraySlice<Int>, of run: Text.Layout.Run) {
        let source = run.source
        guard !glyphs.isEmpty else { return }
        let wanted = Set(glyphs)
        let t = rootTransform
        let translationOnly = t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1
        let o = translationOnly ? Point(Double(source.origin.x + t.tx), Double(source.origin.y + t.ty))
                                : Point(Double(source.origin.x), Double(source.origin.y))
        let glyphRun = source.layout.glyphRun(origin: o) { wanted.contains($0) }
        guard glyphRun.hasInk() else { return }
        emit(.glyphRun(GlyphRunItem(run: glyphRun, scale: CGFloat(source.scale), paint: source.paints[run.run])),
             transformed: !translationOnly)
    }
}
