import FlipbookRaster

/// One layer of a symbol, as SF Symbols' rendering modes paint them.
public struct SymbolLayer: Sendable, Equatable {
    /// Coverage in device pixels.
    public var mask: CoverageMask
    /// Hierarchy level: 0 primary, 1 secondary, 2 tertiary. Hierarchical rendering paints
    /// level n at the n-th hierarchical opacity, palette rendering with the n-th style.
    public var level: Int
    /// The colour multicolour rendering paints this layer, `nil` for the foreground style.
    public var multicolor: RGBA?
    /// For a variable symbol drawn with a value (`Image(systemName:variableValue:)`): whether
    /// the layer is lit; unlit layers draw dimmed. `nil` for layers that do not vary.
    public var isActive: Bool?
    /// The layer's shape in points (the mask's outline twin, ``SymbolOutline``), for drawing
    /// it through transforms; `nil` when it has none.
    public var outline: SymbolOutline? = nil
}

/// How a symbol splits into layers beyond an enclosure drawn by composition, per SF name.
/// The bundled Material glyphs are single shapes; the layers are their contour groups
/// (``GlyphContours``), chosen to match the layers SF Symbols draws:
///
/// - **Knockout**: a filled enclosure with the symbol cut out of it (`person.crop.circle.fill`,
///   `plus.circle.fill`, `exclamationmark.triangle.fill`): the enclosure is the glyph (secondary),
///   the symbol is the glyph's holes filled (primary) — so palette white/indigo draws a white
///   person on an indigo disc, with Material's exact shapes.
/// - **Variable**: bars and waves that `variableValue` lights in order (`wifi` from the dot
///   out, `speaker.wave.3` from the speaker out, `chart.bar` left to right); with n variable
///   parts, part i is lit when value > i / n (value 0: none, 1: all), as iOS lights them.
public enum SymbolLayering {
    public enum Order: Sendable, Equatable {
        /// By the part's left edge, then its right edge.
        case leftToRight
        /// By the part's bottom edge (wifi's arcs above its dot).
        case bottomToTop
        /// By the part's right edge (a speaker's waves, all starting at the same x).
        case byRightEdge
    }

    /// Names whose glyph is one piece with the symbol knocked out of a filled shape.
    public static func isKnockout(_ systemName: String) -> Bool {
        systemName.hasSuffix(".circle.fill") || systemName.hasSuffix(".square.fill") || knockouts.contains(systemName)
    }
    static let knockouts: Set<String> = [
        "exclamationmark.triangle.fill", "checkmark.seal.fill", "checkmark.shield.fill", "xmark.octagon.fill",
        "exclamationmark.octagon.fill", "person.crop.square.fill", "exclamationmark.bubble.fill",
    ]

    /// Variable symbols: how their parts are ordered and how many leading parts never vary
    /// (a speaker's body).
    public static func variable(_ systemName: String) -> (order: Order, fixedParts: Int)? {
        if systemName.hasPrefix("speaker.wave.") { return (.byRightEdge, 1) }
        switch systemName {
        case "wifi": return (.bottomToTop, 0)
        case "chart.bar", "chart.bar.fill", "cellularbars": return (.leftToRight, 0)
        case "waveform": return (.leftToRight, 0)
        default: return nil
        }
    }

    /// Multicolour symbols' own colours, by layer level (iOS system colours, light
    /// appearance): the layers SF Symbols paints in fixed colours in `.multicolor`. Symbols not
    /// listed draw in the foreground style, as iOS draws symbols that have no multicolour
    /// annotation. Curated: only symbols whose iOS colours are known are listed.
    public static func multicolor(_ systemName: String) -> [Int: RGBA]? {
        multicolors[systemName]
    }
    static let systemRed = RGBA(hex: 0xFF3B30), systemGreen = RGBA(hex: 0x34C759), systemYellow = RGBA(hex: 0xFFCC00),
               systemOrange = RGBA(hex: 0xFF9500), white = RGBA(1, 1, 1)
    static let multicolors: [String: [Int: RGBA]] = [
        "plus.circle.fill": [0: white, 1: systemGreen],
        "minus.circle.fill": [0: white, 1: systemRed],
        "xmark.octagon.fill": [0: white, 1: systemRed],
        "flame": [0: systemOrange], "flame.fill": [0: systemOrange],
        "leaf": [0: systemGreen], "leaf.fill": [0: systemGreen],
        "sun.max": [0: systemYellow], "sun.max.fill": [0: systemYellow],
        "heart.fill": [0: systemRed],
    ]

