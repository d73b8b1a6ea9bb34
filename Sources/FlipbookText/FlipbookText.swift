// FlipbookText: fonts, glyphs, text layout and SF Symbols names, through FreeType and
// HarfBuzz. Sits beside FlipbookRaster; produces CoverageMasks in device pixels.
//
// Pipeline: FontSpec (SwiftUI's names) → FontDescriptor → FontRegistry.resolve →
// ResolvedFont (primary face + CJK + symbol fallbacks) → TextLayout (per-character
// fallback, HarfBuzz shaping per run, LineBreaker, truncation, alignment) →
// coverageMask / glyphMasks (GlyphCache → GlyphRasterizer, FreeType, 4 subpixel phases).
//
// Choices and why:
// - HarfBuzz for advances. Inter keeps its kerning only in GPOS (no 'kern' table), which
//   FT_Get_Kerning cannot read: "AVATAR Type" at 17 pt is 113.18 pt with FreeType advances
//   + FT_Get_Kerning and 107.00 pt with HarfBuzz (hb-shape agrees to the unit). Shaping
//   costs ~7–16 µs per short string against ~0.5–3 µs for FreeType's advance loop (C,
//   shared 2-core machine) — negligible next to drawing, and it also gives ligatures and
//   correct CJK/Latin shaping.
// - The HarfBuzz font is built from the file (hb-ot functions), not from the FT_Face, so
//   shaping and cmap look-ups need no lock; only rasterising takes the face's Mutex.
// - Unhinted outlines (FT_LOAD_NO_HINTING) look most like Apple's text; x snaps to 1/4 px,
//   baselines to whole pixels.
// - Line metrics: each face's hhea ascender/descender/lineGap, except that Inter standing in
//   for SF Pro takes SF Pro's (1.193 em, body 20.29 pt per line, instead of Inter's 1.210 em =
//   20.57 pt) and the HIG's per-size tracking (FontRegistry.interFollowsSFMetrics). Lines holding CJK take Noto's taller
//   metrics (1.448 em), as iOS lines grow with PingFang fallback. REFERENCE's 22 pt is the
//   HIG's recommended leading, not what a SwiftUI Text line measures, so it is not applied.
// - Symbols: the Material icon em is 1.2 × the point size, making the 20/24 live area one
//   point-size square, centred on the text's cap height (SymbolImage).
