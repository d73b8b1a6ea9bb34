extension Font {
    /// Draws lowercase letters and capitals as small capitals, as SwiftUI's `smallCaps()`.
    ///
    /// The bundled Inter (Flipbook's stand-in for SF Pro) has no `smcp` or `c2sc` OpenType
    /// features, so small capitals are synthesised: the letters are drawn as capitals in the
    /// same font scaled so their cap height is the font's x-height (0.75 for Inter).
    public func smallCaps() -> Font { var f = self; f.smallCaps = 3; return f }
    /// Draws lowercase letters as small capitals (OpenType `smcp`; synthesised, see
    /// ``smallCaps()``); capitals stay full size.
    public func lowercaseSmallCaps() -> Font { var f = self; f.smallCaps |= 1; return f }
    /// Draws capitals as small capitals (OpenType `c2sc`; synthesised, see ``smallCaps()``);
    /// lowercase letters stay as they are.
    public func uppercaseSmallCaps() -> Font { var f = self; f.smallCaps |= 2; return f }
}