    /// Whether this symbol's glyph has a shape knocked out of it that makes its own layer.
    /// (Computed from the outline; see ``isKnockout(_:)``.)
    public static func knocksOut(_ symbol: SymbolImage) -> Bool {
        symbol.enclosureGlyph == nil && !symbol.isPlaceholder && isKnockout(symbol.entry.systemName)
            && !GlyphContours.read(face: symbol.face, glyph: symbol.glyph).holes.isEmpty
    }

    /// Which parts are lit at `value` among `count` variable parts.
    public static func litParts(_ value: Double, count: Int) -> Int {
        guard value.isFinite, count > 0 else { return count }
        let v = min(max(value, 0), 1)
        return (0..<count).filter { v > Double($0) / Double(count) }.count
    }
}

extension SymbolImage {
    /// The symbol as layers for the rendering modes: an enclosed symbol's symbol (primary)
    /// and enclosure (secondary); a knockout symbol's cut-out shape (primary) and the shape
    /// around it (secondary); a variable symbol's parts, lit by `variableValue`; else one
    /// primary layer. Multicolour colours are attached where ``SymbolLayering/multicolor(_:)``
    /// lists them.
    public func symbolLayers(origin: Point, scale: Double, variableValue: Double? = nil,
                             cache: GlyphCache = .shared) -> [SymbolLayer] {
        let name = entry.systemName
        let colors = SymbolLayering.multicolor(name) ?? [:]
        func layer(_ mask: CoverageMask, _ level: Int, active: Bool? = nil, _ outline: SymbolOutline) -> SymbolLayer {
            SymbolLayer(mask: mask, level: level, multicolor: colors[level], isActive: active, outline: outline)
        }
        if enclosureGlyph != nil {
            let l = layers(origin: origin, scale: scale, cache: cache)
            let o = layerOutlines(origin: origin)
            return [layer(l.primary, 0, o.primary)] + (l.secondary.map { [layer($0, 1, o.secondary ?? SymbolOutline(parts: []))] } ?? [])
        }
        let whole = glyphMask(glyph, size: font.size, origin: origin, scale: scale, cache: cache)
        let wholeOutline = SymbolOutline(parts: [glyphPart(glyph, size: font.size, origin: origin)])
        guard !isPlaceholder else { return [layer(whole, 0, wholeOutline)] }
        let contours = GlyphContours.read(face: face, glyph: glyph)
        if SymbolLayering.isKnockout(name), !contours.holes.isEmpty {
            let filled = glyphMask(glyph, size: font.size, origin: origin, scale: scale, cache: cache,
                                   contours: Set(contours.groups.map(\.outer)))
            // The outer contours filled, less the whole glyph. With one outer contour that is
            // exactly the widened glyph's holes; with islands (outer contours inside holes) the
            // subtraction itself, as paths.
            let holes = contours.groups.count == 1
                ? SymbolOutline(parts: [glyphPart(glyph, size: font.size, origin: origin, contours: contours.holes.sorted())])
                : SymbolOutline(parts: [glyphPart(glyph, size: font.size, origin: origin, contours: contours.groups.map(\.outer).sorted())],
                                subtracted: [glyphPart(glyph, size: font.size, origin: origin)])
            return [layer(whole, 1, wholeOutline), layer(filled.subtracting(whole), 0, holes)]
        }
        if let variable = SymbolLayering.variable(name), let value = variableValue, contours.groups.count > 1 {
            let parts = contours.groups.sorted { a, b in
                let ca = contours.contours[a.outer], cb = contours.contours[b.outer]
                switch variable.order {
                case .leftToRight: return (ca.minX, ca.maxX) < (cb.minX, cb.maxX)
                case .bottomToTop: return (ca.minY, ca.maxY) < (cb.minY, cb.maxY)
                case .byRightEdge: return (ca.maxX, ca.minX) < (cb.maxX, cb.minX)
                }
            }
            let fixed = min(variable.fixedParts, parts.count)
            let lit = SymbolLayering.litParts(value, count: parts.count - fixed)
            return parts.enumerated().map { i, part in
                let mask = glyphMask(glyph, size: font.size, origin: origin, scale: scale, cache: cache, contours: Set(part.all))
                let outline = SymbolOutline(parts: [glyphPart(glyph, size: font.size, origin: origin, contours: part.all.sorted())])
                return layer(mask, 0, active: i < fixed ? nil : i - fixed < lit, outline)
            }
        }
        return [layer(whole, 0, wholeOutline)]
    }
}
